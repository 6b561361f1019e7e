// Split the court (docs/product/split-payment.md): an order's split and its shares, one per payer.
// Money is integer cents; the shares of an order sum to its total.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders, payments } from './checkout';
import { vouchers } from './coupons';
import { passes } from './passes';
import { invoices } from './invoices';
import { organizations } from './organizations';

export const orderSplits = pgTable(
  'order_splits',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Until then the court is held for the other players' shares. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** The end of the booker's window for the rest (never after the slot's start). */
    restUntil: timestamp('rest_until', { withTimezone: true }).notNull(),
    bookerPaysRest: boolean('booker_pays_rest').notNull().default(false),
    /** The online provider the shares are paid with. */
    provider: text('provider').notNull(),
    /** The app's public address when the order was made: share links are built on it. */
    linkBase: text('link_base').notNull(),
    status: text('status', { enum: ['open', 'rest', 'complete', 'released'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_splits_due_idx')
      .on(t.deadline)
      .where(sql`${t.status} IN ('open', 'rest')`),
  ],
);

export const orderShares = pgTable(
  'order_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderSplits.orderId, { onDelete: 'cascade' }),
    /** 0 = the booker, 1–3 the other players, 9 the rest the booker took over at the deadline. */
    position: integer('position').notNull(),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled', 'refunded'] })
      .notNull()
      .default('open'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_shares_position_unique').on(t.orderId, t.position),
    uniqueIndex('order_shares_payment_unique').on(t.paymentId),
  ],
);

/** A share paid with a voucher or punches (docs/product/split-payment.md#vouchers-and-punch-cards). */
export const orderShareTenders = pgTable(
  'order_share_tenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    shareId: uuid('share_id')
      .notNull()
      .references(() => orderShares.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['voucher', 'pass'] }).notNull(),
    /** The voucher's payment (provider voucher) of the order. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    passId: uuid('pass_id').references(() => passes.id, { onDelete: 'set null' }),
    punches: integer('punches').notNull().default(0),
    /** What the tender pays of the share (a pass: the whole share). */
    amountCents: integer('amount_cents').notNull(),
    /** Given back (voucher credited, punches returned). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_share_tenders_share_idx').on(t.shareId)],
);
