// Tables of the checkout area: carts, orders, payments and coupon redemptions (coupons and
// vouchers: coupons.ts; invoices and refunds: invoices.ts).
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
import type { OrderSummary } from '@courtside/core/pricing';
import { bookings } from './booking';
import { createdAt, orgId, updatedAt } from './columns';
import { coupons, vouchers } from './coupons';
import { users } from './users';
import { resources } from './venue';

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Guests: the random token of the httpOnly cart cookie (stored as given, 32 random bytes). */
    guestToken: text('guest_token'),
    /** Guests: the page's claim on its first adds, so concurrent first adds find one cart. */
    guestClaim: text('guest_claim'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** The customer's pass that pays the cart's eligible bookings (docs/product/passes.md). */
    passId: uuid('pass_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_org_user_unique')
      .on(t.organizationId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('carts_guest_token_unique')
      .on(t.guestToken)
      .where(sql`${t.guestToken} IS NOT NULL`),
    uniqueIndex('carts_org_guest_claim_unique')
      .on(t.organizationId, t.guestClaim)
      .where(sql`${t.guestClaim} IS NOT NULL`),
    check('carts_owner', sql`${t.userId} IS NOT NULL OR ${t.guestToken} IS NOT NULL`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The booking engine's hold (status reserved) that keeps the slot for this item; when the
     * engine purges an expired hold, the item goes with it. */
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    bookingType: text('booking_type', { enum: ['normal', 'abo', 'come_together'] }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subscriptionId: uuid('subscription_id'),
    groupId: uuid('group_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_booking_unique').on(t.bookingId),
    index('cart_items_cart_idx').on(t.cartId),
    index('cart_items_expiry_idx').on(t.expiresAt),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const orderStatusValues = ['pending', 'completed', 'cancelled', 'failed'] as const;
export const confirmationStatusValues = ['pending', 'confirmed', 'cancelled', 'failed', 'timeout'] as const;

export interface OrderCustomer {
  name: string;
  email: string;
  phone?: string;
}

export interface BillingAddress {
  name?: string;
  company?: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestToken: text('guest_token'),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    locale: text('locale').notNull().default('de'),
    status: text('status', { enum: orderStatusValues }).notNull().default('pending'),
    confirmationStatus: text('confirmation_status', { enum: confirmationStatusValues }).notNull().default('pending'),
    /** docs/product.md#checkout failedPaymentStatus: the last payment attempt failed; a retry clears it. */
    failedPaymentStatus: boolean('failed_payment_status').notNull().default(false),
    failureMessage: text('failure_message'),
    paymentMethod: text('payment_method'),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** The frozen totals (docs/product.md#checkout). */
    summary: jsonb('summary').$type<OrderSummary>().notNull(),
    totalCents: integer('total_cents').notNull(),
    voucherCents: integer('voucher_cents').notNull().default(0),
    amountDueCents: integer('amount_due_cents').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('EUR'),
    serviceFeeWaiver: boolean('service_fee_waiver').notNull().default(false),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_org_idempotency_unique')
      .on(t.organizationId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('orders_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    // The staff list, newest first (drizzle/0045_order_list.sql).
    index('orders_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    // A customer's orders by the address they were placed with (drizzle/0047_customer_figures.sql).
    index('orders_org_customer_email_idx').on(t.organizationId, sql`lower(${t.customer}->>'email')`),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The booking this line paid for; replaced when a late payment re-books the slot. */
    bookingId: uuid('booking_id'),
    resourceId: uuid('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    bookingType: text('booking_type', { enum: ['normal', 'abo', 'come_together'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    subscriptionId: uuid('subscription_id'),
    groupId: uuid('group_id'),
    /** Paid with punches of this pass (a 0 € line, docs/product/passes.md). */
    passId: uuid('pass_id'),
    passUnits: integer('pass_units').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_booking_idx').on(t.bookingId)],
);

export const paymentStatusValues = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    providerRef: text('provider_ref'),
    clientSecret: text('client_secret'),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status', { enum: paymentStatusValues }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** SEPA direct debit: the mandate's reference and since when the debit is processing (docs/product/payments.md). */
    mandateReference: text('mandate_reference'),
    processingSince: timestamp('processing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} IS NOT NULL`),
    index('payments_order_idx').on(t.orderId),
    check('payments_refund_in_range', sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/** Provider webhook events, kept raw; the unique event id makes a duplicate delivery a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_unique').on(t.provider, t.eventId)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    discountCents: integer('discount_cents').notNull(),
    /** Set when the order failed or was cancelled unpaid: the use goes back to the coupon. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.couponId, t.orderId),
    index('coupon_redemptions_customer_idx').on(t.couponId, sql`lower(${t.customerEmail})`),
  ],
);
