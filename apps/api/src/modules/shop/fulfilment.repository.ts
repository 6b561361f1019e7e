// Drizzle code of pick-up and delivery (docs/product/shop.md#pick-up-or-delivery). A transition is one
// conditional update (only an open row moves), so two desks marking the same order cannot both win.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FulfilmentMethod, FulfilmentStatus, ShippingAddress } from '@courtside/core/fulfilment';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { orders, payments } from '../../db/schema/checkout';
import { cartDeliveries, orderFulfilments } from '../../db/schema/fulfilment';
import { orderProductLines } from '../../db/schema/shop';

export type FulfilmentRowDb = typeof orderFulfilments.$inferSelect;
export type NewFulfilment = typeof orderFulfilments.$inferInsert;

/** An order with its fulfilment, as the staff list shows it. */
export interface FulfilmentListRow {
  fulfilment: FulfilmentRowDb;
  customer: { name: string; email: string };
  completedAt: Date | null;
  paid: boolean;
}

/** Paid: the order is completed and no payment of it is still open (a bank transfer not yet in). */
const paidSql = sql<boolean>`(${orders.status} = 'completed' AND NOT EXISTS (
  SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.status} = 'pending'))`;

const fulfilmentsOfOrders = builtOnce('courtside_fulfilments_of_orders', (db) =>
  db
    .select({ fulfilment: orderFulfilments, paid: paidSql })
    .from(orderFulfilments)
    .innerJoin(orders, eq(orders.id, orderFulfilments.orderId))
    .where(sql`${orderFulfilments.orderId} = any(${sql.placeholder('orders')}::uuid[])`),
);

export const fulfilmentRepository = {
  async cartDelivery(db: DbOrTx, cartId: string): Promise<ShippingAddress | undefined> {
    const [row] = await db.select().from(cartDeliveries).where(eq(cartDeliveries.cartId, cartId));
    return row?.address;
  },
  async setCartDelivery(db: DbOrTx, cartId: string, address: ShippingAddress | null): Promise<void> {
    if (!address) {
      await db.delete(cartDeliveries).where(eq(cartDeliveries.cartId, cartId));
      return;
    }
    await db
      .insert(cartDeliveries)
      .values({ cartId, address })
      .onConflictDoUpdate({ target: cartDeliveries.cartId, set: { address, updatedAt: new Date() } });
  },
  async insert(db: DbOrTx, row: NewFulfilment): Promise<void> {
    await db.insert(orderFulfilments).values(row).onConflictDoNothing();
  },
  async find(db: DbOrTx, orderId: string): Promise<FulfilmentRowDb | undefined> {
    const [row] = await db.select().from(orderFulfilments).where(eq(orderFulfilments.orderId, orderId));
    return row;
  },
  /** The order's fulfilment with whether the order is paid, in the organization only. */
  async findWithOrder(db: DbOrTx, organizationId: string, orderId: string) {
    const [row] = await db
      .select({ fulfilment: orderFulfilments, order: orders, paid: paidSql })
      .from(orderFulfilments)
      .innerJoin(orders, eq(orders.id, orderFulfilments.orderId))
      .where(and(eq(orderFulfilments.orderId, orderId), eq(orderFulfilments.organizationId, organizationId)));
    return row;
  },
  /** The fulfilments of many orders (a list page), each with whether its order is paid. */
  async ofOrders(db: DbOrTx, orderIds: string[]): Promise<{ fulfilment: FulfilmentRowDb; paid: boolean }[]> {
    return orderIds.length ? fulfilmentsOfOrders(db, { orders: orderIds }) : [];
  },
  async isPaid(db: DbOrTx, orderId: string): Promise<boolean> {
    const [row] = await db.select({ paid: paidSql }).from(orders).where(eq(orders.id, orderId));
    return row?.paid === true;
  },
  /** open → `to` when still open and of that method; the row after, or undefined when it did not move. */
  async transition(
    db: DbOrTx,
    orderId: string,
    method: FulfilmentMethod,
    to: Exclude<FulfilmentStatus, 'open'>,
    by: string | null,
    now: Date,
  ): Promise<FulfilmentRowDb | undefined> {
    const [row] = await db
      .update(orderFulfilments)
      .set({ status: to, doneAt: now, doneBy: by })
      .where(
        and(
          eq(orderFulfilments.orderId, orderId),
          eq(orderFulfilments.method, method),
          eq(orderFulfilments.status, 'open'),
        ),
      )
      .returning();
    return row;
  },
  /** Completed orders' fulfilments: open ones oldest first, done ones newest first. */
  async list(
    db: DbOrTx,
    organizationId: string,
    query: { state: 'open' | 'done'; method?: FulfilmentMethod | undefined; limit: number },
  ): Promise<FulfilmentListRow[]> {
    const open = query.state === 'open';
    const rows = await db
      .select({
        fulfilment: orderFulfilments,
        customer: orders.customer,
        completedAt: orders.completedAt,
        paid: paidSql,
      })
      .from(orderFulfilments)
      .innerJoin(orders, eq(orders.id, orderFulfilments.orderId))
      .where(
        and(
          eq(orderFulfilments.organizationId, organizationId),
          eq(orders.status, 'completed'),
          open ? eq(orderFulfilments.status, 'open') : ne(orderFulfilments.status, 'open'),
          query.method ? eq(orderFulfilments.method, query.method) : undefined,
        ),
      )
      .orderBy(open ? asc(orders.completedAt) : desc(orderFulfilments.doneAt))
      .limit(query.limit);
    return rows.map((r) => ({ ...r, customer: { name: r.customer.name, email: r.customer.email } }));
  },
  async linesOf(db: DbOrTx, orderIds: readonly string[]) {
    if (!orderIds.length) return [];
    return db
      .select({
        orderId: orderProductLines.orderId,
        name: orderProductLines.productName,
        variantName: orderProductLines.variantName,
        quantity: orderProductLines.quantity,
        refundedQuantity: orderProductLines.refundedQuantity,
        giftCard: orderProductLines.giftCard,
      })
      .from(orderProductLines)
      .where(inArray(orderProductLines.orderId, [...orderIds]))
      .orderBy(asc(orderProductLines.position));
  },
};
