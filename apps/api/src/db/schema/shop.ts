// Tables of the shop (docs/product.md#shop): products with their variants (each variant holds its
// own stock: on hand and reserved), the stock reservations that are the cart's product lines, and
// the product lines of orders. A product without variants has one variant row named null.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText, ProductCategory, ProductStatus, RentalUnit } from '@courtside/core/shop';
import { carts, orders } from './checkout';
import { createdAt, orgId, updatedAt } from './columns';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: jsonb('name').$type<LocalizedText>().notNull().default({}),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    /** One of productCategories (@courtside/core/shop). */
    category: text('category').$type<ProductCategory>().notNull(),
    /** Gross (VAT included), integer cents. */
    priceCents: integer('price_cents').notNull(),
    /** 1900 or 700. */
    vatBasisPoints: integer('vat_basis_points').notNull(),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    sku: text('sku'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
    sortOrder: integer('sort_order').notNull().default(0),
    /** http(s) URLs or app-relative paths, first one is the cover. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    rental: boolean('rental').notNull().default(false),
    rentalUnit: text('rental_unit').$type<RentalUnit>(),
    rentalCount: integer('rental_count'),
    giftCard: boolean('gift_card').notNull().default(false),
    /** Units ever sold: a product with sales is archived, never deleted. */
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_org_sku_unique')
      .on(t.organizationId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} IS NOT NULL`),
    index('products_org_status_idx').on(t.organizationId, t.status, t.sortOrder),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
    check('products_vat_rate', sql`${t.vatBasisPoints} IN (1900, 700)`),
    check('products_status', sql`${t.status} IN ('published', 'draft', 'archived')`),
    check(
      'products_category',
      sql`${t.category} IN ('drinks', 'food', 'apparel', 'accessories', 'equipment', 'rental', 'gift_card', 'other')`,
    ),
    check(
      'products_rental',
      sql`NOT ${t.rental} OR (${t.rentalUnit} IN ('booking', 'hour') AND ${t.rentalCount} >= 1)`,
    ),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null: the product has no variants and this row holds its stock. */
    name: text('name'),
    sku: text('sku'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** On hand (sold units are taken off when an order is paid). */
    stock: integer('stock').notNull().default(0),
    /** Held by carts and payments in progress; the check keeps it within the stock. */
    reserved: integer('reserved').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.sortOrder),
    check('product_variants_stock_in_range', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.stock}`),
  ],
);

export const reservationStatuses = ['held', 'pending', 'sold', 'released'] as const;

export const productReservations = pgTable(
  'product_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    /** The cart this line sits in; null once the cart is gone (the purge then gives the stock back). */
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    /** held (in a cart) → pending (being paid) → sold; or released (stock given back). */
    status: text('status', { enum: reservationStatuses }).notNull().default('held'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reservations_cart_idx').on(t.cartId),
    index('product_reservations_live_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} IN ('held', 'pending')`),
    index('product_reservations_order_idx').on(t.orderId),
    check('product_reservations_quantity_positive', sql`${t.quantity} >= 1`),
    check('product_reservations_status', sql`${t.status} IN ('held', 'pending', 'sold', 'released')`),
  ],
);

export const orderProductLines = pgTable(
  'order_product_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => productReservations.id, { onDelete: 'set null' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    /** Place among the order's priced lines (after the court lines). */
    position: integer('position').notNull(),
    productName: text('product_name').notNull(),
    variantName: text('variant_name'),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** A gift card: 0 % VAT at sale, vouchers issued when paid (docs/product/shop.md#gift-cards). */
    giftCard: boolean('gift_card').notNull().default(false),
  },
  (t) => [
    index('order_product_lines_order_idx').on(t.orderId),
    index('order_product_lines_product_idx').on(t.productId),
    check(
      'order_product_lines_refund_in_range',
      sql`${t.refundedQuantity} >= 0 AND ${t.refundedQuantity} <= ${t.quantity} AND ${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.grossCents}`,
    ),
  ],
);
