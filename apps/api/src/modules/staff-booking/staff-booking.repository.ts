// The few writes the desk flow needs beyond the order module: the card-terminal method on a desk
// order, its payment and invoice, and the bookings an order paid for.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { invoices, orders, payments } from '../../db/schema/checkout';

export const staffBookingRepository = {
  async bookingIdsOfOrder(db: DbOrTx, orderId: string): Promise<string[]> {
    const rows = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, orderId)).orderBy(asc(bookings.startsAt));
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
};
