import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, isLocalDate, isLocalTime, isoWeekday, localParts, zonedInstant } from './time';

const tz = 'Europe/Berlin';

describe('zonedInstant', () => {
  it.each([
    ['2026-01-15', '10:00', '2026-01-15T09:00:00.000Z'],
    ['2026-07-15', '10:00', '2026-07-15T08:00:00.000Z'],
    // Spring forward: 02:00 → 03:00 on 2026-03-29; 02:30 does not exist and lands after the gap.
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    // Fall back: 03:00 → 02:00 on 2026-10-25; 02:30 happens twice and resolves to the first.
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '24:00', '2026-10-25T23:00:00.000Z'],
  ])('%s %s in Berlin is %s', (date, time, iso) => {
    expect(zonedInstant(date, time, tz).toISOString()).toBe(iso);
  });

  it('works for a zone west of UTC', () => {
    expect(zonedInstant('2026-03-08', '03:00', 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });
});

describe('local days', () => {
  it.each([
    ['2026-03-29', 23],
    ['2026-10-25', 25],
    ['2026-06-01', 24],
  ])('%s in Berlin has %i hours', (date, hours) => {
    const { start, end } = dayBounds(date, tz);
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(hours);
  });

  it('reads the wall clock of an instant', () => {
    expect(localParts(new Date('2026-10-25T01:30:00Z'), tz)).toEqual({
      date: '2026-10-25',
      time: '02:30',
      minutes: 150,
      weekday: 7,
    });
    expect(localParts(new Date('2026-12-31T23:30:00Z'), tz).date).toBe('2027-01-01');
  });

  it('handles calendar arithmetic and validation', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalTime('24:00')).toBe(true);
    expect(isLocalTime('24:30')).toBe(false);
    expect(isLocalTime('9:00')).toBe(false);
  });
});
