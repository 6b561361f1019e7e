// The only Drizzle code of payment links: insert one, find one by id or by its token's hash, list
// an order's (newest first: the newest is the live link, older ones were replaced by a resend).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { orderItems } from '../../db/schema/checkout';
import { users } from '../../db/schema/users';
import { paymentLinks } from '../../db/schema/payment-links';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export const paymentLinkRepository = {
  async insert(db: DbOrTx, values: typeof paymentLinks.$inferInsert): Promise<PaymentLinkRow> {
    const [row] = await db.insert(paymentLinks).values(values).returning();
    return row!;
  },
  async setMail(db: DbOrTx, id: string, mailId: string): Promise<void> {
    await db.update(paymentLinks).set({ mailId }).where(eq(paymentLinks.id, id));
  },
  async findById(db: DbOrTx, id: string): Promise<PaymentLinkRow | undefined> {
    const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
    return row;
  },
  async findByTokenHash(db: DbOrTx, tokenHash: string): Promise<PaymentLinkRow | undefined> {
    const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.tokenHash, tokenHash));
    return row;
  },
  async ofOrder(db: DbOrTx, orderId: string): Promise<PaymentLinkRow[]> {
    return db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.orderId, orderId))
      .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));
  },
  /**
   * The held bookings point at the link's order while it waits for the money (a checkout links
   * them only when paid), so the staff booking detail shows the order, its link and its history.
   */
  async attachBookings(db: DbOrTx, orderId: string): Promise<void> {
    const ids = db.select({ id: orderItems.bookingId }).from(orderItems).where(eq(orderItems.orderId, orderId));
    await db
      .update(bookings)
      .set({ orderId })
      .where(and(inArray(bookings.id, ids), isNull(bookings.orderId)));
  },
  async ofOrderWithCreators(
    db: DbOrTx,
    orderId: string,
  ): Promise<(PaymentLinkRow & { createdByName: string | null })[]> {
    const rows = await db
      .select({ link: paymentLinks, createdByName: users.name })
      .from(paymentLinks)
      .leftJoin(users, eq(users.id, paymentLinks.createdBy))
      .where(eq(paymentLinks.orderId, orderId))
      .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));
    return rows.map((r) => ({ ...r.link, createdByName: r.createdByName }));
  },
};
