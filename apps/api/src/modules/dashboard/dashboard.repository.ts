// Aggregates of the staff dashboard: revenue of a day, unpaid items, sessions and their places,
// and customers with their bookings, spend and credit.
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, dynamicSlots } from '../../db/schema/booking';
import { orders, payments } from '../../db/schema/checkout';
import { refunds } from '../../db/schema/invoices';
import { users } from '../../db/schema/users';
import { resources } from '../../db/schema/venue';

export type CustomerSort = 'name' | 'email' | 'bookingCount' | 'spendCents' | 'lastBookingAt' | 'createdAt';

export const dashboardRepository = {
  /** Succeeded payments of [from, to) by method, and money refunded in it. */
  async revenue(db: DbOrTx, organizationId: string, from: Date, to: Date) {
    const byMethod = await db
      .select({
        method: payments.method,
        amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.organizationId, organizationId),
          eq(payments.status, 'succeeded'),
          gte(payments.succeededAt, from),
          lt(payments.succeededAt, to),
        ),
      )
      .groupBy(payments.method)
      .orderBy(payments.method);
    const [refunded] = await db
      .select({ n: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(
        and(
          eq(refunds.organizationId, organizationId),
          eq(refunds.kind, 'money'),
          inArray(refunds.status, ['pending', 'succeeded']),
          gte(refunds.createdAt, from),
          lt(refunds.createdAt, to),
        ),
      );
    return {
      byMethod: byMethod.map((r) => ({ ...r, amountCents: Number(r.amountCents), count: Number(r.count) })),
      refundedCents: Number(refunded?.n ?? 0),
    };
  },

  /** Live holds and bookings awaiting payment, soonest expiry first. */
  async openHolds(db: DbOrTx, organizationId: string, now: Date, limit: number) {
    return db
      .select({
        id: bookings.id,
        status: bookings.status,
        startsAt: bookings.startsAt,
        expiresAt: bookings.expiresAt,
        priceCents: bookings.priceCents,
        resourceName: resources.name,
        orderId: bookings.orderId,
      })
      .from(bookings)
      .innerJoin(resources, eq(resources.id, bookings.resourceId))
      .where(
        and(
          eq(bookings.organizationId, organizationId),
          isNull(bookings.dynamicSlotId),
          inArray(bookings.status, ['reserved', 'pending']),
          gt(bookings.expiresAt, now),
        ),
      )
      .orderBy(asc(bookings.expiresAt))
      .limit(limit);
  },

  /** Payments still open on orders that are booked (bank transfers) or wait for a payment link. */
  async pendingPayments(db: DbOrTx, organizationId: string, limit: number) {
    return db
      .select({
        paymentId: payments.id,
        orderId: payments.orderId,
        provider: payments.provider,
        amountCents: payments.amountCents,
        createdAt: payments.createdAt,
        customer: orders.customer,
        holdExpiresAt: orders.holdExpiresAt,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.organizationId, organizationId),
          eq(payments.status, 'pending'),
          or(eq(payments.provider, 'bank_transfer'), isNotNull(orders.createdBy)),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  },

  /** Active come-together sessions starting in [from, to) with the places taken. */
  async sessions(db: DbOrTx, organizationId: string, from: Date, to: Date) {
    const taken = sql<number>`coalesce((select sum(b.places) from bookings b where b.session_id = ${dynamicSlots.id} and b.status in ('reserved','pending','upcoming') and (b.status = 'upcoming' or b.expires_at is null or b.expires_at > now())), 0)::int`;
    return db
      .select({
        id: dynamicSlots.id,
        title: dynamicSlots.title,
        startsAt: dynamicSlots.startsAt,
        endsAt: dynamicSlots.endsAt,
        capacity: dynamicSlots.capacity,
        minPlayers: dynamicSlots.minPlayers,
        resourceName: resources.name,
        taken,
      })
      .from(dynamicSlots)
      .innerJoin(resources, eq(resources.id, dynamicSlots.resourceId))
      .where(
        and(
          eq(dynamicSlots.organizationId, organizationId),
          eq(dynamicSlots.kind, 'come_together'),
          eq(dynamicSlots.status, 'active'),
          gte(dynamicSlots.startsAt, from),
          lt(dynamicSlots.startsAt, to),
        ),
      )
      .orderBy(asc(dynamicSlots.startsAt));
  },

  /** Customers (role customer) with booking counts, spend (completed orders) and voucher credit. */
  async customers(
    db: DbOrTx,
    f: {
      organizationId: string;
      search?: string;
      sort: CustomerSort;
      order: 'asc' | 'desc';
      limit: number;
      offset: number;
    },
  ) {
    const bookingCount = sql<number>`(select count(*) from bookings b where b.user_id = ${users.id} and b.dynamic_slot_id is null and b.status <> 'cancelled')::int`;
    const upcomingCount = sql<number>`(select count(*) from bookings b where b.user_id = ${users.id} and b.status = 'upcoming' and b.starts_at > now())::int`;
    const lastBookingAt = sql<Date | null>`(select max(b.starts_at) from bookings b where b.user_id = ${users.id} and b.dynamic_slot_id is null and b.status <> 'cancelled')`;
    const spendCents = sql<number>`coalesce((select sum(o.total_cents) from orders o where o.user_id = ${users.id} and o.status = 'completed'), 0)::int`;
    const creditCents = sql<number>`coalesce((select sum(v.balance_cents) from vouchers v where v.user_id = ${users.id} and v.active and (v.valid_until is null or v.valid_until > now())), 0)::int`;
    const like = f.search ? `%${f.search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
    const where: SQL = and(
      eq(users.organizationId, f.organizationId),
      eq(users.role, 'customer'),
      isNull(users.deletedAt),
      like
        ? or(
            sql`${users.name} ilike ${like}`,
            sql`${users.email} ilike ${like}`,
            sql`coalesce(${users.phone}, '') ilike ${like}`,
          )
        : undefined,
    )!;
    const dir = f.order === 'asc' ? asc : desc;
    const sortKey: Record<CustomerSort, SQL> = {
      name: dir(users.name),
      email: dir(users.email),
      bookingCount: dir(bookingCount),
      spendCents: dir(spendCents),
      lastBookingAt: f.order === 'asc' ? sql`${lastBookingAt} asc nulls last` : sql`${lastBookingAt} desc nulls last`,
      createdAt: dir(users.createdAt),
    };
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
        bookingCount,
        upcomingCount,
        spendCents,
        creditCents,
        lastBookingAt,
      })
      .from(users)
      .where(where)
      .orderBy(sortKey[f.sort], asc(users.id))
      .limit(f.limit)
      .offset(f.offset);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where);
    return { rows, count: Number(total?.n ?? 0) };
  },
};
