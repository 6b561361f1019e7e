import { describe, expect, it } from 'vitest';
import { windowPriceBounds } from './price-bounds';

const slots = [
  { start: '2026-06-10T16:00:00.000Z', price: 2400 },
  { start: '2026-06-10T17:00:00.000Z', price: 3600 },
];

describe('windowPriceBounds', () => {
  it('is 1/3× … 3× of one slot', () => {
    expect(windowPriceBounds(slots, new Date('2026-06-10T16:00:00Z'), new Date('2026-06-10T17:00:00Z'))).toEqual({
      min: 800,
      max: 7200,
      base: [2400],
    });
  });
  it('is the range every covered slot allows', () => {
    expect(windowPriceBounds(slots, new Date('2026-06-10T16:00:00Z'), new Date('2026-06-10T18:00:00Z'))).toEqual({
      min: 1200,
      max: 7200,
      base: [2400, 3600],
    });
  });
  it('is undefined when no slot starts inside', () => {
    expect(
      windowPriceBounds(slots, new Date('2026-06-10T18:00:00Z'), new Date('2026-06-10T19:00:00Z')),
    ).toBeUndefined();
  });
});
