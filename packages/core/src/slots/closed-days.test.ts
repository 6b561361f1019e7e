import { describe, expect, it } from 'vitest';
import { closedDayOn, closedDayRangeProblem } from './closed-days';
import type { ClosedDayInput } from './closed-days';
import { fitRequest } from './booking-rules';
import { daySlots } from './grid';
import { weeklyDates } from './subscription';
import { zonedInstant } from './time';
import type { RuleInput, SeasonInput } from './types';

const tz = 'Europe/Berlin';
const winter: SeasonInput = {
  id: 'winter',
  kind: 'winter',
  startsOn: '2026-10-01',
  endsOn: '2027-04-30',
  openingHours: Object.fromEntries(
    ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ open: '00:00', close: '24:00' }]]),
  ),
};
const rule: RuleInput = {
  slotMinutes: 60,
  bookingTypes: ['normal', 'abo'],
  leadDays: 400,
  minNoticeMinutes: 0,
  defaultPriceCents: 3000,
  priceBands: [],
};
const closed = (over: Partial<ClosedDayInput>): ClosedDayInput => ({
  id: 'c',
  locationId: null,
  startsOn: '2026-12-24',
  endsOn: '2026-12-24',
  label: {},
  ...over,
});

describe('closedDayOn', () => {
  it('covers every date of a range, both ends included, and nothing outside it', () => {
    const days = [closed({ startsOn: '2026-12-24', endsOn: '2026-12-26' })];
    expect(closedDayOn('2026-12-23', 'loc', days)).toBeUndefined();
    expect(closedDayOn('2026-12-24', 'loc', days)?.id).toBe('c');
    expect(closedDayOn('2026-12-25', 'loc', days)?.id).toBe('c');
    expect(closedDayOn('2026-12-26', 'loc', days)?.id).toBe('c');
    expect(closedDayOn('2026-12-27', 'loc', days)).toBeUndefined();
  });

  it('an organization-wide day closes every location; a location day only its own; the location one wins', () => {
    const org = closed({ id: 'org', label: { de: 'Heiligabend' } });
    const own = closed({ id: 'own', locationId: 'a', label: { de: 'Inventur' } });
    expect(closedDayOn('2026-12-24', 'b', [own])).toBeUndefined();
    expect(closedDayOn('2026-12-24', 'b', [own, org])?.id).toBe('org');
    expect(closedDayOn('2026-12-24', 'a', [org, own])?.id).toBe('own');
    expect(closedDayOn('2026-12-24', 'a', undefined)).toBeUndefined();
  });

  it('refuses a reversed range and one longer than 366 days', () => {
    expect(closedDayRangeProblem('2026-12-24', '2026-12-24')).toBeUndefined();
    expect(closedDayRangeProblem('2026-12-24', '2026-12-23')).toMatch(/before/);
    expect(closedDayRangeProblem('2028-01-01', '2028-12-31')).toBeUndefined(); // a leap year: 366 days
    expect(closedDayRangeProblem('2026-01-01', '2027-01-02')).toMatch(/366/);
  });
});

describe('the grid on a closed day', () => {
  it('has no slot on a closed DST day (25 hours) and every slot on the day after', () => {
    // 2026-10-25: Berlin leaves summer time, the day has 25 hourly slots when open.
    const open = daySlots({ date: '2026-10-25', timeZone: tz, season: winter, rule });
    expect(open).toHaveLength(25);
    const day = closed({ startsOn: '2026-10-24', endsOn: '2026-10-25', label: { en: 'Tournament weekend' } });
    expect(daySlots({ date: '2026-10-24', timeZone: tz, season: winter, rule, closedDay: day })).toEqual([]);
    expect(daySlots({ date: '2026-10-25', timeZone: tz, season: winter, rule, closedDay: day })).toEqual([]);
    expect(daySlots({ date: '2026-10-26', timeZone: tz, season: winter, rule })).toHaveLength(24);
  });

  it('refuses a request on a closed day with CLOSED_DAY and the label, before any other check', () => {
    const start = zonedInstant('2026-12-24', '18:00', tz);
    const end = zonedInstant('2026-12-24', '19:00', tz);
    const slots = daySlots({ date: '2026-12-24', timeZone: tz, season: winter, rule });
    const open = fitRequest({
      start,
      end,
      type: 'normal',
      slots,
      rule,
      now: new Date('2026-12-01T00:00:00Z'),
      timeZone: tz,
    });
    expect(open.ok).toBe(true);
    const refused = fitRequest({
      start,
      end,
      type: 'normal',
      slots,
      rule,
      now: new Date('2026-12-01T00:00:00Z'),
      timeZone: tz,
      closedDay: closed({ label: { de: 'Heiligabend' } }),
    });
    expect(refused).toMatchObject({ ok: false, code: 'CLOSED_DAY' });
    expect(!refused.ok && refused.message).toContain('Heiligabend');
  });

  it('an abo season loses exactly the closed Thursdays in the middle of it', () => {
    const days = [
      closed({ id: 'xmas', startsOn: '2026-12-24', endsOn: '2026-12-26' }),
      closed({ id: 'nye', startsOn: '2026-12-31', endsOn: '2026-12-31' }),
    ];
    const weeks = weeklyDates('2026-12-03', '2027-01-28', 4);
    const skipped = weeks.filter((d) => closedDayOn(d, 'loc', days));
    const booked = weeks.filter((d) => !closedDayOn(d, 'loc', days));
    expect(skipped).toEqual(['2026-12-24', '2026-12-31']);
    expect(booked).toHaveLength(weeks.length - 2);
    expect(booked).toContain('2027-01-07');
  });
});
