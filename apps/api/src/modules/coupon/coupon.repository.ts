import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions } from '../../db/schema/checkout';
import { coupons } from '../../db/schema/coupons';
import { products } from '../../db/schema/shop';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

export const couponRepository = {
  async countProducts(db: DbOrTx, organizationId: string, ids: string[]): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.organizationId, organizationId), inArray(products.id, ids)));
    return row?.n ?? 0;
  },
  async list(
    db: DbOrTx,
    organizationId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CouponRow[]; count: number }> {
    const where = eq(coupons.organizationId, organizationId);
    const rows = await db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), coupons.code)
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db.select({ n: count() }).from(coupons).where(where);
    return { rows, count: total?.n ?? 0 };
  },
  async findById(db: DbOrTx, organizationId: string, id: string): Promise<CouponRow | undefined> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.organizationId, organizationId), eq(coupons.id, id)));
    return row;
  },
  async findByCode(db: DbOrTx, organizationId: string, code: string): Promise<CouponRow | undefined> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.organizationId, organizationId), sql`lower(${coupons.code}) = lower(${code})`));
    return row;
  },
  /**
   * Locks the coupon row so redemptions of one coupon run one after another. FOR NO KEY UPDATE, not
   * FOR UPDATE: a row that references the coupon (an order, a redemption) takes KEY SHARE on it,
   * which FOR UPDATE would wait for — two checkouts each holding KEY SHARE and asking for
   * FOR UPDATE deadlocked (docs/ARCHITECTURE.md "Lock order").
   */
  async lockById(tx: DbOrTx, id: string): Promise<CouponRow | undefined> {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('no key update');
    return row;
  },
  async insert(db: DbOrTx, values: NewCoupon): Promise<CouponRow> {
    const [row] = await db.insert(coupons).values(values).returning();
    return row!;
  },
  async update(
    db: DbOrTx,
    organizationId: string,
    id: string,
    values: Partial<NewCoupon>,
  ): Promise<CouponRow | undefined> {
    const [row] = await db
      .update(coupons)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(coupons.organizationId, organizationId), eq(coupons.id, id)))
      .returning();
    return row;
  },
  async remove(db: DbOrTx, organizationId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(coupons)
      .where(and(eq(coupons.organizationId, organizationId), eq(coupons.id, id)))
      .returning({ id: coupons.id });
    return rows.length > 0;
  },
  async countRedemptions(db: DbOrTx, couponId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId));
    return row?.n ?? 0;
  },
  /** Active (not released) redemptions of a coupon by one customer, by account or e-mail. */
  async countActiveByCustomer(
    db: DbOrTx,
    couponId: string,
    customer: { userId: string | null; email: string },
  ): Promise<number> {
    const byCustomer = customer.userId
      ? sql`(${couponRedemptions.userId} = ${customer.userId} OR lower(${couponRedemptions.customerEmail}) = lower(${customer.email}))`
      : sql`lower(${couponRedemptions.customerEmail}) = lower(${customer.email})`;
    const [row] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), isNull(couponRedemptions.releasedAt), byCustomer));
    return row?.n ?? 0;
  },
  /**
   * Takes one use if any is left, atomically: the conditional UPDATE is the truth under any
   * concurrency (50 parallel redemptions of a 10-use coupon give exactly 10).
   */
  async takeUse(tx: DbOrTx, couponId: string): Promise<boolean> {
    const rows = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(eq(coupons.id, couponId), sql`(${coupons.maxUses} IS NULL OR ${coupons.usedCount} < ${coupons.maxUses})`),
      )
      .returning({ id: coupons.id });
    return rows.length > 0;
  },
  async insertRedemption(tx: DbOrTx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
    await tx.insert(couponRedemptions).values(values);
  },
  /** Gives the use of a failed or cancelled order back; answers whether one was released. */
  async releaseForOrder(tx: DbOrTx, orderId: string): Promise<number> {
    const released = await tx
      .update(couponRedemptions)
      .set({ releasedAt: new Date() })
      .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
      .returning({ couponId: couponRedemptions.couponId });
    for (const r of released) {
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.id, r.couponId));
    }
    return released.length;
  },
};
