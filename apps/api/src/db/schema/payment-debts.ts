// Open debts from payments that were taken back (docs/product/payments.md#when-a-debit-fails): a SEPA
// debit that failed after play had happened, or a chargeback. Staff see and settle them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders, payments } from './checkout';
import { organizations } from './organizations';

export const paymentDebtReasons = ['debit_failed', 'chargeback'] as const;

export const paymentDebts = pgTable(
  'payment_debts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: paymentDebtReasons }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['open', 'settled'] })
      .notNull()
      .default('open'),
    /** The provider's reference for what took the money back (Stripe: the dispute id). */
    providerRef: text('provider_ref'),
    /** How staff settled it (cash at the desk, a new transfer, written off). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_debts_payment_reason_unique').on(t.paymentId, t.reason),
    index('payment_debts_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    check('payment_debts_reason_check', sql`${t.reason} IN ('debit_failed', 'chargeback')`),
    check('payment_debts_status_check', sql`${t.status} IN ('open', 'settled')`),
    check('payment_debts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
