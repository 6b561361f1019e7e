import { describe, expect, it } from 'vitest';
import { bookingWindow, fitRequest } from './booking-rules';
import { cancellationOutcome } from './cancellation';
import type { CancellationInput } from './cancellation';
import { daySlots } from './grid';
import { isSpecialPriceAllowed, specialPriceBounds } from './pricing';
import { slotViews } from './occupancy';
import { weeklyDates } from './subscription';
import type { GridSlot, OccupancyInput, RuleInput, SeasonInput } from './types';

const tz = 'Europe/Berlin';
const date = '2026-11-23'; // a Monday in winter (UTC+1)
const at = (h: string, d = date) => new Date(`${d}T${h}:00+01:00`);
const season: SeasonInput = {
  id: 'w',
  kind: 'winter',
  startsOn: '2026-10-01',
  endsOn: '2027-04-30',
  openingHours: { '1': [{ open: '10:00', close: '22:00' }], '2': [{ open: '10:00', close: '22:00' }] },
};
const rule: RuleInput = {
  slotMinutes: 60,
  bookingTypes: ['normal', 'come_together'],
  leadDays: 14,
  minNoticeMinutes: 30,
  defaultPriceCents: 2000,
  priceBands: [{ label: 'peak', weekdays: [1], from: '17:00', to: '22:00', priceCents: 2800 }],
};
const slots: GridSlot[] = daySlots({
  date,
  timeZone: tz,
  season,
  rule,
  dynamicSlots: [
    { id: 'ct', kind: 'come_together', start: at('18:00'), end: at('20:00'), capacity: 8, priceCents: 900 },
    { id: 'blk', kind: 'block', start: at('12:00'), end: at('13:00') },
  ],
});
const now = at('08:00');
const fit = (
  start: Date,
  end: Date,
  type: 'normal' | 'abo' | 'come_together' = 'normal',
  over: Partial<Parameters<typeof fitRequest>[0]> = {},
) => fitRequest({ start, end, type, slots, rule, now, timeZone: tz, ...over });

describe('fitRequest', () => {
  it('accepts one slot and prices it', () => {
    expect(fit(at('10:00'), at('11:00'))).toMatchObject({ ok: true, priceCents: 2000 });
  });

  it('accepts consecutive slots across the peak boundary and sums their prices', () => {
    const r = fit(at('15:00'), at('18:00'));
    expect(r).toMatchObject({ ok: true, priceCents: 2000 + 2000 + 2800 });
  });

  it.each([
    ['before opening', at('09:00'), at('10:00'), 'OUTSIDE_OPENING_HOURS'],
    ['after closing', at('22:00'), at('23:00'), 'OUTSIDE_OPENING_HOURS'],
    ['past closing', at('21:00'), at('23:00'), 'OUTSIDE_OPENING_HOURS'],
    ['off the grid', at('10:30'), at('11:30'), 'INVALID_SLOT'],
    ['ending inside a slot', at('10:00'), at('10:30'), 'INVALID_SLOT'],
    ['end before start', at('11:00'), at('10:00'), 'INVALID_SLOT'],
    ['into a block', at('11:00'), at('13:00'), 'SLOT_BLOCKED'],
    ['into a session', at('17:00'), at('19:00'), 'SLOT_BLOCKED'],
  ])('refuses a normal booking %s', (_name, start, end, code) => {
    expect(fit(start, end)).toMatchObject({ ok: false, code });
  });

  it('books a session only as come-together and only whole', () => {
    expect(fit(at('18:00'), at('20:00'), 'come_together')).toMatchObject({
      ok: true,
      sessionId: 'ct',
      capacity: 8,
      priceCents: 900,
    });
    expect(fit(at('18:00'), at('20:00'), 'normal')).toMatchObject({ ok: false, code: 'BOOKING_TYPE_NOT_ALLOWED' });
    expect(fit(at('18:00'), at('19:00'), 'come_together')).toMatchObject({ ok: false, code: 'INVALID_SLOT' });
    expect(fit(at('10:00'), at('11:00'), 'come_together')).toMatchObject({
      ok: false,
      code: 'BOOKING_TYPE_NOT_ALLOWED',
    });
  });

  it('refuses a booking type the rule does not offer', () => {
    expect(fit(at('10:00'), at('11:00'), 'abo')).toMatchObject({ ok: false, code: 'BOOKING_TYPE_NOT_ALLOWED' });
  });

  it.each([
    ['29 minutes before', at('09:31'), 'TOO_LATE'],
    ['after the start', at('10:10'), 'TOO_LATE'],
    ['exactly 30 minutes before', at('09:30'), undefined],
  ])('minimum notice: booking 10:00 %s', (_n, when, code) => {
    const r = fit(at('10:00'), at('11:00'), 'normal', { now: when });
    if (code) expect(r).toMatchObject({ ok: false, code });
    else expect(r.ok).toBe(true);
  });

  it('lead time: bookable through the 14th local day ahead, not the 15th; abo ignores it', () => {
    const window = bookingWindow(rule, at('08:00', '2026-11-09'), tz);
    expect(window.latest.toISOString()).toBe(new Date('2026-11-24T00:00:00+01:00').toISOString());
    expect(fit(at('10:00'), at('11:00'), 'normal', { now: at('08:00', '2026-11-09') }).ok).toBe(true);
    expect(fit(at('10:00'), at('11:00'), 'normal', { now: at('23:59', '2026-11-08') })).toMatchObject({
      ok: false,
      code: 'TOO_EARLY',
    });
    const aboRule = { ...rule, bookingTypes: ['abo' as const] };
    expect(fit(at('10:00'), at('11:00'), 'abo', { rule: aboRule, now: at('08:00', '2026-10-01') }).ok).toBe(true);
  });

  it('lets staff skip the time window', () => {
    expect(fit(at('10:00'), at('11:00'), 'normal', { now: at('10:30'), ignoreTimeWindow: true }).ok).toBe(true);
  });
});

