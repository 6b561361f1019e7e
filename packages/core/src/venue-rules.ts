// Consistency rules of venue setup: opening hours, seasons, scheduling rules and
// price bands that contradict each other are refused with a message saying what clashes. Pure
// functions, so the API refuses and the dashboard forms can warn before saving with one code.
import { isLocalDate, isLocalTime, minutesOfTime } from './slots/time';
import type { OpeningHours, OpeningInterval, PriceBand } from './slots/types';

/** Why a setup change was refused: `reason` is a stable key the web app translates. */
export interface SetupProblem {
  reason:
    | 'invalid_time'
    | 'times_reversed'
    | 'hours_overlap'
    | 'season_dates_reversed'
    | 'season_overlap'
    | 'band_weekdays'
    | 'band_times_reversed'
    | 'band_overlap'
    | 'band_outside_hours'
    | 'rule_target'
    | 'rule_duplicate';
  message: string;
  params?: Record<string, string | number>;
}

export const weekdayNames = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const weekdayKeys = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Minutes of a closing time, where "24:00" (and nothing else) means the end of the day. */
function closeMinutes(time: string): number {
  return minutesOfTime(time);
}

/** Opening intervals must be real times with open < close, not overlapping within a day. */
export function openingHoursProblems(hours: OpeningHours): SetupProblem[] {
  const problems: SetupProblem[] = [];
  for (const key of weekdayKeys) {
    const intervals = hours[key] ?? [];
    const day = weekdayNames[Number(key)]!;
    for (const i of intervals) {
      if (!isLocalTime(i.open) || !isLocalTime(i.close) || i.open === '24:00') {
        problems.push({
          reason: 'invalid_time',
          message: `${day}: opening times must be HH:MM`,
          params: { weekday: Number(key) },
        });
        continue;
      }
      // Intervals past midnight are possible in the grid, but the editor keeps one day per row:
      // a close at or before the open is almost always a typo (use 24:00 for midnight).
      if (closeMinutes(i.close) <= minutesOfTime(i.open)) {
        problems.push({
          reason: 'times_reversed',
          message: `${day}: the venue must close after it opens (${i.open}–${i.close}); use 24:00 for midnight`,
          params: { weekday: Number(key), from: i.open, to: i.close },
        });
      }
    }
    const valid = intervals.filter(
      (i) => isLocalTime(i.open) && isLocalTime(i.close) && closeMinutes(i.close) > minutesOfTime(i.open),
    );
    const sorted = [...valid].sort((a, b) => minutesOfTime(a.open) - minutesOfTime(b.open));
    for (let n = 1; n < sorted.length; n++) {
      const prev = sorted[n - 1]!;
      const cur = sorted[n]!;
      if (minutesOfTime(cur.open) < closeMinutes(prev.close)) {
        problems.push({
          reason: 'hours_overlap',
          message: `${day}: opening hours ${prev.open}–${prev.close} and ${cur.open}–${cur.close} overlap`,
          params: { weekday: Number(key) },
        });
      }
    }
  }
  return problems;
}

export interface SeasonRange {
  id?: string;
  name: string;
  startsOn: string;
  endsOn: string;
}

export function seasonDateProblems(season: SeasonRange): SetupProblem[] {
  if (!isLocalDate(season.startsOn) || !isLocalDate(season.endsOn)) {
    return [{ reason: 'invalid_time', message: 'Season dates must be YYYY-MM-DD' }];
  }
  if (season.endsOn < season.startsOn) {
    return [
      {
        reason: 'season_dates_reversed',
        message: `The season must end on or after its first day (${season.startsOn} – ${season.endsOn})`,
        params: { from: season.startsOn, to: season.endsOn },
      },
    ];
  }
  return [];
}

/** The first other season of the same location whose inclusive date range meets this one. */
export function overlappingSeason<S extends SeasonRange>(season: SeasonRange, others: readonly S[]): S | undefined {
  return others.find((o) => o.id !== season.id && o.startsOn <= season.endsOn && season.startsOn <= o.endsOn);
}

export function seasonOverlapProblem(season: SeasonRange, other: SeasonRange): SetupProblem {
  return {
    reason: 'season_overlap',
    message: `The season ${season.name} (${season.startsOn} – ${season.endsOn}) overlaps ${other.name} (${other.startsOn} – ${other.endsOn}) of the same location`,
    params: { name: season.name, other: other.name, otherFrom: other.startsOn, otherTo: other.endsOn },
  };
}

