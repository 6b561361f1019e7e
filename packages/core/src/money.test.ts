import { describe, expect, it } from 'vitest';
import { allocate, divideRounded, formatCents, netFromGross, percentOf, percentToBasisPoints } from './money';

describe('divideRounded (half away from zero)', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [4, 2, 2],
    [7, 3, 2],
    [8, 3, 3],
    [-8, 3, -3],
    [1, 3, 0],
    [0, 7, 0],
    [5, -2, -3],
  ])('%i / %i = %i', (a, b, expected) => {
    expect(divideRounded(a, b)).toBe(expected);
  });
  it('refuses division by zero and fractions', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [250, 19, 48], // 47.5 → 48
    [300, 19, 57],
    [12025, 2, 241], // 240.5 → 241
    [12001, 2, 240],
    [-250, 19, -48],
    [1000, 7.5, 75],
    [1, 50, 1], // 0.5 → 1
  ])('%i × %d %% = %i', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });
  it('turns percents into basis points exactly', () => {
    expect(percentToBasisPoints(19)).toBe(1900);
    expect(percentToBasisPoints(0.1 + 0.2)).toBe(30);
  });
});

describe('netFromGross at 19 %', () => {
  it.each([
    [14280, 12000],
    [14281, 12001],
    [119, 100],
    [1, 1],
    [0, 0],
    [2400, 2017],
  ])('%i gross → %i net', (gross, net) => {
    expect(netFromGross(gross, 19)).toBe(net);
  });
});

describe('allocate (largest remainder)', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [10, [0, 0], [10, 0]],
    [7, [2400, 3600, 0], [3, 4, 0]],
    [0, [5, 5], [0, 0]],
    [383, [2400], [383]],
  ])('%i over %j', (total, weights, expected) => {
    const parts = allocate(total, weights);
    expect(parts).toEqual(expected);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
  });
  it('refuses to allocate to nothing', () => {
    expect(() => allocate(5, [])).toThrow(RangeError);
    expect(allocate(0, [])).toEqual([]);
  });
});

describe('formatCents', () => {
  it('formats German and English', () => {
    expect(formatCents(123456, 'de-DE').replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatCents(1234, 'en-GB')).toBe('€12.34');
  });
});
