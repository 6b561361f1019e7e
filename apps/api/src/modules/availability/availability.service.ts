// The availability of a location's courts on one local date: one snapshot query plus the pure
// grid of packages/core. Prices are integer cents.
import type { AvailabilityAnswer, SlotViewDto } from '@courtside/core/booking-schemas';
import type { RuleInput, SlotView } from '@courtside/core/slots/types';
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { slotViews } from '@courtside/core/slots/occupancy';
import { bookingWindow } from '@courtside/core/slots/booking-rules';
import { dayBounds, localDate } from '@courtside/core/slots/time';
import type { LocalDate } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadVenueSnapshotTexts, parseVenueSnapshot, resourceDay, scopeForDates, slotIsoTimes } from '../booking';
import type { ResourceDay, SnapshotBooking, SnapshotResource, VenueSnapshot } from '../booking';
import { answerJson, rowHead, slotsJson } from './availability.serialize';
import { answerMemo } from './availability.memo';

export interface AvailabilityInput {
  organizationId: string;
  date: string;
  locationId?: string;
  category?: string;
  spaceType?: SpaceTypeFilter;
  now?: Date;
}

/** The views with their instants as ISO text, in place (the views are this request's own objects). */
function asDtos(views: SlotView[], times: string[]): SlotViewDto[] {
  const out = views as unknown as SlotViewDto[];
  for (let i = 0; i < out.length; i++) {
    out[i]!.start = times[2 * i]!;
    out[i]!.end = times[2 * i + 1]!;
  }
  return out;
}

/** The answer as UTF-8 JSON: reused while the snapshot's texts and the clock allow (availability.memo.ts). */
export async function availabilityJson(db: DbOrTx, input: AvailabilityInput): Promise<Buffer> {
  const texts = await loadSnapshotTexts(db, input);
  const now = input.now ?? new Date();
  const nowMs = now.getTime();
  const key = `${input.organizationId}|${input.date}|${input.locationId ?? ''}|${input.category ?? ''}|${input.spaceType ?? 'all'}`;
  const kept = answerMemo.get(key, texts.fixed, texts.live, nowMs);
  if (kept !== undefined) return kept;
  const snapshot = parsed(texts);
  const rows: string[] = [];
  const until = eachRow(snapshot, input, now, (resource, day, views) => {
    rows.push(`${rowHead(resource, day.closedDay)}${slotsJson(day.slots, views)}]}`);
  });
  const body = Buffer.from(answerJson(input.date, snapshot.timeZone, rows));
  answerMemo.set(key, { fixed: texts.fixed, live: texts.live, from: nowMs, until, body });
  return body;
}

/** The answer as objects (the same content as availabilityJson's text). */
export async function availability(db: DbOrTx, input: AvailabilityInput): Promise<AvailabilityAnswer> {
  const snapshot = parsed(await loadSnapshotTexts(db, input));
  const rows: AvailabilityAnswer['rows'] = [];
  eachRow(snapshot, input, input.now ?? new Date(), (resource, day, views) => {
    rows.push({
      resourceId: resource.id,
      name: resource.name,
      category: resource.category,
      spaceType: resource.spaceType,
      locationId: resource.locationId,
      ...(day.closedDay ? { closed: { id: day.closedDay.id, label: day.closedDay.label } } : {}),
      slots: asDtos(views, slotIsoTimes(day.slots)),
    });
  });
  return { date: input.date, timezone: snapshot.timeZone, rows, count: rows.length };
}

async function loadSnapshotTexts(db: DbOrTx, input: AvailabilityInput): Promise<{ fixed: string; live: string }> {
  const texts = await loadVenueSnapshotTexts(
    db,
    scopeForDates(input.organizationId, input.date, input.date, { locationId: input.locationId }),
  );
  if (!texts) throw new AppError('NOT_FOUND', 'Organization not found');
  return texts;
}

function parsed(texts: { fixed: string; live: string }): VenueSnapshot {
  const snapshot = parseVenueSnapshot(texts.fixed, texts.live);
  if (!snapshot) throw new AppError('NOT_FOUND', 'Organization not found');
  return snapshot;
}

/**
 * Calls `row` for every court the question covers, in order, with its day and the viewer's slots at
 * `now`. Answers the first clock reading (ms) at which the answer may differ: a live hold expiring,
 * a slot start entering the minimum notice (or passing, without a rule), or the venue's next
 * midnight moving the lead time (bookingWindow in packages/core, slotViews).
 */
function eachRow(
  snapshot: VenueSnapshot,
  input: AvailabilityInput,
  now: Date,
  row: (resource: SnapshotResource, day: ResourceDay, views: SlotView[]) => void,
): number {
  const nowMs = now.getTime();
  const today = todayIn(snapshot.timeZone, nowMs);
  let until = today.until;
  const byResource = new Map<string, SnapshotBooking[]>();
  for (const b of snapshot.bookings) {
    const list = byResource.get(b.resourceId);
    if (list) list.push(b);
    else byResource.set(b.resourceId, [b]);
    const expires = b.expiresAt ? b.expiresAt.getTime() : 0;
    if (expires > nowMs && expires < until) until = expires;
  }
  // One booking window per rule (most courts share a rule), computed once per request.
  const windows = new Map<RuleInput, { earliest: Date; latest: Date }>();
  for (const resource of snapshot.resources) {
    if (!resource.active) continue;
    if (input.category && resource.category !== input.category) continue;
    if (input.spaceType && input.spaceType !== 'all' && resource.spaceType !== input.spaceType) continue;
    const day = resourceDay(snapshot, resource, input.date);
    let window = day.rule ? windows.get(day.rule) : undefined;
    if (day.rule && !window) {
      window = bookingWindow(day.rule, now, snapshot.timeZone);
      windows.set(day.rule, window);
    }
    // A slot stays bookable while start >= now + notice: it changes at start - notice + 1 ms.
    const notice = window ? window.earliest.getTime() - nowMs : 0;
    for (const slot of day.slots) {
      const changes = slot.start.getTime() - notice + 1;
      if (changes > nowMs && changes < until) until = changes;
    }
    const views = slotViews(day.slots, byResource.get(resource.id) ?? [], {
      now,
      earliestStart: window?.earliest,
      latestStart: window?.latest,
    });
    row(resource, day, views);
  }
  return until;
}

export interface Today {
  date: LocalDate;
  /** The clock readings this date holds for: from the first one seen to the venue's next midnight. */
  from: number;
  until: number;
}

// The venue's local date and its next midnight change only at midnight: kept per zone until then
// (the lead time's end likewise, by bookingWindow).
const todays = new Map<string, Today>();

export function todayIn(timeZone: string, nowMs: number): Today {
  let today = todays.get(timeZone);
  if (!today || nowMs < today.from || nowMs >= today.until) {
    const date = localDate(new Date(nowMs), timeZone);
    today = { date, from: nowMs, until: dayBounds(date, timeZone).end.getTime() };
    if (todays.size >= 100) todays.clear();
    todays.set(timeZone, today);
  }
  return today;
}
