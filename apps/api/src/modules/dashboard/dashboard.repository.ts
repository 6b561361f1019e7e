// Aggregates of the staff dashboard: revenue of a day, unpaid items, sessions and their places
// (customers: customers.repository.ts).
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, dynamicSlots } from '../../db/schema/booking';
import { orders, payments } from '../../db/schema/checkout';
import { refunds } from '../../db/schema/invoices';
import { resources } from '../../db/schema/venue';

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
};
