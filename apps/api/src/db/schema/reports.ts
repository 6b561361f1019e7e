// Roll-ups the analytics reports and the booking lists read instead of the bookings (bench/README.md
// "Dashboard at scale"). Written only by the triggers of drizzle/0012_occupancy_hours.sql,
// drizzle/0039_list_counts_revenue.sql, drizzle/0045_order_list.sql,
// drizzle/0046_invoice_list.sql and drizzle/0047_customer_figures.sql, so every
// write path — services, jobs, seeds, bulk INSERT … SELECT — keeps them exact; never write them
// from code.
import { sql } from 'drizzle-orm';
import { searchText } from './users';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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

/**
 * How many customer bookings (no session court rows, no blocks) an organization has per court,
 * type, status and whether a cancelled one was a lapsed hold (hold_expired, released). Open holds
 * (reserved, pending) are not counted: the lists count those live (drizzle/0039). Rows that fall
 * back to 0 stay.
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    organizationId: uuid('organization_id').notNull(),
    resourceId: uuid('resource_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    lapsedHold: boolean('lapsed_hold').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'booking_counts_pk',
      columns: [t.organizationId, t.resourceId, t.type, t.status, t.lapsedHold],
    }),
  ],
);

/**
 * How many orders an organization has per status, each order counted in one of 16 stripes (from its
 * id) so concurrent checkouts rarely write the same row (drizzle/0045_order_list.sql): the orders
 * list's exact count is the sum over the stripes. Rows that fall back to 0 stay.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    organizationId: uuid('organization_id').notNull(),
    status: text('status').notNull(),
    stripe: smallint('stripe').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'order_counts_pk', columns: [t.organizationId, t.status, t.stripe] })],
);

/**
 * Keys whose customer_figures rows are recomputed before the next read (appended by the triggers of
 * drizzle/0047_customer_figures.sql, taken by customer_figures_settle).
 */
export const customerFiguresDirty = pgTable(
  'customer_figures_dirty',
  { organizationId: uuid('organization_id').notNull(), key: text('key').notNull() },
  (t) => [index('customer_figures_dirty_org_idx').on(t.organizationId)],
);

/** How many invoices and credit notes an organization has, in 16 stripes (drizzle/0046_invoice_list.sql). */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    organizationId: uuid('organization_id').notNull(),
    stripe: smallint('stripe').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'invoice_counts_pk', columns: [t.organizationId, t.stripe] })],
);

/**
 * One row per person of an organization — an account with the role customer, or a guest known only
 * by the e-mail address of their bookings — keyed by the lower-cased address, with the figures the
 * customers list sorts by (docs/product.md#customers). A key is recomputed before the next read
 * whenever a booking, order, refund or account behind it changed (drizzle/0047_customer_figures.sql).
 */
export const customerFigures = pgTable(
  'customer_figures',
  {
    organizationId: uuid('organization_id').notNull(),
    key: text('key').notNull(),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    bookingCount: integer('booking_count').notNull().default(0),
    lastBookingAt: timestamp('last_booking_at', { withTimezone: true }),
    spendCents: bigint('spend_cents', { mode: 'number' }).notNull().default(0),
    /** Start times of the person's bookings with the status upcoming: a read counts those still ahead. */
    upcomingStarts: timestamp('upcoming_starts', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    primaryKey({ name: 'customer_figures_pk', columns: [t.organizationId, t.key] }),
    index('customer_figures_last_booking_idx').on(t.organizationId, t.lastBookingAt.desc().nullsLast(), t.key),
    // Searches (drizzle/0048_user_list.sql, pg_trgm).
    index('customer_figures_search_trgm_idx').using('gin', sql`(${searchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * Booked revenue (kept bookings: upcoming, completed; no session court rows) per organization,
 * local date of the start in the venue's zone, court and booking type: what the revenue report sums.
 */
export const revenueDays = pgTable(
  'revenue_days',
  {
    organizationId: uuid('organization_id').notNull(),
    localDate: date('local_date').notNull(),
    resourceId: uuid('resource_id').notNull(),
    type: text('type').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'revenue_days_pk', columns: [t.organizationId, t.localDate, t.resourceId, t.type] })],
);

/**
 * The cancellations report's counts per local date of the start and court (drizzle/0049): kept,
 * cancelled (not lapsed holds), no-shows and cancelled by staff; kept by the bookings' triggers.
 */
export const cancellationDays = pgTable(
  'cancellation_days',
  {
    organizationId: uuid('organization_id').notNull(),
    localDate: date('local_date').notNull(),
    resourceId: uuid('resource_id').notNull(),
    kept: integer('kept').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    cancelledByStaff: integer('cancelled_by_staff').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'cancellation_days_pk', columns: [t.organizationId, t.localDate, t.resourceId] })],
);

/** The same revenue per local ISO week (`week`: its Monday); reports read whole weeks here, edge days above. */
export const revenueWeeks = pgTable(
  'revenue_weeks',
  {
    organizationId: uuid('organization_id').notNull(),
    week: date('week').notNull(),
    resourceId: uuid('resource_id').notNull(),
    type: text('type').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'revenue_weeks_pk', columns: [t.organizationId, t.week, t.resourceId, t.type] })],
);
