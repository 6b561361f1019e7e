// The few writes the desk flow needs beyond the order module: the card-terminal method on a desk
// order, its payment and invoice, and the bookings an order paid for.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { cartItems, orderItems, orders, payments } from '../../db/schema/checkout';
import { invoices } from '../../db/schema/invoices';
import { resources } from '../../db/schema/venue';

export const staffBookingRepository = {
  async bookingIdsOfOrder(db: DbOrTx, orderId: string): Promise<string[]> {
    const rows = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.orderId, orderId))
      .orderBy(asc(bookings.startsAt));
    return rows.map((r) => r.id);
  },

  /** Records how a desk order was paid (the desk ledger provider stays `cash`). */
  async setPaymentMethod(db: DbOrTx, orderId: string, method: string): Promise<void> {
    await db.update(orders).set({ paymentMethod: method, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await db.update(payments).set({ method, updatedAt: new Date() }).where(eq(payments.orderId, orderId));
    await db.update(invoices).set({ paymentMethod: method }).where(eq(invoices.orderId, orderId));
  },

  async paymentsAndInvoices(db: DbOrTx, orderId: string) {
    const p = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
    const i = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt));
    return { payments: p, invoices: i };
  },
  /**
   * The order lines of a booking follow a move: court, its name and the times.
   * Prices stay; issued invoices keep their own frozen lines. Answers the lines that changed.
   */
  async moveOrderLines(db: DbOrTx, bookingId: string, to: { resourceId: string; startsAt: Date; endsAt: Date }) {
    const [court] = await db.select({ name: resources.name }).from(resources).where(eq(resources.id, to.resourceId));
    return db
      .update(orderItems)
      .set({ resourceId: to.resourceId, resourceName: court?.name ?? '', startsAt: to.startsAt, endsAt: to.endsAt })
      .where(eq(orderItems.bookingId, bookingId))
      .returning({ id: orderItems.id, orderId: orderItems.orderId });
  },

  async invoiceNumbersOfOrders(db: DbOrTx, orderIds: string[]): Promise<{ orderId: string | null; number: string }[]> {
    if (!orderIds.length) return [];
    return db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(and(inArray(invoices.orderId, orderIds), eq(invoices.kind, 'invoice')));
  },

  /** Cart items of held places follow their bookings (a moved session's unpaid places). */
  async moveCartItems(
    db: DbOrTx,
    bookingIds: string[],
    to: { resourceId: string; startsAt: Date; endsAt: Date },
  ): Promise<void> {
    if (!bookingIds.length) return;
    await db
      .update(cartItems)
      .set({ resourceId: to.resourceId, startsAt: to.startsAt, endsAt: to.endsAt })
      .where(inArray(cartItems.bookingId, bookingIds));
  },

  async courtNames(db: DbOrTx, ids: string[]): Promise<{ id: string; name: string }[]> {
    if (!ids.length) return [];
    return db.select({ id: resources.id, name: resources.name }).from(resources).where(inArray(resources.id, ids));
  },
};