function intervalsOf(hours: OpeningHours, weekday: number): OpeningInterval[] {
  return hours[String(weekday) as (typeof weekdayKeys)[number]] ?? [];
}

const bandName = (b: PriceBand) => `${b.label} ${b.from}–${b.to}`;

/**
 * Price bands of one rule: real weekdays and times with from < to, no two bands on the same
 * weekday and time (the first would silently win), and each band meeting the season's opening
 * hours on each of its weekdays (a band wholly outside them can never price a slot).
 */
export function priceBandProblems(bands: readonly PriceBand[], hours: OpeningHours | undefined): SetupProblem[] {
  const problems: SetupProblem[] = [];
  bands.forEach((band, index) => {
    const at = { band: index + 1, label: band.label };
    if (
      !band.weekdays.length ||
      band.weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7) ||
      new Set(band.weekdays).size !== band.weekdays.length
    ) {
      problems.push({
        reason: 'band_weekdays',
        message: `Price band ${index + 1} (${band.label}) needs distinct weekdays from 1 (Monday) to 7 (Sunday)`,
        params: at,
      });
      return;
    }
    if (!isLocalTime(band.from) || !isLocalTime(band.to) || band.from === '24:00') {
      problems.push({
        reason: 'invalid_time',
        message: `Price band ${index + 1} (${band.label}): times must be HH:MM`,
        params: at,
      });
      return;
    }
    if (minutesOfTime(band.from) >= minutesOfTime(band.to)) {
      problems.push({
        reason: 'band_times_reversed',
        message: `Price band ${bandName(band)}: "from" must be before "to"`,
        params: { ...at, from: band.from, to: band.to },
      });
      return;
    }
    if (!hours) return;
    for (const day of band.weekdays) {
      const from = minutesOfTime(band.from);
      const to = minutesOfTime(band.to);
      const meets = intervalsOf(hours, day).some(
        (i) =>
          isLocalTime(i.open) && isLocalTime(i.close) && minutesOfTime(i.open) < to && from < closeMinutes(i.close),
      );
      if (!meets) {
        const open =
          intervalsOf(hours, day)
            .map((i) => `${i.open}–${i.close}`)
            .join(', ') || 'closed';
        problems.push({
          reason: 'band_outside_hours',
          message: `Price band ${bandName(band)} lies outside the opening hours on ${weekdayNames[day]} (${open})`,
          params: { ...at, weekday: day, from: band.from, to: band.to, hours: open },
        });
      }
    }
  });
  for (let a = 0; a < bands.length; a++) {
    for (let b = a + 1; b < bands.length; b++) {
      const x = bands[a]!;
      const y = bands[b]!;
      if (![x.from, x.to, y.from, y.to].every(isLocalTime)) continue;
      const sharedDay = x.weekdays.find((d) => y.weekdays.includes(d));
      if (sharedDay === undefined) continue;
      if (minutesOfTime(x.from) < minutesOfTime(y.to) && minutesOfTime(y.from) < minutesOfTime(x.to)) {
        problems.push({
          reason: 'band_overlap',
          message: `Price bands ${bandName(x)} and ${bandName(y)} overlap on ${weekdayNames[sharedDay]}`,
          params: { first: bandName(x), second: bandName(y), weekday: sharedDay },
        });
      }
    }
  }
  return problems;
}

export interface RuleTarget {
  id?: string;
  seasonId: string;
  resourceId?: string | null;
  category?: string | null;
}

/** A rule applies to exactly one court or one category. */
export function ruleTargetProblems(rule: RuleTarget): SetupProblem[] {
  const hasResource = Boolean(rule.resourceId);
  const hasCategory = Boolean(rule.category && rule.category.trim());
  if (hasResource === hasCategory) {
    return [
      {
        reason: 'rule_target',
        message: 'A scheduling rule applies to either one court or one category, not both or neither',
      },
    ];
  }
  return [];
}

/** Another rule of the same season for the same court or the same category. */
export function duplicateRule<R extends RuleTarget>(rule: RuleTarget, others: readonly R[]): R | undefined {
  return others.find(
    (o) =>
      o.id !== rule.id &&
      o.seasonId === rule.seasonId &&
      ((rule.resourceId && o.resourceId === rule.resourceId) ||
        (!rule.resourceId && !o.resourceId && rule.category && o.category === rule.category)),
  );
}
