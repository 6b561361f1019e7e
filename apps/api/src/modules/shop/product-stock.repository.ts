// The shop's stock: reservations held by carts and orders, and the order lines they become. Every
// stock change is a single conditional statement: a reservation only succeeds when
// `stock − reserved` still covers it (and the check constraint reserved ≤ stock is the last word),
// so concurrent buyers can never take more than there is (docs/product.md#shop). Part of
// productRepository (product.repository.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { orderProductLines, productReservations, productVariants, products } from '../../db/schema/shop';

export type ReservationRow = typeof productReservations.$inferSelect;
export type ProductLineRow = typeof orderProductLines.$inferSelect;

/** A cart product line with what the cart shows of its product. */
export interface LiveReservation extends ReservationRow {
  productName: (typeof products.$inferSelect)['name'];
  category: (typeof products.$inferSelect)['category'];
  giftCard: boolean;
  images: string[];
  variantName: string | null;
}

// Read on every checkout (db/built-once.ts).
const liveReservationsOfCart = builtOnce('courtside_reservations_of_cart', (db) =>
  db
    .select({
      r: productReservations,
      productName: products.name,
      category: products.category,
      giftCard: products.giftCard,
      images: products.images,
      variantName: productVariants.name,
    })
    .from(productReservations)
    .innerJoin(products, eq(products.id, productReservations.productId))
    .innerJoin(productVariants, eq(productVariants.id, productReservations.variantId))
    .where(
      and(
        eq(productReservations.cartId, sql.placeholder('cart')),
        inArray(productReservations.status, ['held', 'pending']),
      ),
    )
    .orderBy(asc(productReservations.createdAt), asc(productReservations.id)),
);

const linesOfOrders = builtOnce('courtside_product_lines_of_orders', (db) =>
  db
    .select()
    .from(orderProductLines)
    .where(sql`${orderProductLines.orderId} = any(${sql.placeholder('orders')}::uuid[])`)
    .orderBy(asc(orderProductLines.orderId), asc(orderProductLines.position)),
);

