import { describe, expect, it } from 'vitest';
import {
  coverWithPass,
  passIneligibility,
  passOutstandingCents,
  passTypeInputSchema,
  passUnitsFor,
  passValidUntil,
  withinWindows,
} from './passes';
import type { PassRules } from './passes';

const tz = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);
const offPeak: PassRules = {
  unit: 'court_hour',
  bookingTypes: ['normal'],
  windows: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '16:00' }],
};

describe('punches per booking', () => {
  it.each([
    ['one hour', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z', 1, 1],
    ['90 minutes: two started hours', '2026-12-01T09:00:00Z', '2026-12-01T10:30:00Z', 1, 2],
    ['two hours', '2026-12-01T09:00:00Z', '2026-12-01T11:00:00Z', 1, 2],
  ])('court hours: %s', (_name, start, end, quantity, units) => {
    expect(passUnitsFor('court_hour', { bookingType: 'normal', startsAt: at(start), endsAt: at(end), quantity })).toBe(
      units,
    );
  });
  it('one punch per come-together place', () => {
    expect(
      passUnitsFor('place', {
        bookingType: 'come_together',
        startsAt: at('2026-12-01T09:00:00Z'),
        endsAt: at('2026-12-01T11:00:00Z'),
        quantity: 3,
      }),
    ).toBe(3);
  });
});

describe('weekly windows on the venue clock', () => {
  it.each([
    // Tuesday 1 Dec 2026, Berlin is UTC+1 in winter.
    ['Tue 10:00–11:00 local', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z', true],
    ['Tue 15:00–16:00 local ends on the edge', '2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z', true],
    ['Tue 15:30–16:30 local runs past 16:00', '2026-12-01T14:30:00Z', '2026-12-01T15:30:00Z', false],
    ['Tue 06:00–07:00 local starts too early', '2026-12-01T05:00:00Z', '2026-12-01T06:00:00Z', false],
    ['Sat 10:00 local is not a weekday', '2026-12-05T09:00:00Z', '2026-12-05T10:00:00Z', false],
    // Summer time (UTC+2): 14:00Z is 16:00 local, so 13:00–14:00Z is 15:00–16:00 local.
    ['summer Tue 15:00–16:00 local', '2026-06-02T13:00:00Z', '2026-06-02T14:00:00Z', true],
    ['summer Tue 16:00 local starts late', '2026-06-02T14:00:00Z', '2026-06-02T15:00:00Z', false],
    // The DST day itself (Sun 29 Mar 2026) is a Sunday; Mon 30 Mar is the first summer weekday.
    ['Mon after DST 08:00 local', '2026-03-30T06:00:00Z', '2026-03-30T07:00:00Z', true],
  ])('%s', (_name, start, end, inside) => {
    expect(withinWindows(offPeak.windows, at(start), at(end), tz)).toBe(inside);
  });
  it('no windows means any time; a window to 24:00 takes a booking ending at midnight', () => {
    expect(withinWindows([], at('2026-12-05T22:00:00Z'), at('2026-12-05T23:00:00Z'), tz)).toBe(true);
    const late = [{ days: [6], from: '22:00', to: '24:00' }];
    expect(withinWindows(late, at('2026-12-05T22:00:00Z'), at('2026-12-05T23:00:00Z'), tz)).toBe(true);
  });
});

describe('covering a cart', () => {
  const hour = (start: string) => ({
    bookingType: 'normal' as const,
    startsAt: at(start),
    endsAt: new Date(at(start).getTime() + 3_600_000),
    quantity: 1,
  });
  it('pays eligible lines in order while punches last, never part of a line', () => {
    const lines = [
      hour('2026-12-01T09:00:00Z'),
      hour('2026-12-01T17:00:00Z'), // 18:00 local: not covered
      { ...hour('2026-12-02T09:00:00Z'), endsAt: at('2026-12-02T11:00:00Z') }, // 2 hours
      hour('2026-12-03T09:00:00Z'),
    ];
    expect(coverWithPass(offPeak, 2, lines, tz)).toEqual([1, 0, 0, 1]);
    expect(coverWithPass(offPeak, 10, lines, tz)).toEqual([1, 0, 2, 1]);
    expect(coverWithPass(offPeak, 0, lines, tz)).toEqual([0, 0, 0, 0]);
  });
  it('tells why a booking is not covered', () => {
    expect(passIneligibility(offPeak, { ...hour('2026-12-01T09:00:00Z'), bookingType: 'come_together' }, tz)).toBe(
      'booking_type',
    );
    expect(passIneligibility(offPeak, hour('2026-12-01T17:00:00Z'), tz)).toBe('time');
    expect(passIneligibility(offPeak, hour('2026-12-01T09:00:00Z'), tz)).toBeNull();
  });
});

describe('money and dates', () => {
  it.each([
    [26000, 10, 10, 26000],
    [26000, 7, 10, 18200],
    [10000, 1, 3, 3333],
    [10000, 0, 10, 0],
  ])('outstanding of %i with %i of %i left is %i', (grossCents, left, total, out) => {
    expect(passOutstandingCents({ grossCents, unitsRemaining: left, unitsTotal: total })).toBe(out);
  });
  it('validity ends the same day n months later, or the last day of a shorter month', () => {
    expect(passValidUntil(at('2026-01-15T10:00:00Z'), 12).toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(passValidUntil(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });
  it('refuses a type without name, units or with a window that ends before it starts', () => {
    const base = {
      name: { de: 'X' },
      unit: 'court_hour',
      units: 10,
      bookingTypes: ['normal'],
      validityMonths: 12,
      priceCents: 100,
      vatPercent: 19,
    };
    expect(passTypeInputSchema.safeParse(base).success).toBe(true);
    expect(passTypeInputSchema.safeParse({ ...base, name: {} }).success).toBe(false);
    expect(passTypeInputSchema.safeParse({ ...base, units: 0 }).success).toBe(false);
    expect(passTypeInputSchema.safeParse({ ...base, bookingTypes: ['abo'] }).success).toBe(false);
    expect(
      passTypeInputSchema.safeParse({ ...base, windows: [{ days: [1], from: '16:00', to: '07:00' }] }).success,
    ).toBe(false);
  });
});
