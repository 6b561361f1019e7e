// The pass module's only Drizzle code: pass types, passes, their punches and the cart's pass lines.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/checkout';
import { passCartLines, passTransactions, passTypes, passes } from '../../db/schema/passes';

export type PassTypeRow = typeof passTypes.$inferSelect;
export type PassRow = typeof passes.$inferSelect;
export type NewPass = typeof passes.$inferInsert;
export type PassTransactionRow = typeof passTransactions.$inferSelect;
export type PassCartLineRow = typeof passCartLines.$inferSelect;

// Read on every checkout (db/built-once.ts).
const passLinesOfCart = builtOnce('courtside_pass_lines_of_cart', (db) =>
  db
    .select({ line: passCartLines, type: passTypes })
    .from(passCartLines)
    .innerJoin(passTypes, eq(passTypes.id, passCartLines.passTypeId))
    .where(eq(passCartLines.cartId, sql.placeholder('cart')))
    .orderBy(asc(passCartLines.createdAt), asc(passCartLines.id)),
);

export const passRepository = {
  async listTypes(db: DbOrTx, organizationId: string, onlyActive = false): Promise<PassTypeRow[]> {
    const where = onlyActive
      ? and(eq(passTypes.organizationId, organizationId), eq(passTypes.active, true))
      : eq(passTypes.organizationId, organizationId);
    return db.select().from(passTypes).where(where).orderBy(asc(passTypes.priceCents), asc(passTypes.createdAt));
  },
  async findType(db: DbOrTx, organizationId: string, id: string): Promise<PassTypeRow | undefined> {
    const [row] = await db
      .select()
      .from(passTypes)
      .where(and(eq(passTypes.organizationId, organizationId), eq(passTypes.id, id)));
    return row;
  },
  async insertType(db: DbOrTx, values: typeof passTypes.$inferInsert): Promise<PassTypeRow> {
    const [row] = await db.insert(passTypes).values(values).returning();
    return row!;
  },
  async updateType(db: DbOrTx, id: string, values: Partial<typeof passTypes.$inferInsert>): Promise<PassTypeRow> {
    const [row] = await db
      .update(passTypes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(passTypes.id, id))
      .returning();
    return row!;
  },

  async find(db: DbOrTx, organizationId: string, id: string): Promise<PassRow | undefined> {
    const [row] = await db
      .select()
      .from(passes)
      .where(and(eq(passes.organizationId, organizationId), eq(passes.id, id)));
    return row;
  },
  /** FOR NO KEY UPDATE: the pass row is the lock every punch change of it takes first. */
  async lock(tx: DbOrTx, id: string): Promise<PassRow | undefined> {
    const [row] = await tx.select().from(passes).where(eq(passes.id, id)).for('no key update');
    return row;
  },
  async ofUser(db: DbOrTx, organizationId: string, userId: string): Promise<PassRow[]> {
    return db
      .select()
      .from(passes)
      .where(
        and(
          eq(passes.organizationId, organizationId),
          eq(passes.userId, userId),
          inArray(passes.status, ['active', 'expired']),
        ),
      )
      .orderBy(desc(passes.createdAt));
  },
  async ofOrder(db: DbOrTx, orderId: string): Promise<PassRow[]> {
    return db.select().from(passes).where(eq(passes.orderId, orderId)).orderBy(asc(passes.position));
  },
  async pendingOrderIdsOfCart(db: DbOrTx, cartId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: passes.orderId })
      .from(passes)
      .innerJoin(orders, eq(orders.id, passes.orderId))
      .where(and(eq(orders.cartId, cartId), eq(orders.status, 'pending'), eq(passes.status, 'pending')));
    return rows.flatMap((r) => (r.id ? [r.id] : []));
  },
  async insert(db: DbOrTx, values: NewPass): Promise<PassRow> {
    const [row] = await db.insert(passes).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: string, values: Partial<NewPass>): Promise<PassRow | undefined> {
    const [row] = await db
      .update(passes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(passes.id, id))
      .returning();
    return row;
  },
  /**
   * Takes `units` punches if that many are left on an active, unexpired pass: one conditional
   * UPDATE, so two checkouts can never spend the same punch (never check-then-write). Answers
   * the units left, or undefined when the pass could not pay.
   */
  async take(tx: DbOrTx, id: string, units: number, now: Date): Promise<number | undefined> {
    const [row] = await tx
      .update(passes)
      .set({ unitsRemaining: sql`${passes.unitsRemaining} - ${units}`, updatedAt: now })
      .where(
        and(
          eq(passes.id, id),
          eq(passes.status, 'active'),
          sql`${passes.unitsRemaining} >= ${units}`,
          sql`(${passes.validUntil} is null or ${passes.validUntil} > ${now.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ left: passes.unitsRemaining });
    return row?.left;
  },
  /** Gives punches back, never above the pass's total; answers the units left. */
  async giveBack(tx: DbOrTx, id: string, units: number): Promise<number | undefined> {
    const [row] = await tx
      .update(passes)
      .set({
        unitsRemaining: sql`least(${passes.unitsTotal}, ${passes.unitsRemaining} + ${units})`,
        updatedAt: new Date(),
      })
      .where(eq(passes.id, id))
      .returning({ left: passes.unitsRemaining });
    return row?.left;
  },
  async insertTransaction(tx: DbOrTx, values: typeof passTransactions.$inferInsert): Promise<void> {
    await tx.insert(passTransactions).values(values);
  },
  async history(db: DbOrTx, passIds: string[]): Promise<PassTransactionRow[]> {
    if (!passIds.length) return [];
    return db
      .select()
      .from(passTransactions)
      .where(inArray(passTransactions.passId, passIds))
      .orderBy(asc(passTransactions.createdAt), asc(passTransactions.id));
  },
  /** Punches still held per pass and booking for an order: redemptions minus returns. */
  async heldByOrder(
    db: DbOrTx,
    orderId: string,
  ): Promise<{ passId: string; bookingId: string | null; units: number }[]> {
    const rows = await db
      .select({
        passId: passTransactions.passId,
        bookingId: passTransactions.bookingId,
        sum: sql<string>`coalesce(sum(${passTransactions.units}), 0)`,
      })
      .from(passTransactions)
      .where(and(eq(passTransactions.orderId, orderId), inArray(passTransactions.kind, ['redeem', 'return'])))
      .groupBy(passTransactions.passId, passTransactions.bookingId);
    return rows
      .map((r) => ({ passId: r.passId, bookingId: r.bookingId, units: -Number(r.sum) }))
      .filter((r) => r.units > 0);
  },
  /** Punches still held for a booking (whatever order took them). */
  async heldByBooking(
    db: DbOrTx,
    bookingId: string,
  ): Promise<{ passId: string; orderId: string | null; units: number }[]> {
    const rows = await db
      .select({
        passId: passTransactions.passId,
        orderId: passTransactions.orderId,
        sum: sql<string>`coalesce(sum(${passTransactions.units}), 0)`,
      })
      .from(passTransactions)
      .where(and(eq(passTransactions.bookingId, bookingId), inArray(passTransactions.kind, ['redeem', 'return'])))
      .groupBy(passTransactions.passId, passTransactions.orderId);
    return rows
      .map((r) => ({ passId: r.passId, orderId: r.orderId, units: -Number(r.sum) }))
      .filter((r) => r.units > 0);
  },

  /** Active passes whose validity ends within the reminder window and were not reminded yet. */
  async claimReminders(db: DbOrTx, before: Date, now: Date, limit = 100): Promise<PassRow[]> {
    return db
      .update(passes)
      .set({ reminderSentAt: now })
      .where(
        sql`${passes.id} in (select id from ${passes} where status = 'active' and reminder_sent_at is null and units_remaining > 0 and valid_until > ${now.toISOString()}::timestamptz and valid_until <= ${before.toISOString()}::timestamptz order by valid_until limit ${limit} for update skip locked)`,
      )
      .returning();
  },
  /** Active passes past their validity, locked for the expiry (SKIP LOCKED: several processes). */
  async lockExpired(tx: DbOrTx, now: Date, limit = 100): Promise<PassRow[]> {
    return tx
      .select()
      .from(passes)
      .where(and(eq(passes.status, 'active'), lte(passes.validUntil, now)))
      .orderBy(asc(passes.validUntil))
      .limit(limit)
      .for('update', { skipLocked: true });
  },
  /** Every active pass with punches left: the venue's open liability. */
  async outstanding(db: DbOrTx, organizationId: string, now: Date): Promise<PassRow[]> {
    return db
      .select()
      .from(passes)
      .where(
        and(
          eq(passes.organizationId, organizationId),
          eq(passes.status, 'active'),
          sql`${passes.unitsRemaining} > 0`,
          sql`(${passes.validUntil} is null or ${passes.validUntil} > ${now.toISOString()}::timestamptz)`,
        ),
      );
  },

  async cartLines(db: DbOrTx, cartId: string | undefined): Promise<(PassCartLineRow & { type: PassTypeRow })[]> {
    if (!cartId) return [];
    const rows = await passLinesOfCart(db, { cart: cartId });
    return rows.map((r) => ({ ...r.line, type: r.type }));
  },
  async insertCartLine(db: DbOrTx, values: typeof passCartLines.$inferInsert): Promise<void> {
    await db.insert(passCartLines).values(values);
  },
  async deleteCartLines(db: DbOrTx, cartId: string, ids?: string[]): Promise<number> {
    const where = ids
      ? and(eq(passCartLines.cartId, cartId), inArray(passCartLines.id, ids))
      : eq(passCartLines.cartId, cartId);
    const rows = await db.delete(passCartLines).where(where).returning({ id: passCartLines.id });
    return rows.length;
  },
};
