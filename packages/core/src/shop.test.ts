import { describe, expect, it } from 'vitest';
import { organizationSettings } from './organization';
import { documentVatRates, priceCart, priceLines } from './pricing';
import type { PricingItem } from './pricing';
import { availableStock, localized, stockState } from './shop';

const settings = organizationSettings({});

describe('mixed VAT rates (one document, VAT per rate)', () => {
  const items: PricingItem[] = [
    { unitPriceCents: 2400, quantity: 1, bookingType: 'normal' },
    { unitPriceCents: 2500, quantity: 1, vatPercent: 19 },
    { unitPriceCents: 350, quantity: 3, vatPercent: 7 },
  ];

  it('takes the net of each rate from its gross sum and adds them up', () => {
    const summary = priceCart({ items, settings });
    // 19 %: 2400 + 2500 = 4900 gross → 4118 net; 7 %: 1050 gross → 981 net.
    expect(summary.gross).toBe(5950);
    expect(summary.net).toBe(4118 + 981);
    expect(summary.vat).toBe(5950 - 5099);
    expect(documentVatRates({ items, settings }, summary)).toEqual([
      { ratePercent: 19, gross: 4900, net: 4118, vat: 782 },
      { ratePercent: 7, gross: 1050, net: 981, vat: 69 },
    ]);
  });

  it('spreads each rate over its own lines so the lines add up to the document', () => {
    const summary = priceCart({ items, settings });
    const lines = priceLines({ items, settings }, summary);
    expect(lines.map((l) => l.vatPercent)).toEqual([19, 19, 7]);
    expect(lines[2]!.vat).toBe(69);
    expect(lines[0]!.vat + lines[1]!.vat).toBe(782);
    expect(lines.reduce((s, l) => s + l.vat, 0)).toBe(summary.vat);
    expect(lines.reduce((s, l) => s + l.net, 0)).toBe(summary.net);
  });

  it('a coupon for court time leaves product lines undiscounted', () => {
    const discount = { kind: 'percent' as const, value: 50, eligibleBookingTypes: ['normal' as const] };
    const summary = priceCart({ items, settings, discount });
    expect(summary.discount).toBe(1200);
    const lines = priceLines({ items, settings, discount }, summary);
    expect(lines.map((l) => l.discount)).toEqual([1200, 0, 0]);
  });

  it('one rate alone gives the single-rate figures', () => {
    const single: PricingItem[] = [{ unitPriceCents: 4900, quantity: 1, bookingType: 'normal' }];
    const a = priceCart({ items: single, settings });
    const b = priceCart({ items: [{ unitPriceCents: 4900, quantity: 1, vatPercent: 19 }], settings });
    expect(b).toEqual(a);
  });

  it('a shop-only order carries the service fee like a booking', () => {
    const summary = priceCart({ items: [{ unitPriceCents: 2500, quantity: 1, vatPercent: 19 }], settings });
    expect(summary.serviceFee).toBeGreaterThan(0);
  });
});

describe('stock', () => {
  it('counts reserved units as gone and names the state', () => {
    expect(availableStock({ stock: 5, reserved: 2 })).toBe(3);
    expect(availableStock({ stock: 1, reserved: 3 })).toBe(0);
    expect(stockState(0, 3)).toBe('out of stock');
    expect(stockState(3, 3)).toBe('low stock');
    expect(stockState(4, 3)).toBe('in stock');
  });

  it('falls back to the venue language, then English', () => {
    expect(localized({ de: 'Ballset', en: 'Ball set' }, 'fr')).toBe('Ballset');
    expect(localized({ en: 'Ball set' }, 'de')).toBe('Ball set');
    expect(localized({ de: 'Ballset', en: 'Ball set' }, 'en-GB')).toBe('Ball set');
  });
});
