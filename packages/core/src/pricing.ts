// The one pricing function of docs/product.md#money. The client preview, GET /cart/ordersummery, the order
// and the invoice all call it, so they can never disagree. Prices are gross (VAT-inclusive).
import type { BookingType } from './enums';
import { allocate, divideRounded, netFromGross, percentOf, percentToBasisPoints, sumCents } from './money';
import type { OrganizationSettings } from './organization';

export interface PricingItem {
  /** Gross price of one unit in cents (one slot, one come-together place, one abo, one product). */
  unitPriceCents: number;
  quantity: number;
  /** Court lines: the booking type (what coupons are scoped by). Product lines leave it out. */
  bookingType?: BookingType;
  /** The line's VAT rate in percent; the organization's rate when left out (court time). */
  vatPercent?: number;
  /** Product lines: the product and its shop category (what targeted coupons match, docs/product/shop.md#coupons-for-products). */
  productId?: string;
  category?: string;
  /** A fee line (shipping): priced and taxed like a line, but not an item of the cart and never discounted. */
  fee?: 'shipping';
}

/** VAT of one rate over the whole document (EN 16931 asks for one sum per rate). */
export interface VatRateTotal {
  ratePercent: number;
  gross: number;
  net: number;
  vat: number;
}

/** A coupon as far as pricing needs it (validity is checked before, by the coupon rules). */
export interface PricingDiscount {
  kind: 'percent' | 'fixed';
  /** Percent (0–100) for 'percent', cents for 'fixed'. */
  value: number;
  /** Booking types the coupon applies to; abo only when configured (docs/product.md#abo). */
  eligibleBookingTypes: readonly BookingType[];
  /**
   * A coupon targeting products or shop categories discounts only the product lines that match one
   * of them (and no court line); empty or left out: the booking types decide (docs/product/shop.md#coupons-for-products).
   */
  targetProductIds?: readonly string[];
  targetCategories?: readonly string[];
}

export type PricingSettings = Pick<OrganizationSettings, 'vatPercent' | 'serviceFee'>;

export interface PricingInput {
  items: readonly PricingItem[];
  discount?: PricingDiscount | null;
  /** The customer's service-fee waiver flag (users.service_fee_waiver). */
  serviceFeeWaiver?: boolean;
  /**
   * Where the order is taken: the service fee is an online-booking fee, so a desk payment (cash,
   * card terminal, bank transfer) carries none unless the venue's settings say so
   * (docs/product.md#service-fee). Default online.
   */
  channel?: 'online' | 'desk';
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

export function isTargeted(discount: PricingDiscount): boolean {
  return (discount.targetProductIds?.length ?? 0) + (discount.targetCategories?.length ?? 0) > 0;
}

/** Whether the coupon discounts this line (docs/product.md#coupons, docs/product/shop.md#coupons-for-products). */
export function isEligible(item: PricingItem, discount: PricingDiscount): boolean {
  if (item.fee) return false;
  if (isTargeted(discount))
    return (
      (item.productId !== undefined && (discount.targetProductIds ?? []).includes(item.productId)) ||
      (item.category !== undefined && (discount.targetCategories ?? []).includes(item.category))
    );
  return item.bookingType !== undefined && discount.eligibleBookingTypes.includes(item.bookingType);
}

function rateOf(item: PricingItem, settings: PricingSettings): number {
  return item.vatPercent ?? settings.vatPercent;
}

/** The coupon's share per line: spread over the eligible lines (largest remainder). */
function lineDiscounts(items: readonly PricingItem[], discount: PricingDiscount | null | undefined, total: number) {
  const weights = items.map((item) => (discount && isEligible(item, discount) ? Math.max(0, lineSubtotal(item)) : 0));
  return total > 0 ? allocate(total, weights) : items.map(() => 0);
}

/**
 * Gross, net and VAT per rate of discounted lines: the net of each rate is taken from the rate's
 * gross sum once (document-level VAT), so one rate alone gives exactly the single-rate figures.
 */
export function vatByRate(lines: readonly { gross: number; ratePercent: number }[]): VatRateTotal[] {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.ratePercent, (byRate.get(l.ratePercent) ?? 0) + l.gross);
  return [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([ratePercent, gross]) => {
      const net = netFromGross(gross, ratePercent);
      return { ratePercent, gross, net, vat: gross - net };
    });
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
  const totalItems = sumCents(items.filter((i) => !i.fee).map((i) => i.quantity));
  const subtotal = sumCents(items.map(lineSubtotal));
  // docs/product.md#money: if the subtotal is zero or less, total, vat and fees are zero.
  if (subtotal <= 0) return { ...emptySummary, subtotal, totalItems };

