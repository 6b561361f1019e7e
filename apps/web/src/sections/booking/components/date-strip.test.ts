import { describe, expect, it } from 'vitest';
import { chipsThatFit } from './date-strip';

describe('chipsThatFit', () => {
  it('fits as many whole chips as the strip holds, with their gaps', () => {
    // 250 px strip (a 390 px phone): four 58 px English chips, three 72 px German ones.
    expect(chipsThatFit(250, 58, 14)).toBe(4);
    expect(chipsThatFit(250, 72, 14)).toBe(3);
    // Exactly four 60 px chips and three 6 px gaps: 258 px.
    expect(chipsThatFit(258, 60, 14)).toBe(4);
    expect(chipsThatFit(257.9, 60, 14)).toBe(3);
  });

  it('never fewer than one, never more than there are days, never narrower than the minimum', () => {
    expect(chipsThatFit(40, 72, 14)).toBe(1);
    expect(chipsThatFit(2000, 60, 14)).toBe(14);
    expect(chipsThatFit(250, 20, 14)).toBe(4);
  });
});
