import { describe, expect, it } from 'vitest';
import { centsToInput, createFormat, parseEuros } from './format';

describe('parseEuros', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12,50', 1250],
    ['12.50', 1250],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['€ 7', 700],
    ['0,99', 99],
    ['', undefined],
    ['abc', undefined],
    ['12,345', 1234500],
    ['-5', -500],
  ])('%s → %s', (input, cents) => {
    expect(parseEuros(input)).toBe(cents);
  });

  it('writes cents back in the language of the form', () => {
    expect(centsToInput(1250, 'de')).toBe('12,50');
    expect(centsToInput(1250, 'en')).toBe('12.50');
    expect(centsToInput(null, 'en')).toBe('');
  });
});

describe('createFormat', () => {
  it('shows money and instants in the venue zone', () => {
    const f = createFormat('de');
    expect(f.money(123450).replace(/\s/g, ' ')).toBe('1.234,50 €');
    // 23:30 UTC on 31 Dec is already New Year in Berlin.
    expect(f.date('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(f.localDate('2026-06-10')).toBe('10.06.2026');
  });
});

describe('datetime-local on the venue clock', () => {
  it('round-trips through the Berlin wall clock in summer and winter', async () => {
    const { fromLocalInput } = await import('./local-instant');
    const { toLocalInput } = await import('./format');
    expect(fromLocalInput('2026-07-01T18:00', 'Europe/Berlin')).toBe('2026-07-01T16:00:00.000Z');
    expect(fromLocalInput('2026-12-01T18:00', 'Europe/Berlin')).toBe('2026-12-01T17:00:00.000Z');
    expect(toLocalInput('2026-07-01T16:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-01T18:00');
    expect(fromLocalInput('nonsense', 'Europe/Berlin')).toBeNull();
  });
});
