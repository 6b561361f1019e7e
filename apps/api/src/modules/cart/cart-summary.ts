// The cart's totals: one call of the core pricing function (docs/product.md#money) with the cart's items,
// its coupon (when still usable) and the customer's service-fee waiver, plus what an attached
// voucher pays. GET /cart/ordersummery, POST /cart/validate and POST /orders all use this.
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { organizationSettings } from '@courtside/core/organization';
import type { OrganizationSettings } from '@courtside/core/organization';
import { priceCart } from '@courtside/core/pricing';
import type { OrderSummary, PricingDiscount, PricingItem } from '@courtside/core/pricing';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cartPassLines, coverCart, coveredPricingItems, passPricingItems } from '../pass';
import type { PassCartLine, PassCover } from '../pass';
import { cartProducts, cartShipping, productPricingItems } from '../shop';
import type { CartShipping, LiveReservation } from '../shop';
import { cartRentals, rentalPricingItems } from '../rental';
import type { RentalLine } from '../rental';
import { cartRepository } from './cart.repository';
import type { CartRow, LiveCartItem } from './cart.repository';
import { assertCouponUsable, couponDiscount, couponRepository } from '../coupon';
import type { CouponRow } from '../coupon';
import { organizationRepository } from '../organization';
import { voucherRepository } from '../voucher';
import type { VoucherRow } from '../voucher';

export interface CartPricing {
  settings: OrganizationSettings;
  currency: string;
  /** Court lines first, then the product lines (the order of `products`), the pass lines, the rentals. */
  items: PricingItem[];
  /** The cart's live product lines (stock reservations). */
  products: LiveReservation[];
  /** Passes (punch cards) bought with the cart (docs/product/passes.md). */
  passLines: PassCartLine[];
  /** Rentals taken with the cart's court holds (docs/product/shop.md#rental-money). */
  rentals: RentalLine[];
  /** Pick-up or delivery; a chosen delivery's fee is the last of `items` (docs/product/shop.md#pick-up-or-delivery). */
  shipping: CartShipping;
  /** The attached pass and the punches it takes per court line (those lines cost 0 €). */
  passCover: PassCover;
  coupon: CouponRow | null;
  /** Why the attached coupon gives no discount right now (null when it does or none is set). */
  couponProblem: AppError | null;
  discount: PricingDiscount | null;
  voucher: VoucherRow | null;
  serviceFeeWaiver: boolean;
  summary: OrderSummary;
  voucherCents: number;
  amountDue: number;
}

export function pricingItemsOf(items: readonly LiveCartItem[]): PricingItem[] {
  return items.map((i) => ({ unitPriceCents: i.unitPriceCents, quantity: i.quantity, bookingType: i.bookingType }));
}

export async function organizationPricing(
  db: DbOrTx,
  organizationId: string,
): Promise<{ settings: OrganizationSettings; currency: string }> {
  const org = await organizationRepository.findById(db, organizationId);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  return { settings: organizationSettings(org.settings), currency: org.currency };
}

export async function priceCartRow(
  db: DbOrTx,
  cart: CartRow | undefined,
  items: readonly LiveCartItem[],
  options: {
    now: Date;
    organizationId: string;
    userId: string | null;
    customerEmail?: string;
    /** The cart's product and pass lines when the caller has just read them (saves two reads). */
    loaded?: { products: LiveReservation[]; passLines: PassCartLine[] };
  },
): Promise<CartPricing> {
  const { settings, currency } = await organizationPricing(db, options.organizationId);
  const products = options.loaded?.products ?? (await cartProducts(db, cart?.id, options.now));
  const passLines = options.loaded?.passLines ?? (await cartPassLines(db, cart?.id));
  const rentals = await cartRentals(db, cart?.id, options.now);
  const shipping = await cartShipping(db, cart?.id, products, settings);
  const passCover = await coverCart(db, cart?.passId, items, {
    organizationId: options.organizationId,
    userId: options.userId,
    now: options.now,
  });
  const pricingItems = [
    ...coveredPricingItems(pricingItemsOf(items), passCover),
    ...productPricingItems(products),
    ...passPricingItems(passLines),
    ...rentalPricingItems(rentals),
    ...(shipping.item ? [shipping.item] : []),
  ];
  const filled = items.length + products.length + passLines.length > 0;
  let coupon: CouponRow | null = null;
  let couponProblem: AppError | null = null;
  let discount: PricingDiscount | null = null;
  if (cart?.couponId && filled) {
    coupon = (await couponRepository.findById(db, options.organizationId, cart.couponId)) ?? null;
    if (coupon) {
      try {
        const customer = options.customerEmail ? { userId: options.userId, email: options.customerEmail } : undefined;
        await assertCouponUsable(db, coupon, {
          now: options.now,
          items: pricingItems,
          ...(customer ? { customer } : {}),
        });
        discount = couponDiscount(coupon);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        couponProblem = error;
      }
    }
  }
  const serviceFeeWaiver = await cartRepository.serviceFeeWaiver(db, options.userId);
  const summary = priceCart({ items: pricingItems, discount, serviceFeeWaiver, settings });
  let voucher: VoucherRow | null = null;
  let voucherCents = 0;
  if (cart?.voucherId && filled) {
    voucher = (await voucherRepository.findById(db, options.organizationId, cart.voucherId)) ?? null;
    const usable = voucher && voucher.active && (!voucher.validUntil || voucher.validUntil > options.now);
    if (usable) voucherCents = Math.min(voucher!.balanceCents, summary.total);
  }
  return {
    settings,
    currency,
    items: pricingItems,
    products,
    passLines,
    rentals,
    shipping,
    passCover,
    coupon,
    couponProblem,
    discount,
    voucher,
    serviceFeeWaiver,
    summary,
    voucherCents,
    amountDue: summary.total - voucherCents,
  };
}

export function summaryRow(p: CartPricing): SummaryRow {
  return {
    ...p.summary,
    couponCode: p.coupon?.code ?? null,
    voucherCode: p.voucher?.code ?? null,
    voucherBalance: p.voucher?.balanceCents ?? null,
    voucherCents: p.voucherCents,
    passId: p.passCover.pass?.id ?? null,
    passUnits: p.passCover.units.reduce((s, u) => s + u, 0),
    passProblem: p.passCover.problem,
    amountDue: p.amountDue,
    shipping: p.shipping.item?.unitPriceCents ?? 0,
    currency: p.currency,
  };
}
