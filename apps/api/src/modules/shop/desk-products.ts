// Products sold at the desk (docs/product/shop.md#desk-sales): the same atomic reservation as a cart
// line ("take n if at least n are available"), without a cart; the desk order then sells them when
// it completes (order-products.ts), so two desks racing for the last unit never both get it. The
// goods are handed over on the spot, so a desk sale has no pick-up or delivery to follow.
import type { DeskProductInput } from '@courtside/core/desk-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { productRepository } from './product.repository';
import type { LiveReservation } from './product.repository';
import { variantOf } from './product.service';

/** Reserves every line (one conditional update each) for the desk order being made; OUT_OF_STOCK when short. */
export async function reserveDeskProducts(
  tx: DbOrTx,
  organizationId: string,
  inputs: readonly DeskProductInput[],
  until: Date,
): Promise<LiveReservation[]> {
  const out: LiveReservation[] = [];
  for (const input of inputs) {
    const product = await productRepository.find(tx, organizationId, input.productId);
    // Drafts and archived products are not sold; the shop switch is for the public shop only.
    if (!product || product.status !== 'published') throw notFound('Product');
    if (product.rental)
      throw new AppError('BAD_REQUEST', 'A rental is added to a court booking, not sold on its own', {
        reason: 'rental',
      });
    const variant = variantOf(product, input.variantId);
    if (!(await productRepository.reserve(tx, variant.id, input.quantity)))
      throw new AppError(
        'OUT_OF_STOCK',
        `Not enough of ${product.name.en ?? product.name.de ?? 'this product'} is left`,
        {
          productId: product.id,
          variantId: variant.id,
        },
      );
    const row = await productRepository.insertReservation(tx, {
      organizationId,
      cartId: null,
      productId: product.id,
      variantId: variant.id,
      quantity: input.quantity,
      unitPriceCents: product.priceCents,
      // A gift card is a multi-purpose voucher (docs/decisions/015-gift-cards-vat-at-redemption.md).
      vatBasisPoints: product.giftCard ? 0 : product.vatBasisPoints,
      expiresAt: until,
    });
    out.push({
      ...row,
      productName: product.name,
      category: product.category,
      giftCard: product.giftCard,
      images: product.images,
      variantName: variant.name,
    });
  }
  return out;
}
