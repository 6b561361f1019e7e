// The one pricing function of docs/product.md#money. The client preview, GET /cart/ordersummery, the order
// and the invoice all call it, so they can never disagree. Prices are gross (VAT-inclusive).
import type { BookingType } from './enums';
import { allocate, divideRounded, netFromGross, percentOf, percentToBasisPoints, sumCents } from './money';
import type { OrganizationSettings } from './organization';

export interface PricingItem {
  /** Gross price of one unit in cents (one slot, one come-together place, one abo). */
  unitPriceCents: number;
  quantity: number;
  bookingType: BookingType;
}

/** A coupon as far as pricing needs it (validity is checked before, by the coupon rules). */
export interface PricingDiscount {
  kind: 'percent' | 'fixed';
  /** Percent (0–100) for 'percent', cents for 'fixed'. */
  value: number;
  /** Booking types the coupon applies to; abo only when configured (docs/product.md#abo). */
  eligibleBookingTypes: readonly BookingType[];
}

export type PricingSettings = Pick<OrganizationSettings, 'vatPercent' | 'serviceFee'>;

export interface PricingInput {
  items: readonly PricingItem[];
  discount?: PricingDiscount | null;
  /** The customer's service-fee waiver flag (users.service_fee_waiver). */
  serviceFeeWaiver?: boolean;
  settings: PricingSettings;
}

/** The order summary row of docs/product.md#checkout (GET /cart/ordersummery), all integer cents. */
export interface OrderSummary {
  subtotal: number;
  discount: number;
  /** subtotal − discount, VAT-inclusive. */
  gross: number;
  net: number;
  vat: number;
  serviceFee: number;
  serviceFeeVat: number;
  /** Zero or negative: −(serviceFee + serviceFeeVat) plus the discounted fee when waived. */
  serviceFeeWaiver: number;
  total: number;
  totalItems: number;
}

export const emptySummary: OrderSummary = Object.freeze({
  subtotal: 0,
  discount: 0,
  gross: 0,
  net: 0,
  vat: 0,
  serviceFee: 0,
  serviceFeeVat: 0,
  serviceFeeWaiver: 0,
  total: 0,
  totalItems: 0,
});

export function lineSubtotal(item: PricingItem): number {
  return item.unitPriceCents * item.quantity;
}

function isEligible(item: PricingItem, discount: PricingDiscount): boolean {
  return discount.eligibleBookingTypes.includes(item.bookingType);
}

/** The coupon's value on the eligible items, never above them (docs/product.md#coupons). */
export function discountFor(items: readonly PricingItem[], discount: PricingDiscount | null | undefined): number {
  if (!discount) return 0;
  const eligible = sumCents(items.filter((i) => isEligible(i, discount)).map(lineSubtotal));
  // No eligible (e.g. only abo) items left: the discount resets (docs/product.md#money).
  if (eligible <= 0) return 0;
  const raw =
    discount.kind === 'percent'
      ? percentOf(eligible, Math.min(100, Math.max(0, discount.value)))
      : Math.max(0, Math.round(discount.value));
  return Math.min(raw, eligible);
}

/** Service fee on the net amount: percentage above the threshold, else the fixed fee (docs/product.md#service-fee). */
export function serviceFeeFor(netCents: number, settings: PricingSettings): number {
  const fee = settings.serviceFee;
  return netCents > fee.thresholdNetCents ? percentOf(netCents, fee.percent) : fee.fixedCents;
}

export function priceCart(input: PricingInput): OrderSummary {
  const { items, settings } = input;
  const totalItems = sumCents(items.map((i) => i.quantity));
  const subtotal = sumCents(items.map(lineSubtotal));
  // docs/product.md#money: if the subtotal is zero or less, total, vat and fees are zero.
  if (subtotal <= 0) return { ...emptySummary, subtotal, totalItems };

  const discount = Math.min(discountFor(items, input.discount), subtotal);
  const gross = subtotal - discount;
  if (gross <= 0) return { ...emptySummary, subtotal, discount, gross: 0, totalItems };

  const net = netFromGross(gross, settings.vatPercent);
  const vat = gross - net;
  const serviceFee = serviceFeeFor(net, settings);
  const serviceFeeVat = percentOf(serviceFee, settings.serviceFee.vatPercent);
  let serviceFeeWaiver = 0;
  if (input.serviceFeeWaiver) {
    const discountedFee = settings.serviceFee.discountedFixedCents;
    const discountedVat = percentOf(discountedFee, settings.serviceFee.vatPercent);
    serviceFeeWaiver = Math.min(0, discountedFee + discountedVat - (serviceFee + serviceFeeVat));
  }
  const total = gross + serviceFee + serviceFeeVat + serviceFeeWaiver;
  return { subtotal, discount, gross, net, vat, serviceFee, serviceFeeVat, serviceFeeWaiver, total, totalItems };
}

/** One line of an invoice or order: the item's share of the document discount and VAT. */
export interface PricedLine {
  index: number;
  subtotal: number;
  discount: number;
  gross: number;
  net: number;
  vat: number;
}

/**
 * Per-line amounts whose sums equal the summary exactly: the discount is spread over the eligible
 * lines and the document VAT over the discounted lines (largest remainder), docs/product.md#money.
 */
export function priceLines(input: PricingInput, summary: OrderSummary = priceCart(input)): PricedLine[] {
  const subtotals = input.items.map(lineSubtotal);
  const discountWeights = input.items.map((item, i) =>
    input.discount && isEligible(item, input.discount) ? Math.max(0, subtotals[i]!) : 0,
  );
  const discounts = summary.discount > 0 ? allocate(summary.discount, discountWeights) : subtotals.map(() => 0);
  const grosses = subtotals.map((s, i) => (summary.gross > 0 ? s - discounts[i]! : 0));
  const vats = summary.vat !== 0 ? allocate(summary.vat, grosses) : grosses.map(() => 0);
  return subtotals.map((subtotal, index) => ({
    index,
    subtotal,
    discount: discounts[index]!,
    gross: grosses[index]!,
    net: grosses[index]! - vats[index]!,
    vat: vats[index]!,
  }));
}

/** The VAT rate of the service fee as basis points, for invoice lines. */
export function serviceFeeVatBasisPoints(settings: PricingSettings): number {
  return percentToBasisPoints(settings.serviceFee.vatPercent);
}

/** Share of a paid amount for a part of an order (pro rata, e.g. one cancelled booking). */
export function proRata(amountCents: number, partCents: number, wholeCents: number): number {
  if (wholeCents <= 0) return 0;
  return divideRounded(amountCents * partCents, wholeCents);
}
