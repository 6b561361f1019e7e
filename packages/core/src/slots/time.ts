// Wall-clock ↔ instant conversions in an IANA time zone. Times are stored as UTC instants and
// reasoned about in the organization's zone (docs/product.md#booking); DST days have 23 or 25 hours.
// The subpath: the package's index also brings TZDate, whose module patches Date's prototype on
// load and so is never tree-shaken (1 KB of the booking page's start-up).
import { tzOffset } from '@date-fns/tz/tzOffset';

/** A local calendar date, "YYYY-MM-DD". */
export type LocalDate = string;
/** A local wall-clock time, "HH:MM" ("24:00" allowed as the end of a day). */
export type LocalTime = string;

// Offsets change only at transitions, which fall on quarter hours: one Intl lookup per zone and
// quarter hour serves every later call (the grid asks thousands of times per request).
const QUARTER_HOUR = 900_000;
const offsetCache = new Map<string, number>();

/** UTC offset of `timeZone` at `instant`, in minutes (cached tzOffset of @date-fns/tz). */
export function zoneOffset(timeZone: string, instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const key = `${timeZone}|${Math.floor(ms / QUARTER_HOUR)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    if (offsetCache.size > 50_000) offsetCache.clear();
    offset = tzOffset(timeZone, new Date(Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR));
    offsetCache.set(key, offset);
  }
  return offset;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-4]):([0-5]\d)$/;

export function isLocalDate(value: string): boolean {
  const m = datePattern.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

export function isLocalTime(value: string): boolean {
  const m = timePattern.exec(value);
  return Boolean(m) && (m![1] !== '24' || m![2] === '00');
}

/** Minutes since local midnight of "HH:MM". */
export function minutesOfTime(time: LocalTime): number {
  const m = timePattern.exec(time);
  if (!m) throw new RangeError(`Invalid local time ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function timeOfMinutes(minutes: number): LocalTime {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function dateParts(date: LocalDate): [number, number, number] {
  const m = datePattern.exec(date);
  if (!m) throw new RangeError(`Invalid local date ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, mo, d] = dateParts(date);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (calendar dates, no DST involved). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const [y1, m1, d1] = dateParts(from);
  const [y2, m2, d2] = dateParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const [y, m, d] = dateParts(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time`. A time skipped by a DST
 * jump (02:30 on the spring day in Berlin) resolves to the instant after the gap; a time that
 * occurs twice (autumn) resolves to its first occurrence.
 */
export function zonedInstant(date: LocalDate, time: LocalTime, timeZone: string): Date {
  const [y, mo, d] = dateParts(date);
  const wall = Date.UTC(y, mo - 1, d, 0, minutesOfTime(time));
  // A zone changes its offset at most once around a given day: the offsets a day before and a
  // day after are the only candidates. A candidate is right when the zone agrees at that instant.
  const before = zoneOffset(timeZone, wall - 86_400_000);
  const after = zoneOffset(timeZone, wall + 86_400_000);
  const valid = [before, after]
    .map((offset) => ({ offset, instant: wall - offset * 60_000 }))
    .filter((c) => zoneOffset(timeZone, c.instant) === c.offset)
    .map((c) => c.instant);
  if (valid.length) return new Date(Math.min(...valid));
  // In a gap: read the wall time with the offset before the jump, which lands after the gap.
  return new Date(wall - before * 60_000);
}

export interface LocalParts {
  date: LocalDate;
  time: LocalTime;
  /** Minutes since local midnight. */
  minutes: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** What the wall clock in `timeZone` shows at `instant`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const shifted = new Date(instant.getTime() + zoneOffset(timeZone, instant) * 60_000);
  const minutes = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  const day = shifted.getUTCDay();
  return {
    date: shifted.toISOString().slice(0, 10),
    time: timeOfMinutes(minutes),
    minutes,
    weekday: day === 0 ? 7 : day,
  };
}

/** The local calendar date of an instant. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  return localParts(instant, timeZone).date;
}

/** [start of the local day, start of the next local day) as instants (23, 24 or 25 hours). */
export function dayBounds(date: LocalDate, timeZone: string): { start: Date; end: Date } {
  return { start: zonedInstant(date, '00:00', timeZone), end: zonedInstant(addDays(date, 1), '00:00', timeZone) };
}
