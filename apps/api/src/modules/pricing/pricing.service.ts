// The public price list (/pricing): for every current and coming season, the courts grouped by the
// scheduling rule that prices them, and per weekday group the time bands with their prices. The
// bands are read off the slot grid of packages/core (daySlots) on a real date of each weekday, so
// the list shows exactly what the booking grid charges.
import { daySlots } from '@courtside/core/slots/grid';
import { ruleFor } from '@courtside/core/slots/season';
import { addDays, daysBetween, isoWeekday, localDate, localParts } from '@courtside/core/slots/time';
import type { BookingType, SeasonKind, SpaceType } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pricingRepository } from './pricing.repository';
import { loadVenueSnapshot } from '../booking';
import type { SnapshotSeason, VenueSnapshot } from '../booking';

export interface PriceSegment {
  from: string;
  to: string;
  priceCents: number;
  band: string;
}

export interface WeekdayRow {
  weekdays: number[];
  segments: PriceSegment[];
}

export interface PriceGroup {
  ruleId: string;
  category: string;
  spaceTypes: SpaceType[];
  resources: { id: string; name: string }[];
  slotMinutes: number;
  bookingTypes: BookingType[];
  leadDays: number;
  minNoticeMinutes: number;
  minPriceCents: number;
  maxPriceCents: number;
  rows: WeekdayRow[];
}

export interface SeasonPrices {
  id: string;
  name: string;
  kind: SeasonKind;
  startsOn: string;
  endsOn: string;
  isCurrent: boolean;
  openingHours: SnapshotSeason['openingHours'];
  groups: PriceGroup[];
}

/** Seasons that are on or still to come, at most this many (a year ahead is plenty). */
const MAX_SEASONS = 3;
const LOOKAHEAD_DAYS = 400;

/** The first date of `weekday` within [from, to], if any. */
function dateOfWeekday(from: string, to: string, weekday: number): string | undefined {
  const date = addDays(from, (weekday - isoWeekday(from) + 7) % 7);
  return daysBetween(date, to) >= 0 ? date : undefined;
}

function segmentsOf(
  snapshot: VenueSnapshot,
  season: SnapshotSeason,
  rule: VenueSnapshot['rules'][number],
  date: string,
): PriceSegment[] {
  const slots = daySlots({ date, timeZone: snapshot.timeZone, season, rule });
  const segments: PriceSegment[] = [];
  for (const slot of slots) {
    const from = localParts(slot.start, snapshot.timeZone).time;
    const endParts = localParts(slot.end, snapshot.timeZone);
    const to = endParts.date === date ? endParts.time : '24:00';
    const last = segments.at(-1);
    if (last && last.to === from && last.priceCents === slot.priceCents && last.band === slot.band) last.to = to;
    else segments.push({ from, to, priceCents: slot.priceCents, band: slot.band });
  }
  return segments;
}

function rowsOf(
  snapshot: VenueSnapshot,
  season: SnapshotSeason,
  rule: VenueSnapshot['rules'][number],
  firstDate: string,
): WeekdayRow[] {
  const rows: WeekdayRow[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const date = dateOfWeekday(firstDate, season.endsOn, weekday);
    const segments = date ? segmentsOf(snapshot, season, rule, date) : [];
    const same = rows.find((r) => JSON.stringify(r.segments) === JSON.stringify(segments));
    if (same) same.weekdays.push(weekday);
    else rows.push({ weekdays: [weekday], segments });
  }
  return rows;
}

export async function priceList(db: DbOrTx, input: { organizationId: string; now?: Date }) {
  const now = input.now ?? new Date();
  // Bookings and dynamic slots are not needed: the instant window is empty on purpose.
  const probe = await loadVenueSnapshot(db, {
    organizationId: input.organizationId,
    from: now,
    to: now,
    fromDate: '2000-01-01',
    toDate: '2000-01-01',
  });
  if (!probe) throw new AppError('NOT_FOUND', 'Organization not found');
  const today = localDate(now, probe.timeZone);
  const snapshot = (await loadVenueSnapshot(db, {
    organizationId: input.organizationId,
    from: now,
    to: now,
    fromDate: today,
    toDate: addDays(today, LOOKAHEAD_DAYS),
  }))!;
  const resources = snapshot.resources.filter((r) => r.active);
  const seasons = snapshot.seasons
    .filter((s) => s.endsOn >= today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
    .slice(0, MAX_SEASONS);

  const answer: SeasonPrices[] = seasons.map((season) => {
    const firstDate = season.startsOn > today ? season.startsOn : today;
    const groups = new Map<string, PriceGroup>();
    for (const resource of resources.filter((r) => r.locationId === season.locationId)) {
      const rule = ruleFor(resource, season.id, snapshot.rules);
      if (!rule) continue;
      // Courts whose rules price identically share one table (e.g. three halls with equal rules).
      const rows = rowsOf(snapshot, season, rule, firstDate);
      const key = JSON.stringify([resource.category, rule.slotMinutes, rule.leadDays, rule.bookingTypes, rows]);
      let group = groups.get(key);
      if (!group) {
        const prices = rows.flatMap((r) => r.segments.map((s) => s.priceCents));
        group = {
          ruleId: rule.id,
          category: resource.category,
          spaceTypes: [],
          resources: [],
          slotMinutes: rule.slotMinutes,
          bookingTypes: rule.bookingTypes,
          leadDays: rule.leadDays,
          minNoticeMinutes: rule.minNoticeMinutes,
          minPriceCents: prices.length ? Math.min(...prices) : rule.defaultPriceCents,
          maxPriceCents: prices.length ? Math.max(...prices) : rule.defaultPriceCents,
          rows,
        };
        groups.set(key, group);
      }
      group.resources.push({ id: resource.id, name: resource.name });
      if (!group.spaceTypes.includes(resource.spaceType)) group.spaceTypes.push(resource.spaceType);
    }
    return {
      id: season.id,
      name: season.name,
      kind: season.kind,
      startsOn: season.startsOn,
      endsOn: season.endsOn,
      isCurrent: season.startsOn <= today && today <= season.endsOn,
      openingHours: season.openingHours,
      groups: [...groups.values()],
    };
  });
  const sites = await pricingRepository.locationsOf(db, input.organizationId);
  const locations = sites.map((l) => ({
    ...l,
    latitude: l.latitude === null ? null : Number(l.latitude),
    longitude: l.longitude === null ? null : Number(l.longitude),
  }));
  return { timezone: snapshot.timeZone, currency: 'EUR', today, locations, seasons: answer, count: answer.length };
}
