import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateShares, splitProblem, splitRequestSchema, splitShares, splitWindow } from './split-payment';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('splitShares', () => {
  it.each([
    [4000, 4, [1000, 1000, 1000, 1000]],
    [4001, 4, [1001, 1000, 1000, 1000]],
    [4003, 4, [1003, 1000, 1000, 1000]],
    [1000, 3, [334, 333, 333]],
    [1, 2, [1, 0]],
    [0, 4, [0, 0, 0, 0]],
    [2999, 1, [2999]],
  ])('%i cents for %i players → %j', (total, players, expected) => {
    expect(splitShares(total, players)).toEqual(expected);
  });

  it('always sums exactly; the booker pays the rounding cents, the others pay alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 4 }), (total, players) => {
        const shares = splitShares(total, players);
        expect(shares).toHaveLength(players);
        expect(sum(shares)).toBe(total);
        const [booker, ...others] = shares;
        for (const o of others) {
          expect(o).toBe(others[0]);
          expect(booker! - o).toBeGreaterThanOrEqual(0);
          expect(booker! - o).toBeLessThan(players);
        }
      }),
    );
  });

  it('refuses nonsense', () => {
    expect(() => splitShares(-1, 2)).toThrow(RangeError);
    expect(() => splitShares(1.5, 2)).toThrow(RangeError);
    expect(() => splitShares(100, 0)).toThrow(RangeError);
  });
});

describe('allocateShares', () => {
  it('court 19 % and service fee: rows sum to the shares, columns to the amounts', () => {
    const rows = allocateShares([4000, 357], splitShares(4357, 4));
    expect(rows.map(sum)).toEqual(splitShares(4357, 4));
    expect(rows.reduce((s, r) => s + r[0]!, 0)).toBe(4000);
    expect(rows.reduce((s, r) => s + r[1]!, 0)).toBe(357);
  });

  it('property: exact in both directions, never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (amounts, players) => {
          const shares = splitShares(sum(amounts), players);
          const rows = allocateShares(amounts, shares);
          expect(rows.map(sum)).toEqual(shares);
          amounts.forEach((a, j) => expect(sum(rows.map((r) => r[j]!))).toBe(a));
          for (const r of rows) for (const p of r) expect(p).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('splitProblem and the request schema', () => {
  it('own e-mail, twice, too many', () => {
    expect(splitProblem(['ana@x.de'], 'Ana@x.de')).toMatch(/own/);
    expect(splitProblem(['b@x.de', 'B@x.de'], 'a@x.de')).toMatch(/twice/);
    expect(splitProblem(['b@x.de', 'c@x.de'], 'a@x.de')).toBeNull();
    expect(splitRequestSchema.safeParse({ emails: ['a@x.de', 'b@x.de', 'c@x.de', 'd@x.de'] }).success).toBe(false);
    expect(splitRequestSchema.safeParse({ emails: ['not-an-email'] }).success).toBe(false);
    expect(splitRequestSchema.safeParse({ emails: [] }).success).toBe(false);
    expect(splitRequestSchema.parse({ emails: [' B@X.de '] })).toEqual({ emails: ['b@x.de'], bookerPaysRest: false });
  });
});

describe('splitWindow', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const s = { deadlineHours: 24, restHours: 12 };
  it('24 h ahead when the slot is far away; the rest window follows', () => {
    const w = splitWindow(now, new Date('2026-06-05T18:00:00Z'), s)!;
    expect(w.deadline.toISOString()).toBe('2026-06-02T10:00:00.000Z');
    expect(w.restUntil.toISOString()).toBe('2026-06-02T22:00:00.000Z');
  });
  it('never after the slot: an hour before it, the rest until the start', () => {
    const w = splitWindow(now, new Date('2026-06-01T18:00:00Z'), s)!;
    expect(w.deadline.toISOString()).toBe('2026-06-01T17:00:00.000Z');
    expect(w.restUntil.toISOString()).toBe('2026-06-01T18:00:00.000Z');
  });
  it('too soon for a split', () => {
    expect(splitWindow(now, new Date('2026-06-01T11:10:00Z'), s)).toBeNull();
    expect(splitWindow(now, new Date('2026-06-01T11:15:00Z'), s)).not.toBeNull();
  });
});
