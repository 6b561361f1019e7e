// Cart actions beyond add/remove: coupon and voucher codes, the guest-cart merge after sign-in,
// hold extensions and the pre-checkout validation (docs/product.md#checkout).
import type { CartItemInput } from '@courtside/core/cart-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cartProducts, extendCartProducts, moveCartProducts, productPricingItems } from '../shop';
import { shopEnabled } from '../shop';
import { courseAnchorIds } from '../course';
import { cartRepository } from './cart.repository';
import type { LiveCartItem } from './cart.repository';
import { pricingItemsOf, priceCartRow } from './cart-summary';
import type { CartPricing } from './cart-summary';
import { addItem, engineOwner, getOrCreateLockedCart, loadCart } from './cart.service';
import type { CartOwner } from './cart.service';
import { extendHold, quoteSlot, transferHolds } from '../booking';
import { assertCouponUsable, couponRepository } from '../coupon';
import { findUsableVoucher } from '../voucher';

/** PATCH /cart/addvoucherdiscount: a coupon code gives a discount, a voucher code pays. */
export async function applyCode(
  tx: DbOrTx,
  owner: CartOwner,
  rawCode: string,
  now: Date,
  customerEmail?: string,
): Promise<'coupon' | 'voucher'> {
  const code = rawCode.trim();
  const { cart, items } = await loadCart(tx, owner, now);
  const products = await cartProducts(tx, cart?.id, now);
  if (!cart || items.length + products.length === 0)
    throw new AppError('CART_EMPTY', 'Add a slot to your cart before entering a code');
  const coupon = await couponRepository.findByCode(tx, owner.organizationId, code);
  if (coupon) {
    const customer = customerEmail ? { customer: { userId: owner.userId, email: customerEmail } } : {};
    // Product lines count too: a coupon may target products (docs/product/shop.md#coupons-for-products).
    const priced = [...pricingItemsOf(items), ...productPricingItems(products)];
    await assertCouponUsable(tx, coupon, { now, items: priced, ...customer });
    await cartRepository.update(tx, cart.id, { couponId: coupon.id });
    return 'coupon';
  }
  try {
    const voucher = await findUsableVoucher(tx, owner.organizationId, code, now);
    await cartRepository.update(tx, cart.id, { voucherId: voucher.id });
    return 'voucher';
  } catch (error) {
    if (error instanceof AppError && (error.details as { reason?: string } | undefined)?.reason === 'unknown') {
      throw new AppError('COUPON_INVALID', 'This coupon or voucher code is not valid', { reason: 'unknown' });
    }
    throw error;
  }
}

export async function removeDiscount(tx: DbOrTx, owner: CartOwner, kind: 'coupon' | 'voucher' | 'all'): Promise<void> {
  const cart = await cartRepository.find(tx, owner);
  if (!cart) return;
  await cartRepository.update(tx, cart.id, {
    ...(kind !== 'voucher' ? { couponId: null } : {}),
    ...(kind !== 'coupon' ? { voucherId: null } : {}),
  });
}

export interface Skipped {
  resourceId: string;
  start: string;
  end: string;
  code: string;
  message: string;
}

/**
 * PATCH /cart/addlocalstorage: after sign-in the guest's holds become the user's (engine
 * transferHolds), the guest cart's items move over, and local items not held yet are held now.
 * Items that cannot be held any more are reported, not fatal (docs/product.md#holds merge).
 */
