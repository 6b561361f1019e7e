// Open court-minutes per local date and hour, from the seasons' opening hours (the denominator of
// occupancy and utilisation). DST days come out right: windows are instants, hours are read on
// the local clock.
import { openingWindows } from '@courtside/core/slots/grid';
import { seasonFor } from '@courtside/core/slots/season';
import { addDays, localParts } from '@courtside/core/slots/time';
import type { LocalDate } from '@courtside/core/slots/time';
import type { VenueShape } from './analytics.repository';

/** date → hour → open minutes, for one location. */
export type OpenMinutes = Map<LocalDate, Map<number, number>>;

export function datesOf(fromDate: LocalDate, toDate: LocalDate): LocalDate[] {
  const out: LocalDate[] = [];
  for (let d = fromDate; d <= toDate; d = addDays(d, 1)) out.push(d);
  return out;
}

export function openMinutesOfLocation(
  seasons: VenueShape['seasons'],
  dates: readonly LocalDate[],
  timeZone: string,
): OpenMinutes {
  const out: OpenMinutes = new Map();
  for (const date of dates) {
    const byHour = new Map<number, number>();
    const season = seasonFor(date, seasons);
    for (const window of openingWindows(date, timeZone, season)) {
      let t = window.start.getTime();
      const end = window.end.getTime();
      while (t < end) {
        const local = localParts(new Date(t), timeZone);
        const toNextHour = (60 - (local.minutes % 60)) * 60_000;
        const next = Math.min(end, t + toNextHour);
        const hour = Math.floor(local.minutes / 60);
        byHour.set(hour, (byHour.get(hour) ?? 0) + Math.round((next - t) / 60_000));
        t = next;
      }
    }
    out.set(date, byHour);
  }
  return out;
}

// Walking a year of opening hours costs 10–35 ms of the one Node.js thread per report (bench/README.md:
// at 10 concurrent requests the 365-day occupancy report queued behind it, not behind its SQL).
// The answer depends only on the zone, the dates and the seasons (their opening hours included),
// so it is kept under exactly that key: an edited season is a new key, never a stale answer.
const OPEN_CACHE_SIZE = 64;
const openCache = new Map<string, OpenMinutes>();

function cachedOpenMinutes(seasons: VenueShape['seasons'], dates: readonly LocalDate[], timeZone: string): OpenMinutes {
  const key = JSON.stringify([timeZone, dates[0] ?? '', dates.at(-1) ?? '', dates.length, seasons]);
  const hit = openCache.get(key);
  if (hit) {
    openCache.delete(key);
    openCache.set(key, hit);
    return hit;
  }
  const value = openMinutesOfLocation(seasons, dates, timeZone);
  openCache.set(key, value);
  if (openCache.size > OPEN_CACHE_SIZE) openCache.delete(openCache.keys().next().value!);
  return value;
}

/** Open minutes of every location of the shape, keyed by location id (shared answers: read only). */
export function openMinutesByLocation(
  shape: VenueShape,
  dates: readonly LocalDate[],
  timeZone: string,
): Map<string, OpenMinutes> {
  const out = new Map<string, OpenMinutes>();
  for (const locationId of new Set(shape.resources.map((r) => r.locationId))) {
    out.set(
      locationId,
      cachedOpenMinutes(
        shape.seasons.filter((s) => s.locationId === locationId),
        dates,
        timeZone,
      ),
    );
  }
  return out;
}
