// Turns a venue snapshot into the slot grid of one resource on local dates (packages/core does
// the work; this file only picks the season, the rule and the dynamic slots).
import { daySlots } from '@courtside/core/slots/grid';
import { ruleFor, seasonFor } from '@courtside/core/slots/season';
import { closedDayOn } from '@courtside/core/slots/closed-days';
import type { ClosedDayInput } from '@courtside/core/slots/closed-days';
import { addDays, daysBetween, localDate } from '@courtside/core/slots/time';
import type { LocalDate } from '@courtside/core/slots/time';
import type { GridSlot, RuleInput } from '@courtside/core/slots/types';
import type { SnapshotResource, SnapshotScope, VenueSnapshot } from './venue-snapshot';

// The zone is only known once the snapshot is loaded, so its window is padded by more than any
// UTC offset (±14 h) and trimmed to the real local days afterwards.
const PAD_MS = 15 * 3_600_000;

/** The snapshot scope that covers local dates [fromDate, toDate] in any time zone. */
export function scopeForDates(
  organizationId: string,
  fromDate: LocalDate,
  toDate: LocalDate,
  extra: Partial<SnapshotScope> = {},
): SnapshotScope {
  const from = new Date(Date.parse(`${fromDate}T00:00:00Z`) - PAD_MS);
  const to = new Date(Date.parse(`${addDays(toDate, 1)}T00:00:00Z`) + PAD_MS);
  return {
    organizationId,
    from,
    to,
    fromDate: addDays(fromDate, -1),
    toDate: addDays(toDate, 1),
    days: { from: fromDate, to: toDate },
    ...extra,
  };
}

/** The scope covering the instants [start, end) (a booking request). */
export function scopeForRange(
  organizationId: string,
  start: Date,
  end: Date,
  extra: Partial<SnapshotScope> = {},
): SnapshotScope {
  const fromDate = start.toISOString().slice(0, 10);
  const toDate = new Date(end.getTime() - 1).toISOString().slice(0, 10);
  // UTC dates are not local dates: keep the padded window (no `days`) for a range.
  const { days: _days, ...scope } = scopeForDates(organizationId, fromDate, toDate, extra);
  return scope;
}

export interface ResourceDay {
  date: LocalDate;
  rule: RuleInput | undefined;
  slots: GridSlot[];
  /** Set when the resource's location is closed on `date` (docs/product.md#closed-days): no slots. */
  closedDay?: ClosedDayInput;
}

// Day grids are pure functions of their inputs; the busy availability endpoint asks for the same
// ones again and again, so they are kept by a key naming every input (changes make new keys).
const GRID_CACHE_SIZE = 5_000;
const gridCache = new Map<string, GridSlot[]>();

// Courts share their season and rule objects within a snapshot: serialize each object once.
const jsonOf = new WeakMap<object, string>();
function json(value: object | undefined): string {
  if (!value) return '';
  let text = jsonOf.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonOf.set(value, text);
  }
  return text;
}

function cachedDaySlots(input: Parameters<typeof daySlots>[0]): GridSlot[] {
  const dynamic = input.dynamicSlots?.length ? JSON.stringify(input.dynamicSlots) : '';
  const closed = input.closedDay ? 'closed' : '';
  const day = `${input.date}|${input.timeZone}|${dynamic}|${closed}`;
  // Seasons and rules parsed from the snapshot are shared and frozen (venue-snapshot-parse.ts):
  // their identity names their content, so their grids are found without serializing them.
  const season = input.season ?? NONE;
  const rule = input.rule ?? NONE;
  const byDay = Object.isFrozen(season) && Object.isFrozen(rule) ? gridsOf(season, rule) : undefined;
  const key = byDay ? day : `${day}|${json(input.season)}|${json(input.rule)}`;
  const cache = byDay ?? gridCache;
  let slots = cache.get(key);
  if (!slots) {
    slots = daySlots(input);
    if (cache.size >= GRID_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, slots);
  }
  return slots;
}

const NONE = Object.freeze({});
const gridsByObjects = new WeakMap<object, WeakMap<object, Map<string, GridSlot[]>>>();

function gridsOf(season: object, rule: object): Map<string, GridSlot[]> {
  let byRule = gridsByObjects.get(season);
  if (!byRule) {
    byRule = new WeakMap();
    gridsByObjects.set(season, byRule);
  }
  let byDay = byRule.get(rule);
  if (!byDay) {
    byDay = new Map();
    byRule.set(rule, byDay);
  }
  return byDay;
}

// The instants of a cached day grid as ISO text, made once per grid (the availability answer sends
// two per slot; toISOString on every slot of every request was a tenth of a cache miss).
const isoTimes = new WeakMap<readonly GridSlot[], string[]>();

/** [start, end] of every slot as ISO strings, two per slot in slot order; cached per grid. */
export function slotIsoTimes(slots: readonly GridSlot[]): string[] {
  let times = isoTimes.get(slots);
  if (!times) {
    times = new Array<string>(slots.length * 2);
    for (let i = 0; i < slots.length; i++) {
      times[2 * i] = slots[i]!.start.toISOString();
      times[2 * i + 1] = slots[i]!.end.toISOString();
    }
    isoTimes.set(slots, times);
  }
  return times;
}

export function resourceDay(snapshot: VenueSnapshot, resource: SnapshotResource, date: LocalDate): ResourceDay {
  const seasons = snapshot.seasons.filter((s) => s.locationId === resource.locationId);
  const season = seasonFor(date, seasons);
  const rule = season ? ruleFor(resource, season.id, snapshot.rules) : undefined;
  const dynamicSlots = snapshot.dynamicSlots.filter((d) => d.resourceId === resource.id);
  // The one place closed days meet the grid: availability, staff calendar, holds and abo plans all
  // read their days from here (docs/product.md#closed-days).
  const closedDay = closedDayOn(date, resource.locationId, snapshot.closedDays);
  // Grid slots are shared between callers: they are read, never changed.
  const slots = cachedDaySlots({ date, timeZone: snapshot.timeZone, season, rule, dynamicSlots, closedDay });
  return closedDay ? { date, rule, slots, closedDay } : { date, rule, slots };
}

/** Grid slots of every local day the instants [start, end) touch, and the rule of the first day. */
export function resourceSlotsForRange(
  snapshot: VenueSnapshot,
  resource: SnapshotResource,
  start: Date,
  end: Date,
): { rule: RuleInput | undefined; slots: GridSlot[]; closedDay?: ClosedDayInput } {
  const first = localDate(start, snapshot.timeZone);
  const last = localDate(new Date(end.getTime() - 1), snapshot.timeZone);
  const days = Math.max(0, Math.min(daysBetween(first, last), 31));
  const out: GridSlot[] = [];
  let rule: RuleInput | undefined;
  let closedDay: ClosedDayInput | undefined;
  // A slot that runs past midnight belongs to the day it starts on, so the day before is included.
  for (let i = -1; i <= days; i++) {
    const day = resourceDay(snapshot, resource, addDays(first, i));
    if (i === 0) {
      rule = day.rule;
      closedDay = day.closedDay;
    }
    out.push(...day.slots);
  }
  return closedDay ? { rule, slots: out, closedDay } : { rule, slots: out };
}
