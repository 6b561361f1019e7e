import { describe, expect, it } from 'vitest';
import { shift, startOfWeek, viewRange } from './calendar-range';

describe('calendar ranges', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
  });
  it('covers a month in whole weeks', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    expect(viewRange('month', '2026-11-22')).toEqual({ from: '2026-10-26', days: 42 });
    // February 2027 starts on a Monday and ends on a Sunday: four rows.
    expect(viewRange('month', '2027-02-10')).toEqual({ from: '2027-02-01', days: 28 });
    expect(viewRange('week', '2026-11-22')).toEqual({ from: '2026-11-16', days: 7 });
  });
  it('moves by week or month across year ends', () => {
    expect(shift('week', '2026-12-30', 1)).toBe('2027-01-04');
    expect(shift('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(shift('month', '2027-01-31', -1)).toBe('2026-12-01');
  });
});
