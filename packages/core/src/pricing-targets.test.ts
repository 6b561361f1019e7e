// Coupons for products and the shipping line (docs/product/shop.md#coupons-for-products,
// docs/product/shop.md#shipping-vat) in the one pricing function.
import { describe, expect, it } from 'vitest';
import { organizationSettings } from './organization';
import { priceCart, priceLines } from './pricing';
import type { PricingDiscount, PricingItem } from './pricing';

const settings = organizationSettings({});
const court: PricingItem = { unitPriceCents: 2400, quantity: 1, bookingType: 'normal' };
const shirt: PricingItem = {
  unitPriceCents: 1999,
  quantity: 2,
  vatPercent: 19,
  productId: 'p-shirt',
  category: 'apparel',
};
const drink: PricingItem = {
  unitPriceCents: 250,
  quantity: 3,
  vatPercent: 7,
  productId: 'p-drink',
  category: 'drinks',
};
const shipping: PricingItem = { unitPriceCents: 490, quantity: 1, vatPercent: 19, fee: 'shipping' };
const tenPercent = (target: Partial<PricingDiscount>): PricingDiscount => ({
  kind: 'percent',
  value: 10,
  eligibleBookingTypes: ['normal', 'come_together'],
  ...target,
});

describe('targeted coupons', () => {
  it('discount only the matching product lines, not court time nor shipping', () => {
    const input = {
      items: [court, shirt, drink, shipping],
      discount: tenPercent({ targetCategories: ['apparel'] }),
      settings,
    };
    const summary = priceCart(input);
    expect(summary.discount).toBe(400);
    const lines = priceLines(input, summary);
    expect(lines.map((l) => l.discount)).toEqual([0, 400, 0, 0]);
    expect(lines.reduce((s, l) => s + l.vat, 0)).toBe(summary.vat);
    expect(lines.reduce((s, l) => s + l.gross, 0)).toBe(summary.gross);
  });

  it('by product id, and an untargeted coupon still only takes court time', () => {
    expect(
      priceCart({ items: [court, shirt, drink], discount: tenPercent({ targetProductIds: ['p-drink'] }), settings })
        .discount,
    ).toBe(75);
    expect(priceCart({ items: [court, shirt, drink], discount: tenPercent({}), settings }).discount).toBe(240);
  });

  it('nothing matching: no discount', () => {
    expect(
      priceCart({ items: [court, drink], discount: tenPercent({ targetCategories: ['apparel'] }), settings }).discount,
    ).toBe(0);
  });
});

describe('shipping line', () => {
  it('is priced and taxed at its rate but is not an item of the cart', () => {
    const without = priceCart({ items: [shirt], settings });
    const withShipping = priceCart({ items: [shirt, shipping], settings });
    expect(withShipping.totalItems).toBe(2);
    expect(withShipping.gross - without.gross).toBe(490);
    // 3998 + 490 = 4488 at 19 %: net 3771, VAT 717.
    expect(withShipping.vat).toBe(717);
  });
});
