// What the cart routes do beyond parsing and replying, one function per endpoint that changes the cart.
// The routes stay thin (parse → one call here → reply); the rules are in cart.service.ts and cart-actions.ts.
import type { z } from 'zod';
import type { CartItemInput, mergeCartSchema, quantitySchema } from '@courtside/core/cart-schemas';
import type { DbOrTx, Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { attachGuestOrders } from '../order/order-attach';
import { mergeGuestCart, validateCart } from './cart-actions';
import type { Skipped } from './cart-actions';
import { cartRepository } from './cart.repository';
import type { LiveCartItem } from './cart.repository';
import { summaryRow } from './cart-summary';
import {
  addItem,
  cartItemToDto,
  getOrCreateLockedCart,
  lockedCartOf,
  loadCart,
  removeItem,
  resetIfEmpty,
  setQuantity,
} from './cart.service';
import { addProductToCart, cartProductToDto, cartProducts, setProductQuantity } from '../shop';
import type { CartProductInput } from '@courtside/core/shop';
import type { CartOwner } from './cart.service';

export interface AddedItems {
  message: string;
  cartId: string;
  /** The cart was made by this add: it has no product lines. */
  created: boolean;
  items: LiveCartItem[];
}

/** POST /cart's answer from the items the add's transaction read (product names in `lang`). */
export async function addedAnswer(db: DbOrTx, added: AddedItems, lang: string | undefined) {
  const products = added.created ? [] : await cartProducts(db, added.cartId, new Date());
  return {
    status: 200,
    message: added.message,
    items: added.items.map(cartItemToDto),
    products: products.map((l) => cartProductToDto(l, lang)),
  };
}

/**
 * Holds each slot in the cart; answers the message the client shows and the cart's items after the
 * adds (read in the same transaction), and whether the cart was made by this call (it has no
 * products then).
 */
export async function addItems(
  db: Database,
  owner: CartOwner,
  inputs: CartItemInput[] | ((tx: DbOrTx) => Promise<CartItemInput[]>),
  now: Date,
  options: { courseEnrolment?: boolean } = {},
): Promise<AddedItems> {
  const { results, cartId, created, items } = await db.transaction(async (tx) => {
    const { cart, created } = await lockedCartOf(tx, owner);
    const out = [];
    // A new cart has no items: no read before the first add.
    let current: LiveCartItem[] | undefined = created ? [] : undefined;
    // A course's places are worked out inside the transaction that holds them (all dates or none).
    for (const input of typeof inputs === 'function' ? await inputs(tx) : inputs) {
      current ??= (await loadCart(tx, owner, now, cart)).items;
      // Any refusal ends this transaction: the hold needs no savepoint.
      out.push(await addItem(tx, cart, owner, input, now, current, { ...options, failsTransaction: true }));
      current = undefined;
    }
    current ??= (await loadCart(tx, owner, now, cart)).items;
    return { results: out, cartId: cart.id, created, items: current };
  });
  const message = results.every((r) => r === 'duplicate')
    ? 'This slot is already in your cart'
    : results.includes('increased')
      ? 'Quantity increased'
      : 'Added to cart';
  return { message, cartId, created, items };
}

/** The code the original client sends as `discount`: a string, or an object with a code. */
function discountCode(discount: z.infer<typeof mergeCartSchema>['discount']): string | null {
  const code =
    typeof discount === 'string'
      ? discount
      : discount && typeof discount === 'object' && typeof discount.code === 'string'
        ? discount.code
        : null;
  return code || null;
}

/**
 * After sign-in: the guest's cart joins the account's, and the cookie's proof of the orders this guest
 * already paid attaches them to the account too.
 */
export async function mergeIntoAccount(
  db: Database,
  owner: CartOwner,
  guestToken: string | null,
  body: z.infer<typeof mergeCartSchema>,
  ip: string,
  now: Date,
): Promise<Skipped[]> {
  return db.transaction(async (tx) => {
    const out = await mergeGuestCart(tx, owner, guestToken, body.items, discountCode(body.discount), now);
    if (guestToken)
      await attachGuestOrders(tx, { organizationId: owner.organizationId, userId: owner.userId!, guestToken, ip });
    return out;
  });
}

async function withOwnItem(
  db: Database,
  owner: CartOwner,
  itemId: string,
  now: Date,
  change: (tx: DbOrTx, item: Awaited<ReturnType<typeof loadCart>>['items'][number]) => Promise<void>,
  /** A product line of the same cart with this id (the item routes take both kinds of line). */
  changeProduct?: (tx: DbOrTx, line: Awaited<ReturnType<typeof cartProducts>>[number]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The cart's lock first, before loadCart writes anything (docs/ARCHITECTURE.md "Lock order"):
    // a payment settling the same cart takes it in the same order.
    const found = await cartRepository.findLocked(tx, owner);
    const { cart, items } = found ? await loadCart(tx, owner, now, found) : { cart: undefined, items: [] };
    const item = items.find((i) => i.id === itemId);
    const line =
      !item && found && changeProduct
        ? (await cartProducts(tx, found.id, now)).find((l) => l.id === itemId)
        : undefined;
    if (line) return changeProduct!(tx, line);
    if (!cart || !item) throw new AppError('NOT_FOUND', 'This item is not in your cart (its hold may have expired)');
    await change(tx, item);
  });
}

