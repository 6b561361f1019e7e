// The shop's Drizzle code: the catalogue here, the stock's reservations and order lines in
// product-stock.repository.ts (docs/product.md#shop).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRentals } from '../../db/schema/rentals';
import { productReservations, productVariants, products } from '../../db/schema/shop';
import { productStockRepository } from './product-stock.repository';

export type { LiveReservation, ProductLineRow, ReservationRow } from './product-stock.repository';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferSelect;
export interface ProductWithVariants extends ProductRow {
  variants: VariantRow[];
}

export const productRepository = {
  async list(db: DbOrTx, organizationId: string, status?: ProductRow['status']): Promise<ProductWithVariants[]> {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.organizationId, organizationId), status ? eq(products.status, status) : undefined))
      .orderBy(asc(products.sortOrder), asc(products.createdAt));
    return attachVariants(db, rows);
  },
  async find(db: DbOrTx, organizationId: string, id: string): Promise<ProductWithVariants | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.organizationId, organizationId), eq(products.id, id)));
    if (!row) return undefined;
    return (await attachVariants(db, [row]))[0];
  },
  async lock(db: DbOrTx, organizationId: string, id: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.organizationId, organizationId), eq(products.id, id)))
      .for('update');
    return row;
  },
  async insert(db: DbOrTx, values: NewProduct): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: string, values: Partial<NewProduct>): Promise<void> {
    await db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id));
  },
  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(products).where(eq(products.id, id));
  },
  async insertVariant(db: DbOrTx, values: typeof productVariants.$inferInsert): Promise<VariantRow> {
    const [row] = await db.insert(productVariants).values(values).returning();
    return row!;
  },
  async updateVariant(db: DbOrTx, id: string, values: Partial<typeof productVariants.$inferInsert>): Promise<void> {
    await db.update(productVariants).set(values).where(eq(productVariants.id, id));
  },
  /** Sets the stock on hand; refused (false) when it would fall below what carts hold right now. */
  async setStock(db: DbOrTx, variantId: string, stock: number): Promise<boolean> {
    const rows = await db
      .update(productVariants)
      .set({ stock })
      .where(and(eq(productVariants.id, variantId), sql`${productVariants.reserved} <= ${stock}`))
      .returning({ id: productVariants.id });
    return rows.length === 1;
  },
  async hasLiveReservations(db: DbOrTx, productId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: productReservations.id })
      .from(productReservations)
      .where(
        and(eq(productReservations.productId, productId), inArray(productReservations.status, ['held', 'pending'])),
      )
      .limit(1);
    return Boolean(row);
  },
  async hasAnyReservation(db: DbOrTx, productId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: productReservations.id })
      .from(productReservations)
      .where(eq(productReservations.productId, productId))
      .limit(1);
    if (row) return true;
    // A rental taken with a booking counts too (docs/product/shop.md#rentals).
    const [rented] = await db
      .select({ id: bookingRentals.id })
      .from(bookingRentals)
      .where(eq(bookingRentals.productId, productId))
      .limit(1);
    return Boolean(rented);
  },
  // Stock reservations and order lines: product-stock.repository.ts.
  ...productStockRepository,
};

async function attachVariants(db: DbOrTx, rows: ProductRow[]): Promise<ProductWithVariants[]> {
  if (!rows.length) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.createdAt));
  return rows.map((r) => ({ ...r, variants: variants.filter((v) => v.productId === r.id) }));
}
