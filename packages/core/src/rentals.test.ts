import { describe, expect, it } from 'vitest';
import { peakRentalMoment, peakRentalUse, rentalUnitPrice } from './rentals';

const t = (hhmm: string) => new Date(`2026-06-01T${hhmm}:00Z`);

describe('rentalUnitPrice', () => {
  it.each([
    ['booking', 300, '18:00', '20:00', 300],
    ['hour', 800, '18:00', '20:00', 1600],
    ['hour', 800, '18:00', '19:30', 1200],
    ['hour', 999, '18:00', '18:45', 749],
  ] as const)('%s at %i cents from %s to %s costs %i', (unit, price, from, to, expected) => {
    expect(rentalUnitPrice({ priceCents: price, rentalUnit: unit }, t(from), t(to))).toBe(expected);
  });
});

describe('peakRentalUse', () => {
  const use = (from: string, to: string, quantity = 1) => ({ startsAt: t(from), endsAt: t(to), quantity });
  it('counts nothing for touching hours', () => {
    expect(peakRentalUse([use('17:00', '18:00'), use('19:00', '20:00')], t('18:00'), t('19:00'))).toBe(0);
  });
  it('takes the peak, not the sum of everything overlapping', () => {
    // 2 units: one rented 18–19, another 19–20: a 18–20 booking meets one at a time.
    expect(peakRentalUse([use('18:00', '19:00'), use('19:00', '20:00')], t('18:00'), t('20:00'))).toBe(1);
    expect(peakRentalUse([use('18:00', '20:00', 2), use('19:00', '21:00', 3)], t('17:00'), t('22:00'))).toBe(5);
  });
  it('counts a use that started before the range', () => {
    expect(peakRentalUse([use('16:00', '19:00', 2)], t('18:00'), t('20:00'))).toBe(2);
  });
  it('names the first moment of the peak', () => {
    const uses = [use('20:00', '21:00', 1), use('18:00', '20:00', 2), use('19:00', '21:00', 3)];
    expect(peakRentalMoment(uses, t('17:00'), t('22:00'))).toEqual({ units: 5, at: t('19:00') });
    expect(peakRentalMoment(uses, t('21:00'), t('22:00'))).toEqual({ units: 0, at: null });
    expect(peakRentalMoment([use('16:00', '19:00', 2)], t('18:00'), t('20:00'))).toEqual({ units: 2, at: t('18:00') });
  });
});