describe('slotViews', () => {
  const booking = (over: Partial<OccupancyInput>): OccupancyInput => ({
    start: at('10:00'),
    end: at('11:00'),
    type: 'normal',
    status: 'upcoming',
    places: 1,
    ...over,
  });

  it('shows available, booked, abo, blocked and expired holds as free', () => {
    const views = slotViews(
      slots,
      [
        booking({}),
        booking({ start: at('11:00'), end: at('12:00'), type: 'abo' }),
        booking({ start: at('13:00'), end: at('15:00'), status: 'reserved', expiresAt: at('08:05') }),
        booking({ start: at('15:00'), end: at('16:00'), status: 'reserved', expiresAt: at('07:59') }),
        booking({ start: at('16:00'), end: at('17:00'), status: 'cancelled' }),
      ],
      { now },
    );
    const state = (h: string) => views.find((v) => v.start.getTime() === at(h).getTime())!;
    expect(state('10:00')).toMatchObject({ state: 'booked', bookable: false });
    expect(state('11:00').state).toBe('abo');
    expect(state('12:00')).toMatchObject({ state: 'booked', blocked: true });
    expect(state('13:00').state).toBe('booked');
    expect(state('14:00').state).toBe('booked');
    expect(state('15:00')).toMatchObject({ state: 'available', bookable: true, price: 2000 });
    expect(state('16:00').state).toBe('available');
  });

  it.each([
    [0, undefined, 8],
    [5, undefined, 3],
    [6, 'caution', 2],
    [7, 'caution', 1],
    [8, 'full', 0],
  ])('a session of 8 with %i places taken is %s with %i left', (taken, availability, left) => {
    const views = slotViews(
      slots,
      taken
        ? [booking({ start: at('18:00'), end: at('20:00'), type: 'come_together', sessionId: 'ct', places: taken })]
        : [],
      { now },
    );
    const session = views.find((v) => v.state === 'come_together')!;
    expect(session.availability).toBe(availability);
    expect(session.placesLeft).toBe(left);
    expect(session.bookable).toBe(left > 0);
  });

  it('marks slots outside the booking window as not bookable', () => {
    const views = slotViews(slots, [], { now: at('10:45'), earliestStart: at('11:15') });
    expect(views.filter((v) => v.bookable).map((v) => v.start.getUTCHours() + 1)[0]).toBe(13);
  });
});

describe('special price bounds', () => {
  it.each([
    [2400, 800, true],
    [2400, 799, false],
    [2400, 7200, true],
    [2400, 7201, false],
    [1000, 334, true],
    [1000, 333, false],
    [2400, 1000.5, false],
  ])('base %i, special %s → %s', (base, price, ok) => {
    expect(isSpecialPriceAllowed(base, price)).toBe(ok);
  });
  it('rounds the lower bound up to a whole cent', () => {
    expect(specialPriceBounds(1000)).toEqual({ min: 334, max: 3000 });
  });
});

describe('cancellationOutcome', () => {
  const policy = { fullRefundHours: 96, creditHours: 24, comeTogetherRefundHours: 24 };
  const start = at('18:00');
  const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);
  const input = (over: Partial<CancellationInput>): CancellationInput => ({
    type: 'normal',
    status: 'upcoming',
    start,
    now: hoursBefore(100),
    byStaff: false,
    policy,
    ...over,
  });

  it.each([
    ['normal', 96, { allowed: true, refund: 'full' }],
    ['normal', 95.9, { allowed: true, refund: 'credit' }],
    ['normal', 24, { allowed: true, refund: 'credit' }],
    ['normal', 23.9, { allowed: false, reason: 'DEADLINE_PASSED' }],
    ['come_together', 24, { allowed: true, refund: 'full' }],
    ['come_together', 23, { allowed: false, reason: 'DEADLINE_PASSED' }],
    ['abo', 200, { allowed: true, refund: 'credit' }],
    ['abo', 10, { allowed: false, reason: 'DEADLINE_PASSED' }],
  ] as const)('a customer cancelling a %s booking %s h before', (type, h, expected) => {
    expect(cancellationOutcome(input({ type, now: hoursBefore(h) }))).toMatchObject(expected);
  });

  it('lets staff cancel any time and a hold always, never a finished booking', () => {
    expect(cancellationOutcome(input({ now: hoursBefore(1), byStaff: true }))).toEqual({
      allowed: true,
      refund: 'none',
    });
    expect(cancellationOutcome(input({ status: 'reserved', now: hoursBefore(0.1) }))).toEqual({
      allowed: true,
      refund: 'none',
    });
    expect(cancellationOutcome(input({ status: 'completed' }))).toMatchObject({ allowed: false, reason: 'NOT_OPEN' });
    expect(cancellationOutcome(input({ status: 'cancelled', byStaff: true }))).toMatchObject({
      allowed: false,
      reason: 'NOT_OPEN',
    });
  });
});

describe('weeklyDates', () => {
  it('lists every Tuesday of a range', () => {
    expect(weeklyDates('2026-11-23', '2026-12-15', 2)).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
    ]);
    expect(weeklyDates('2026-11-24', '2026-11-24', 2)).toEqual(['2026-11-24']);
    expect(weeklyDates('2026-11-25', '2026-11-30', 2)).toEqual([]);
    expect(weeklyDates('2026-12-01', '2026-11-01', 2)).toEqual([]);
  });
  it('keeps the local wall time across the DST change', () => {
    expect(weeklyDates('2026-10-20', '2026-11-03', 2)).toEqual(['2026-10-20', '2026-10-27', '2026-11-03']);
  });
});
