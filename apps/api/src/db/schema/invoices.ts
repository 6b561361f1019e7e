// Invoices (gapless numbers per organization and year, seller/buyer/lines frozen as issued), their
// counters, and refunds. Money is integer cents (docs/product.md#money).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders, payments } from './checkout';
import { vouchers } from './coupons';
import { createdAt, orgId } from './columns';
import { users } from './users';

export interface InvoiceParty {
  name: string;
  street?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  email?: string;
  vatId?: string;
  [key: string]: string | undefined;
}

export interface InvoiceLine {
  kind: 'booking' | 'service_fee' | 'service_fee_waiver' | 'credit' | 'product' | 'pass' | 'shipping';
  /** Product lines: the order's product line. */
  productLineId?: string;
  /** A pass sold (kind pass), or the pass whose punches paid this booking line (a 0 € line). */
  passId?: string;
  /** Booking lines paid with a pass: the punches taken. */
  passUnits?: number;
  description: string;
  bookingId?: string | null;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatPercent: number;
}

export interface InvoiceTotals {
  subtotalCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  voucherCents: number;
  amountDueCents: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['invoice', 'credit_note'] })
      .notNull()
      .default('invoice'),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    status: text('status', { enum: ['paid', 'pending', 'draft', 'refunded'] }).notNull(),
    creditedInvoiceId: uuid('credited_invoice_id'),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    totals: jsonb('totals').$type<InvoiceTotals>().notNull(),
    totalCents: integer('total_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    paymentMethod: text('payment_method'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_org_number_unique').on(t.organizationId, t.number),
    uniqueIndex('invoices_org_year_sequence_unique').on(t.organizationId, t.year, t.sequence),
    index('invoices_order_idx').on(t.orderId),
    // A customer's own, newest first (drizzle/0046_invoice_list.sql).
    index('invoices_org_user_idx').on(t.organizationId, t.userId, t.year, t.sequence),
  ],
);

/** The last invoice number per organization and year, locked FOR UPDATE while numbering. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    organizationId: orgId(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.year] })],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id'),
    /** money: back through the provider; credit: a voucher (docs/product.md#money). */
    kind: text('kind', { enum: ['money', 'credit'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerRef: text('provider_ref'),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    creditNoteId: uuid('credit_note_id'),
    reason: text('reason').notNull(),
    failureMessage: text('failure_message'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_positive', sql`${t.amountCents} > 0`)],
);
