// Pick-up or delivery, the cart's and the order's side (docs/product/shop.md#pick-up-or-delivery): products
// are picked up at the venue unless the customer chose delivery, which the venue offers by setting a
// flat shipping fee. The fee is one priced line of the cart (taxed at the standard rate,
// docs/product/shop.md#shipping-vat), so the summary, the order and the invoice agree to the cent.
import type { CartDeliveryAnswer, ShippingAddress } from '@courtside/core/fulfilment';
import { SHIPPING_VAT_PERCENT } from '@courtside/core/fulfilment';
import type { OrganizationSettings } from '@courtside/core/organization';
import type { PricedLine, PricingItem } from '@courtside/core/pricing';
import { percentToBasisPoints } from '@courtside/core/money';
import type { DbOrTx } from '../../db/client';
import type { InvoiceLine } from '../../db/schema/invoices';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from '../checkout';
import { fulfilmentRepository } from './fulfilment.repository';
import type { LiveReservation } from './product.repository';

export interface CartShipping {
  /** The cart holds products to hand over (gift cards are mailed, rentals stay at the venue). */
  needed: boolean;
  /** Delivery can be chosen: the venue set a fee and something can be shipped. */
  offered: boolean;
  feeCents: number | null;
  /** The chosen delivery's address; null: pick-up. */
  address: ShippingAddress | null;
  /** The shipping line priced with the cart (last of the items), when delivery is chosen. */
  item: PricingItem | null;
}

export const noShipping: CartShipping = { needed: false, offered: false, feeCents: null, address: null, item: null };

/** Gift cards are not shipped (their codes are mailed); every other product is handed over. */
export function shippable(products: readonly Pick<LiveReservation, 'giftCard'>[]): boolean {
  return products.some((p) => !p.giftCard);
}

export async function cartShipping(
  db: DbOrTx,
  cartId: string | undefined,
  products: readonly LiveReservation[],
  settings: Pick<OrganizationSettings, 'shippingFeeCents'>,
): Promise<CartShipping> {
  const needed = shippable(products);
  if (!needed || !cartId) return { ...noShipping, needed, feeCents: settings.shippingFeeCents };
  const feeCents = settings.shippingFeeCents;
  const offered = feeCents !== null;
  // Asked only when delivery is possible: a cart of court time never pays for this read.
  const address = offered ? ((await fulfilmentRepository.cartDelivery(db, cartId)) ?? null) : null;
  const item: PricingItem | null =
    address && feeCents !== null
      ? { unitPriceCents: feeCents, quantity: 1, vatPercent: SHIPPING_VAT_PERCENT, fee: 'shipping' }
      : null;
  return { needed, offered, feeCents, address, item };
}

export function cartDeliveryAnswer(s: CartShipping): CartDeliveryAnswer {
  return {
    needed: s.needed,
    offered: s.offered,
    feeCents: s.feeCents,
    method: s.address ? 'delivery' : 'pickup',
    address: s.address,
  };
}

/** PUT /cart/delivery: delivery needs the venue's fee and a shippable product; pick-up forgets the address. */
export async function chooseCartDelivery(
  db: DbOrTx,
  cartId: string | undefined,
  products: readonly LiveReservation[],
  settings: Pick<OrganizationSettings, 'shippingFeeCents'>,
  choice: { method: 'pickup' | 'delivery'; address?: ShippingAddress | undefined },
): Promise<CartShipping> {
  if (!cartId || !products.length) throw new AppError('CART_EMPTY', 'Your cart holds no products');
  if (choice.method === 'delivery') {
    if (settings.shippingFeeCents === null)
      throw new AppError('CONFLICT', 'This venue does not deliver: please pick up your order at the venue', {
        reason: 'delivery_not_offered',
      });
    if (!shippable(products))
      throw new AppError('CONFLICT', 'Nothing in your cart is shipped (gift cards are sent by e-mail)', {
        reason: 'nothing_to_ship',
      });
  }
  const address = choice.address ? { ...choice.address, country: choice.address.country.toUpperCase() } : null;
  await fulfilmentRepository.setCartDelivery(db, cartId, choice.method === 'delivery' ? address : null);
  return cartShipping(db, cartId, products, settings);
}

/** The order's fulfilment, frozen with its totals: `lines` are all priced lines, shipping last. */
export async function insertOrderFulfilment(
  tx: DbOrTx,
  order: OrderRow,
  shipping: CartShipping,
  lines: readonly PricedLine[],
): Promise<void> {
  if (!shipping.needed) return;
  const line = shipping.item ? lines[lines.length - 1] : undefined;
  await fulfilmentRepository.insert(tx, {
    orderId: order.id,
    organizationId: order.organizationId,
    method: shipping.address ? 'delivery' : 'pickup',
    shippingAddress: shipping.address,
    shippingCents: line?.gross ?? 0,
    shippingVatCents: line?.vat ?? 0,
    shippingVatBasisPoints: line ? percentToBasisPoints(line.vatPercent) : 0,
  });
}

/** The shipping line of the order's invoice (none for pick-up). */
export async function shippingInvoiceLines(tx: DbOrTx, orderId: string, locale: string): Promise<InvoiceLine[]> {
  const f = await fulfilmentRepository.find(tx, orderId);
  if (!f || f.method !== 'delivery') return [];
  return [
    {
      kind: 'shipping',
      description: locale === 'de' ? 'Versand' : 'Shipping',
      quantity: 1,
      unitPriceCents: f.shippingCents,
      subtotalCents: f.shippingCents,
      discountCents: 0,
      netCents: f.shippingCents - f.shippingVatCents,
      vatCents: f.shippingVatCents,
      grossCents: f.shippingCents,
      vatPercent: f.shippingVatBasisPoints / 100,
    },
  ];
}
