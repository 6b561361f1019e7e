// The only Drizzle code of payment links: insert one, find one by its token's hash, list an order's.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
  async findByTokenHash(db: DbOrTx, tokenHash: string): Promise<PaymentLinkRow | undefined> {
    const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.tokenHash, tokenHash));
    return row;
  },
  async ofOrder(db: DbOrTx, orderId: string): Promise<PaymentLinkRow[]> {
    return db.select().from(paymentLinks).where(eq(paymentLinks.orderId, orderId)).orderBy(desc(paymentLinks.createdAt));
  },
};
