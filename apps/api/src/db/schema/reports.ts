// Roll-ups the analytics reports read instead of the bookings (bench/README.md
// "Dashboard at scale"). Written only by the triggers of drizzle/0012_occupancy_hours.sql, so every
// write path — services, jobs, seeds, bulk INSERT … SELECT — keeps them exact; never write them
// from code.
import { bigint, date, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/**
 * Booked court time per organization, court, local date and local hour of the organization's time
 * zone (Europe/Berlin: 23 hours on the spring DST Sunday, 25 in autumn — the repeated 2 o'clock hour
 * sums both). Counts the kept bookings (upcoming, completed) that hold a court: customer bookings
 * and the court rows of come-together sessions, not session places, blocks or cart holds.
 * No foreign keys: the triggers subtract a deleted booking after its court or organization is gone
 * (cascades), and a row that falls back to 0 stays.
 */
export const occupancyHours = pgTable(
  'occupancy_hours',
  {
    organizationId: uuid('organization_id').notNull(),
    localDate: date('local_date').notNull(),
    resourceId: uuid('resource_id').notNull(),
    /** Local hour of day 0–23. */
    hour: smallint('hour').notNull(),
    /** Booked time in microseconds (exact; reports round to minutes at the end). */
    bookedMicros: bigint('booked_micros', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.localDate, t.resourceId, t.hour] })],
);

/**
 * The same booked time summed per local month (`month`: its first day), so a report over a year
 * reads its whole months here (about 12 × courts × hours rows) and only the days at its edges
 * from occupancy_hours. Written by the same triggers.
 */
export const occupancyMonths = pgTable(
  'occupancy_months',
  {
    organizationId: uuid('organization_id').notNull(),
    month: date('month').notNull(),
    resourceId: uuid('resource_id').notNull(),
    hour: smallint('hour').notNull(),
    bookedMicros: bigint('booked_micros', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.resourceId, t.hour] })],
);
