// The held-offer waitlist (drizzle/0018_courses_waitlist.sql, 0032_waitlist_more.sql): queue entries and their history.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { waitlistStatuses } from '@courtside/core/waitlist';
import { bookings, dynamicSlots } from './booking';
import { courses } from './courses';
import { organizations } from './organizations';
import { users } from './users';
import { locations, resources } from './venue';

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['slot', 'session', 'course'] }).notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    category: text('category'),
    spaceType: text('space_type', { enum: ['all', 'indoor', 'outdoor'] })
      .notNull()
      .default('all'),
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    sessionId: uuid('session_id').references(() => dynamicSlots.id, { onDelete: 'cascade' }),
    /** A course entry (drizzle/0032_waitlist_more.sql): an offer holds a place in every date to come. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    places: integer('places').notNull().default(1),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestToken: text('guest_token'),
    email: text('email').notNull(),
    name: text('name'),
    locale: text('locale').notNull().default('en'),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    offerBookingId: uuid('offer_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Every hold of the open offer (a course offer holds one place per date); offerBookingId is the first. */
    offerBookingIds: uuid('offer_booking_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerTokenHash: text('offer_token_hash'),
    offerExtensions: integer('offer_extensions').notNull().default(0),
    offersMade: integer('offers_made').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_token_idx').on(t.tokenHash),
    uniqueIndex('waitlist_entries_offer_token_idx').on(t.offerTokenHash),
    uniqueIndex('waitlist_entries_offer_idx')
      .on(t.offerBookingId)
      .where(sql`${t.status} = 'offered'`),
    index('waitlist_entries_queue_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_user_idx').on(t.userId),
    index('waitlist_entries_course_idx')
      .on(t.courseId)
      .where(sql`${t.courseId} is not null`),
    index('waitlist_entries_demand_idx').on(t.organizationId, t.windowStart),
    check('waitlist_entries_kind_check', sql`${t.kind} in ('slot', 'session', 'course')`),
    check('waitlist_entries_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);

export const waitlistEvents = pgTable(
  'waitlist_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    bookingId: uuid('booking_id'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_events_entry_idx').on(t.entryId, t.createdAt),
    index('waitlist_events_org_idx').on(t.organizationId, t.createdAt),
  ],
);
