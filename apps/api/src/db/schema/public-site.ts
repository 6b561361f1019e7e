// Tables of the public site: messages sent with the contact form and the secret calendar-feed
// addresses of customers.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mediaFiles } from './content';
import { jobs } from './jobs';
import { organizations } from './organizations';
import { users } from './users';

export const contactMessageStatuses = ['new', 'read', 'answered'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** A message from the /kontakt form; staff read it in the dashboard and get it by mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('de'),
    /** sha256 of the sender's IP with an installation secret: enough to rate-limit, not to identify. */
    senderHash: text('sender_hash').notNull(),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('new'),
    /** An application: the job it is for (docs/product/content.md#jobs). */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The applicant's CV, a private PDF of the media library (staff with mail.read only). */
    cvMediaId: uuid('cv_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_org_created_idx').on(t.organizationId, t.createdAt),
    index('contact_messages_sender_idx').on(t.senderHash, t.createdAt),
  ],
);

/**
 * A customer's personal iCal feed. The token is the whole credential of a read-only capability
 * URL that calendar apps poll, so it is kept as is (the user must be able to copy it again, like
 * the "secret address" of common calendar apps); resetting it replaces the row's token.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.token)],
);
