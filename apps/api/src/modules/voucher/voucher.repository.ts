import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { voucherTransactions, vouchers } from '../../db/schema/coupons';

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucher = typeof vouchers.$inferInsert;
export type VoucherTransactionRow = typeof voucherTransactions.$inferSelect;

export const voucherRepository = {
  async list(
    db: DbOrTx,
    organizationId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: VoucherRow[]; count: number }> {
    const where = eq(vouchers.organizationId, organizationId);
    const rows = await db
      .select()
      .from(vouchers)
      .where(where)
      .orderBy(desc(vouchers.createdAt), vouchers.code)
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db.select({ n: count() }).from(vouchers).where(where);
    return { rows, count: total?.n ?? 0 };
  },
  async findById(db: DbOrTx, organizationId: string, id: string): Promise<VoucherRow | undefined> {
    const [row] = await db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.organizationId, organizationId), eq(vouchers.id, id)));
    return row;
  },
  async findByCode(db: DbOrTx, organizationId: string, code: string): Promise<VoucherRow | undefined> {
    const [row] = await db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.organizationId, organizationId), sql`lower(${vouchers.code}) = lower(${code})`));
    return row;
  },
  /** FOR NO KEY UPDATE: does not wait for rows that merely reference the voucher (see coupons). */
  async lockById(tx: DbOrTx, id: string): Promise<VoucherRow | undefined> {
    const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('no key update');
    return row;
  },
  async insert(db: DbOrTx, values: NewVoucher): Promise<VoucherRow> {
    const [row] = await db.insert(vouchers).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: string, values: Partial<NewVoucher>): Promise<VoucherRow | undefined> {
    const [row] = await db
      .update(vouchers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(vouchers.id, id))
      .returning();
    return row;
  },
  /**
   * Changes the balance by `delta` unless that would take it below zero; answers the new balance
   * or undefined. Conditional in SQL, so it holds without the row lock too.
   */
  async changeBalance(tx: DbOrTx, id: string, delta: number): Promise<number | undefined> {
    const [row] = await tx
      .update(vouchers)
      .set({ balanceCents: sql`${vouchers.balanceCents} + ${delta}`, updatedAt: new Date() })
      .where(and(eq(vouchers.id, id), sql`${vouchers.balanceCents} + ${delta} >= 0`))
      .returning({ balance: vouchers.balanceCents });
    return row?.balance;
  },
  async insertTransaction(tx: DbOrTx, values: typeof voucherTransactions.$inferInsert): Promise<void> {
    await tx.insert(voucherTransactions).values(values);
  },
  async history(db: DbOrTx, voucherId: string): Promise<VoucherTransactionRow[]> {
    return db
      .select()
      .from(voucherTransactions)
      .where(eq(voucherTransactions.voucherId, voucherId))
      .orderBy(voucherTransactions.createdAt, voucherTransactions.id);
  },
  async wasRedeemed(db: DbOrTx, voucherId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: voucherTransactions.id })
      .from(voucherTransactions)
      .where(and(eq(voucherTransactions.voucherId, voucherId), eq(voucherTransactions.kind, 'redeem')))
      .limit(1);
    return Boolean(row);
  },
  /** The vouchers issued for a sold gift card line, by unit. */
  async ofProductLine(db: DbOrTx, lineId: string): Promise<VoucherRow[]> {
    return db.select().from(vouchers).where(eq(vouchers.orderProductLineId, lineId)).orderBy(vouchers.lineUnit);
  },
  /** What an order still holds from each voucher: redemptions minus releases and refunds. */
  async heldByOrder(db: DbOrTx, orderId: string): Promise<{ voucherId: string; heldCents: number }[]> {
    const rows = await db
      .select({
        voucherId: voucherTransactions.voucherId,
        sum: sql<string>`coalesce(sum(${voucherTransactions.amountCents}), 0)`,
      })
      .from(voucherTransactions)
      .where(
        and(
          eq(voucherTransactions.orderId, orderId),
          sql`${voucherTransactions.kind} in ('redeem', 'release', 'refund')`,
        ),
      )
      .groupBy(voucherTransactions.voucherId);
    return rows.map((r) => ({ voucherId: r.voucherId, heldCents: -Number(r.sum) })).filter((r) => r.heldCents > 0);
  },
};
