// The booking module's statements of fixed shape, built once per process and run by name
// (db/built-once.ts, docs/decisions/030-checkout-statements-built-once.md): read on every checkout;
// the ids as one array parameter. booking.repository.ts wraps them.
import { asc, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { bookings } from '../../db/schema/booking';

export const bookingById = builtOnce('courtside_booking_by_id', (db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id'))),
);
export const bookingsLocked = builtOnce('courtside_bookings_lock', (db) =>
  db
    .select()
    .from(bookings)
    .where(sql`${bookings.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(bookings.id))
    .for('update'),
);
