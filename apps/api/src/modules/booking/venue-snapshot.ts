// One query for everything the slot grid needs on a window of time: the organization's zone and
// settings, resources, seasons, rules, active dynamic slots and live bookings. Availability and
// every hold use it, so a grid costs one round trip however many courts a location has. It answers
// two JSON texts: what staff edit (kept parsed per text, venue-snapshot-parse.ts) and what changes
// with every booking.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SpaceType } from '@courtside/core/enums';
import type { OrganizationSettings } from '@courtside/core/organization';
import type { DynamicSlotInput, OccupancyInput, RuleInput, SeasonInput } from '@courtside/core/slots/types';
import type { ClosedDayInput } from '@courtside/core/slots/closed-days';
import type { DbOrTx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { parseVenueSnapshot } from './venue-snapshot-parse';

export { parseVenueSnapshot };

export interface SnapshotResource {
  id: string;
  locationId: string;
  name: string;
  category: string;
  spaceType: SpaceType;
  capacity: number;
  sortOrder: number;
  active: boolean;
}

export interface SnapshotSeason extends SeasonInput {
  locationId: string;
  name: string;
}

export interface SnapshotDynamicSlot extends DynamicSlotInput {
  resourceId: string;
  minPlayers: number | null;
}

export interface SnapshotBooking extends OccupancyInput {
  id: string;
  resourceId: string;
}

export interface VenueSnapshot {
  timeZone: string;
  settings: OrganizationSettings;
  resources: SnapshotResource[];
  seasons: SnapshotSeason[];
  rules: (RuleInput & { id: string; seasonId: string })[];
  dynamicSlots: SnapshotDynamicSlot[];
  bookings: SnapshotBooking[];
  /** Closed days of the organization and the scope's locations (docs/product.md#closed-days). */
  closedDays: ClosedDayInput[];
  /** The organization's grid version the snapshot was read at (undefined for one built in memory). */
  gridVersion?: number;
}

export interface SnapshotScope {
  organizationId: string;
  locationId?: string;
  resourceId?: string;
  /** The instants the grid covers (bookings and dynamic slots overlapping them are loaded). */
  from: Date;
  to: Date;
  /** Local dates the seasons must cover (inclusive). */
  fromDate: string;
  toDate: string;
  /**
   * The local dates the caller shows, when known: bookings and dynamic slots are then limited to
   * those days in the organization's zone (plus 12 h for slots past midnight), inside [from, to).
   */
  days?: { from: string; to: string };
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::bigint`);

export interface SnapshotOptions {
  /**
   * Whether the live bookings are loaded (default true). Fitting a request onto the grid
   * (booking-context.ts checkRequest) reads only the grid, the rules and the dynamic slots: the
   * database decides collisions (the hold function, the exclusion constraint), so a hold's
   * snapshot leaves them out (docs/decisions/026-hot-path-requests.md).
   */
  bookings?: boolean;
}

/** The one statement behind a snapshot (exported for the availability bench's direct runs). */
export function venueSnapshotSql(scope: SnapshotScope, { bookings = true }: SnapshotOptions = {}): SQL {
  const from = scope.from.toISOString();
  const to = scope.to.toISOString();
  return sql`
    with r as (
      select id, location_id, name, category, space_type, capacity, sort_order, active
      from resources
      where organization_id = ${scope.organizationId}
        and (${scope.locationId ?? null}::uuid is null or location_id = ${scope.locationId ?? null}::uuid)
        and (${scope.resourceId ?? null}::uuid is null or id = ${scope.resourceId ?? null}::uuid)
    ), w as (
      select greatest(${from}::timestamptz, ${scope.days?.from ?? null}::date::timestamp at time zone o.timezone) as f,
             least(${to}::timestamptz, (${scope.days?.to ?? null}::date + 1)::timestamp at time zone o.timezone + interval '12 hours') as t
      from organizations o where o.id = ${scope.organizationId}
    ), s as (
      select id, location_id, name, kind, starts_on, ends_on, opening_hours
      from seasons
      where organization_id = ${scope.organizationId}
        and location_id in (select location_id from r)
        and starts_on <= ${scope.toDate}::date and ends_on >= ${scope.fromDate}::date
    )
    select json_build_object(
      'org', (select json_build_array(timezone, settings) from organizations where id = ${scope.organizationId}),
      'resources', (select coalesce(json_agg(json_build_array(id, location_id, name, category, space_type, capacity, sort_order, active) order by sort_order, name), '[]') from r),
      'seasons', (select coalesce(json_agg(json_build_array(id, location_id, name, kind, starts_on, ends_on, opening_hours)), '[]') from s),
      'rules', (select coalesce(json_agg(json_build_array(id, season_id, resource_id, category, slot_minutes, booking_types, lead_days, min_notice_minutes, default_price_cents, price_bands)), '[]')
         from scheduling_rules where season_id in (select id from s)),
      'closed', (select coalesce(json_agg(json_build_array(id, location_id, starts_on, ends_on, label)), '[]')
         from closed_days
         where organization_id = ${scope.organizationId}
           and (location_id is null or location_id in (select location_id from r))
           and starts_on <= ${scope.toDate}::date and ends_on >= ${scope.fromDate}::date)
    )::text as fixed, json_build_object(
      'dynamic', (select coalesce(json_agg(json_build_array(id, resource_id, kind, ${ms('starts_at')}, ${ms('ends_at')}, price_cents, capacity, min_players, title)), '[]')
         from dynamic_slots
         where resource_id = any(array(select id from r)) and status = 'active'
           and starts_at < (select t from w) and ends_at > (select f from w)),
      'bookings', ${bookings ? liveBookings : sql.raw(`'[]'::json`)}
    )::text as live,
    (select version from grid_versions where organization_id = ${scope.organizationId})::text as grid_version
  `;
}

const liveBookings = sql`(select coalesce(json_agg(json_build_array(id, resource_id, ${ms('starts_at')}, ${ms('ends_at')}, type, status, places, session_id, dynamic_slot_id, ${ms('expires_at')})), '[]')
         from bookings
         where resource_id = any(array(select id from r))
           and status in ('reserved', 'pending', 'upcoming')
           and during && tstzrange((select f from w), (select t from w), '[)'))`;

/** The snapshot statement's parameters in the order of venueSnapshotSql (a test compares them). */
export function venueSnapshotParams(scope: SnapshotScope): unknown[] {
  const { organizationId: org, locationId = null, resourceId = null } = scope;
  return [
    org,
    locationId,
    locationId,
    resourceId,
    resourceId,
    scope.from.toISOString(),
    scope.days?.from ?? null,
    scope.to.toISOString(),
    scope.days?.to ?? null,
    org,
    org,
    scope.toDate,
    scope.fromDate,
    org,
    org,
    scope.toDate,
    scope.fromDate,
    org,
  ];
}

const snapshotTexts: Partial<Record<'all' | 'grid', string>> = {};

/** The statement's text: built by Drizzle once, then run by name (db/prepared.ts). */
export function venueSnapshotText(options: SnapshotOptions = {}): string {
  const variant = options.bookings === false ? 'grid' : 'all';
  snapshotTexts[variant] ??= new PgDialect().sqlToQuery(
    venueSnapshotSql({ organizationId: '', from: new Date(0), to: new Date(0), fromDate: '', toDate: '' }, options),
  ).sql;
  return snapshotTexts[variant];
}

/**
 * The snapshot's two JSON texts as the database sent them (availability keeps answers per text),
 * and the organization's grid version read in the same statement (drizzle/0043_hold_grid_version.sql).
 */
export async function loadVenueSnapshotTexts(
  db: DbOrTx,
  scope: SnapshotScope,
  options: SnapshotOptions = {},
): Promise<{ fixed: string; live: string; gridVersion: number | undefined } | undefined> {
  const name = options.bookings === false ? 'courtside_venue_snapshot_grid' : 'courtside_venue_snapshot';
  const rows = await queryPrepared(db, name, venueSnapshotText(options), venueSnapshotParams(scope));
  const fixed = rows[0]?.fixed as string | undefined;
  const live = rows[0]?.live as string | undefined;
  const version = rows[0]?.grid_version as string | null | undefined;
  return fixed && live ? { fixed, live, gridVersion: version == null ? undefined : Number(version) } : undefined;
}

export async function loadVenueSnapshot(
  db: DbOrTx,
  scope: SnapshotScope,
  options: SnapshotOptions = {},
): Promise<VenueSnapshot | undefined> {
  const texts = await loadVenueSnapshotTexts(db, scope, options);
  if (!texts) return undefined;
  // A new object each time (its parsed parts are shared, kept per text): the version goes on it.
  const snapshot = parseVenueSnapshot(texts.fixed, texts.live);
  if (snapshot) snapshot.gridVersion = texts.gridVersion;
  return snapshot;
}
