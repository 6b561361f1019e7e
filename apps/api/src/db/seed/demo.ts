// The demo venue, seeded on first start when SEED_DEMO is on. Idempotent: it does nothing when the
// demo organization exists. Dates are relative to today so the demo always has a current season.
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { passwordHashOptions } from '../../lib/password-hash-options';
import type { Role } from '@courtside/core/enums';
import type { Database } from '../client';
import { organizations } from '../schema/organizations';
import { locations, resources, schedulingRules, seasons } from '../schema/venue';
import { seedDemoActivities } from './demo-activities';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoCheckout } from './demo-checkout';
import { seedDemoWaitlist } from './demo-waitlist';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoChat } from './demo-chat';
import { seedDemoContent } from './demo-content';
import { seedDemoShop } from './demo-shop';
import { renumberDemoDocuments, seedDemoShopSales } from './demo-shop-sales';
import { seedDemoCourses } from './demo-courses';
import { seedDemoJobs } from './demo-jobs';
import { seedSecondVenue } from './demo-second';
import { bands, insertUsers, seasonRanges, summerHours, winterHours } from './demo-venue';

export const DEMO_PASSWORD = 'courtside-demo';
export const DEMO_SLUG = 'beachside-koeln';
export { SECOND_SLUG } from './demo-second';

export const demoAccounts: { email: string; name: string; role: Role; superadmin?: boolean }[] = [
  { email: 'admin@example.com', name: 'Anna Admin', role: 'admin' },
  { email: 'manager@example.com', name: 'Max Manager', role: 'manager' },
  { email: 'staff@example.com', name: 'Sina Staff', role: 'staff' },
  { email: 'customer@example.com', name: 'Clara Kundin', role: 'customer' },
  { email: 'customer2@example.com', name: 'Kai Kunde', role: 'customer' },
  { email: 'superadmin@example.com', name: 'Sam Superadmin', role: 'admin', superadmin: true },
];

/** The start log's line: each demo account with what it is (the superadmin said as such). */
export function demoAccountsLine(): string {
  const what = (a: (typeof demoAccounts)[number]) => (a.superadmin ? 'superadmin' : a.role);
  return `Demo accounts (password "${DEMO_PASSWORD}"): ${demoAccounts.map((a) => `${a.email} (${what(a)})`).join(', ')}`;
}

