// The slot grid of one resource on one local date: season hours × scheduling rule × dynamic slots
// (docs/product.md#checkout). Slots step in real minutes from the opening instant, so on a DST day every slot
// still lasts slotMinutes and a day open around the clock has 23 or 25 hourly slots.
import { bandPrice, clampSpecialPrice } from './pricing';
import { addDays, isoWeekday, localParts, minutesOfTime, zonedInstant } from './time';
import type { LocalDate } from './time';
import type { DynamicSlotInput, GridSlot, OpeningInterval, RuleInput, SeasonInput } from './types';
import type { ClosedDayInput } from './closed-days';

export interface DayGridInput {
  date: LocalDate;
  timeZone: string;
  /** The season covering `date`; none means closed. */
  season: SeasonInput | undefined;
  /** The rule of that season for the resource; none means not bookable. */
  rule: RuleInput | undefined;
  /** Active dynamic slots of the resource (any that overlap the day are applied). */
  dynamicSlots?: readonly DynamicSlotInput[];
  /** The closed day covering `date` (closed-days.ts closedDayOn): the day then has no slot at all. */
  closedDay?: ClosedDayInput;
}

/** Opening intervals of a date as instants, in order. */
export function openingWindows(
  date: LocalDate,
  timeZone: string,
  season: SeasonInput | undefined,
): { start: Date; end: Date }[] {
  if (!season) return [];
  const key = String(isoWeekday(date)) as keyof SeasonInput['openingHours'];
  const intervals: OpeningInterval[] = season.openingHours[key] ?? [];
  return intervals
    .map((i) => {
      const start = zonedInstant(date, i.open, timeZone);
      const runsPastMidnight = i.close === '24:00' || minutesOfTime(i.close) <= minutesOfTime(i.open);
      const end = runsPastMidnight
        ? zonedInstant(addDays(date, 1), i.close === '24:00' ? '00:00' : i.close, timeZone)
        : zonedInstant(date, i.close, timeZone);
      return { start, end };
    })
    .filter((w) => w.end > w.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

function overlaps(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The regular slots of the day, priced by the rule's bands. */
function regularSlots(input: DayGridInput, rule: RuleInput): GridSlot[] {
  const out: GridSlot[] = [];
  const step = rule.slotMinutes * 60_000;
  if (step <= 0) return out;
  for (const window of openingWindows(input.date, input.timeZone, input.season)) {
    for (let t = window.start.getTime(); t + step <= window.end.getTime(); t += step) {
      const start = new Date(t);
      const local = localParts(start, input.timeZone);
      const { priceCents, band } = bandPrice(rule, local.weekday, local.minutes);
      out.push({ start, end: new Date(t + step), kind: 'regular', priceCents, band });
    }
  }
  return out;
}

/**
 * The day's slots in time order. Sessions replace the regular slots they overlap; blocks mark the
 * slots they overlap as blocked (a block beats a session); a special price re-prices the regular
 * slots that start inside it, within [1/3 ×, 3 ×] of the rule's price.
 */
export function daySlots(input: DayGridInput): GridSlot[] {
  const { rule } = input;
  // docs/product.md#closed-days: a closed day beats the opening hours, sessions and specials.
  if (!rule || !input.season || input.closedDay) return [];
  const dynamic = input.dynamicSlots ?? [];
  const windows = openingWindows(input.date, input.timeZone, input.season);
  const day = windows.length ? { start: windows[0]!.start, end: windows[windows.length - 1]!.end } : undefined;
  if (!day) return [];

  const blocks = dynamic.filter((d) => d.kind === 'block' && overlaps(d, day));
  const sessions = dynamic.filter((d) => d.kind === 'come_together' && overlaps(d, day));
  const specials = dynamic.filter((d) => d.kind === 'special_price' && d.priceCents != null);

  let slots = regularSlots(input, rule).filter((s) => !sessions.some((x) => overlaps(s, x)));
  for (const session of sessions) {
    slots.push({
      start: session.start,
      end: session.end,
      kind: 'session',
      priceCents: session.priceCents ?? 0,
      band: 'session',
      dynamicSlotId: session.id,
      capacity: session.capacity ?? 0,
      ...(session.title ? { title: session.title } : {}),
    });
  }
  slots = slots.map((slot) => {
    const block = blocks.find((b) => overlaps(slot, b));
    if (block) {
      return { ...slot, kind: 'blocked', dynamicSlotId: block.id, ...(block.title ? { title: block.title } : {}) };
    }
    if (slot.kind !== 'regular') return slot;
    const special = specials.find((x) => x.start <= slot.start && slot.start < x.end);
    if (!special) return slot;
    return {
      ...slot,
      kind: 'special',
      priceCents: clampSpecialPrice(slot.priceCents, special.priceCents!),
      band: 'special',
      dynamicSlotId: special.id,
      ...(special.title ? { title: special.title } : {}),
    };
  });
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}
