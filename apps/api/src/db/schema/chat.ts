// Live support chat (docs/product/chat-tasks.md): conversations between a customer and the venue's
// staff, their numbered messages, guests verified by an e-mailed code, quick replies and the
// venue's retention period. Mirrors drizzle/0021_chat.sql.
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking';
import { orders } from './checkout';
import { orgId } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export type ChatStatus = 'open' | 'waiting' | 'closed';
export type ChatSender = 'customer' | 'staff';

export interface ChatAttachment {
  mediaId: string;
  name: string;
  mimeType: string;
  bytes: number;
}

export const chatSettings = pgTable('chat_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull().default(365),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatGuests = pgTable('chat_guests', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: orgId(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  locale: text('locale').notNull().default('en'),
  codeHash: text('code_hash').notNull(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  tokenHash: text('token_hash').unique(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    customerUserId: uuid('customer_user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => chatGuests.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerLocale: text('customer_locale').notNull().default('en'),
    subject: text('subject').notNull().default(''),
    status: text('status').$type<ChatStatus>().notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    lastSeq: integer('last_seq').notNull().default(0),
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    customerNotifiedSeq: integer('customer_notified_seq').notNull().default(0),
    staffNotifiedSeq: integer('staff_notified_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_inbox_idx').on(t.organizationId, t.lastMessageAt.desc()),
    index('chat_conversations_customer_idx').on(t.customerUserId),
    index('chat_conversations_guest_idx').on(t.guestId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender').$type<ChatSender>().notNull(),
    /** Who wrote it, for the per-sender rate limit: `user:<id>` or `guest:<id>`. */
    senderKey: text('sender_key').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    body: text('body').notNull().default(''),
    attachment: jsonb('attachment').$type<ChatAttachment>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_seq_unique').on(t.conversationId, t.seq),
    index('chat_messages_sender_idx').on(t.organizationId, t.senderKey, t.createdAt),
  ],
);

export const chatQuickReplies = pgTable(
  'chat_quick_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_quick_replies_org_idx').on(t.organizationId, t.locale)],
);
