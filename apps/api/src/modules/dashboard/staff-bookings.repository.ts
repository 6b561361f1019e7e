// The staff bookings list and the detail of one booking: bookings joined with their court, their
// customer and their order. The list is the hot path (docs/product.md: fast at 100 000 bookings): the
// page query chooses the page's ids through bookings_staff_list_idx / bookings_staff_status_idx and
// joins only those rows; the count comes from the booking counters when only court, type and status
// filter, else it joins users only when a search needs their names and stops at COUNT_CAP.
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BookingStatus, BookingType } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { bookings, dynamicSlots } from '../../db/schema/booking';
import { orders } from '../../db/schema/checkout';
import { users } from '../../db/schema/users';
import { resources } from '../../db/schema/venue';
import { countBookings } from '../booking';
import { containing } from '../../db/like';

export interface StaffBookingFilter {
  organizationId: string;
  status?: BookingStatus[];
  type?: BookingType[];
  resourceId?: string;
  userId?: string;
  /** Lower-cased: the bookings of the account with this address and the guest bookings made with it. */
  email?: string;
  /** Instants: bookings starting in [from, to). */
  from?: Date;
  to?: Date;
  checkedIn?: boolean;
  search?: string;
  /**
   * Holds (a cart's reserved or pending booking) and holds that expired or were given back are not
   * bookings anyone made or cancelled: left out unless asked for, or unless the status filter
   * names reserved or pending (docs/product.md#booking).
   */
  includeHolds?: boolean;
}

export type StaffBookingSort =
  'start' | 'createdAt' | 'priceCents' | 'status' | 'type' | 'resourceName' | 'customerName' | 'today';

export interface StaffBookingPage {
  sort: StaffBookingSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Count exactly up to this many (default COUNT_CAP). */
  countCap?: number;
  /** For the sort 'today': the start of today in the venue's zone. */
  today?: Date;
  /** Keyset paging: only the rows after a booking (staff-bookings-keyset.ts afterCursor). */
  after?: SQL;
}

const columns = {
  id: bookings.id,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  type: bookings.type,
  status: bookings.status,
  places: bookings.places,
  priceCents: bookings.priceCents,
  resourceId: bookings.resourceId,
  resourceName: resources.name,
  userId: bookings.userId,
  userName: users.name,
  userEmail: users.email,
  userPhone: users.phone,
  guestContact: bookings.guestContact,
  orderId: bookings.orderId,
  orderStatus: orders.status,
  paymentMethod: orders.paymentMethod,
  subscriptionId: bookings.subscriptionId,
  sessionId: bookings.sessionId,
  expiresAt: bookings.expiresAt,
  checkedInAt: bookings.checkedInAt,
  noShow: bookings.noShow,
  createdBy: bookings.createdBy,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
  cancelReason: bookings.cancelReason,
  note: bookings.note,
};