export async function mergeGuestCart(
  tx: DbOrTx,
  user: CartOwner,
  guestToken: string | null,
  localItems: CartItemInput[],
  discountCode: string | null,
  now: Date,
): Promise<Skipped[]> {
  const target = await getOrCreateLockedCart(tx, user);
  if (guestToken) {
    await transferHolds(tx, guestToken, user.userId!);
    const guestCart = await cartRepository.find(tx, { organizationId: user.organizationId, userId: null, guestToken });
    if (guestCart && guestCart.id !== target.id) {
      await cartRepository.lock(tx, guestCart.id);
      await cartRepository.moveItems(tx, guestCart.id, target.id);
      await moveCartProducts(tx, guestCart.id, target.id);
      await cartRepository.update(tx, target.id, {
        couponId: target.couponId ?? guestCart.couponId,
        voucherId: target.voucherId ?? guestCart.voucherId,
      });
      await cartRepository.remove(tx, guestCart.id);
    }
  }
  const skipped: Skipped[] = [];
  for (const input of localItems) {
    const { items } = await loadCart(tx, user, now);
    try {
      // Each item in its own savepoint: one slot taken meanwhile does not undo the others.
      await tx.transaction(async (sp) => {
        await addItem(sp, target, user, input, now, items);
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({
        resourceId: input.resourceId,
        start: input.start,
        end: input.end,
        code: error.code,
        message: error.message,
      });
    }
  }
  if (discountCode) {
    try {
      await tx.transaction(async (sp) => {
        await applyCode(sp, user, discountCode, now);
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return skipped;
}

/** Gives every hold of the cart another holdMinutes (at most holdExtensions times, docs/product.md#holds). */
export async function extendCart(tx: DbOrTx, owner: CartOwner, now: Date): Promise<void> {
  const { cart, items } = await loadCart(tx, owner, now);
  const held = items.filter((i) => i.bookingStatus === 'reserved');
  const products = await cartProducts(tx, cart?.id, now);
  if (!held.length && !products.some((p) => p.status === 'held'))
    throw new AppError('CART_EMPTY', 'There is nothing to extend in your cart');
  if (cart) await extendCartProducts(tx, owner, cart.id, now);
  for (const item of held) {
    const rows = await extendHold(tx, item.bookingId, engineOwner(owner), { now });
    const mine = rows.find((r) => r.id === item.bookingId);
    if (mine?.expiresAt) await cartRepository.updateItem(tx, item.id, { expiresAt: mine.expiresAt });
  }
}

export interface ItemCheck {
  item: LiveCartItem;
  valid: boolean;
  code: string | null;
  message: string | null;
  currentUnitPrice: number | null;
}

/** Holds alive and prices current, per item (docs/product.md#checkout, POST /cart/validate). */
export async function checkItems(db: DbOrTx, owner: CartOwner, items: LiveCartItem[], now: Date): Promise<ItemCheck[]> {
  const out: ItemCheck[] = [];
  const coursePlaces = await courseAnchorIds(
    db,
    items.map((i) => i.sessionId).filter((id): id is string => Boolean(id)),
  );
  for (const item of items) {
    const alive =
      (item.bookingStatus === 'reserved' || item.bookingStatus === 'pending') &&
      (!item.holdExpiresAt || item.holdExpiresAt > now || item.bookingStatus === 'pending');
    if (!alive) {
      out.push({
        item,
        valid: false,
        code: 'HOLD_EXPIRED',
        message: 'The hold on this slot has expired',
        currentUnitPrice: null,
      });
      continue;
    }
    if (item.bookingType === 'abo') {
      out.push({ item, valid: true, code: null, message: null, currentUnitPrice: item.unitPriceCents });
      continue;
    }
    try {
      const quote = await quoteSlot(db, {
        organizationId: owner.organizationId,
        resourceId: item.resourceId,
        start: item.startsAt,
        end: item.endsAt,
        type: item.bookingType,
        places: item.quantity,
        ...(item.sessionId && coursePlaces.has(item.sessionId) ? { courseEnrolment: true } : {}),
        now,
      });
      const changed = quote.unitPriceCents !== item.unitPriceCents;
      out.push({
        item,
        valid: !changed,
        code: changed ? 'CART_CHANGED' : null,
        message: changed ? 'The price of this slot has changed' : null,
        currentUnitPrice: quote.unitPriceCents,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      out.push({ item, valid: false, code: error.code, message: error.message, currentUnitPrice: null });
    }
  }
  return out;
}

export interface CartValidation {
  valid: boolean;
  checks: ItemCheck[];
  pricing: CartPricing;
  items: LiveCartItem[];
}

export async function validateCart(
  db: DbOrTx,
  owner: CartOwner,
  now: Date,
  customerEmail?: string,
): Promise<CartValidation> {
  const cart = await cartRepository.find(db, owner);
  const items = cart ? await cartRepository.items(db, cart.id) : [];
  const checks = await checkItems(db, owner, items, now);
  const pricing = await priceCartRow(db, cart, items, {
    now,
    organizationId: owner.organizationId,
    userId: owner.userId,
    ...(customerEmail ? { customerEmail } : {}),
  });
  const valid =
    items.length + pricing.products.length + pricing.passLines.length > 0 &&
    checks.every((c) => c.valid) &&
    !pricing.couponProblem &&
    (pricing.products.length === 0 || (await shopEnabled(db, owner.organizationId)));
  return { valid, checks, pricing, items };
}
