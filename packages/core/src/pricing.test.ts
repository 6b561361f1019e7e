import { describe, expect, it } from 'vitest';
import { organizationSettings } from './organization';
import { discountFor, priceCart, priceLines, proRata, serviceFeeFor } from './pricing';
import type { OrderSummary, PricingDiscount, PricingItem } from './pricing';

const settings = organizationSettings({});
const normal = (unitPriceCents: number, quantity = 1): PricingItem => ({
  unitPriceCents,
  quantity,
  bookingType: 'normal',
});
const abo = (unitPriceCents: number): PricingItem => ({ unitPriceCents, quantity: 1, bookingType: 'abo' });
const together = (unitPriceCents: number, quantity: number): PricingItem => ({
  unitPriceCents,
  quantity,
  bookingType: 'come_together',
});
const percent = (value: number): PricingDiscount => ({
  kind: 'percent',
  value,
  eligibleBookingTypes: ['normal', 'come_together'],
});
const fixed = (value: number): PricingDiscount => ({
  kind: 'fixed',
  value,
  eligibleBookingTypes: ['normal', 'come_together'],
});

type Row = [
  name: string,
  items: PricingItem[],
  discount: PricingDiscount | null,
  waiver: boolean,
  expected: Partial<OrderSummary>,
];

// Expected values worked out by hand from docs/product.md#money (19 % VAT, 3.00 € fee, 2 % above 120.00 € net).
const table: Row[] = [
  [
    'one court at 24.00 €',
    [normal(2400)],
    null,
    false,
    {
      subtotal: 2400,
      discount: 0,
      net: 2017,
      vat: 383,
      serviceFee: 300,
      serviceFeeVat: 57,
      serviceFeeWaiver: 0,
      total: 2757,
    },
  ],
  [
    'net exactly 120.00 € takes the fixed fee',
    [normal(14280)],
    null,
    false,
    { net: 12000, vat: 2280, serviceFee: 300, serviceFeeVat: 57, total: 14637 },
  ],
  [
    'net 120.01 € takes 2 %',
    [normal(14281)],
    null,
    false,
    { net: 12001, vat: 2280, serviceFee: 240, serviceFeeVat: 46, total: 14567 },
  ],
  [
    'fee VAT of a half cent rounds up (250 × 19 % = 47.5)',
    [normal(14875)],
    null,
    false,
    { net: 12500, serviceFee: 250, serviceFeeVat: 48, total: 15173 },
  ],
  [
    '2 % fee of a half cent rounds up (12025 × 2 % = 240.5)',
    [normal(14310)],
    null,
    false,
    { net: 12025, vat: 2285, serviceFee: 241, serviceFeeVat: 46, total: 14597 },
  ],
  ['one cent gross', [normal(1)], null, false, { net: 1, vat: 0, serviceFee: 300, total: 358 }],
  ['1.00 € gross', [normal(100)], null, false, { net: 84, vat: 16, total: 457 }],
  [
    'empty cart: everything zero',
    [],
    null,
    false,
    {
      subtotal: 0,
      discount: 0,
      net: 0,
      vat: 0,
      serviceFee: 0,
      serviceFeeVat: 0,
      serviceFeeWaiver: 0,
      total: 0,
      totalItems: 0,
    },
  ],
  ['subtotal 0: no fees', [normal(0)], null, false, { subtotal: 0, total: 0, serviceFee: 0, vat: 0, totalItems: 1 }],
  [
    'negative subtotal: no fees, total 0',
    [normal(-500)],
    percent(10),
    false,
    { subtotal: -500, discount: 0, total: 0, serviceFee: 0, vat: 0, net: 0 },
  ],
  ['quantity multiplies', [together(800, 3)], null, false, { subtotal: 2400, totalItems: 3, total: 2757 }],
  ['10 % coupon', [normal(2400)], percent(10), false, { discount: 240, gross: 2160, net: 1815, vat: 345, total: 2517 }],
  ['10 % of a half cent rounds up (2405 → 240.5)', [normal(2405)], percent(10), false, { discount: 241, gross: 2164 }],
  [
    'fixed coupon above the eligible items stops at them',
    [normal(2400), abo(10000)],
    fixed(5000),
    false,
    { subtotal: 12400, discount: 2400, gross: 10000, net: 8403, vat: 1597, serviceFee: 300, total: 10357 },
  ],
  [
    'coupon on an abo-only cart resets to 0',
    [abo(10000)],
    percent(50),
    false,
    { discount: 0, gross: 10000, total: 10357 },
  ],
  [
    '100 % coupon: total 0, no fee',
    [normal(2400)],
    percent(100),
    false,
    { discount: 2400, gross: 0, total: 0, serviceFee: 0, vat: 0, net: 0 },
  ],
  [
    'fixed coupon equal to the cart: total 0',
    [normal(2400)],
    fixed(2400),
    false,
    { discount: 2400, total: 0, serviceFee: 0 },
  ],
  [
    'waiver cancels fee and fee VAT',
    [normal(2400)],
    null,
    true,
    { serviceFee: 300, serviceFeeVat: 57, serviceFeeWaiver: -357, total: 2400 },
  ],
  [
    'waiver above the threshold',
    [normal(14281)],
    null,
    true,
    { serviceFee: 240, serviceFeeVat: 46, serviceFeeWaiver: -286, total: 14281 },
  ],
  ['waiver on an empty cart is 0', [], null, true, { serviceFeeWaiver: 0, total: 0 }],
];

