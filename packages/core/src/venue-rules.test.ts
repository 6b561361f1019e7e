import { describe, expect, it } from 'vitest';
import type { OpeningHours, PriceBand } from './slots/types';
import {
  duplicateRule,
  openingHoursProblems,
  overlappingSeason,
  priceBandProblems,
  ruleTargetProblems,
  seasonDateProblems,
} from './venue-rules';

const summer: OpeningHours = {
  '1': [{ open: '09:00', close: '23:00' }],
  '6': [{ open: '09:00', close: '22:00' }],
  '7': [],
};
const band = (over: Partial<PriceBand>): PriceBand => ({
  label: 'peak',
  weekdays: [1],
  from: '17:00',
  to: '23:00',
  priceCents: 3600,
  ...over,
});

describe('openingHoursProblems', () => {
  it.each([
    ['a normal day', { '1': [{ open: '09:00', close: '23:00' }] }, []],
    ['until midnight', { '1': [{ open: '09:00', close: '24:00' }] }, []],
    [
      'two intervals with a lunch break',
      {
        '2': [
          { open: '09:00', close: '12:00' },
          { open: '13:00', close: '20:00' },
        ],
      },
      [],
    ],
    [
      'touching intervals',
      {
        '2': [
          { open: '09:00', close: '12:00' },
          { open: '12:00', close: '20:00' },
        ],
      },
      [],
    ],
    ['close before open', { '1': [{ open: '18:00', close: '09:00' }] }, ['times_reversed']],
    ['close equal to open', { '1': [{ open: '09:00', close: '09:00' }] }, ['times_reversed']],
    [
      'overlapping intervals',
      {
        '3': [
          { open: '09:00', close: '14:00' },
          { open: '13:00', close: '20:00' },
        ],
      },
      ['hours_overlap'],
    ],
    ['24:00 as an opening', { '3': [{ open: '24:00', close: '24:00' }] }, ['invalid_time']],
    ['a closed day', { '7': [] }, []],
  ] as [string, OpeningHours, string[]][])('%s', (_name, hours, reasons) => {
    expect(openingHoursProblems(hours).map((p) => p.reason)).toEqual(reasons);
  });
});

describe('seasons', () => {
  const others = [
    { id: 'w', name: 'Winter', startsOn: '2025-10-01', endsOn: '2026-04-30' },
    { id: 's', name: 'Summer', startsOn: '2026-05-01', endsOn: '2026-09-30' },
  ];
  it.each([
    ['right after summer', '2026-10-01', '2027-04-30', undefined],
    ['first day meets the last day of summer', '2026-09-30', '2027-04-30', 's'],
    ['inside winter', '2026-01-01', '2026-01-31', 'w'],
    ['covering both', '2025-01-01', '2027-01-01', 'w'],
    ['before everything', '2025-05-01', '2025-09-30', undefined],
  ])('%s', (_name, startsOn, endsOn, clash) => {
    expect(overlappingSeason({ name: 'New', startsOn, endsOn }, others)?.id).toBe(clash);
  });
  it('ignores the season itself when it is edited', () => {
    expect(
      overlappingSeason({ id: 's', name: 'Summer', startsOn: '2026-04-20', endsOn: '2026-09-30' }, others)?.id,
    ).toBe('w');
    expect(
      overlappingSeason({ id: 's', name: 'Summer', startsOn: '2026-05-01', endsOn: '2026-10-15' }, others),
    ).toBeUndefined();
  });
  it('refuses an end before the start but allows a one-day season', () => {
    expect(seasonDateProblems({ name: 'x', startsOn: '2026-05-02', endsOn: '2026-05-01' })[0]?.reason).toBe(
      'season_dates_reversed',
    );
    expect(seasonDateProblems({ name: 'x', startsOn: '2026-05-01', endsOn: '2026-05-01' })).toEqual([]);
    expect(seasonDateProblems({ name: 'x', startsOn: '2026-02-30', endsOn: '2026-05-01' })[0]?.reason).toBe(
      'invalid_time',
    );
  });
});

describe('priceBandProblems', () => {
  it.each([
    ['inside the hours', [band({})], []],
    ['partly after closing still prices slots', [band({ weekdays: [6], from: '17:00', to: '23:00' })], []],
    ['from equal to to', [band({ from: '17:00', to: '17:00' })], ['band_times_reversed']],
    ['from after to', [band({ from: '20:00', to: '17:00' })], ['band_times_reversed']],
    ['wholly before opening', [band({ from: '06:00', to: '09:00' })], ['band_outside_hours']],
    ['on a closed day', [band({ weekdays: [7], from: '10:00', to: '12:00' })], ['band_outside_hours']],
    ['on a day without hours', [band({ weekdays: [4], from: '10:00', to: '12:00' })], ['band_outside_hours']],
    ['weekday 8', [band({ weekdays: [8] })], ['band_weekdays']],
    ['a weekday twice', [band({ weekdays: [1, 1] })], ['band_weekdays']],
    [
      'overlapping bands on a shared day',
      [band({}), band({ label: 'late', weekdays: [1, 6], from: '21:00', to: '22:00' })],
      ['band_overlap'],
    ],
    ['touching bands', [band({ from: '09:00', to: '17:00', label: 'day' }), band({})], []],
    ['same times on different days', [band({}), band({ weekdays: [6] })], []],
  ] as [string, PriceBand[], string[]][])('%s', (_name, bands, reasons) => {
    expect(priceBandProblems(bands, summer).map((p) => p.reason)).toEqual(reasons);
  });
});

describe('scheduling rule targets', () => {
  it.each([
    [{ seasonId: 's', resourceId: 'r1' }, []],
    [{ seasonId: 's', category: 'beach_volleyball' }, []],
    [{ seasonId: 's', resourceId: 'r1', category: 'beach_volleyball' }, ['rule_target']],
    [{ seasonId: 's' }, ['rule_target']],
    [{ seasonId: 's', category: '  ' }, ['rule_target']],
  ])('%o', (rule, reasons) => {
    expect(ruleTargetProblems(rule).map((p) => p.reason)).toEqual(reasons);
  });

  const rules = [
    { id: 'a', seasonId: 's', category: 'beach_volleyball', resourceId: null },
    { id: 'b', seasonId: 's', category: null, resourceId: 'r1' },
    { id: 'c', seasonId: 'w', category: 'beach_tennis', resourceId: null },
  ];
  it.each([
    ['same category, same season', { seasonId: 's', category: 'beach_volleyball' }, 'a'],
    ['same court, same season', { seasonId: 's', resourceId: 'r1' }, 'b'],
    ['same category, other season', { seasonId: 's', category: 'beach_tennis' }, undefined],
    ['a court rule next to its category rule', { seasonId: 's', resourceId: 'r2' }, undefined],
    ['editing the rule itself', { id: 'a', seasonId: 's', category: 'beach_volleyball' }, undefined],
  ])('%s', (_name, rule, clash) => {
    expect(duplicateRule(rule, rules)?.id).toBe(clash);
  });
});
