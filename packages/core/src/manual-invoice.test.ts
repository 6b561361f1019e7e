import { describe, expect, it } from 'vitest';
import { computeManualInvoice } from './manual-invoice';

describe('computeManualInvoice', () => {
  it('computes VAT on the document gross per rate and allocates it to the lines', () => {
    const { lines, totals } = computeManualInvoice([
      { description: 'Court rent', quantity: 3, unitPriceCents: 3333, vatPercent: 19 },
      { description: 'Ball', quantity: 1, unitPriceCents: 1, vatPercent: 19 },
      { description: 'Drinks', quantity: 2, unitPriceCents: 250, vatPercent: 7 },
    ]);
    // 19 %: gross 10000 → net round(10000 / 1.19) = 8403, VAT 1597; 7 %: gross 500 → net 467, VAT 33.
    expect(lines.filter((l) => l.vatPercent === 19).reduce((s, l) => s + l.vatCents, 0)).toBe(1597);
    expect(lines[2]).toMatchObject({ grossCents: 500, vatCents: 33, netCents: 467 });
    expect(totals).toEqual({
      subtotalCents: 10500,
      discountCents: 0,
      netCents: 10500 - 1630,
      vatCents: 1630,
      grossCents: 10500,
      voucherCents: 0,
      amountDueCents: 10500,
    });
    for (const l of lines) expect(l.netCents + l.vatCents).toBe(l.grossCents);
  });

  it.each([
    [[{ description: 'x', quantity: 1, unitPriceCents: 0, vatPercent: 19 }], 0],
    [[{ description: 'x', quantity: 1, unitPriceCents: 119, vatPercent: 19 }], 19],
    [[{ description: 'x', quantity: 1, unitPriceCents: 100, vatPercent: 0 }], 0],
  ])('%o has %i cents VAT', (input, vat) => {
    expect(computeManualInvoice(input).totals.vatCents).toBe(vat);
  });
});
