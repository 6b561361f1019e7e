// Punch cards and prepaid passes (docs/product/passes.md): the venue's pass types, the passes
// customers bought (their rules frozen at sale), every punch taken or given back, and the pass
// lines of carts. Units never go below zero: a CHECK backs the conditional UPDATE that takes them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PassStatus, PassTransactionKind, PassUnit, PassWindow } from '@courtside/core/passes';
import type { BookingType } from '@courtside/core/enums';
import type { LocalizedText } from '@courtside/core/shop';
import { carts, orders } from './checkout';
import { createdAt, orgId, updatedAt } from './columns';
import { users } from './users';

export const passTypes = pgTable(
  'pass_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: jsonb('name').$type<LocalizedText>().notNull().default({}),
    unit: text('unit').$type<PassUnit>().notNull(),
    units: integer('units').notNull(),
    bookingTypes: jsonb('booking_types').$type<BookingType[]>().notNull().default([]),
    windows: jsonb('windows').$type<PassWindow[]>().notNull().default([]),
    validityMonths: integer('validity_months').notNull(),
    /** Gross (VAT included), integer cents. */
    priceCents: integer('price_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pass_types_org_idx').on(t.organizationId)],
);

export const passes = pgTable(
  'passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => passTypes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The order that sold it; the pass is that order's line at `position`. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    unit: text('unit').$type<PassUnit>().notNull(),
    bookingTypes: jsonb('booking_types').$type<BookingType[]>().notNull().default([]),
    windows: jsonb('windows').$type<PassWindow[]>().notNull().default([]),
    validityMonths: integer('validity_months').notNull(),
    unitsTotal: integer('units_total').notNull(),
    unitsRemaining: integer('units_remaining').notNull(),
    status: text('status').$type<PassStatus>().notNull().default('pending'),
    source: text('source').$type<'online' | 'desk'>().notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('passes_user_idx').on(t.organizationId, t.userId, t.status),
    index('passes_order_idx').on(t.orderId),
    index('passes_expiry_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'active'`),
    check('passes_units_in_range', sql`${t.unitsRemaining} >= 0 AND ${t.unitsRemaining} <= ${t.unitsTotal}`),
  ],
);

export const passTransactions = pgTable(
  'pass_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    passId: uuid('pass_id')
      .notNull()
      .references(() => passes.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PassTransactionKind>().notNull(),
    /** Signed: a redemption takes (negative), a return gives back (positive). */
    units: integer('units').notNull(),
    remainingAfter: integer('remaining_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pass_transactions_pass_idx').on(t.passId, t.createdAt),
    index('pass_transactions_booking_idx').on(t.bookingId),
  ],
);

export const passCartLines = pgTable(
  'pass_cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    passTypeId: uuid('pass_type_id')
      .notNull()
      .references(() => passTypes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('pass_cart_lines_cart_idx').on(t.cartId)],
);
