import { describe, expect, it } from 'vitest';
import { weekdayName, weekdayRanges } from './price-format';

describe('weekday ranges', () => {
  it('names ISO weekdays per locale', () => {
    expect(weekdayName(1, 'en-GB')).toBe('Mon');
    expect(weekdayName(7, 'de-DE')).toBe('So');
  });
  it('joins runs of three or more with a dash', () => {
    expect(weekdayRanges([5, 1, 2, 3, 4], 'en-GB')).toBe('Mon – Fri');
    expect(weekdayRanges([6, 7], 'en-GB')).toBe('Sat, Sun');
    expect(weekdayRanges([1, 3, 4, 5, 7], 'en-GB')).toBe('Mon, Wed – Fri, Sun');
  });
});
