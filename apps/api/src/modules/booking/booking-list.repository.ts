// The bookings lists' rows and their exact count (docs/product.md#api: lists answer { rows, count }).
// The count of a list filtered only by court, type and status comes from booking_counts, kept by the
// triggers of drizzle/0039_list_counts_revenue.sql, plus the open holds counted live: a few rows
// whatever the size of the table (bench/README.md "Dashboard at scale": count(*) over a venue's
// 100 000 bookings was 15.5 ms of every request).
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { bookingStatuses } from '@courtside/core/enums';
import type { BookingStatus, BookingType } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { bookingCounts } from '../../db/schema/reports';
import type { BookingRow } from './booking.repository';

export interface BookingListFilter {
  organizationId: string;
  userId?: string;
  resourceId?: string;
  status?: BookingStatus[];
  type?: string;
  from?: Date;
  to?: Date;
  subscriptionId?: string;
  sessionId?: string;
  orderId?: string;
  limit: number;
  offset: number;
}

/** What booking_counts can answer: customer bookings (no session court rows) of one organization. */
export interface CountFilter {
  organizationId: string;
  resourceId?: string;
  type?: BookingType[];
  status?: BookingStatus[];
  /** Leave out open holds and lapsed holds (the staff list's "made by people", docs/product.md#booking). */
  madeByPeople?: boolean;
}

const openHold = (s: BookingStatus) => s === 'reserved' || s === 'pending';

/** The exact number of customer bookings matching the filter, from the counters and the open holds. */
export async function countBookings(db: DbOrTx, f: CountFilter): Promise<number> {
  const statuses = f.status?.length ? f.status : [...bookingStatuses];
  const settled = statuses.filter((s) => !openHold(s));
  const open = f.madeByPeople ? [] : statuses.filter(openHold);
  const type = f.type?.length ? f.type : undefined;
  const parts: SQL[] = [];
  if (settled.length) {
    const where = and(
      eq(bookingCounts.organizationId, f.organizationId),
      inArray(bookingCounts.status, settled),
      f.resourceId ? eq(bookingCounts.resourceId, f.resourceId) : undefined,
      type ? inArray(bookingCounts.type, type) : undefined,
      f.madeByPeople ? eq(bookingCounts.lapsedHold, false) : undefined,
    );
    parts.push(sql`(select coalesce(sum(${bookingCounts.n}), 0) from ${bookingCounts} where ${where})`);
  }
  if (open.length) {
    // Open holds are few (the carts being checked out); bookings_staff_status_idx finds them.
    const where = and(
      eq(bookings.organizationId, f.organizationId),
      isNull(bookings.dynamicSlotId),
      inArray(bookings.status, open),
      f.resourceId ? eq(bookings.resourceId, f.resourceId) : undefined,
      type ? inArray(bookings.type, type) : undefined,
    );
    parts.push(sql`(select count(*) from ${bookings} where ${where})`);
  }
  if (!parts.length) return 0;
  const result = await db.execute(sql`select (${sql.join(parts, sql` + `)})::bigint as n`);
  const [row] = (result as unknown as { rows: { n: string | number }[] }).rows;
  return Number(row?.n ?? 0);
}

export async function listBookings(
  db: DbOrTx,
  filter: BookingListFilter,
): Promise<{ rows: BookingRow[]; count: number }> {
  const where = and(
    eq(bookings.organizationId, filter.organizationId),
    isNull(bookings.dynamicSlotId),
    filter.userId ? eq(bookings.userId, filter.userId) : undefined,
    filter.resourceId ? eq(bookings.resourceId, filter.resourceId) : undefined,
    filter.status?.length ? inArray(bookings.status, filter.status) : undefined,
    filter.type ? eq(bookings.type, filter.type as BookingRow['type']) : undefined,
    filter.from ? gt(bookings.endsAt, filter.from) : undefined,
    filter.to ? sql`${bookings.startsAt} < ${filter.to.toISOString()}::timestamptz` : undefined,
    filter.subscriptionId ? eq(bookings.subscriptionId, filter.subscriptionId) : undefined,
    filter.sessionId ? eq(bookings.sessionId, filter.sessionId) : undefined,
    filter.orderId ? eq(bookings.orderId, filter.orderId) : undefined,
  );
  const rows = await db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.startsAt), asc(bookings.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const byCounters =
    !filter.userId && !filter.from && !filter.to && !filter.subscriptionId && !filter.sessionId && !filter.orderId;
  if (byCounters) {
    const count = await countBookings(db, {
      organizationId: filter.organizationId,
      resourceId: filter.resourceId,
      status: filter.status,
      type: filter.type ? [filter.type as BookingType] : undefined,
    });
    return { rows, count };
  }
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(where);
  return { rows, count: Number(total?.count ?? 0) };
}
