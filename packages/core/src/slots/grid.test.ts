import { describe, expect, it } from 'vitest';
import { daySlots, openingWindows } from './grid';
import { ruleFor, seasonFor } from './season';
import { localParts } from './time';
import type { DynamicSlotInput, RuleInput, SeasonInput } from './types';

const tz = 'Europe/Berlin';
const everyDay = (open: string, close: string) =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ open, close }]]));

const summer: SeasonInput = {
  id: 'summer',
  kind: 'summer',
  startsOn: '2026-05-01',
  endsOn: '2026-09-30',
  openingHours: {
    ...everyDay('09:00', '23:00'),
    '6': [{ open: '09:00', close: '22:00' }],
    '7': [{ open: '09:00', close: '22:00' }],
  },
};
const winter: SeasonInput = {
  id: 'winter',
  kind: 'winter',
  startsOn: '2026-10-01',
  endsOn: '2027-04-30',
  openingHours: everyDay('10:00', '22:00'),
};
const roundTheClock: SeasonInput = {
  id: 'all',
  kind: 'winter',
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  openingHours: everyDay('00:00', '24:00'),
};

const rule = (over: Partial<RuleInput> = {}): RuleInput => ({
  slotMinutes: 60,
  bookingTypes: ['normal', 'abo', 'come_together'],
  leadDays: 14,
  minNoticeMinutes: 30,
  defaultPriceCents: 2400,
  priceBands: [
    { label: 'peak', weekdays: [1, 2, 3, 4, 5], from: '17:00', to: '23:00', priceCents: 3600 },
    { label: 'peak', weekdays: [6, 7], from: '09:00', to: '18:00', priceCents: 3600 },
  ],
  ...over,
});

const local = (d: Date) => localParts(d, tz).time;