  const discount = Math.min(discountFor(items, input.discount), subtotal);
  const gross = subtotal - discount;
  if (gross <= 0) return { ...emptySummary, subtotal, discount, gross: 0, totalItems };

  const discounts = lineDiscounts(items, input.discount, discount);
  const vatRates = vatByRate(
    items.map((item, i) => ({ gross: lineSubtotal(item) - discounts[i]!, ratePercent: rateOf(item, settings) })),
  );
  const net = sumCents(vatRates.map((r) => r.net));
  const vat = gross - net;
  const feeApplies = input.channel !== 'desk' || settings.serviceFee.atDesk === true;
  const serviceFee = feeApplies ? serviceFeeFor(net, settings) : 0;
  const serviceFeeVat = percentOf(serviceFee, settings.serviceFee.vatPercent);
  let serviceFeeWaiver = 0;
  if (input.serviceFeeWaiver && feeApplies) {
    const discountedFee = settings.serviceFee.discountedFixedCents;
    const discountedVat = percentOf(discountedFee, settings.serviceFee.vatPercent);
    serviceFeeWaiver = Math.min(0, discountedFee + discountedVat - (serviceFee + serviceFeeVat));
  }
  const total = gross + serviceFee + serviceFeeVat + serviceFeeWaiver;
  return {
    subtotal,
    discount,
    gross,
    net,
    vat,
    serviceFee,
    serviceFeeVat,
    serviceFeeWaiver,
    total,
    totalItems,
  };
}

/** The goods' VAT per rate of a document (service fee not included), highest rate first. */
export function documentVatRates(input: PricingInput, summary: OrderSummary = priceCart(input)): VatRateTotal[] {
  if (summary.gross <= 0) return [];
  return vatByRate(priceLines(input, summary).map((l) => ({ gross: l.gross, ratePercent: l.vatPercent })));
}

/** One line of an invoice or order: the item's share of the document discount and VAT. */
export interface PricedLine {
  index: number;
  subtotal: number;
  discount: number;
  gross: number;
  net: number;
  vat: number;
  vatPercent: number;
}

/**
 * Per-line amounts whose sums equal the summary exactly: the discount is spread over the eligible
 * lines and the document VAT over the discounted lines (largest remainder), docs/product.md#money.
 */
export function priceLines(input: PricingInput, summary: OrderSummary = priceCart(input)): PricedLine[] {
  const subtotals = input.items.map(lineSubtotal);
  const discounts = lineDiscounts(input.items, input.discount, summary.discount);
  const grosses = subtotals.map((s, i) => (summary.gross > 0 ? s - discounts[i]! : 0));
  const rates = input.items.map((item) => rateOf(item, input.settings));
  // Each rate's document VAT is spread over the lines of that rate only.
  const vats = grosses.map(() => 0);
  if (summary.gross > 0) {
    for (const r of vatByRate(grosses.map((gross, i) => ({ gross, ratePercent: rates[i]! })))) {
      const members = rates.flatMap((rate, i) => (rate === r.ratePercent ? [i] : []));
      const shares =
        r.vat !== 0
          ? allocate(
              r.vat,
              members.map((i) => grosses[i]!),
            )
          : members.map(() => 0);
      members.forEach((i, k) => (vats[i] = shares[k]!));
    }
  }
  return subtotals.map((subtotal, index) => ({
    index,
    subtotal,
    discount: discounts[index]!,
    gross: grosses[index]!,
    net: grosses[index]! - vats[index]!,
    vat: vats[index]!,
    vatPercent: rates[index]!,
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
