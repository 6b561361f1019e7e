// Parsing the venue snapshot's two JSON texts (venue-snapshot.ts). The first (organization, courts,
// seasons, rules, closed days) changes only when staff edit the venue: its parsed objects are kept
// per text and shared, frozen, by every request that reads the same text, so the day grids' cache
// keys (resource-grid.ts) and the organization's settings are worked out once per version instead
// of on every request (docs/decisions/017-hold-in-one-call.md). The second (dynamic slots and live
// bookings) is parsed every time.
import type { BookingStatus, BookingType, SeasonKind, SpaceType } from '@courtside/core/enums';
import { organizationSettings } from '@courtside/core/organization';
import type { DynamicSlotKind, OpeningHours, PriceBand } from '@courtside/core/slots/types';
import type { ClosedDayInput } from '@courtside/core/slots/closed-days';
import type { VenueSnapshot } from './venue-snapshot';

// Rows travel as JSON arrays with instants in epoch milliseconds: formatting timestamps as text and
// repeating keys cost more than the query itself on PGlite (bench/README.md).
type Ms = number;
interface RawFixed {
  org: [timezone: string, settings: unknown] | null;
  resources: [
    id: string,
    locationId: string,
    name: string,
    category: string,
    spaceType: SpaceType,
    capacity: number,
    sortOrder: number,
    active: boolean,
  ][];
  seasons: [
    id: string,
    locationId: string,
    name: string,
    kind: SeasonKind,
    startsOn: string,
    endsOn: string,
    openingHours: OpeningHours,
  ][];
  rules: [
    id: string,
    seasonId: string,
    resourceId: string | null,
    category: string | null,
    slotMinutes: number,
    bookingTypes: BookingType[],
    leadDays: number,
    minNoticeMinutes: number,
    defaultPriceCents: number,
    priceBands: PriceBand[],
  ][];
  closed?: [id: string, locationId: string | null, startsOn: string, endsOn: string, label: ClosedDayInput['label']][];
}

interface RawLive {
  dynamic: [
    id: string,
    resourceId: string,
    kind: DynamicSlotKind,
    start: Ms,
    end: Ms,
    priceCents: number | null,
    capacity: number | null,
    minPlayers: number | null,
    title: string | null,
  ][];
  bookings: [
    id: string,
    resourceId: string,
    start: Ms,
    end: Ms,
    type: BookingType,
    status: BookingStatus,
    places: number,
    sessionId: string | null,
    dynamicSlotId: string | null,
    expiresAt: Ms | null,
  ][];
}

type FixedPart = Omit<VenueSnapshot, 'dynamicSlots' | 'bookings'>;

const FIXED_CACHE_SIZE = 64;
const fixedCache = new Map<string, FixedPart | null>();

/** Freezes a parsed value and everything in it (Dates have no own properties to freeze). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function fixedPart(text: string): FixedPart | null {
  const cached = fixedCache.get(text);
  if (cached !== undefined) return cached;
  const parsed = parseFixed(JSON.parse(text) as RawFixed);
  if (fixedCache.size >= FIXED_CACHE_SIZE) fixedCache.delete(fixedCache.keys().next().value!);
  fixedCache.set(text, deepFreeze(parsed));
  return parsed;
}

export function parseVenueSnapshot(fixedText: string, liveText: string): VenueSnapshot | undefined {
  const fixed = fixedPart(fixedText);
  if (!fixed) return undefined;
  const live = JSON.parse(liveText) as RawLive;
  return { ...fixed, ...parseLive(live) };
}

function parseFixed(raw: RawFixed): FixedPart | null {
  if (!raw.org) return null;
  return {
    timeZone: raw.org[0],
    settings: organizationSettings(raw.org[1]),
    resources: raw.resources.map(([id, locationId, name, category, spaceType, capacity, sortOrder, active]) => ({
      id,
      locationId,
      name,
      category,
      spaceType,
      capacity,
      sortOrder,
      active,
    })),
    seasons: raw.seasons.map(([id, locationId, name, kind, startsOn, endsOn, openingHours]) => ({
      id,
      locationId,
      name,
      kind,
      startsOn,
      endsOn,
      openingHours,
    })),
    rules: raw.rules.map(
      ([
        id,
        seasonId,
        resourceId,
        category,
        slotMinutes,
        bookingTypes,
        leadDays,
        minNoticeMinutes,
        defaultPriceCents,
        priceBands,
      ]) => ({
        id,
        seasonId,
        resourceId,
        category,
        slotMinutes,
        bookingTypes,
        leadDays,
        minNoticeMinutes,
        defaultPriceCents,
        priceBands,
      }),
    ),
    closedDays: (raw.closed ?? []).map(([id, locationId, startsOn, endsOn, label]) => ({
      id,
      locationId,
      startsOn,
      endsOn,
      label: label ?? {},
    })),
  };
}

function parseLive(raw: RawLive): Pick<VenueSnapshot, 'dynamicSlots' | 'bookings'> {
  return {
    dynamicSlots: raw.dynamic.map(([id, resourceId, kind, start, end, priceCents, capacity, minPlayers, title]) => ({
      id,
      resourceId,
      kind,
      start: new Date(start),
      end: new Date(end),
      priceCents,
      capacity,
      minPlayers,
      title,
    })),
    bookings: raw.bookings.map(
      ([id, resourceId, start, end, type, status, places, sessionId, dynamicSlotId, expiresAt]) => ({
        id,
        resourceId,
        start: new Date(start),
        end: new Date(end),
        type,
        status,
        places,
        sessionId,
        dynamicSlotId,
        expiresAt: expiresAt === null ? null : new Date(expiresAt),
      }),
    ),
  };
}