describe('priceCart (docs/product.md#money)', () => {
  it.each(table)('%s', (_name, items, discount, waiver, expected) => {
    const summary = priceCart({ items, discount, serviceFeeWaiver: waiver, settings });
    expect(summary).toMatchObject(expected);
    // Invariants that hold for every cart.
    if (summary.total > 0) {
      expect(summary.gross).toBe(summary.subtotal - summary.discount);
      expect(summary.net + summary.vat).toBe(summary.gross);
      expect(summary.total).toBe(summary.gross + summary.serviceFee + summary.serviceFeeVat + summary.serviceFeeWaiver);
    }
    for (const value of Object.values(summary)) expect(Number.isInteger(value)).toBe(true);
  });

  it('uses the organization fee settings', () => {
    const custom = organizationSettings({
      vatPercent: 7,
      serviceFee: { fixedCents: 150, percent: 5, thresholdNetCents: 1000, vatPercent: 19 },
    });
    expect(priceCart({ items: [normal(1070)], settings: custom })).toMatchObject({
      net: 1000,
      vat: 70,
      serviceFee: 150,
      serviceFeeVat: 29,
    });
    expect(priceCart({ items: [normal(1071)], settings: custom })).toMatchObject({
      net: 1001,
      serviceFee: 50,
      serviceFeeVat: 10,
    });
  });

  it('keeps a discounted fee when the waiver has one configured', () => {
    const custom = organizationSettings({ serviceFee: { discountedFixedCents: 100 } });
    // fee 300 + 57 VAT, discounted fee 100 + 19 VAT → waiver −238
    expect(priceCart({ items: [normal(2400)], serviceFeeWaiver: true, settings: custom })).toMatchObject({
      serviceFeeWaiver: -238,
      total: 2519,
    });
  });
});

describe('service fee boundary', () => {
  it.each([
    [11999, 300],
    [12000, 300],
    [12001, 240],
    [15000, 300],
    [15025, 301],
    [100000, 2000],
  ])('net %i → fee %i', (net, fee) => {
    expect(serviceFeeFor(net, settings)).toBe(fee);
  });
});

describe('discountFor', () => {
  it('applies abo only when the coupon says so', () => {
    const withAbo: PricingDiscount = { kind: 'percent', value: 10, eligibleBookingTypes: ['abo'] };
    expect(discountFor([abo(10000)], withAbo)).toBe(1000);
    expect(discountFor([abo(10000)], percent(10))).toBe(0);
  });
  it('never goes negative', () => {
    expect(discountFor([normal(1000)], fixed(-300))).toBe(0);
    expect(discountFor([normal(1000)], percent(-5))).toBe(0);
    expect(discountFor([normal(1000)], percent(150))).toBe(1000);
  });
});

describe('priceLines', () => {
  it.each([
    ['three lines with a coupon', [normal(2400), normal(3600), abo(9000)], percent(15)],
    ['odd cents everywhere', [normal(333), together(777, 3), normal(1)], fixed(1000)],
    ['no discount', [normal(14281)], null],
    ['total zero', [normal(2400)], percent(100)],
  ] as [string, PricingItem[], PricingDiscount | null][])('%s: lines sum to the summary', (_name, items, discount) => {
    const input = { items, discount, settings };
    const summary = priceCart(input);
    const lines = priceLines(input, summary);
    const sum = (key: 'discount' | 'gross' | 'vat' | 'net') => lines.reduce((s, l) => s + l[key], 0);
    expect(sum('discount')).toBe(summary.discount);
    expect(sum('gross')).toBe(summary.gross);
    expect(sum('vat')).toBe(summary.vat);
    expect(sum('net')).toBe(summary.net);
  });

  it('gives the abo line no discount share', () => {
    const lines = priceLines({ items: [normal(2000), abo(9000)], discount: fixed(500), settings });
    expect(lines.map((l) => l.discount)).toEqual([500, 0]);
  });
});

describe('proRata', () => {
  it.each([
    [1000, 1, 3, 333],
    [1000, 2, 3, 667],
    [2757, 2400, 2400, 2757],
    [500, 1, 0, 0],
  ])('%i × %i / %i = %i', (amount, part, whole, expected) => {
    expect(proRata(amount, part, whole)).toBe(expected);
  });
});
