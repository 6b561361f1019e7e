// Tables of the booking engine (docs/product.md#abo): dynamic slots, subscriptions (abo), bookings
// with their state history, and events. The exclusion constraint that forbids overlapping
// court-holding bookings is hand-written SQL (drizzle/00xx_booking_constraints.sql).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingStatuses, bookingTypes } from '@courtside/core/enums';
import { dynamicSlotKinds } from '@courtside/core/slots/types';
import { contentStatuses, mediaFiles } from './content';
import type { Translated } from './content';
import { organizations } from './organizations';
import { users } from './users';
import { locations, resources } from './venue';

const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

export const dynamicSlotStatuses = ['active', 'cancelled'] as const;

/** A staff-made window on a resource: special price, come-together session or block. */
export const dynamicSlots = pgTable(
  'dynamic_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: dynamicSlotKinds }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    title: text('title'),
    note: text('note'),
    /** special_price: the slot price; come_together: the price of one place. */
    priceCents: integer('price_cents'),
    capacity: integer('capacity'),
    /** come_together: below this many places taken at the decision time, the session is cancelled. */
    minPlayers: integer('min_players'),
    status: text('status', { enum: dynamicSlotStatuses }).notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dynamic_slots_resource_idx').on(t.resourceId, t.startsAt),
    index('dynamic_slots_org_idx').on(t.organizationId, t.startsAt),
    check('dynamic_slots_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('dynamic_slots_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check(
      'dynamic_slots_capacity_check',
      sql`${t.kind} <> 'come_together' or (${t.capacity} > 0 and ${t.priceCents} is not null)`,
    ),
  ],
);

export const subscriptionStatuses = ['reserved', 'pending', 'active', 'cancelled', 'completed'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface SkippedDate {
  date: string;
  reason: string;
}

/** An abo: one weekly slot over a date range (default: the season). Its dates are bookings. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestToken: text('guest_token'),
    /** ISO weekday 1 = Monday … 7 = Sunday, local start time "HH:MM", length in minutes. */
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    minutes: integer('minutes').notNull(),
    subStartDate: date('sub_start_date').notNull(),
    subEndDate: date('sub_end_date').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('reserved'),
    priceCents: integer('price_cents').notNull(),
    skippedDates: jsonb('skipped_dates').$type<SkippedDate[]>().notNull().default([]),
    orderId: uuid('order_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_org_idx').on(t.organizationId, t.subStartDate),
    index('subscriptions_user_idx').on(t.userId),
    check('subscriptions_weekday_check', sql`${t.weekday} between 1 and 7`),
  ],
);

export interface GuestContact {
  name?: string;
  email?: string;
  phone?: string;
}

/**
 * A booking. `during` is generated from starts_at / ends_at; the exclusion constraint over it
 * (court-holding statuses, rows without session_id) makes double booking impossible. Rows with
 * `dynamic_slot_id` hold the court for a come-together session or a block; player bookings of a
 * session carry `session_id` and are counted against its capacity instead.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: tstzrange('during').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    type: text('type', { enum: bookingTypes }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull(),
    places: integer('places').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestToken: text('guest_token'),
    guestContact: jsonb('guest_contact').$type<GuestContact>(),
    // No foreign key: the checkout area's orders table references bookings, not the other way.
    orderId: uuid('order_id'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => dynamicSlots.id, { onDelete: 'restrict' }),
    dynamicSlotId: uuid('dynamic_slot_id').references(() => dynamicSlots.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    extensions: integer('extensions').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    noShow: boolean('no_show').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Cancelled by staff or by the system, not by its customer (drizzle/0049_cancellation_days.sql). */
    cancelledByStaff: boolean('cancelled_by_staff').notNull().default(false),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_org_start_idx').on(t.organizationId, t.startsAt),
    index('bookings_resource_start_idx').on(t.resourceId, t.startsAt),
    index('bookings_user_idx').on(t.userId),
    index('bookings_guest_idx').on(t.guestToken),
    index('bookings_session_idx').on(t.sessionId),
    index('bookings_subscription_idx').on(t.subscriptionId),
    index('bookings_order_idx').on(t.orderId),
    // A guest's bookings by their address (drizzle/0047_customer_figures.sql).
    index('bookings_org_guest_email_idx')
      .on(t.organizationId, sql`lower(${t.guestContact}->>'email')`)
      .where(sql`${t.guestContact} IS NOT NULL`),
    index('bookings_dynamic_slot_idx').on(t.dynamicSlotId),
    index('bookings_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status in ('reserved', 'pending')`),
    check('bookings_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_places_check', sql`${t.places} >= 0`),
    check('bookings_price_check', sql`${t.priceCents} >= 0`),
    check(
      'bookings_session_check',
      sql`${t.type} <> 'come_together' or ${t.sessionId} is not null or ${t.dynamicSlotId} is not null`,
    ),
  ],
);

/** Every state change of a booking: who, when, from what to what, and why (docs/product.md#booking). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

export interface LocalizedText {
  de: string;
  en: string;
}

/** A public event of the venue; tickets, when sold, are places in a come-together session. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    image: text('image'),
    sessionId: uuid('session_id').references(() => dynamicSlots.id, { onDelete: 'set null' }),
    /** The public flag every public query reads; a check keeps it equal to status = 'published'. */
    published: boolean('published').notNull().default(true),
    status: text('status', { enum: contentStatuses }).notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    teaser: jsonb('teaser').$type<Translated>().notNull().default({}),
    coverMediaId: uuid('cover_media_id').references(() => mediaFiles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_org_slug_unique').on(t.organizationId, t.slug),
    index('events_org_start_idx').on(t.organizationId, t.startsAt),
    check('events_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_published_is_status', sql`${t.published} = (${t.status} = 'published')`),
    check('events_scheduled_needs_time', sql`${t.status} <> 'scheduled' OR ${t.publishAt} IS NOT NULL`),
    index('events_org_status_idx').on(t.organizationId, t.status, t.publishAt),
  ],
);
