// The cart (docs/product.md#holds): every item is a hold of the booking engine, for guests too, so two
// people can never pay for the same court. Items expire with their hold (7 min, docs/product.md#holds).
import type { CartItemDto, CartItemInput } from '@courtside/core/cart-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { cartRepository, isDeadItem } from './cart.repository';
import type { CartOwnerKey, CartRow, LiveCartItem } from './cart.repository';
import { sameSecret } from '../../lib/same-secret';
import { holdSlot, releaseHold } from '../booking';
import { createSubscription } from '../subscription';
import { releaseCartProducts } from '../shop';
import { clearCartPasses } from '../pass';
import { courseAnchorIds } from '../course';

export type CartOwner = CartOwnerKey;

export const engineOwner = (owner: CartOwner) =>
  owner.userId ? { userId: owner.userId } : { guestToken: owner.guestToken! };

export function cartItemToDto(i: LiveCartItem): CartItemDto {
  return {
    id: i.id,
    bookingId: i.bookingId,
    quantity: i.quantity,
    unitPrice: i.unitPriceCents,
    subTotalPrice: i.unitPriceCents * i.quantity,
    resourceId: i.resourceId,
    resourceName: i.resourceName,
    start: i.startsAt.toISOString(),
    end: i.endsAt.toISOString(),
    bookingType: i.bookingType,
    expiryTime: (i.holdExpiresAt ?? i.expiresAt).toISOString(),
    subscriptionId: i.subscriptionId,
    sessionId: i.sessionId,
    status: i.bookingStatus === 'pending' ? 'pending' : 'reserved',
  };
}

/**
 * The owner's cart with dead items purged; undefined when there is none yet. A caller that holds the
 * cart row (locked) passes it: then the items are one read, and the purge runs only when one of
 * them is dead.
 */
export async function loadCart(
  db: DbOrTx,
  owner: CartOwner,
  now: Date,
  known?: CartRow,
): Promise<{ cart: CartRow | undefined; items: LiveCartItem[] }> {
  if (!known && !owner.userId && !owner.guestToken) return { cart: undefined, items: [] };
  const cart = known ?? (await cartRepository.find(db, owner));
  if (!cart) return { cart: undefined, items: [] };
  const items = await cartRepository.items(db, cart.id);
  if (!items.some((i) => isDeadItem(i, now))) return { cart, items };
  if ((await cartRepository.purgeDead(db, now, cart.id)) > 0) await resetIfEmpty(db, cart.id);
  return { cart: (await cartRepository.findById(db, cart.id))!, items: await cartRepository.items(db, cart.id) };
}

/** docs/product.md#checkout: when the cart becomes empty, the discount (coupon and voucher) resets. */
async function resetIfEmpty(db: DbOrTx, cartId: string): Promise<void> {
  if ((await cartRepository.items(db, cartId)).length === 0 && !(await cartRepository.hasLiveProducts(db, cartId)))
    await cartRepository.update(db, cartId, { couponId: null, voucherId: null });
}

const sameSlot = (i: LiveCartItem, input: CartItemInput) =>
  i.resourceId === input.resourceId &&
  i.startsAt.getTime() === new Date(input.start).getTime() &&
  i.endsAt.getTime() === new Date(input.end).getTime() &&
  i.bookingType === input.bookingType;

export type AddResult = 'added' | 'increased' | 'duplicate';

/** Adds one item to a locked cart. Throws the engine's errors (SLOT_TAKEN, TOO_LATE, …). */
export async function addItem(
  tx: DbOrTx,
  cart: CartRow,
  owner: CartOwner,
  input: CartItemInput,
  now: Date,
  current: LiveCartItem[],
  options: { courseEnrolment?: boolean; failsTransaction?: boolean } = {},
): Promise<AddResult> {
  if (input.bookingType === 'abo') return addAbo(tx, cart, owner, input, now, current);
  const existing = current.find((i) => sameSlot(i, input));
  if (existing) {
    // docs/product.md#checkout: adding an existing item raises its quantity; a court slot exists once.
    if (existing.bookingType !== 'come_together') return 'duplicate';
    await setQuantity(tx, owner, existing, existing.quantity + input.quantity, now);
    return 'increased';
  }
  if (input.bookingType === 'normal' && input.quantity > 1)
    throw new AppError('BAD_REQUEST', 'A court can be booked once per slot: quantity must be 1');
  const booking = await holdSlot(tx, {
    organizationId: owner.organizationId,
    resourceId: input.resourceId,
    start: new Date(input.start),
    end: new Date(input.end),
    type: input.bookingType,
    owner: engineOwner(owner),
    ...(input.bookingType === 'come_together' ? { places: input.quantity } : {}),
    ...(input.sessionId ? { sessionId: input.sessionId } : {}),
    ...(options.courseEnrolment ? { courseEnrolment: true } : {}),
    ...(options.failsTransaction ? { failsTransaction: true } : {}),
    now,
  });
  // docs/product/courses.md#enrolment: a course's dates are sold together, by enrolling in the course;
  // a single date's place is refused (the hold above is rolled back with the transaction).
  if (booking.sessionId && !options.courseEnrolment && (await courseAnchorIds(tx, [booking.sessionId])).size)
    throw new AppError(
      'BOOKING_TYPE_NOT_ALLOWED',
      "This session is a date of a course: enrol in the whole course on the course's page",
      { sessionId: booking.sessionId },
    );
  await cartRepository.insertItem(tx, {
    organizationId: owner.organizationId,
    cartId: cart.id,
    bookingId: booking.id,
    resourceId: booking.resourceId,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    bookingType: booking.type,
    quantity: booking.places,
    unitPriceCents: Math.round(booking.priceCents / Math.max(1, booking.places)),
    subscriptionId: null,
    groupId: booking.sessionId,
    expiresAt: booking.expiresAt ?? new Date(now.getTime() + 7 * 60_000),
  });
  return 'added';
}

