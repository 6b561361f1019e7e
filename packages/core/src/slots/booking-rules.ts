// Whether a requested booking fits the grid and the rule: the friendly checks in front of the
// database constraint (docs/product.md#booking). Each failure carries the error code the API answers.
import type { BookingType } from '../enums';
import { addDays, dayBounds, localDate } from './time';
import type { LocalDate } from './time';
import type { GridSlot, RuleInput } from './types';
import type { ClosedDayInput } from './closed-days';

export type RuleViolationCode =
  | 'OUTSIDE_OPENING_HOURS'
  | 'CLOSED_DAY'
  | 'INVALID_SLOT'
  | 'SLOT_BLOCKED'
  | 'TOO_LATE'
  | 'TOO_EARLY'
  | 'BOOKING_TYPE_NOT_ALLOWED';

export interface RuleViolation {
  ok: false;
  code: RuleViolationCode;
  message: string;
}

export interface FittedRequest {
  ok: true;
  /** The grid slots the booking covers, in order. */
  slots: GridSlot[];
  /** Slot prices summed; for a session, the price of one place. */
  priceCents: number;
  /** The session the request targets (come-together). */
  sessionId?: string;
  capacity?: number;
}

export interface RequestInput {
  start: Date;
  end: Date;
  type: BookingType;
  /** Grid slots of every local day the request touches. */
  slots: readonly GridSlot[];
  rule: RuleInput | undefined;
  now: Date;
  timeZone: string;
  /** Staff may book outside the lead time and notice windows (docs/product.md#roles front desk). */
  ignoreTimeWindow?: boolean;
  /** The closed day the request starts on, if any (docs/product.md#closed-days). */
  closedDay?: ClosedDayInput;
}

const fail = (code: RuleViolationCode, message: string): RuleViolation => ({ ok: false, code, message });

/** The bookable window of a rule at `now`: [now + notice, end of day now + leadDays). */
export function bookingWindow(
  rule: Pick<RuleInput, 'leadDays' | 'minNoticeMinutes'>,
  now: Date,
  timeZone: string,
): { earliest: Date; latest: Date } {
  return { earliest: earliestStart(rule, now), latest: latestStart(rule.leadDays, now, timeZone) };
}

// The lead time's end changes only at the venue's midnight, but finding it takes the zone's
// offsets several times; every hold asks. Kept per zone and lead time with the local day it was
// found on ([from, until) as instants), so any `now` outside that day finds it again.
const leadEnds = new Map<string, { from: number; until: number; latest: Date }>();

/** leadTimeEnd of the venue's day at `now`. */
function latestStart(leadDays: number, now: Date, timeZone: string): Date {
  const key = `${timeZone}|${leadDays}`;
  const t = now.getTime();
  const kept = leadEnds.get(key);
  if (kept && t >= kept.from && t < kept.until) return kept.latest;
  const today = localDate(now, timeZone);
  const { start, end } = dayBounds(today, timeZone);
  const latest = leadTimeEnd(today, leadDays, timeZone);
  if (leadEnds.size >= 100) leadEnds.clear();
  leadEnds.set(key, { from: start.getTime(), until: end.getTime(), latest });
  return latest;
}

/** The earliest bookable start at `now`: the minimum notice from now. */
export function earliestStart(rule: Pick<RuleInput, 'minNoticeMinutes'>, now: Date): Date {
  return new Date(now.getTime() + rule.minNoticeMinutes * 60_000);
}

/** The end of the lead time on the venue's day `today`: the end of the day `leadDays` later. */
export function leadTimeEnd(today: LocalDate, leadDays: number, timeZone: string): Date {
  return dayBounds(addDays(today, leadDays), timeZone).end;
}

export function checkTiming(
  start: Date,
  type: BookingType,
  rule: RuleInput,
  now: Date,
  timeZone: string,
): RuleViolation | undefined {
  const window = bookingWindow(rule, now, timeZone);
  if (start < window.earliest) {
    return fail(
      'TOO_LATE',
      `This slot can no longer be booked: bookings close ${rule.minNoticeMinutes} minutes before the start`,
    );
  }
  // An abo books the whole season, so the lead time does not apply to it (docs/product.md#abo).
  if (type !== 'abo' && start >= window.latest) {
    return fail('TOO_EARLY', `This slot cannot be booked yet: bookings open ${rule.leadDays} days ahead`);
  }
  return undefined;
}

/**
 * Fits a request onto the grid. Normal and abo bookings cover one or more consecutive regular or
 * special slots exactly; a come-together booking covers exactly one session.
 */
export function fitRequest(input: RequestInput): FittedRequest | RuleViolation {
  const { rule, start, end, type } = input;
  if (!(end > start)) return fail('INVALID_SLOT', 'The end must be after the start');
  if (input.closedDay) {
    const label = Object.values(input.closedDay.label).find(Boolean);
    return fail('CLOSED_DAY', label ? `The venue is closed on this day: ${label}` : 'The venue is closed on this day');
  }
  if (!rule || input.slots.length === 0) return fail('OUTSIDE_OPENING_HOURS', 'The venue is closed at this time');
  if (!rule.bookingTypes.includes(type))
    return fail('BOOKING_TYPE_NOT_ALLOWED', `Bookings of type ${type} are not offered here`);

  const first = input.slots.find((s) => s.start.getTime() === start.getTime());
  if (!first) {
    const inside = input.slots.some((s) => s.start <= start && start < s.end);
    return inside
      ? fail('INVALID_SLOT', 'A booking must start at the start of a slot')
      : fail('OUTSIDE_OPENING_HOURS', 'The venue is closed at this time');
  }

  const covered: GridSlot[] = [];
  if (type === 'come_together' || first.kind === 'session') {
    if (first.kind !== 'session')
      return fail('BOOKING_TYPE_NOT_ALLOWED', 'There is no come-together session at this time');
    if (type !== 'come_together')
      return fail('BOOKING_TYPE_NOT_ALLOWED', 'This time is a come-together session: book places in it');
    if (first.end.getTime() !== end.getTime())
      return fail('INVALID_SLOT', 'A come-together booking covers the whole session');
    covered.push(first);
  } else {
    let cursor: GridSlot | undefined = first;
    while (cursor) {
      if (cursor.kind === 'session') return fail('SLOT_BLOCKED', 'The booking runs into a come-together session');
      covered.push(cursor);
      if (cursor.end.getTime() === end.getTime()) break;
      if (cursor.end > end) return fail('INVALID_SLOT', 'A booking must end at the end of a slot');
      const next: GridSlot | undefined = input.slots.find((s) => s.start.getTime() === cursor!.end.getTime());
      if (!next) return fail('OUTSIDE_OPENING_HOURS', 'The booking runs past the opening hours or into a session');
      cursor = next;
    }
    if (covered[covered.length - 1]!.end.getTime() !== end.getTime())
      return fail('INVALID_SLOT', 'A booking must end at the end of a slot');
  }
  if (covered.some((s) => s.kind === 'blocked')) return fail('SLOT_BLOCKED', 'The court is blocked at this time');

  if (!input.ignoreTimeWindow) {
    const timing = checkTiming(start, type, rule, input.now, input.timeZone);
    if (timing) return timing;
  }
  const priceCents = covered.reduce((sum, s) => sum + s.priceCents, 0);
  const session = covered[0]!.kind === 'session' ? covered[0]! : undefined;
  return {
    ok: true,
    slots: covered,
    priceCents,
    ...(session ? { sessionId: session.dynamicSlotId!, capacity: session.capacity ?? 0 } : {}),
  };
}
