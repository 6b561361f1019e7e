// Products in the one cart (docs/product.md#shop): each line is a stock reservation held for the
// same hold time as a court; removing the line, its expiry, or an abandoned payment gives the units
// back; paying turns the reservation into a sale (order-products.ts).
import { organizationSettings } from '@courtside/core/organization';
import { localized } from '@courtside/core/shop';
import type { CartProductInput, CartProductItemDto } from '@courtside/core/shop';
import type { PricingItem } from '@courtside/core/pricing';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { cartRepository } from '../checkout';
import type { CartOwnerKey } from '../checkout';
import { organizationRepository } from '../organization';
import { productRepository } from './product.repository';
import type { LiveReservation } from './product.repository';
import { assertShopEnabled, variantOf } from './product.service';

export function cartProductToDto(r: LiveReservation, language?: string): CartProductItemDto {
  return {
    id: r.id,
    kind: 'product',
    productId: r.productId,
    variantId: r.variantId,
    name: localized(r.productName, language),
    variantName: r.variantName,
    image: r.images[0] ?? null,
    quantity: r.quantity,
    unitPrice: r.unitPriceCents,
    subTotalPrice: r.unitPriceCents * r.quantity,
    vatPercent: r.vatBasisPoints / 100,
    expiryTime: r.expiresAt.toISOString(),
    status: r.status === 'pending' ? 'pending' : 'reserved',
  };
}

export function productPricingItems(lines: readonly LiveReservation[]): PricingItem[] {
  return lines.map((l) => ({
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    vatPercent: l.vatBasisPoints / 100,
    productId: l.productId,
    category: l.category,
  }));
}

/** The live product lines of a cart, expired ones released first (their stock is back). */
export async function cartProducts(db: DbOrTx, cartId: string | undefined, now: Date): Promise<LiveReservation[]> {
  if (!cartId) return [];
  const lines = await productRepository.liveOfCart(db, cartId);
  // One query in the common case; only a cart with an expired line pays for the release.
  if (!lines.some((l) => l.expiresAt <= now)) return lines;
  await productRepository.releaseExpired(db, now, cartId);
  return productRepository.liveOfCart(db, cartId);
}

async function holdMinutesOf(db: DbOrTx, organizationId: string): Promise<number> {
  const org = await organizationRepository.findById(db, organizationId);
  return organizationSettings(org?.settings).holdMinutes;
}

/**
 * Adds units of a product to a locked cart: one conditional UPDATE takes them off the available
 * stock (never check-then-write), then the reservation row is the cart line. The same product and
 * variant again raises the line's quantity, reserving only the difference.
 */
export async function addProductToCart(
  tx: DbOrTx,
  cartId: string,
  owner: CartOwnerKey,
  input: CartProductInput,
  now: Date,
): Promise<'added' | 'increased'> {
  await assertShopEnabled(tx, owner.organizationId);
  const product = await productRepository.find(tx, owner.organizationId, input.productId);
  if (!product || product.status !== 'published') throw notFound('Product');
  if (product.rental)
    throw new AppError('BAD_REQUEST', 'A rental is added to a court booking, not bought on its own', {
      reason: 'rental',
    });
  const variant = variantOf(product, input.variantId);
  const existing = (await cartProducts(tx, cartId, now)).find((l) => l.variantId === variant.id);
  if (existing?.status === 'pending')
    throw new AppError('CONFLICT', 'This item is being paid for and cannot change now');
  if (!(await productRepository.reserve(tx, variant.id, input.quantity)))
    throw new AppError('OUT_OF_STOCK', 'Not enough of this product is left', {
      productId: product.id,
      variantId: variant.id,
    });
  const expiresAt = new Date(now.getTime() + (await holdMinutesOf(tx, owner.organizationId)) * 60_000);
  if (existing) {
    await productRepository.updateReservation(tx, existing.id, {
      quantity: existing.quantity + input.quantity,
      expiresAt,
    });
    return 'increased';
  }
  await productRepository.insertReservation(tx, {
    organizationId: owner.organizationId,
    cartId,
    productId: product.id,
    variantId: variant.id,
    quantity: input.quantity,
    unitPriceCents: product.priceCents,
    // A gift card is a multi-purpose voucher: no VAT at sale, only when it is redeemed
    // (docs/decisions/015-gift-cards-vat-at-redemption.md).
    vatBasisPoints: product.giftCard ? 0 : product.vatBasisPoints,
    expiresAt,
  });
  return 'added';
}

/** Sets a line's quantity: more reserves the difference (or refuses), less gives units back. */
export async function setProductQuantity(
  tx: DbOrTx,
  line: LiveReservation,
  quantity: number,
  owner: CartOwnerKey,
): Promise<void> {
  if (line.status === 'pending') throw new AppError('CONFLICT', 'This item is being paid for and cannot change now');
  if (quantity <= 0) {
    await productRepository.releaseIds(tx, [line.id]);
    return;
  }
  const delta = quantity - line.quantity;
  if (delta > 0) {
    await assertShopEnabled(tx, owner.organizationId);
    if (!(await productRepository.reserve(tx, line.variantId, delta)))
      throw new AppError('OUT_OF_STOCK', 'Not enough of this product is left', { variantId: line.variantId });
    await productRepository.updateReservation(tx, line.id, { quantity });
  } else if (delta < 0) {
    await productRepository.shrink(tx, line, quantity);
  }
}

/** Every live line of the owner's cart given back (clear cart). */
export async function releaseCartProducts(tx: DbOrTx, cartId: string, now: Date): Promise<void> {
  const lines = await cartProducts(tx, cartId, now);
  await productRepository.releaseIds(
    tx,
    lines.map((l) => l.id),
  );
}

/** After sign-in, the guest cart's product lines move with its court holds. */
export async function moveCartProducts(tx: DbOrTx, fromCartId: string, toCartId: string): Promise<void> {
  await productRepository.moveToCart(tx, fromCartId, toCartId);
}

/** Gives every product line of the cart another hold time together with its courts. */
export async function extendCartProducts(tx: DbOrTx, owner: CartOwnerKey, cartId: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + (await holdMinutesOf(tx, owner.organizationId)) * 60_000);
  await productRepository.extend(tx, cartId, until, now);
}

/** Releases every expired reservation of every cart (the purge job, beside the court holds). */
export async function purgeExpiredReservations(db: DbOrTx, now = new Date()): Promise<number> {
  return productRepository.releaseExpired(db, now);
}

export async function cartIdOf(db: DbOrTx, owner: CartOwnerKey): Promise<string | undefined> {
  if (!owner.userId && !owner.guestToken) return undefined;
  return (await cartRepository.find(db, owner))?.id;
}