/** Seeds both demo organizations; answers whether anything was inserted. */
export async function seedDemo(db: Database, today = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, DEMO_SLUG));
  if (existing) return false;
  // argon2 hashes on libuv's thread pool: the venue's first rows go in meanwhile.
  const hashing = argon2.hash(DEMO_PASSWORD, passwordHashOptions());
  hashing.catch(() => {});

  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        name: 'BeachSide Köln',
        slug: DEMO_SLUG,
        timezone: 'Europe/Berlin',
        currency: 'EUR',
        locale: 'de',
        legal: {
          companyName: 'BeachSide Köln GmbH',
          street: 'Alfred-Schütte-Allee 50',
          postalCode: '50679',
          city: 'Köln',
          country: 'DE',
          email: 'hallo@beachside-koeln.example',
          phone: '+49 221 12345678',
          managingDirector: 'Jana Sand',
          registerCourt: 'Amtsgericht Köln',
          registerNumber: 'HRB 123456',
          vatId: 'DE123456789',
        },
        settings: {},
        social: {
          instagram: 'https://instagram.com/beachside.koeln',
          facebook: 'https://facebook.com/beachside.koeln',
        },
      })
      .returning();
    const orgId = org!.id;
    const [location] = await tx
      .insert(locations)
      .values({
        organizationId: orgId,
        name: 'BeachSide am Rhein',
        address: { street: 'Alfred-Schütte-Allee 50', postalCode: '50679', city: 'Köln', country: 'DE' },
        latitude: '50.9302',
        longitude: '6.9772',
      })
      .returning();
    const locationId = location!.id;

    const courts = [
      ...[1, 2, 3, 4, 5, 6].map((n) => ({
        name: `Court ${n}`,
        category: 'beach_volleyball',
        spaceType: 'outdoor' as const,
        capacity: 4,
        sortOrder: n,
        description: 'Outdoor beach volleyball court, 16 × 8 m, 40 cm fine sand.',
      })),
      {
        name: 'Center Court',
        category: 'beach_volleyball',
        spaceType: 'outdoor' as const,
        capacity: 4,
        sortOrder: 7,
        description: 'Our show court with stands and floodlight.',
      },
      {
        name: 'Beach Tennis',
        category: 'beach_tennis',
        spaceType: 'outdoor' as const,
        capacity: 4,
        sortOrder: 8,
        description: 'Beach tennis court with net at 1.70 m.',
      },
      ...[1, 2, 3].map((n) => ({
        name: `Halle ${n}`,
        category: 'beach_volleyball',
        spaceType: 'indoor' as const,
        capacity: 4,
        sortOrder: 10 + n,
        description: 'Heated indoor beach court, all year round.',
      })),
    ];
    await tx.insert(resources).values(courts.map((c) => ({ ...c, organizationId: orgId, locationId })));

    for (const range of seasonRanges(today)) {
      const [season] = await tx
        .insert(seasons)
        .values({
          organizationId: orgId,
          locationId,
          name: range.name,
          kind: range.kind,
          startsOn: range.startsOn,
          endsOn: range.endsOn,
          openingHours: range.kind === 'summer' ? summerHours : winterHours,
        })
        .returning();
      const summer = range.kind === 'summer';
      await tx.insert(schedulingRules).values([
        {
          organizationId: orgId,
          seasonId: season!.id,
          category: 'beach_volleyball',
          slotMinutes: 60,
          leadDays: 14,
          minNoticeMinutes: 30,
          defaultPriceCents: summer ? 2400 : 2000,
          priceBands: bands(summer ? 3600 : 2800),
        },
        {
          organizationId: orgId,
          seasonId: season!.id,
          category: 'beach_tennis',
          slotMinutes: 60,
          leadDays: 14,
          minNoticeMinutes: 30,
          defaultPriceCents: summer ? 2000 : 1600,
          priceBands: bands(summer ? 3000 : 2200),
        },
      ]);
    }
    // Indoor halls cost more in winter: a resource rule beats the category rule.
    const halls = await tx.select().from(resources).where(eq(resources.organizationId, orgId));
    const allSeasons = await tx.select().from(seasons).where(eq(seasons.organizationId, orgId));
    for (const hall of halls.filter((r) => r.spaceType === 'indoor')) {
      for (const season of allSeasons.filter((s) => s.kind === 'winter')) {
        await tx.insert(schedulingRules).values({
          organizationId: orgId,
          seasonId: season.id,
          resourceId: hall.id,
          slotMinutes: 60,
          leadDays: 14,
          minNoticeMinutes: 30,
          defaultPriceCents: 3200,
          priceBands: bands(4400),
        });
      }
    }
    const passwordHash = await hashing;
    await insertUsers(tx, orgId, demoAccounts, passwordHash);
    await seedDemoCheckout(tx, { organizationId: orgId, today });
    const planned = await seedDemoActivities(tx, { organizationId: orgId, locationId, today });
    await seedDemoBookings(tx, { organizationId: orgId, locationId, today, timeZone: 'Europe/Berlin' }, planned);
    await seedDemoWaitlist(tx, { organizationId: orgId, locationId, today });
    await seedDemoTasks(tx, { organizationId: orgId, today, timeZone: 'Europe/Berlin' });
    await seedDemoContent(tx, { organizationId: orgId, today });
    await seedDemoShop(tx, { organizationId: orgId });
    await seedDemoShopSales(tx, { organizationId: orgId, timeZone: 'Europe/Berlin', today });
    await renumberDemoDocuments(tx, orgId, 'Europe/Berlin');
    await seedDemoChat(tx, { organizationId: orgId, today });
    await (await import('./demo-passes')).seedDemoPasses(tx, { organizationId: orgId });
    await seedDemoCourses(tx, { organizationId: orgId, today });
    await seedDemoJobs(tx, { organizationId: orgId });

    await seedSecondVenue(tx, today, passwordHash);
  });
  return true;
}
