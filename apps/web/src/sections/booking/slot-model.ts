// The booking grid as data: courts × start times, each cell a slot as the viewer sees it. Pure
// functions, unit-tested; the grid and the phone list render the same model.
import type { AvailabilityAnswer, SlotViewDto } from '@courtside/core/booking-schemas';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { localParts } from '@courtside/core/slots/time';

/** How a slot is shown: docs/product.md#holds colours plus the viewer's own holds and closed slots. */
export type SlotDisplay = 'available' | 'booked' | 'abo' | 'come_together' | 'selected' | 'closed';

export interface GridSlot extends SlotViewDto {
  resourceId: string;
  resourceName: string;
  display: SlotDisplay;
  /** The cart item holding this slot for the viewer. */
  cartItem?: CartItemDto;
  /** Whether activating the slot does something (hold it, join a session, give it back). */
  isActionable: boolean;
  /** Local start time HH:MM in the venue's timezone, the column key. */
  column: string;
  /** Minutes since local midnight, for the time-of-day filter. */
  minutes: number;
  /** Grid columns the slot covers (a two-hour session spans two hourly columns). */
  span?: number;
}

export interface GridRow {
  resourceId: string;
  name: string;
  category: string;
  spaceType: 'indoor' | 'outdoor';
  locationId: string;
  /** Cells by column; null where the court has no slot at that time. */
  cells: (GridSlot | null)[];
}

export interface GridModel {
  columns: string[];
  rows: GridRow[];
}

export type DayPart = 'all' | 'morning' | 'afternoon' | 'evening';

export const DAY_PARTS: readonly DayPart[] = ['all', 'morning', 'afternoon', 'evening'];

export function inDayPart(minutes: number, part: DayPart): boolean {
  if (part === 'morning') return minutes < 12 * 60;
  if (part === 'afternoon') return minutes >= 12 * 60 && minutes < 17 * 60;
  if (part === 'evening') return minutes >= 17 * 60;
  return true;
}

export interface GridFilters {
  category: string | null;
  spaceType: SpaceTypeFilter;
  dayPart: DayPart;
  isOnlyFree: boolean;
}

const overlaps = (slot: { start: string; end: string }, item: { start: string; end: string }) =>
  Date.parse(slot.start) < Date.parse(item.end) && Date.parse(item.start) < Date.parse(slot.end);

export function displayOf(slot: SlotViewDto, cartItem: CartItemDto | undefined): SlotDisplay {
  if (cartItem) return 'selected';
  if (slot.blocked) return 'closed';
  if (slot.state === 'come_together') return slot.bookable ? 'come_together' : 'closed';
  if (slot.state === 'booked') return 'booked';
  if (slot.state === 'abo') return 'abo';
  return slot.bookable ? 'available' : 'closed';
}

/** A come-together session can be joined while it has places; a free slot can be held. */
export function isActionable(slot: SlotViewDto, display: SlotDisplay): boolean {
  if (display === 'selected' || display === 'available') return true;
  if (display === 'come_together') return slot.availability !== 'full' && (slot.placesLeft ?? 0) > 0;
  return false;
}

export function buildGrid(
  answer: AvailabilityAnswer | undefined,
  cartItems: readonly CartItemDto[],
  filters: GridFilters,
): GridModel {
  if (!answer) return { columns: [], rows: [] };
  const timeZone = answer.timezone;
  const rows = answer.rows.filter(
    (r) =>
      (!filters.category || r.category === filters.category) &&
      (filters.spaceType === 'all' || r.spaceType === filters.spaceType),
  );
  const slotsByRow = rows.map((row) =>
    row.slots
      .map((slot): GridSlot => {
        const cartItem = cartItems.find(
          (i) => i.resourceId === row.resourceId && i.bookingType !== 'abo' && overlaps(slot, i),
        );
        const display = displayOf(slot, cartItem);
        const parts = localParts(new Date(slot.start), timeZone);
        return {
          ...slot,
          resourceId: row.resourceId,
          resourceName: row.name,
          display,
          cartItem,
          isActionable: isActionable(slot, display),
          column: parts.time,
          minutes: parts.minutes,
        };
      })
      .filter((slot) => inDayPart(slot.minutes, filters.dayPart) && (!filters.isOnlyFree || slot.isActionable)),
  );
  const columns = [...new Set(slotsByRow.flat().map((s) => s.column))].sort();
  const columnMinutes = columns.map((c) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3, 5)));
  for (const slot of slotsByRow.flat()) {
    const length = (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;
    slot.span = Math.max(1, columnMinutes.filter((m) => m >= slot.minutes && m < slot.minutes + length).length);
  }
  const gridRows = rows
    .map((row, index) => {
      const byColumn = new Map(slotsByRow[index]!.map((s) => [s.column, s]));
      return {
        resourceId: row.resourceId,
        name: row.name,
        category: row.category,
        spaceType: row.spaceType,
        locationId: row.locationId,
        cells: columns.map((c) => byColumn.get(c) ?? null),
      };
    })
    .filter((row) => row.cells.some(Boolean));
  return { columns, rows: gridRows };
}

/** Categories and locations present on the day, for the filter menus. */
export function filterOptions(answer: AvailabilityAnswer | undefined): { categories: string[]; locationIds: string[] } {
  const rows = answer?.rows ?? [];
  return {
    categories: [...new Set(rows.map((r) => r.category))].sort(),
    locationIds: [...new Set(rows.map((r) => r.locationId))],
  };
}

/** Free slots per row, for the phone list's court headers. */
export function freeCount(row: GridRow): number {
  return row.cells.filter((c) => c?.display === 'available').length;
}

/** The next cell in a direction that exists, for arrow-key movement (roving focus). */
export function moveFocus(
  model: GridModel,
  from: { row: number; col: number },
  key: string,
): { row: number; col: number } | null {
  const { rows } = model;
  if (rows.length === 0) return null;
  const has = (r: number, c: number) => Boolean(rows[r]?.cells[c]);
  const width = model.columns.length;
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const step = key === 'ArrowRight' ? 1 : -1;
    for (let c = from.col + step; c >= 0 && c < width; c += step)
      if (has(from.row, c)) return { row: from.row, col: c };
    return null;
  }
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const step = key === 'ArrowDown' ? 1 : -1;
    for (let r = from.row + step; r >= 0 && r < rows.length; r += step) {
      if (has(r, from.col)) return { row: r, col: from.col };
      // The court has no slot at this time: the nearest one it has.
      for (let d = 1; d < width; d += 1) {
        if (has(r, from.col - d)) return { row: r, col: from.col - d };
        if (has(r, from.col + d)) return { row: r, col: from.col + d };
      }
    }
    return null;
  }
  if (key === 'Home' || key === 'End') {
    const cols = rows[from.row]!.cells.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
    const col = key === 'Home' ? cols[0] : cols[cols.length - 1];
    return col === undefined ? null : { row: from.row, col };
  }
  return null;
}

/** The first cell to focus: the first actionable one, else the first one. */
export function firstFocus(model: GridModel): { row: number; col: number } | null {
  let first: { row: number; col: number } | null = null;
  for (let r = 0; r < model.rows.length; r += 1) {
    const cells = model.rows[r]!.cells;
    for (let c = 0; c < cells.length; c += 1) {
      const cell = cells[c];
      if (!cell) continue;
      if (cell.isActionable) return { row: r, col: c };
      first ??= { row: r, col: c };
    }
  }
  return first;
}