/** An abo (made here or by POST /subscrptions/add): its first date stands for all of them in the cart. */
async function addAbo(
  tx: DbOrTx,
  cart: CartRow,
  owner: CartOwner,
  input: CartItemInput,
  now: Date,
  current: LiveCartItem[],
): Promise<AddResult> {
  if (!input.subscriptionId) {
    if (
      current.some(
        (i) =>
          i.bookingType === 'abo' &&
          i.resourceId === input.resourceId &&
          i.startsAt.getTime() === new Date(input.start).getTime(),
      )
    )
      return 'duplicate';
    // The weekly slot of start/end for the season, held through the engine (POST /subscrptions/add does the same).
    const created = await createSubscription(tx, {
      organizationId: owner.organizationId,
      owner: engineOwner(owner),
      slot: { resourceId: input.resourceId, start: input.start, end: input.end },
      now,
    });
    input = { ...input, subscriptionId: created.subscription.id };
  }
  const found = await cartRepository.subscriptionWithHolds(tx, input.subscriptionId!);
  const sub = found?.subscription;
  const owns =
    sub &&
    sub.organizationId === owner.organizationId &&
    ((owner.userId && sub.userId === owner.userId) || sameSecret(owner.guestToken, sub.guestToken));
  if (!found || !owns) throw notFound('Subscription');
  if (current.some((i) => i.subscriptionId === sub.id)) return 'duplicate';
  const held = found.dates.filter((d) => d.status === 'reserved' && (!d.expiresAt || d.expiresAt > now));
  const first = held[0];
  if (!first) throw new AppError('HOLD_EXPIRED', 'The hold on this abo has expired: please choose the slot again');
  await cartRepository.insertItem(tx, {
    organizationId: owner.organizationId,
    cartId: cart.id,
    bookingId: first.id,
    resourceId: sub.resourceId,
    startsAt: first.startsAt,
    endsAt: first.endsAt,
    bookingType: 'abo',
    quantity: 1,
    unitPriceCents: sub.priceCents,
    subscriptionId: sub.id,
    groupId: null,
    expiresAt: first.expiresAt ?? new Date(now.getTime() + 7 * 60_000),
  });
  return 'added';
}

/**
 * Changes the places of a come-together item: the old hold is given back and a new one taken in
 * the same transaction, so a refused change (SESSION_FULL) leaves the old hold as it was.
 */
export async function setQuantity(
  tx: DbOrTx,
  owner: CartOwner,
  item: LiveCartItem,
  quantity: number,
  now: Date,
): Promise<void> {
  if (quantity === item.quantity) return;
  if (quantity <= 0) {
    await removeItem(tx, owner, item, now);
    return;
  }
  if (item.bookingType !== 'come_together')
    throw new AppError('BAD_REQUEST', 'A court can be booked once per slot: quantity must be 1');
  if (item.bookingStatus === 'pending')
    throw new AppError('CONFLICT', 'This item is being paid for and cannot change now');
  await releaseHold(tx, item.bookingId, engineOwner(owner), { now });
  const booking = await holdSlot(tx, {
    organizationId: owner.organizationId,
    resourceId: item.resourceId,
    start: item.startsAt,
    end: item.endsAt,
    type: 'come_together',
    owner: engineOwner(owner),
    places: quantity,
    ...(item.sessionId ? { sessionId: item.sessionId } : {}),
    now,
  });
  await cartRepository.updateItem(tx, item.id, {
    bookingId: booking.id,
    quantity: booking.places,
    unitPriceCents: Math.round(booking.priceCents / Math.max(1, booking.places)),
    expiresAt: booking.expiresAt ?? item.expiresAt,
  });
}

/** Gives the hold back (an abo's dates together) and removes the item. */
export { resetIfEmpty };

export async function removeItem(tx: DbOrTx, owner: CartOwner, item: LiveCartItem, now: Date): Promise<void> {
  if (item.bookingStatus === 'reserved' || item.bookingStatus === 'pending') {
    await releaseHold(tx, item.bookingId, engineOwner(owner), { now });
  }
  await cartRepository.deleteItems(tx, [item.id]);
  await resetIfEmpty(tx, item.cartId);
}

export async function clearCart(tx: DbOrTx, owner: CartOwner, now: Date): Promise<void> {
  const { cart, items } = await loadCart(tx, owner, now);
  if (!cart) return;
  await releaseCartProducts(tx, cart.id, now);
  await clearCartPasses(tx, cart.id);
  for (const item of items) {
    if (item.bookingStatus === 'reserved' || item.bookingStatus === 'pending')
      await releaseHold(tx, item.bookingId, engineOwner(owner), { now });
  }
  await cartRepository.deleteItems(
    tx,
    items.map((i) => i.id),
  );
  await cartRepository.update(tx, cart.id, { couponId: null, voucherId: null });
}

/** The owner's cart, locked for this transaction; made first when there is none (`created`). */
export async function lockedCartOf(tx: DbOrTx, owner: CartOwner): Promise<{ cart: CartRow; created: boolean }> {
  const found = await cartRepository.findLocked(tx, owner);
  if (found) return { cart: found, created: false };
  const made = await cartRepository.insertNew(tx, owner);
  if (made) return { cart: made, created: true };
  // A parallel first request made it: wait for its transaction and take the row.
  return { cart: (await cartRepository.findLocked(tx, owner))!, created: false };
}

export async function getOrCreateLockedCart(tx: DbOrTx, owner: CartOwner): Promise<CartRow> {
  return (await lockedCartOf(tx, owner)).cart;
}
