import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingEvents, bookings } from '../../db/schema/booking';
import { orderItems, payments } from '../../db/schema/checkout';
import { vouchers } from '../../db/schema/coupons';
import { refunds } from '../../db/schema/invoices';

export type RefundRow = typeof refunds.$inferSelect;

export const refundRepository = {
  async insert(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
    const [row] = await db.insert(refunds).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: string, values: Partial<typeof refunds.$inferInsert>): Promise<RefundRow> {
    const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
    return row!;
  },
  async lock(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
    return row;
  },
  async ofOrder(db: DbOrTx, orderId: string) {
    return db
      .select({ refund: refunds, voucherCode: vouchers.code })
      .from(refunds)
      .leftJoin(vouchers, eq(vouchers.id, refunds.voucherId))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt));
  },
  async pendingIds(db: DbOrTx, createdBefore: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), eq(refunds.kind, 'money'), lt(refunds.createdAt, createdBefore)))
      .orderBy(asc(refunds.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },
  /** Reserves part of a payment for a refund; false when that would refund more than was paid. */
  async reservePaymentRefund(db: DbOrTx, paymentId: string, amountCents: number): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${amountCents}`, updatedAt: new Date() })
      .where(
        and(eq(payments.id, paymentId), sql`${payments.refundedCents} + ${amountCents} <= ${payments.amountCents}`),
      )
      .returning({ id: payments.id });
    return rows.length > 0;
  },
  async releasePaymentRefund(db: DbOrTx, paymentId: string, amountCents: number): Promise<void> {
    await db
      .update(payments)
      .set({ refundedCents: sql`greatest(${payments.refundedCents} - ${amountCents}, 0)`, updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
  },

  async totalRefunded(db: DbOrTx, orderId: string): Promise<number> {
    const [row] = await db
      .select({ sum: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), sql`${refunds.status} <> 'failed'`));
    return Number(row?.sum ?? 0);
  },
  /** The order line that paid for a booking: its own, or its abo's line. */
  async itemForBooking(db: DbOrTx, orderId: string, booking: { id: string; subscriptionId: string | null }) {
    const rows = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    return (
      rows.find((i) => i.bookingId === booking.id) ??
      rows.find((i) => booking.subscriptionId && i.subscriptionId === booking.subscriptionId)
    );
  },
  async lockItem(db: DbOrTx, id: string) {
    const [row] = await db.select().from(orderItems).where(eq(orderItems.id, id)).for('update');
    return row!;
  },
  async addItemRefund(db: DbOrTx, id: string, amountCents: number): Promise<void> {
    await db
      .update(orderItems)
      .set({ refundedCents: sql`${orderItems.refundedCents} + ${amountCents}` })
      .where(eq(orderItems.id, id));
  },
  async subscriptionDates(db: DbOrTx, subscriptionId: string, orderId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.subscriptionId, subscriptionId), eq(bookings.orderId, orderId)));
    return Number(row?.n ?? 0);
  },
  /** Abo dates the customer returned this season (the engine's count, docs/product.md#abo). */
  async customerReturns(db: DbOrTx, subscriptionId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(
        and(
          eq(bookings.subscriptionId, subscriptionId),
          eq(bookingEvents.action, 'cancel'),
          sql`${bookingEvents.details}->>'byStaff' = 'false'`,
          sql`${bookingEvents.fromStatus} = 'upcoming'`,
        ),
      );
    return Number(row?.n ?? 0);
  },
  async bookingById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  },
};
