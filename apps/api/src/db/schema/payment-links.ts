// Payment links: staff create an order for a customer and mail them a link to pay
// it online. Only the SHA-256 of the link's token is stored; the token itself is in the mail.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './checkout';
import { organizations } from './organizations';
import { users } from './users';

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sentTo: text('sent_to').notNull(),
    mailId: uuid('mail_id'),
    /** The end of the payment window the link states; the holds last exactly as long. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A share link of a split order (docs/product/split-payment.md): it pays this share only. */
    shareId: uuid('share_id'),
  },
  (t) => [
    uniqueIndex('payment_links_token_hash_unique').on(t.tokenHash),
    index('payment_links_order_idx').on(t.orderId),
    index('payment_links_share_idx').on(t.shareId),
  ],
);
