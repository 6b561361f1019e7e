// The staff calendar: all courts × hours of a day, or one court over a week. Entries
// are the bookings that hold a court (holds included while alive), come-together sessions with
// their places, and blocks; abo bookings carry their subscription id.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Calendar, CalendarEntry } from '@courtside/core/dashboard-schemas';
import { addDays, dayBounds, localParts } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { bookings, dynamicSlots } from '../../db/schema/booking';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { loadVenueSnapshot, resourceDay, scopeForDates } from '../booking';

async function entriesOf(
  db: DbOrTx,
  organizationId: string,
  from: Date,
  to: Date,
  resourceId: string | undefined,
  now: Date,
): Promise<CalendarEntry[]> {
  const rows = await db
    .select({ b: bookings, userName: users.name })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.organizationId, organizationId),
        isNull(bookings.dynamicSlotId),
        isNull(bookings.sessionId),
        resourceId ? eq(bookings.resourceId, resourceId) : undefined,
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        inArray(bookings.status, ['reserved', 'pending', 'upcoming', 'completed']),
        or(
          inArray(bookings.status, ['upcoming', 'completed']),
          isNull(bookings.expiresAt),
          gt(bookings.expiresAt, now),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const taken = sql<number>`coalesce((select sum(p.places) from bookings p where p.session_id = ${dynamicSlots.id} and p.status in ('reserved','pending','upcoming','completed') and (p.status in ('upcoming','completed') or p.expires_at is null or p.expires_at > now())), 0)::int`;
  const slots = await db
    .select({ d: dynamicSlots, taken })
    .from(dynamicSlots)
    .where(
      and(
        eq(dynamicSlots.organizationId, organizationId),
        eq(dynamicSlots.status, 'active'),
        inArray(dynamicSlots.kind, ['come_together', 'block']),
        resourceId ? eq(dynamicSlots.resourceId, resourceId) : undefined,
        lt(dynamicSlots.startsAt, to),
        gt(dynamicSlots.endsAt, from),
      ),
    )
    .orderBy(asc(dynamicSlots.startsAt));
  return [
    ...rows.map(({ b, userName }) => ({
      id: b.id,
      kind: 'booking' as const,
      resourceId: b.resourceId,
      start: b.startsAt.toISOString(),
      end: b.endsAt.toISOString(),
      type: b.type,
      status: b.status,
      title: null,
      customerName: userName ?? b.guestContact?.name ?? null,
      subscriptionId: b.subscriptionId,
      places: b.places,
      capacity: null,
      checkedIn: Boolean(b.checkedInAt),
    })),
    ...slots.map(({ d, taken: placesTaken }) => ({
      id: d.id,
      kind: d.kind === 'come_together' ? ('session' as const) : ('block' as const),
      resourceId: d.resourceId,
      start: d.startsAt.toISOString(),
      end: d.endsAt.toISOString(),
      type: d.kind === 'come_together' ? ('come_together' as const) : null,
      status: d.status,
      title: d.title,
      customerName: null,
      subscriptionId: null,
      places: Number(placesTaken),
      capacity: d.capacity,
      checkedIn: false,
    })),
  ];
}

export async function calendarOf(
  db: DbOrTx,
  organizationId: string,
  q: { from: string; days: number; resourceId?: string },
  now = new Date(),
): Promise<Calendar> {
  const last = addDays(q.from, q.days - 1);
  const snapshot = await loadVenueSnapshot(
    db,
    scopeForDates(organizationId, q.from, last, q.resourceId ? { resourceId: q.resourceId } : {}),
  );
  if (!snapshot) throw new AppError('NOT_FOUND', 'Organization not found');
  const tz = snapshot.timeZone;
  const courts = snapshot.resources
    .filter((r) => r.active && (!q.resourceId || r.id === q.resourceId))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  if (q.resourceId && !courts.length) throw new AppError('NOT_FOUND', 'Court not found');
  const hours: Calendar['hours'] = [];
  for (let i = 0; i < q.days; i++) {
    const date = addDays(q.from, i);
    const slots = courts
      .flatMap((r) => resourceDay(snapshot, r, date).slots)
      .filter((s) => localParts(s.start, tz).date === date);
    if (!slots.length) hours.push({ date, open: null, close: null });
    else {
      const open = Math.min(...slots.map((s) => localParts(s.start, tz).minutes));
      // A slot ending at midnight closes at 24:00 of its day.
      const close = Math.max(
        ...slots.map((s) => (localParts(s.end, tz).date === date ? localParts(s.end, tz).minutes : 24 * 60)),
      );
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      hours.push({ date, open: hhmm(open), close: hhmm(close) });
    }
  }
  const from = dayBounds(q.from, tz).start;
  const to = dayBounds(last, tz).end;
  return {
    from: q.from,
    days: q.days,
    timeZone: tz,
    hours,
    resources: courts.map((r) => ({ id: r.id, name: r.name, spaceType: r.spaceType, sortOrder: r.sortOrder })),
    entries: await entriesOf(db, organizationId, from, to, q.resourceId, now),
  };
}
