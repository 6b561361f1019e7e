// The fee a provider kept for a payment (docs/product/payments.md#provider-fees), beside the
// payment: written by the fee job once the provider reports it, shown by the banking summary.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './checkout';
import { organizations } from './organizations';

export const paymentFees = pgTable(
  'payment_fees',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null while the provider has not reported it yet. */
    feeCents: integer('fee_cents'),
    currency: text('currency'),
    /** How often we asked without an answer (the job gives up after a few). */
    attempts: integer('attempts').notNull().default(0),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('payment_fees_fee_in_range', sql`${t.feeCents} IS NULL OR ${t.feeCents} >= 0`)],
);
