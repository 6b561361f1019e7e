import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingTypes, seasonKinds, spaceTypes } from '@courtside/core/enums';
import type { BookingType } from '@courtside/core/enums';
import { organizations } from './organizations';

export interface Address {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export const locations = pgTable('locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: jsonb('address').$type<Address>().notNull(),
  latitude: text('latitude'),
  longitude: text('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A court or space that is booked in time slots. */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    spaceType: text('space_type', { enum: spaceTypes }).notNull(),
    capacity: integer('capacity').notNull().default(4),
    description: text('description'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resources_org_location_idx').on(t.organizationId, t.locationId)],
);

/** Opening hours per ISO weekday (1 = Monday … 7 = Sunday), local wall-clock "HH:MM". */
export type OpeningHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', { open: string; close: string }[]>>;

export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: seasonKinds }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seasons_org_location_idx').on(t.organizationId, t.locationId, t.startsOn)],
);

/** A price band: on these weekdays between from and to (local "HH:MM"), a slot costs priceCents. */
export interface PriceBand {
  label: 'peak' | 'off_peak' | string;
  weekdays: number[];
  from: string;
  to: string;
  priceCents: number;
}

/** How a resource (or every resource of a category) is booked in a season. */
export const schedulingRules = pgTable(
  'scheduling_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    // Exactly one of resourceId / category is set; a resource rule beats a category rule.
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    category: text('category'),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    bookingTypes: jsonb('booking_types')
      .$type<BookingType[]>()
      .notNull()
      .default([...bookingTypes]),
    leadDays: integer('lead_days').notNull().default(14),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(30),
    defaultPriceCents: integer('default_price_cents').notNull(),
    priceBands: jsonb('price_bands').$type<PriceBand[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rules_org_season_idx').on(t.organizationId, t.seasonId)],
);

/**
 * A closed day or range of closed days (docs/product.md#closed-days): local dates in the
 * organization's zone on which a location (or, with no location, every location) takes no booking.
 */
export const closedDays = pgTable(
  'closed_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    label: jsonb('label').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closed_days_org_idx').on(t.organizationId, t.endsOn)],
);

/**
 * One row per organization: goes up with every change to what a court hold is fitted on
 * (organization zone and settings, resources, seasons, rules, closed days, dynamic slots), by
 * triggers (drizzle/0043_hold_grid_version.sql); kept grids are checked against it.
 */
export const gridVersions = pgTable('grid_versions', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
