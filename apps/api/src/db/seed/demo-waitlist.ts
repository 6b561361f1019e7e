// Waitlist entries of the demo venue, so the staff queue (/dashboard/waitlist) has people in it:
// three players wait for an outdoor beach-volleyball court on an evening beyond the booking
// window (nothing can be offered before that day is bookable, so the seed holds no court). The past
// four weeks hold a history of queues on busy evenings, some served, for the analytics screen's
// waitlist demand (docs/product/waitlist-courses.md#demand).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays, isoWeekday, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { DbOrTx } from '../client';
import { users } from '../schema/users';
import { waitlistEntries, waitlistEvents } from '../schema/waitlist';

const hash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

export async function seedDemoWaitlist(
  db: DbOrTx,
  context: { organizationId: string; locationId: string; today: Date },
): Promise<void> {
  const day = addDays(localDate(context.today, 'Europe/Berlin'), 20);
  const windowStart = zonedInstant(day, '18:00', 'Europe/Berlin');
  const windowEnd = zonedInstant(day, '21:00', 'Europe/Berlin');
  const [customer] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.organizationId, context.organizationId), eq(users.email, 'customer@example.com')));
  const people = [
    { userId: customer?.id ?? null, email: customer?.email ?? 'customer@example.com', name: customer?.name ?? null },
    { userId: null, email: 'lena.warteliste@example.org', name: 'Lena Warteliste' },
    { userId: null, email: 'tom.queue@example.org', name: 'Tom Queue' },
  ];
  for (const [index, person] of people.entries()) {
    const [entry] = await db
      .insert(waitlistEntries)
      .values({
        organizationId: context.organizationId,
        kind: 'slot',
        locationId: context.locationId,
        category: 'beach_volleyball',
        spaceType: 'outdoor',
        windowStart,
        windowEnd,
        durationMinutes: 60,
        userId: person.userId,
        guestToken: person.userId ? null : randomBytes(32).toString('base64url'),
        email: person.email,
        name: person.name,
        locale: index === 2 ? 'en' : 'de',
        tokenHash: hash(),
        createdAt: new Date(context.today.getTime() - (3 - index) * 3_600_000),
      })
      .returning();
    await db.insert(waitlistEvents).values({
      organizationId: context.organizationId,
      entryId: entry!.id,
      action: 'join',
      toStatus: 'waiting',
      actorUserId: person.userId,
    });
  }
  await seedPastDemand(db, context);
}

/** Busy evenings of the past four weeks: who queued, and who got a court through an offer. */
async function seedPastDemand(db: DbOrTx, context: { organizationId: string; locationId: string; today: Date }) {
  const today = localDate(context.today, 'Europe/Berlin');
  for (let back = 27; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekday = isoWeekday(day);
    const busy =
      weekday >= 5
        ? { from: '17:00', to: '20:00', space: 'outdoor' as const }
        : weekday === 2 || weekday === 4
          ? { from: '18:00', to: '20:00', space: 'indoor' as const }
          : null;
    if (!busy) continue;
    const people = weekday >= 5 ? 2 + (back % 3) : 1 + (back % 2);
    for (let i = 0; i < people; i++) {
      const windowStart = zonedInstant(day, busy.from, 'Europe/Berlin');
      const status = i === 0 && back % 2 === 0 ? 'booked' : i === 1 && back % 3 === 0 ? 'expired' : 'closed';
      await db.insert(waitlistEntries).values({
        organizationId: context.organizationId,
        kind: 'slot',
        locationId: context.locationId,
        category: 'beach_volleyball',
        spaceType: busy.space,
        windowStart,
        windowEnd: zonedInstant(day, busy.to, 'Europe/Berlin'),
        durationMinutes: 60,
        guestToken: randomBytes(32).toString('base64url'),
        email: `queue-${back}-${i}@example.org`,
        locale: 'de',
        tokenHash: hash(),
        status,
        offersMade: status === 'closed' ? 0 : 1,
        createdAt: new Date(windowStart.getTime() - (2 + i) * 86_400_000),
      });
    }
  }
}
