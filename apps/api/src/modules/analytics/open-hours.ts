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

export function openMinutesOfLocation(seasons: VenueShape['seasons'], dates: readonly LocalDate[], timeZone: string): OpenMinutes {
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

/** Open minutes of every location of the shape, keyed by location id. */
export function openMinutesByLocation(shape: VenueShape, dates: readonly LocalDate[], timeZone: string): Map<string, OpenMinutes> {
  const out = new Map<string, OpenMinutes>();
  for (const locationId of new Set(shape.resources.map((r) => r.locationId))) {
    out.set(locationId, openMinutesOfLocation(shape.seasons.filter((s) => s.locationId === locationId), dates, timeZone));
  }
  return out;
}