export const productStockRepository = {
  /** Takes `quantity` off the available stock in one conditional statement; false when too few are left. */
  async reserve(db: DbOrTx, variantId: string, quantity: number): Promise<boolean> {
    const rows = await db
      .update(productVariants)
      .set({ reserved: sql`${productVariants.reserved} + ${quantity}` })
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.active, true),
          sql`${productVariants.stock} - ${productVariants.reserved} >= ${quantity}`,
        ),
      )
      .returning({ id: productVariants.id });
    return rows.length === 1;
  },
  async insertReservation(db: DbOrTx, values: typeof productReservations.$inferInsert): Promise<ReservationRow> {
    const [row] = await db.insert(productReservations).values(values).returning();
    return row!;
  },
  async updateReservation(db: DbOrTx, id: string, values: Partial<typeof productReservations.$inferInsert>) {
    await db.update(productReservations).set(values).where(eq(productReservations.id, id));
  },

  /**
   * Gives the stock of live reservations back and marks them released, in one statement, so two
   * processes releasing the same reservation give its units back once. `where` picks them.
   */
  async release(db: DbOrTx, where: ReturnType<typeof sql>): Promise<number> {
    const result = await db.execute(sql`
      with released as (
        update ${productReservations} set status = 'released'
        where status in ('held', 'pending') and (${where})
        returning variant_id, quantity
      ), per_variant as (
        select variant_id, sum(quantity)::int as quantity from released group by variant_id
      ), back as (
        update ${productVariants} v set reserved = v.reserved - p.quantity
        from per_variant p where v.id = p.variant_id
        returning v.id
      )
      select (select count(*) from released)::int as released, (select count(*) from back)::int as variants`);
    const row = (result as unknown as { rows: { released: number }[] }).rows[0];
    return Number(row?.released ?? 0);
  },
  releaseIds(db: DbOrTx, ids: string[]): Promise<number> {
    if (!ids.length) return Promise.resolve(0);
    return productStockRepository.release(
      db,
      sql`id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  },
  releaseExpired(db: DbOrTx, now: Date, cartId?: string): Promise<number> {
    const expired = sql`(expires_at <= ${now.toISOString()}::timestamptz or cart_id is null and order_id is null)`;
    return productStockRepository.release(db, cartId ? sql`${expired} and cart_id = ${cartId}::uuid` : expired);
  },

  /** Fewer units in a held line: the difference goes back, claimed on the line first. */
  async shrink(db: DbOrTx, line: ReservationRow, quantity: number): Promise<void> {
    const rows = await db
      .update(productReservations)
      .set({ quantity })
      .where(and(eq(productReservations.id, line.id), eq(productReservations.status, 'held')))
      .returning({ id: productReservations.id });
    if (rows.length !== 1) return;
    await db
      .update(productVariants)
      .set({ reserved: sql`${productVariants.reserved} - ${line.quantity - quantity}` })
      .where(eq(productVariants.id, line.variantId));
  },
  /** Paid: the reserved units leave the stock (pending → sold) in one statement per reservation. */
  async sell(db: DbOrTx, reservation: ReservationRow): Promise<boolean> {
    const claimed = await db
      .update(productReservations)
      .set({ status: 'sold' })
      .where(and(eq(productReservations.id, reservation.id), inArray(productReservations.status, ['held', 'pending'])))
      .returning({ id: productReservations.id });
    if (claimed.length === 1) {
      await db
        .update(productVariants)
        .set({
          stock: sql`${productVariants.stock} - ${reservation.quantity}`,
          reserved: sql`${productVariants.reserved} - ${reservation.quantity}`,
        })
        .where(eq(productVariants.id, reservation.variantId));
    } else {
      // The reservation ran out meanwhile (paid after the payment window): sell from what is
      // available now, still under the same condition as a new reservation.
      const [current] = await db
        .select({ status: productReservations.status })
        .from(productReservations)
        .where(eq(productReservations.id, reservation.id));
      if (current?.status === 'sold') return true;
      const taken = await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${reservation.quantity}` })
        .where(
          and(
            eq(productVariants.id, reservation.variantId),
            sql`${productVariants.stock} - ${productVariants.reserved} >= ${reservation.quantity}`,
          ),
        )
        .returning({ id: productVariants.id });
      if (taken.length !== 1) return false;
      await db.update(productReservations).set({ status: 'sold' }).where(eq(productReservations.id, reservation.id));
    }
    await db
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${reservation.quantity}` })
      .where(eq(products.id, reservation.productId));
    return true;
  },
  /** Refunded units come back on the shelf. */
  async restock(db: DbOrTx, variantId: string, quantity: number): Promise<void> {
    await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId));
  },

  async liveOfCart(db: DbOrTx, cartId: string): Promise<LiveReservation[]> {
    const rows = await liveReservationsOfCart(db, { cart: cartId });
    return rows.map((x) => ({
      ...x.r,
      productName: x.productName,
      category: x.category,
      giftCard: x.giftCard,
      images: x.images,
      variantName: x.variantName,
    }));
  },
  async ofOrder(db: DbOrTx, orderId: string): Promise<ReservationRow[]> {
    return db.select().from(productReservations).where(eq(productReservations.orderId, orderId));
  },
  async moveToCart(db: DbOrTx, fromCartId: string, toCartId: string): Promise<void> {
    await db
      .update(productReservations)
      .set({ cartId: toCartId })
      .where(and(eq(productReservations.cartId, fromCartId), inArray(productReservations.status, ['held', 'pending'])));
  },
  /** Held lines of a cart go into payment: pending, kept until the payment window ends. */
  async startPayment(db: DbOrTx, ids: string[], orderId: string, until: Date): Promise<void> {
    if (!ids.length) return;
    await db
      .update(productReservations)
      .set({ status: 'pending', orderId, expiresAt: until })
      .where(and(inArray(productReservations.id, ids), inArray(productReservations.status, ['held', 'pending'])));
  },
  async attachToOrder(db: DbOrTx, ids: string[], orderId: string): Promise<void> {
    if (!ids.length) return;
    await db.update(productReservations).set({ orderId }).where(inArray(productReservations.id, ids));
  },
  async detachCart(db: DbOrTx, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await db.update(productReservations).set({ cartId: null }).where(inArray(productReservations.id, ids));
  },
  async extend(db: DbOrTx, cartId: string, until: Date, now: Date): Promise<void> {
    await db
      .update(productReservations)
      .set({ expiresAt: until })
      .where(
        and(
          eq(productReservations.cartId, cartId),
          eq(productReservations.status, 'held'),
          sql`${productReservations.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      );
  },

  async insertLines(db: DbOrTx, values: (typeof orderProductLines.$inferInsert)[]): Promise<void> {
    if (values.length) await db.insert(orderProductLines).values(values);
  },
  async linesOfOrder(db: DbOrTx, orderId: string): Promise<ProductLineRow[]> {
    return db
      .select()
      .from(orderProductLines)
      .where(eq(orderProductLines.orderId, orderId))
      .orderBy(asc(orderProductLines.position));
  },
  /** The product lines of many orders (a list page), by order and position. */
  async linesOfOrders(db: DbOrTx, orderIds: string[]): Promise<ProductLineRow[]> {
    return orderIds.length ? linesOfOrders(db, { orders: orderIds }) : [];
  },
  async lockLine(db: DbOrTx, id: string): Promise<ProductLineRow | undefined> {
    const [row] = await db.select().from(orderProductLines).where(eq(orderProductLines.id, id)).for('update');
    return row;
  },
  async updateLine(db: DbOrTx, id: string, values: Partial<typeof orderProductLines.$inferInsert>): Promise<void> {
    await db.update(orderProductLines).set(values).where(eq(orderProductLines.id, id));
  },
  async pendingOrderIdsOf(db: DbOrTx, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await db
      .select({ orderId: productReservations.orderId })
      .from(productReservations)
      .where(inArray(productReservations.id, ids));
    return [...new Set(rows.map((r) => r.orderId).filter((x): x is string => Boolean(x)))];
  },
};
