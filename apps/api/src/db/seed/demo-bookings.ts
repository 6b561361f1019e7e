// The everyday bookings of the demo venue over the past 90 days and the coming ones, so the grid,
// the calendar and the analytics tell the story of a real beach venue: quiet mornings, full
// evenings and weekends, indoor halls busier in winter. Computed from the real slot grid, never
// two bookings of one person at the same time, the demo customers with a handful each; then paid
// through orders (demo-orders.ts) and inserted in bulk. Deterministic for a given `today`.
// Days 10 and later of the booking window stay free: tests book there ("quiet days").
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, localDate, localParts } from '@courtside/core/slots/time';
import type { DbOrTx } from '../client';
import { bookingEvents, bookings } from '../schema/booking';
import { users } from '../schema/users';
import { resourceDay, scopeForDates } from '../../modules/booking/resource-grid';
import { loadVenueSnapshot } from '../../modules/booking/venue-snapshot';
import type { NewBooking } from './demo-activities';
import { bulkInsert } from './bulk';
import { demoGuests, random } from './demo-people';
import { insertDemoOrders } from './demo-orders';
import type { DemoOrderPlan } from './demo-orders';

export const DEMO_PAST_DAYS = 90;
export const DEMO_FUTURE_DAYS = 9;

interface Context {
  organizationId: string;
  locationId: string;
  today: Date;
  timeZone: string;
}

/** The chance that a free hour is booked: by hour, weekday, season, court and how far ahead. */
function demand(start: Date, tz: string, indoor: boolean, daysAhead: number): number {
  const { weekday, minutes } = localParts(start, tz);
  const hour = Math.floor(minutes / 60);
  const month = Number(localDate(start, tz).slice(5, 7));
  const winter = month >= 10 || month <= 4;
  const weekend = weekday >= 6;
  let p = weekend
    ? hour < 11
      ? 0.35
      : hour < 18
        ? 0.8
        : 0.5
    : hour < 12
      ? 0.12
      : hour < 17
        ? 0.3
        : hour < 21
          ? weekday === 5
            ? 0.92
            : 0.85
          : 0.55;
  // In winter the halls are full and the sand outside is cold.
  if (winter) p *= indoor ? 1.15 : 0.55;
  // Fewer bookings the further ahead.
  if (daysAhead > 0) p *= Math.max(0.3, 1 - daysAhead * 0.07);
  return Math.min(0.97, p);
}

