// The client preview of the order summary with the shared pricing function (docs/product.md#money:
// packages/core/src/pricing.ts). Shown until the server's summary arrives; the server decides.
import { useMemo } from 'react';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { priceCart } from '@courtside/core/pricing';
import type { OrderSummary, PricingSettings } from '@courtside/core/pricing';
import { useCurrentOrganization } from '../organization/api/get-current-organization';

/** docs/product.md#public-site defaults, used until the organization's settings are loaded. */
export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  vatPercent: 19,
  serviceFee: {
    fixedCents: 300,
    discountedFixedCents: 0,
    percent: 2,
    thresholdNetCents: 12_000,
    vatPercent: 19,
    atDesk: false,
  },
};

function isPricingSettings(value: unknown): value is PricingSettings {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.vatPercent === 'number' && typeof v.serviceFee === 'object' && v.serviceFee !== null;
}

export function previewSummary(
  items: readonly Pick<CartItemDto, 'unitPrice' | 'quantity' | 'bookingType'>[],
  settings: PricingSettings,
): OrderSummary {
  return priceCart({
    items: items.map((i) => ({ unitPriceCents: i.unitPrice, quantity: i.quantity, bookingType: i.bookingType })),
    settings,
  });
}

export function usePricePreview(items: readonly CartItemDto[]): OrderSummary {
  const { data: organization } = useCurrentOrganization();
  const settings = isPricingSettings(organization?.settings) ? organization.settings : DEFAULT_PRICING_SETTINGS;
  return useMemo(() => previewSummary(items, settings), [items, settings]);
}
