// The demo's second, smaller organization (Sandplatz Leipzig), so tenant isolation can be tested
// and seen: two courts, its own seasons and rule, three accounts.
import type { DbOrTx } from '../client';
import { organizations } from '../schema/organizations';
import { locations, resources, schedulingRules, seasons } from '../schema/venue';
import { bands, insertUsers, seasonRanges, secondAccounts, summerHours, winterHours } from './demo-venue';

export const SECOND_SLUG = 'sandplatz-leipzig';

export async function seedSecondVenue(tx: DbOrTx, today: Date, passwordHash: string): Promise<void> {
  // A second, smaller organization so tenant isolation can be tested.
  const [second] = await tx
    .insert(organizations)
    .values({
      name: 'Sandplatz Leipzig',
      slug: SECOND_SLUG,
      legal: {
        companyName: 'Sandplatz Leipzig UG',
        street: 'Elsterstraße 1',
        postalCode: '04109',
        city: 'Leipzig',
        country: 'DE',
        email: 'info@sandplatz.example',
        phone: '+49 341 7654321',
        managingDirector: 'Lea Leipzig',
      },
    })
    .returning();
  const [secondLocation] = await tx
    .insert(locations)
    .values({
      organizationId: second!.id,
      name: 'Sandplatz am Elsterbecken',
      address: { street: 'Elsterstraße 1', postalCode: '04109', city: 'Leipzig', country: 'DE' },
    })
    .returning();
  await tx.insert(resources).values(
    [1, 2].map((n) => ({
      organizationId: second!.id,
      locationId: secondLocation!.id,
      name: `Feld ${n}`,
      category: 'beach_volleyball',
      spaceType: 'outdoor' as const,
      sortOrder: n,
    })),
  );
  for (const range of seasonRanges(today)) {
    const [season] = await tx
      .insert(seasons)
      .values({
        organizationId: second!.id,
        locationId: secondLocation!.id,
        name: range.name,
        kind: range.kind,
        startsOn: range.startsOn,
        endsOn: range.endsOn,
        openingHours: range.kind === 'summer' ? summerHours : winterHours,
      })
      .returning();
    await tx.insert(schedulingRules).values({
      organizationId: second!.id,
      seasonId: season!.id,
      category: 'beach_volleyball',
      slotMinutes: 90,
      defaultPriceCents: 1800,
      priceBands: bands(2700),
    });
  }
  await insertUsers(tx, second!.id, secondAccounts, passwordHash);
}