/** ±1 or a new quantity for an item of the owner's cart (0 removes it). */
export function changeQuantity(
  db: Database,
  owner: CartOwner,
  itemId: string,
  body: z.infer<typeof quantitySchema>,
  now: Date,
): Promise<void> {
  return withOwnItem(
    db,
    owner,
    itemId,
    now,
    (tx, item) => setQuantity(tx, owner, item, body.quantity ?? item.quantity + body.delta!, now),
    (tx, line) => setProductQuantity(tx, line, body.quantity ?? line.quantity + body.delta!, owner),
  );
}

/** Removes an item of the owner's cart and gives its hold back. */
export function removeCartItem(db: Database, owner: CartOwner, itemId: string, now: Date): Promise<void> {
  return withOwnItem(
    db,
    owner,
    itemId,
    now,
    (tx, item) => removeItem(tx, owner, item, now),
    async (tx, line) => {
      await setProductQuantity(tx, line, 0, owner);
      await resetIfEmpty(tx, line.cartId!);
    },
  );
}

/** Reserves each product's stock in the cart (docs/product.md#shop); answers the message the client shows. */
export async function addProducts(
  db: Database,
  owner: CartOwner,
  inputs: CartProductInput[],
  now: Date,
): Promise<string> {
  const results = await db.transaction(async (tx) => {
    const cart = await getOrCreateLockedCart(tx, owner);
    const out = [];
    for (const input of inputs) out.push(await addProductToCart(tx, cart.id, owner, input, now));
    return out;
  });
  return results.includes('increased') ? 'Quantity increased' : 'Added to cart';
}

/** POST /cart/validate's answer: each item's check, the coupon's state and the summary. */
export async function validationAnswer(db: DbOrTx, owner: CartOwner, now: Date) {
  const email = owner.userId ? (await cartRepository.userContact(db, owner.userId))?.email : undefined;
  const result = await validateCart(db, owner, now, email);
  const problem = result.pricing.couponProblem;
  return {
    valid: result.valid,
    rows: result.checks.map((c) => ({
      itemId: c.item.id,
      bookingId: c.item.bookingId,
      valid: c.valid,
      code: c.code,
      message: c.message,
      unitPrice: c.item.unitPriceCents,
      currentUnitPrice: c.currentUnitPrice,
    })),
    count: result.checks.length,
    coupon: result.pricing.coupon
      ? { code: result.pricing.coupon.code, valid: !problem, message: problem?.message ?? null }
      : null,
    summery: summaryRow(result.pricing),
  };
}
