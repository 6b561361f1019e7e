import { describe, expect, it } from 'vitest';
import type { AvailabilityAnswer, SlotViewDto } from '@courtside/core/booking-schemas';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { buildGrid, displayOf, filterOptions, firstFocus, inDayPart, moveFocus } from './slot-model';
import type { GridFilters } from './slot-model';

const all: GridFilters = { category: null, spaceType: 'all', dayPart: 'all', isOnlyFree: false };

// 2026-11-23 is a winter Monday: Berlin is UTC+1, so 17:00Z is 18:00 local.
const slot = (hourUtc: number, extra: Partial<SlotViewDto> = {}): SlotViewDto => ({
  start: `2026-11-23T${String(hourUtc).padStart(2, '0')}:00:00.000Z`,
  end: `2026-11-23T${String(hourUtc + 1).padStart(2, '0')}:00:00.000Z`,
  state: 'available',
  price: 2800,
  bookable: true,
  ...extra,
});

const answer: AvailabilityAnswer = {
  date: '2026-11-23',
  timezone: 'Europe/Berlin',
  count: 3,
  rows: [
    {
      resourceId: 'c1',
      name: 'Court 1',
      category: 'beach_volleyball',
      spaceType: 'outdoor',
      locationId: 'l1',
      slots: [slot(9), slot(16), slot(17, { state: 'booked', bookable: false })],
    },
    {
      resourceId: 'c2',
      name: 'Court 2',
      category: 'beach_volleyball',
      spaceType: 'outdoor',
      locationId: 'l1',
      slots: [
        slot(16, { state: 'abo', bookable: false }),
        slot(17, { state: 'come_together', placesLeft: 2, capacity: 8, availability: 'caution' }),
      ],
    },
    {
      resourceId: 'h1',
      name: 'Halle 1',
      category: 'beach_tennis',
      spaceType: 'indoor',
      locationId: 'l2',
      slots: [slot(9, { bookable: false }), slot(17)],
    },
  ],
};

const cartItem = (resourceId: string, hourUtc: number): CartItemDto => ({
  id: `item-${resourceId}-${hourUtc}`,
  bookingId: 'b',
  quantity: 1,
  unitPrice: 2800,
  subTotalPrice: 2800,
  resourceId,
  resourceName: resourceId,
  start: slot(hourUtc).start,
  end: slot(hourUtc).end,
  bookingType: 'normal',
  expiryTime: '2026-11-23T08:07:00.000Z',
  subscriptionId: null,
  sessionId: null,
  status: 'reserved',
});

describe('booking grid model', () => {
  it('lays out courts × local start times, with a gap where a court has no slot', () => {
    const model = buildGrid(answer, [], all);
    expect(model.columns).toEqual(['10:00', '17:00', '18:00']);
    expect(model.rows.map((r) => r.name)).toEqual(['Court 1', 'Court 2', 'Halle 1']);
    expect(model.rows[1]!.cells[0]).toBeNull();
    expect(model.rows.map((r) => r.cells.map((c) => c?.display ?? '-'))).toEqual([
      ['available', 'available', 'booked'],
      ['-', 'abo', 'come_together'],
      ['closed', '-', 'available'],
    ]);
  });

  it("marks the viewer's own holds as selected and actionable (tap again gives it back)", () => {
    const model = buildGrid(answer, [cartItem('c1', 16)], all);
    const cell = model.rows[0]!.cells[1]!;
    expect(cell.display).toBe('selected');
    expect(cell.isActionable).toBe(true);
    expect(cell.cartItem?.id).toBe('item-c1-16');
  });

  it('filters by category, space type, time of day and only free', () => {
    expect(buildGrid(answer, [], { ...all, category: 'beach_tennis' }).rows.map((r) => r.name)).toEqual(['Halle 1']);
    expect(buildGrid(answer, [], { ...all, spaceType: 'outdoor' }).rows.map((r) => r.name)).toEqual([
      'Court 1',
      'Court 2',
    ]);
    const evening = buildGrid(answer, [], { ...all, dayPart: 'evening' });
    expect(evening.columns).toEqual(['17:00', '18:00']);
    const free = buildGrid(answer, [], { ...all, isOnlyFree: true });
    // Court 2's come-together session still has places: it counts as bookable.
    expect(free.rows.map((r) => r.cells.filter(Boolean).length)).toEqual([2, 1, 1]);
  });

  it('a two-hour session spans two hourly columns', () => {
    const long = slot(16, { state: 'come_together', placesLeft: 3, end: '2026-11-23T18:00:00.000Z' });
    const model = buildGrid({ ...answer, rows: [answer.rows[0]!, { ...answer.rows[1]!, slots: [long] }] }, [], all);
    expect(model.rows[1]!.cells.map((c) => c?.span ?? null)).toEqual([null, 2, null]);
    expect(model.rows[0]!.cells.map((c) => c?.span)).toEqual([1, 1, 1]);
  });

  it('a full come-together session and closed slots are not actionable', () => {
    const full = slot(17, { state: 'come_together', placesLeft: 0, availability: 'full' });
    expect(displayOf(full, undefined)).toBe('come_together');
    const model = buildGrid(
      { ...answer, rows: [{ ...answer.rows[0]!, slots: [full, slot(9, { bookable: false })] }] },
      [],
      all,
    );
    expect(model.rows[0]!.cells.map((c) => c?.isActionable)).toEqual([false, false]);
  });

  it('offers the categories and locations of the day', () => {
    expect(filterOptions(answer)).toEqual({
      categories: ['beach_tennis', 'beach_volleyball'],
      locationIds: ['l1', 'l2'],
    });
    expect(filterOptions(undefined)).toEqual({ categories: [], locationIds: [] });
  });

  it('splits the day at 12:00 and 17:00', () => {
    expect([
      inDayPart(11 * 60 + 59, 'morning'),
      inDayPart(12 * 60, 'afternoon'),
      inDayPart(17 * 60, 'evening'),
      inDayPart(16 * 60 + 59, 'evening'),
    ]).toEqual([true, true, true, false]);
  });
});

describe('arrow-key movement', () => {
  const model = buildGrid(answer, [], all);
  it('starts on the first actionable slot', () => {
    expect(firstFocus(model)).toEqual({ row: 0, col: 0 });
  });
  it('moves left/right over gaps and stops at the edges', () => {
    expect(moveFocus(model, { row: 1, col: 1 }, 'ArrowLeft')).toBeNull();
    expect(moveFocus(model, { row: 2, col: 0 }, 'ArrowRight')).toEqual({ row: 2, col: 2 });
    expect(moveFocus(model, { row: 0, col: 2 }, 'ArrowRight')).toBeNull();
  });
  it('moves up/down to the same time, or the nearest slot of that court', () => {
    expect(moveFocus(model, { row: 0, col: 2 }, 'ArrowDown')).toEqual({ row: 1, col: 2 });
    expect(moveFocus(model, { row: 0, col: 0 }, 'ArrowDown')).toEqual({ row: 1, col: 1 });
    expect(moveFocus(model, { row: 0, col: 0 }, 'ArrowUp')).toBeNull();
  });
  it('Home and End jump within the court', () => {
    expect(moveFocus(model, { row: 2, col: 2 }, 'Home')).toEqual({ row: 2, col: 0 });
    expect(moveFocus(model, { row: 1, col: 1 }, 'End')).toEqual({ row: 1, col: 2 });
    expect(moveFocus(model, { row: 1, col: 1 }, 'x')).toBeNull();
  });
});