/** Bookings with their court, customer and order (left joins: customer and order may be absent). */
function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(bookings)
    .innerJoin(resources, eq(resources.id, bookings.resourceId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(orders, eq(orders.id, bookings.orderId));
}

export type StaffBookingRecord = Awaited<ReturnType<typeof joined>>[number];

function searchCondition(search: string): SQL {
  const like = containing(search);
  const byId = /^[0-9a-f-]{8,36}$/i.test(search)
    ? sql`${bookings.id}::text like ${`${search.toLowerCase()}%`}`
    : undefined;
  return or(
    ilike(users.name, like),
    ilike(users.email, like),
    ilike(users.phone, like),
    sql`${bookings.guestContact}->>'name' ilike ${like}`,
    sql`${bookings.guestContact}->>'email' ilike ${like}`,
    sql`${bookings.guestContact}->>'phone' ilike ${like}`,
    byId,
  )!;
}

/** One person by e-mail, the way the customers list groups them (docs/product.md#customers). */
function emailCondition(organizationId: string, email: string): SQL {
  return sql`(${bookings.userId} in (select u.id from users u
      where u.organization_id = ${organizationId} and lower(u.email) = ${email})
    or (${bookings.userId} is null and (lower(${bookings.guestContact}->>'email') = ${email}
      or ${bookings.orderId} in (select o.id from orders o
        where o.organization_id = ${organizationId} and lower(o.customer->>'email') = ${email}))))`;
}

function whereOf(f: StaffBookingFilter): SQL {
  return and(
    eq(bookings.organizationId, f.organizationId),
    // Court holds of sessions and blocks are not customer bookings (booking module README).
    isNull(bookings.dynamicSlotId),
    f.status?.length ? inArray(bookings.status, f.status) : undefined,
    f.type?.length ? inArray(bookings.type, f.type) : undefined,
    f.resourceId ? eq(bookings.resourceId, f.resourceId) : undefined,
    f.userId ? eq(bookings.userId, f.userId) : undefined,
    f.email ? emailCondition(f.organizationId, f.email) : undefined,
    f.from ? gte(bookings.startsAt, f.from) : undefined,
    f.to ? lt(bookings.startsAt, f.to) : undefined,
    f.checkedIn === undefined
      ? undefined
      : f.checkedIn
        ? sql`${bookings.checkedInAt} is not null`
        : isNull(bookings.checkedInAt),
    f.search ? searchCondition(f.search) : undefined,
    includesHolds(f) ? undefined : madeByPeople,
  )!;
}

const includesHolds = (f: StaffBookingFilter) =>
  Boolean(f.includeHolds || f.status?.some((s) => s === 'reserved' || s === 'pending'));

const madeByPeople = sql`(${bookings.status} in ('upcoming', 'completed') or (${bookings.status} = 'cancelled' and coalesce(${bookings.cancelReason}, '') not in ('hold_expired', 'released')))`;

const customerNameSql = sql`coalesce(${users.name}, ${bookings.guestContact}->>'name')`;

function orderByOf(page: StaffBookingPage): SQL[] {
  if (page.sort === 'today') {
    const today = page.today ?? new Date();
    return [
      sql`(${bookings.startsAt} < ${today}) asc`,
      sql`case when ${bookings.startsAt} >= ${today} then ${bookings.startsAt} end asc`,
      sql`case when ${bookings.startsAt} < ${today} then ${bookings.startsAt} end desc`,
      asc(bookings.id),
    ];
  }
  const dir = page.order === 'asc' ? asc : desc;
  const key: Record<StaffBookingSort, SQL> = {
    start: dir(bookings.startsAt),
    createdAt: dir(bookings.createdAt),
    priceCents: dir(bookings.priceCents),
    status: dir(bookings.status),
    type: dir(bookings.type),
    resourceName: dir(resources.name),
    customerName:
      page.order === 'asc' ? sql`${customerNameSql} asc nulls last` : sql`${customerNameSql} desc nulls last`,
    today: dir(bookings.startsAt),
  };
  // The id breaks ties so pages never overlap or skip rows.
  return [key[page.sort], page.sort === 'start' ? dir(bookings.id) : desc(bookings.startsAt), asc(bookings.id)];
}

/** A search reads customer names and two sorts order by a joined column: their pages need the joins. */
function needsJoinToPage(filter: StaffBookingFilter, page: StaffBookingPage): boolean {
  return Boolean(filter.search) || page.sort === 'customerName' || page.sort === 'resourceName';
}

/** The page chosen over the joined rows (searches, sorts by court or customer name). */
function joinedPage(db: DbOrTx, where: SQL, page: StaffBookingPage) {
  return joined(db)
    .where(where)
    .orderBy(...orderByOf(page))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Every other page is chosen on bookings alone (through the list's indexes; skipped rows never
 * leave the index) and only its rows are joined with court, customer and order, in one statement:
 * page 40 used to look up the customers of the 975 rows it skips (bench/README.md).
 */
function pageThenJoin(db: DbOrTx, where: SQL, page: StaffBookingPage) {
  const pageIds = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...orderByOf(page))
    .limit(page.limit)
    .offset(page.offset);
  return joined(db)
    .where(inArray(bookings.id, pageIds))
    .orderBy(...orderByOf(page));
}

/** Lists count matching rows exactly up to this many. */
export const COUNT_CAP = 10_000;

export const staffBookingsRepository = {
  async list(
    db: DbOrTx,
    filter: StaffBookingFilter,
    page: StaffBookingPage,
  ): Promise<{ rows: StaffBookingRecord[]; count: number; isCountCapped: boolean }> {
    const where = whereOf(filter);
    const pageWhere = page.after ? and(where, page.after)! : where;
    const rows = await (needsJoinToPage(filter, page)
      ? joinedPage(db, pageWhere, page)
      : pageThenJoin(db, pageWhere, page));
    // Filtered by court, type and status only, the count is exact from the counters kept by
    // drizzle/0039_list_counts_revenue.sql (a few rows, whatever the size of the venue).
    const onCounters =
      !filter.userId && !filter.email && !filter.from && !filter.to && filter.checkedIn === undefined && !filter.search;
    if (onCounters) {
      const count = await countBookings(db, {
        organizationId: filter.organizationId,
        resourceId: filter.resourceId,
        type: filter.type,
        status: filter.status,
        madeByPeople: !includesHolds(filter),
      });
      return { rows, count, isCountCapped: false };
    }
    // The count stops at COUNT_CAP (bench/README.md: counting all 92 000 bookings of a venue cost
    // most of an unfiltered page); past it the grid says "more than 10 000" and staff narrow down.
    // Filtered by period and status only, it walks bookings_staff_list_idx / _status_idx in their
    // order: an index-only scan that stops after COUNT_CAP + 1 entries (unordered, the planner read
    // the table instead: 255 pages against 51). Other filters keep the planner's free choice.
    const cap = page.countCap ?? COUNT_CAP;
    const onListIndexes =
      !filter.type?.length && !filter.resourceId && !filter.userId && !filter.email && filter.checkedIn === undefined;
    const matching = filter.search
      ? db
          .select({ one: sql`1` })
          .from(bookings)
          .leftJoin(users, eq(users.id, bookings.userId))
          .where(where)
          .limit(cap + 1)
      : onListIndexes
        ? db
            .select({ one: sql`1` })
            .from(bookings)
            .where(where)
            .orderBy(desc(bookings.startsAt))
            .limit(cap + 1)
        : db
            .select({ one: sql`1` })
            .from(bookings)
            .where(where)
            .limit(cap + 1);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(matching.as('matching'));
    const n = Number(total?.n ?? 0);
    return { rows, count: Math.min(n, cap), isCountCapped: n > cap };
  },

  async findOne(db: DbOrTx, organizationId: string, id: string): Promise<StaffBookingRecord | undefined> {
    const [row] = await joined(db).where(
      and(eq(bookings.id, id), eq(bookings.organizationId, organizationId), isNull(bookings.dynamicSlotId)),
    );
    return row;
  },

  async sessionTitle(db: DbOrTx, sessionId: string): Promise<string | null> {
    const [row] = await db
      .select({ title: dynamicSlots.title })
      .from(dynamicSlots)
      .where(eq(dynamicSlots.id, sessionId));
    return row?.title ?? null;
  },
};
