// The only Drizzle code of split orders (docs/product/split-payment.md): an order's split, its
// shares (one per payer), and the share links (payment links that name their share).
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { orderItems, orders, payments } from '../../db/schema/checkout';
import { vouchers } from '../../db/schema/coupons';
import { passes } from '../../db/schema/passes';
import { invoices } from '../../db/schema/invoices';
import { paymentLinks } from '../../db/schema/payment-links';
import { orderShareTenders, orderShares, orderSplits } from '../../db/schema/splits';

export type SplitRow = typeof orderSplits.$inferSelect;
export type ShareRow = typeof orderShares.$inferSelect;
export type TenderRow = typeof orderShareTenders.$inferSelect;

// Asked on every order's completion (most orders are not split): built once (db/built-once.ts).
const splitOfOrder = builtOnce('courtside_order_split', (db) =>
  db
    .select()
    .from(orderSplits)
    .where(eq(orderSplits.orderId, sql.placeholder('id'))),
);

// Which of some orders are split (an order's DTO says so; a list page asks for its 25 at once).
const splitOrders = builtOnce('courtside_orders_split', (db) =>
  db
    .select({ orderId: orderSplits.orderId })
    .from(orderSplits)
    .where(sql`${orderSplits.orderId} = any(${sql.placeholder('ids')}::uuid[])`),
);

export const splitRepository = {
  async splitOrderIds(db: DbOrTx, orderIds: string[]): Promise<Set<string>> {
    if (!orderIds.length) return new Set();
    return new Set((await splitOrders(db, { ids: orderIds })).map((r) => r.orderId));
  },
  async insert(db: DbOrTx, split: typeof orderSplits.$inferInsert, shares: (typeof orderShares.$inferInsert)[]) {
    await db.insert(orderSplits).values(split);
    return db.insert(orderShares).values(shares).returning();
  },
  async find(db: DbOrTx, orderId: string): Promise<SplitRow | undefined> {
    return (await splitOfOrder(db, { id: orderId }))[0];
  },
  async update(db: DbOrTx, orderId: string, values: Partial<typeof orderSplits.$inferInsert>): Promise<void> {
    await db.update(orderSplits).set(values).where(eq(orderSplits.orderId, orderId));
  },
  /** The order's shares, booker first; locked when the caller holds the order's lock (lock order: orders, then shares). */
  async shares(db: DbOrTx, orderId: string, options: { lock?: boolean } = {}): Promise<ShareRow[]> {
    const q = db.select().from(orderShares).where(eq(orderShares.orderId, orderId)).orderBy(asc(orderShares.position));
    return options.lock ? q.for('update') : q;
  },
  async sharesWithInvoices(db: DbOrTx, orderId: string) {
    return db
      .select({ share: orderShares, invoiceNumber: invoices.number })
      .from(orderShares)
      .leftJoin(invoices, eq(invoices.id, orderShares.invoiceId))
      .where(eq(orderShares.orderId, orderId))
      .orderBy(asc(orderShares.position));
  },
  async shareById(db: DbOrTx, id: string): Promise<ShareRow | undefined> {
    const [row] = await db.select().from(orderShares).where(eq(orderShares.id, id));
    return row;
  },
  async insertShare(db: DbOrTx, values: typeof orderShares.$inferInsert): Promise<ShareRow> {
    const [row] = await db.insert(orderShares).values(values).returning();
    return row!;
  },
  async updateShare(db: DbOrTx, id: string, values: Partial<typeof orderShares.$inferInsert>): Promise<ShareRow> {
    const [row] = await db.update(orderShares).set(values).where(eq(orderShares.id, id)).returning();
    return row!;
  },
  async insertLink(db: DbOrTx, values: typeof paymentLinks.$inferInsert) {
    const [row] = await db.insert(paymentLinks).values(values).returning();
    return row!;
  },
  async setLinkMail(db: DbOrTx, id: string, mailId: string): Promise<void> {
    await db.update(paymentLinks).set({ mailId }).where(eq(paymentLinks.id, id));
  },
  /** Splits whose deadline (open) or rest window (rest) is over, of orders still pending. */
  async due(db: DbOrTx, now: Date, limit: number): Promise<SplitRow[]> {
    return db
      .select({ split: orderSplits })
      .from(orderSplits)
      .innerJoin(orders, eq(orders.id, orderSplits.orderId))
      .where(
        or(
          and(eq(orderSplits.status, 'open'), lte(orderSplits.deadline, now)),
          and(eq(orderSplits.status, 'rest'), lte(orderSplits.restUntil, now)),
        ),
      )
      .orderBy(asc(orderSplits.deadline))
      .limit(limit)
      .then((rows) => rows.map((r) => r.split));
  },
  /** The order's row lock, skipped when another process holds it (the job then tries next minute). */
  async lockOrderSkipLocked(db: DbOrTx, orderId: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update', { skipLocked: true });
    return row;
  },
  /** The held courts point at the order while the shares come in, so staff see the split on the booking. */
  async attachBookings(db: DbOrTx, orderId: string): Promise<void> {
    const ids = db.select({ id: orderItems.bookingId }).from(orderItems).where(eq(orderItems.orderId, orderId));
    await db
      .update(bookings)
      .set({ orderId })
      .where(and(inArray(bookings.id, ids), isNull(bookings.orderId)));
  },
  /** A share's vouchers and punches (docs/product/split-payment.md#vouchers-and-punch-cards). */
  async tenders(db: DbOrTx, shareId: string): Promise<TenderRow[]> {
    return db
      .select()
      .from(orderShareTenders)
      .where(eq(orderShareTenders.shareId, shareId))
      .orderBy(asc(orderShareTenders.createdAt));
  },
  async insertTender(db: DbOrTx, values: typeof orderShareTenders.$inferInsert): Promise<TenderRow> {
    const [row] = await db.insert(orderShareTenders).values(values).returning();
    return row!;
  },
  /** The order's share payments and tenders with what the views name them by (the split view). */
  async tenderViews(db: DbOrTx, orderId: string) {
    const [paid, tenders] = await Promise.all([
      db
        .select({
          shareId: orderShares.id,
          provider: payments.provider,
          method: payments.method,
          amountCents: payments.amountCents,
          refundedCents: payments.refundedCents,
        })
        .from(orderShares)
        .innerJoin(payments, eq(payments.id, orderShares.paymentId))
        .where(and(eq(orderShares.orderId, orderId), eq(payments.status, 'succeeded'))),
      db
        .select({
          tender: orderShareTenders,
          code: vouchers.code,
          passName: passes.name,
          refundedCents: payments.refundedCents,
        })
        .from(orderShareTenders)
        .innerJoin(orderShares, eq(orderShares.id, orderShareTenders.shareId))
        .leftJoin(vouchers, eq(vouchers.id, orderShareTenders.voucherId))
        .leftJoin(passes, eq(passes.id, orderShareTenders.passId))
        .leftJoin(payments, eq(payments.id, orderShareTenders.paymentId))
        .where(eq(orderShares.orderId, orderId))
        .orderBy(asc(orderShareTenders.createdAt)),
    ]);
    return { paid, tenders };
  },
  async markTenderReturned(db: DbOrTx, id: string, now: Date): Promise<void> {
    await db.update(orderShareTenders).set({ returnedAt: now }).where(eq(orderShareTenders.id, id));
  },
};
