// Tables of the checkout area's credits: coupons (discount codes), vouchers (gift cards and credit
// notes) and each voucher's movements. Carts, orders and payments: checkout.ts.
// Money is integer cents (docs/product.md#money). Every table carries organization_id (docs/ARCHITECTURE.md).
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
import type { BookingType } from '@courtside/core/enums';
import { createdAt, orgId, updatedAt } from './columns';
import { users } from './users';

export const couponKinds = ['percent', 'fixed'] as const;

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    code: text('code').notNull(),
    description: text('description'),
    kind: text('kind', { enum: couponKinds }).notNull(),
    /** Percent coupons: basis points (1000 = 10 %). */
    percentBasisPoints: integer('percent_basis_points'),
    /** Fixed coupons: cents. */
    amountCents: integer('amount_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    eligibleBookingTypes: jsonb('eligible_booking_types')
      .$type<BookingType[]>()
      .notNull()
      .default(['normal', 'come_together']),
    /** A coupon for products: only lines of these products or shop categories (docs/product/shop.md#coupons-for-products). */
    targetProductIds: jsonb('target_product_ids').$type<string[]>().notNull().default([]),
    targetCategories: jsonb('target_categories').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** Redemptions held by pending or completed orders; the row lock serializes them. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_org_code_unique').on(t.organizationId, sql`lower(${t.code})`),
    check(
      'coupons_used_count_in_range',
      sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`,
    ),
    check(
      'coupons_value_matches_kind',
      sql`(${t.kind} = 'percent' AND ${t.percentBasisPoints} BETWEEN 1 AND 10000) OR (${t.kind} = 'fixed' AND ${t.amountCents} > 0)`,
    ),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    code: text('code').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** sale: sold gift card; credit: issued for a cancellation; manual: made by staff. */
    source: text('source', { enum: ['sale', 'credit', 'manual'] })
      .notNull()
      .default('manual'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    note: text('note'),
    /**
     * A sold gift card: the order product line and unit (0…quantity−1) it was issued for, unique, so
     * a line's vouchers are issued exactly once (docs/product/shop.md#gift-cards). The foreign key
     * (on delete set null) is in migration 0034.
     */
    orderProductLineId: uuid('order_product_line_id'),
    lineUnit: integer('line_unit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vouchers_org_code_unique').on(t.organizationId, sql`lower(${t.code})`),
    uniqueIndex('vouchers_product_line_unit_unique')
      .on(t.orderProductLineId, t.lineUnit)
      .where(sql`${t.orderProductLineId} IS NOT NULL`),
    // The balance never goes below zero, whatever the application does.
    check('vouchers_balance_not_negative', sql`${t.balanceCents} >= 0`),
  ],
);

export const voucherTransactions = pgTable(
  'voucher_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    kind: text('kind', { enum: ['issue', 'redeem', 'release', 'refund', 'adjust'] }).notNull(),
    /** Signed: redemptions are negative. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('voucher_tx_voucher_idx').on(t.voucherId, t.createdAt)],
);