describe('daySlots', () => {
  it('cuts a summer weekday into 14 hourly slots priced off-peak then peak', () => {
    const slots = daySlots({ date: '2026-07-15', timeZone: tz, season: summer, rule: rule() });
    expect(slots).toHaveLength(14);
    expect(local(slots[0]!.start)).toBe('09:00');
    expect(slots[0]!.start.toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(local(slots[13]!.end)).toBe('23:00');
    expect(slots.map((s) => s.priceCents)).toEqual([...Array(8).fill(2400), ...Array(6).fill(3600)]);
    expect(slots[8]!.band).toBe('peak');
  });

  it('prices a weekend by its own bands and closes earlier', () => {
    const slots = daySlots({ date: '2026-07-18', timeZone: tz, season: summer, rule: rule() });
    expect(slots).toHaveLength(13);
    expect(slots.map((s) => s.priceCents)).toEqual([...Array(9).fill(3600), ...Array(4).fill(2400)]);
  });

  it.each([
    ['2026-03-29', 23, ['00:00', '01:00', '03:00', '04:00']],
    ['2026-10-25', 25, ['00:00', '01:00', '02:00', '02:00', '03:00']],
    ['2026-06-01', 24, ['00:00', '01:00', '02:00', '03:00']],
  ])('a round-the-clock day %s has %i one-hour slots', (date, count, firstLocal) => {
    const slots = daySlots({ date, timeZone: tz, season: roundTheClock, rule: rule({ priceBands: [] }) });
    expect(slots).toHaveLength(count);
    expect(slots.slice(0, firstLocal.length).map((s) => local(s.start))).toEqual(firstLocal);
    for (const s of slots) expect(s.end.getTime() - s.start.getTime()).toBe(3_600_000);
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.start.getTime()).toBe(slots[i - 1]!.end.getTime());
  });

  it('keeps a venue open 09–23 at 14 slots on both DST days, in UTC shifted by the offset', () => {
    const spring = daySlots({
      date: '2026-03-29',
      timeZone: tz,
      season: { ...roundTheClock, openingHours: everyDay('09:00', '23:00') },
      rule: rule(),
    });
    const autumn = daySlots({
      date: '2026-10-25',
      timeZone: tz,
      season: { ...roundTheClock, openingHours: everyDay('09:00', '23:00') },
      rule: rule(),
    });
    expect(spring).toHaveLength(14);
    expect(autumn).toHaveLength(14);
    expect(spring[0]!.start.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(autumn[0]!.start.toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('drops a last slot that would run past closing (90-minute slots)', () => {
    const slots = daySlots({
      date: '2026-11-23',
      timeZone: tz,
      season: { ...winter, openingHours: everyDay('10:00', '21:00') },
      rule: rule({ slotMinutes: 90 }),
    });
    expect(slots.map((s) => local(s.start))).toEqual(['10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00']);
    expect(local(slots[slots.length - 1]!.end)).toBe('20:30');
  });

  it('handles several opening intervals and an interval past midnight', () => {
    const split: SeasonInput = {
      ...winter,
      openingHours: {
        '1': [
          { open: '18:00', close: '01:00' },
          { open: '08:00', close: '10:00' },
        ],
      },
    };
    const slots = daySlots({ date: '2026-11-23', timeZone: tz, season: split, rule: rule({ priceBands: [] }) });
    expect(slots.map((s) => local(s.start))).toEqual([
      '08:00',
      '09:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
      '00:00',
    ]);
    expect(openingWindows('2026-11-24', tz, split)).toEqual([]);
  });

  it('is closed without a season, a rule or opening hours on that weekday', () => {
    expect(daySlots({ date: '2026-11-23', timeZone: tz, season: undefined, rule: rule() })).toEqual([]);
    expect(daySlots({ date: '2026-11-23', timeZone: tz, season: winter, rule: undefined })).toEqual([]);
    expect(
      daySlots({
        date: '2026-11-23',
        timeZone: tz,
        season: { ...winter, openingHours: { '2': [{ open: '10:00', close: '12:00' }] } },
        rule: rule(),
      }),
    ).toEqual([]);
  });
});

describe('dynamic slots on the grid', () => {
  const date = '2026-11-23';
  const at = (h: string) => new Date(`${date}T${h}:00+01:00`);
  const grid = (dynamicSlots: DynamicSlotInput[], r = rule()) =>
    daySlots({ date, timeZone: tz, season: winter, rule: r, dynamicSlots });

  it('replaces the slots under a come-together session by one session slot', () => {
    const slots = grid([
      {
        id: 's1',
        kind: 'come_together',
        start: at('18:00'),
        end: at('20:00'),
        capacity: 8,
        priceCents: 900,
        title: 'Mixed',
      },
    ]);
    expect(slots).toHaveLength(11);
    const session = slots.find((s) => s.kind === 'session')!;
    expect(session).toMatchObject({ dynamicSlotId: 's1', capacity: 8, priceCents: 900, title: 'Mixed' });
    expect(local(session.start)).toBe('18:00');
    expect(slots.filter((s) => s.start < at('20:00') && s.end > at('18:00'))).toHaveLength(1);
  });

  it('marks slots under a block as blocked, sessions included', () => {
    const slots = grid([
      { id: 'b1', kind: 'block', start: at('10:30'), end: at('12:00'), title: 'Sand leveling' },
      { id: 's1', kind: 'come_together', start: at('18:00'), end: at('20:00'), capacity: 8, priceCents: 900 },
      { id: 'b2', kind: 'block', start: at('19:00'), end: at('19:30') },
    ]);
    expect(slots.filter((s) => s.kind === 'blocked').map((s) => local(s.start))).toEqual(['10:00', '11:00', '18:00']);
    expect(slots[0]!.title).toBe('Sand leveling');
  });

  it.each([
    [1200, 1200],
    [800, 800],
    [799, 800], // below a third of 2400: raised to the bound
    [7200, 7200],
    [9000, 7200], // above three times: lowered to the bound
  ])('a special price of %i becomes %i on a 24 € slot', (special, expected) => {
    const slots = grid([
      { id: 'p1', kind: 'special_price', start: at('10:00'), end: at('12:00'), priceCents: special },
    ]);
    expect(slots.slice(0, 2).map((s) => [s.kind, s.priceCents])).toEqual([
      ['special', expected],
      ['special', expected],
    ]);
    expect(slots[2]!.kind).toBe('regular');
  });

  it('bounds a special price on a peak slot by the peak price', () => {
    const slots = grid([{ id: 'p1', kind: 'special_price', start: at('18:00'), end: at('19:00'), priceCents: 100 }]);
    expect(slots.find((s) => s.kind === 'special')!.priceCents).toBe(1200);
  });
});

describe('season and rule choice', () => {
  const seasons = [summer, winter];
  it('switches season inside a week (Wednesday 30 September → Thursday 1 October 2026)', () => {
    const week = ['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04'];
    const counts = week.map((date) => {
      const season = seasonFor(date, seasons)!;
      return [season.id, daySlots({ date, timeZone: tz, season, rule: rule() }).length];
    });
    expect(counts).toEqual([
      ['summer', 14],
      ['summer', 14],
      ['summer', 14],
      ['winter', 12],
      ['winter', 12],
      ['winter', 12],
      ['winter', 12],
    ]);
    expect(seasonFor('2027-05-01', seasons)).toBeUndefined();
  });

  it('prefers a resource rule over the category rule of the same season', () => {
    const rules = [
      { ...rule(), id: 'cat', seasonId: 'winter', category: 'beach_volleyball', resourceId: null },
      { ...rule({ defaultPriceCents: 3200 }), id: 'own', seasonId: 'winter', category: null, resourceId: 'hall-1' },
      { ...rule(), id: 'other-season', seasonId: 'summer', category: 'beach_volleyball', resourceId: 'hall-1' },
    ];
    expect(ruleFor({ id: 'hall-1', category: 'beach_volleyball' }, 'winter', rules)!.id).toBe('own');
    expect(ruleFor({ id: 'court-1', category: 'beach_volleyball' }, 'winter', rules)!.id).toBe('cat');
    expect(ruleFor({ id: 'court-1', category: 'padel' }, 'winter', rules)).toBeUndefined();
  });
});