/** Inserts the demo bookings: `planned` (sessions, abo) and the everyday ones, with their orders. */
export async function seedDemoBookings(db: DbOrTx, context: Context, planned: NewBooking[]): Promise<void> {
  const { organizationId, locationId, timeZone: tz } = context;
  const now = context.today;
  const today = localDate(now, tz);
  const first = addDays(today, -DEMO_PAST_DAYS);
  const last = addDays(today, DEMO_FUTURE_DAYS);
  const snapshot = await loadVenueSnapshot(db, scopeForDates(organizationId, first, last, { locationId }));
  if (!snapshot) return;
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.email, ['customer@example.com', 'customer2@example.com', 'staff@example.com']),
      ),
    );
  const person = (email: string) => people.find((p) => p.email === email);
  const clara = person('customer@example.com');
  const kai = person('customer2@example.com');
  const staffId = person('staff@example.com')?.id ?? null;
  const rand = random(Number(today.replaceAll('-', '')));
  const statusAt = (end: Date) => (end <= now ? ('completed' as const) : ('upcoming' as const));

  // Who plays when: never the same person twice at one time, never two bookings on one court.
  const courtBusy = new Set<string>();
  const personBusy = new Set<string>();
  const hours = (start: Date, end: Date) => {
    const out: number[] = [];
    for (let t = start.getTime(); t < end.getTime(); t += 1_800_000) out.push(t);
    return out;
  };
  const ownerKey = (b: Pick<NewBooking, 'userId' | 'guestContact'>) => b.userId ?? b.guestContact?.email ?? '';
  const mark = (b: NewBooking) => {
    for (const t of hours(b.startsAt, b.endsAt)) {
      if (!b.sessionId) courtBusy.add(`${b.resourceId}|${t}`);
      if (ownerKey(b)) personBusy.add(`${ownerKey(b)}|${t}`);
    }
  };
  planned.forEach(mark);
  const personFree = (key: string, start: Date, end: Date) =>
    hours(start, end).every((t) => !personBusy.has(`${key}|${t}`));

  // The demo customers play on a few chosen days (evenings), the rest are guests of the venue.
  const chosen = new Map<string, { userId: string }>();
  if (clara) for (const d of [-71, -50, -36, -22, -9, -3, 2, 6]) chosen.set(addDays(today, d), { userId: clara.id });
  if (kai) for (const d of [-80, -58, -43, -27, -14, -5, 1, 4, 8]) chosen.set(addDays(today, d), { userId: kai.id });

  const groups: DemoOrderPlan[] = [];
  const rows: NewBooking[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const daysAhead = Math.max(0, Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000));
    let customerToday = chosen.get(date);
    for (const resource of snapshot.resources) {
      const indoor = resource.spaceType === 'indoor';
      const slots = resourceDay(snapshot, resource, date).slots.filter(
        (s) => s.kind === 'regular' || s.kind === 'special',
      );
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        if (courtBusy.has(`${resource.id}|${slot.start.getTime()}`)) continue;
        if (rand() > demand(slot.start, tz, indoor, daysAhead)) continue;
        const next = slots[i + 1];
        const long =
          next &&
          next.start.getTime() === slot.end.getTime() &&
          !courtBusy.has(`${resource.id}|${next.start.getTime()}`) &&
          rand() < 0.4;
        const parts = long ? [slot, next] : [slot];
        const end = parts[parts.length - 1]!.end;
        let owner: { userId: string } | { guestContact: { name: string; email: string } } | undefined;
        if (
          customerToday &&
          localParts(slot.start, tz).minutes >= 18 * 60 &&
          personFree(customerToday.userId, slot.start, end)
        ) {
          owner = customerToday;
          customerToday = undefined;
        } else {
          for (let attempt = 0; attempt < 4 && !owner; attempt++) {
            const guest = demoGuests[Math.floor(rand() * demoGuests.length)]!;
            if (personFree(guest.email, slot.start, end)) owner = { guestContact: guest };
          }
        }
        if (!owner) continue;
        const group = parts.map((s) => {
          const row: NewBooking = {
            id: randomUUID(),
            organizationId,
            resourceId: resource.id,
            startsAt: s.start,
            endsAt: s.end,
            type: 'normal',
            status: statusAt(s.end),
            places: 1,
            priceCents: s.priceCents,
            ...owner,
          };
          mark(row);
          return row;
        });
        rows.push(...group);
        groups.push({ bookings: group, channel: rand() < 0.3 ? 'desk' : 'online' });
        if (long) i++;
      }
    }
  }
  // The abo is one order; every session place its own.
  const abo = planned.filter((b) => b.type === 'abo');
  if (abo.length) groups.push({ bookings: abo, channel: 'online', subscriptionId: abo[0]!.subscriptionId! });
  for (const place of planned.filter((b) => b.sessionId && (b.userId || b.guestContact)))
    groups.push({ bookings: [place], channel: 'online' });

  const all = [...planned, ...rows];
  await insertDemoOrders(db, { organizationId, timeZone: tz, now, staffId, rand, people }, groups);
  for (const b of all) {
    b.createdAt ??= now;
    b.updatedAt ??= b.createdAt;
  }
  await bulkInsert(db, bookings, all);
  await bulkInsert(
    db,
    bookingEvents,
    all.map((b) => ({
      id: randomUUID(),
      organizationId,
      bookingId: b.id,
      action: 'create',
      fromStatus: null,
      toStatus: b.status,
      reason: 'demo seed',
      createdAt: b.createdAt ?? now,
    })),
  );
}
