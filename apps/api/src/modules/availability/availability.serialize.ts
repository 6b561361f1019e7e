// The availability answer's JSON, written directly: byte for byte what JSON.stringify gave for the
// answer object (availability.serialize.test.ts compares them), without making the DTO objects. The
// parts that change only when staff edit the venue — a court's fields, a slot's instants — are
// made once per court object and day grid (both are shared while the snapshot's first text is the
// same, venue-snapshot-parse.ts and resource-grid.ts) and kept.
import type { SlotView } from '@courtside/core/slots/types';
import type { GridSlot } from '@courtside/core/slots/types';
import type { ClosedDayInput } from '@courtside/core/slots/closed-days';
import type { SnapshotResource } from '../booking';
import { slotIsoTimes } from '../booking';

const rowHeads = new WeakMap<SnapshotResource, string>();

/** `{"resourceId":…,"locationId":"…",` up to `"slots":[` — with `closed` when the day is closed. */
export function rowHead(resource: SnapshotResource, closedDay: ClosedDayInput | undefined): string {
  if (closedDay)
    return rowStart(resource) + `,"closed":${JSON.stringify({ id: closedDay.id, label: closedDay.label })},"slots":[`;
  let head = rowHeads.get(resource);
  if (head === undefined) {
    head = rowStart(resource) + ',"slots":[';
    rowHeads.set(resource, head);
  }
  return head;
}

function rowStart(r: SnapshotResource): string {
  const fields = {
    resourceId: r.id,
    name: r.name,
    category: r.category,
    spaceType: r.spaceType,
    locationId: r.locationId,
  };
  return JSON.stringify(fields).slice(0, -1);
}

const slotHeads = new WeakMap<readonly GridSlot[], string[]>();

/** `{"start":"…","end":"…","state":"` of every slot of a day grid, made once per grid. */
function slotHeadsOf(slots: readonly GridSlot[]): string[] {
  let heads = slotHeads.get(slots);
  if (!heads) {
    const times = slotIsoTimes(slots);
    heads = new Array<string>(slots.length);
    for (let i = 0; i < slots.length; i++)
      heads[i] = `{"start":"${times[2 * i]}","end":"${times[2 * i + 1]}","state":"`;
    slotHeads.set(slots, heads);
  }
  return heads;
}

/**
 * The slots of one row as JSON array items (no brackets). Keys in slotViews' order: start, end,
 * state, price, bookable, then title, blocked or the session's fields when present.
 */
export function slotsJson(slots: readonly GridSlot[], views: readonly SlotView[]): string {
  const heads = slotHeadsOf(slots);
  let out = '';
  for (let i = 0; i < views.length; i++) {
    const v = views[i]!;
    if (i > 0) out += ',';
    out += `${heads[i]}${v.state}","price":${num(v.price)},"bookable":${v.bookable}`;
    if (v.title !== undefined) out += `,"title":${JSON.stringify(v.title)}`;
    if (v.blocked !== undefined) out += `,"blocked":${v.blocked}`;
    if (v.sessionId !== undefined) out += `,"sessionId":${JSON.stringify(v.sessionId)}`;
    if (v.capacity !== undefined) out += `,"capacity":${num(v.capacity)}`;
    if (v.placesLeft !== undefined) out += `,"placesLeft":${num(v.placesLeft)}`;
    if (v.availability !== undefined) out += `,"availability":"${v.availability}"`;
    out += '}';
  }
  return out;
}

/** A number as JSON.stringify writes it (integers here; null for what JSON cannot hold). */
function num(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/** The whole answer around its rows' JSON (each `rowHead(…) + slotsJson(…) + ']}'`). */
export function answerJson(date: string, timeZone: string, rows: string[]): string {
  return `{"date":${JSON.stringify(date)},"timezone":${JSON.stringify(timeZone)},"rows":[${rows.join(',')}],"count":${rows.length}}`;
}
