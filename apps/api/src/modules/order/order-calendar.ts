// The calendar file of an order: one VEVENT per game — consecutive slots of the order on one court
// (a two-hour game is two bookings) make one event; an abo contributes
// every date of its subscription, not only the first one its order line names. Used by the
// confirmation mail and by GET /api/v1/orders/{id}/calendar (the success page's "add to calendar").
// One event per date rather than an RRULE: dates the abo skips (holidays, taken courts) and dates
// returned later simply are not there, every calendar app imports it, and each date keeps its own
// UID (the booking id), so the wall-clock time stays right across the DST changes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { resources } from '../../db/schema/venue';
import { buildIcs } from './order-ics';

export interface CalendarDate {
  bookingId: string;
  start: Date;
  end: Date;
  resourceName: string;
}

export interface CalendarVenue {
  name: string;
  address: string;
  timeZone: string;
  /** The venue's contact address: the events' organizer (none without one). */
  email?: string | null;
}

/** Back-to-back dates on the same court joined into one (dates sorted by start). */
export function mergeConsecutive(dates: CalendarDate[]): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (const d of [...dates].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const open = out.find((o) => o.resourceName === d.resourceName && o.end.getTime() === d.start.getTime());
    if (open) open.end = d.end;
    else out.push({ ...d });
  }
  return out;
}

/** The order's booked dates that still take place (upcoming or already played), by start. */
export async function orderCalendarDates(db: DbOrTx, orderId: string): Promise<CalendarDate[]> {
  return db
    .select({ bookingId: bookings.id, start: bookings.startsAt, end: bookings.endsAt, resourceName: resources.name })
    .from(bookings)
    .innerJoin(resources, eq(resources.id, bookings.resourceId))
    .where(and(eq(bookings.orderId, orderId), inArray(bookings.status, ['upcoming', 'completed'])))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

export function orderIcs(dates: CalendarDate[], venue: CalendarVenue, now: Date): string {
  return buildIcs(
    mergeConsecutive(dates).map((d) => ({
      uid: `${d.bookingId}@courtside`,
      start: d.start,
      end: d.end,
      summary: `${venue.name}: ${d.resourceName}`,
      location: venue.address,
    })),
    { timeZone: venue.timeZone, organizer: { name: venue.name, email: venue.email ?? null }, now },
  );
}
