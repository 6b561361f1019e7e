// The cart's pass parts (docs/product/passes.md): pass lines to buy (signed-in customers only: a
// pass belongs to an account) and the customer's own pass attached to pay eligible court lines.
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { cartRepository, getOrCreateLockedCart } from '../checkout';
import type { CartOwner } from '../checkout';
import { passRepository } from './pass.repository';
import { assertAttachable } from './pass-checkout';

/** At most this many passes per cart: a guard against a runaway client, not a sales rule. */
const maxPassLines = 5;

function signedIn(owner: CartOwner): string {
  if (!owner.userId) throw new AppError('UNAUTHENTICATED', 'Please sign in to buy or use a pass');
  return owner.userId;
}

export async function addPassToCart(tx: DbOrTx, owner: CartOwner, passTypeId: string): Promise<void> {
  signedIn(owner);
  const type = await passRepository.findType(tx, owner.organizationId, passTypeId);
  if (!type || !type.active) throw notFound('Pass type');
  const cart = await getOrCreateLockedCart(tx, owner);
  if ((await passRepository.cartLines(tx, cart.id)).length >= maxPassLines)
    throw new AppError('VALIDATION_FAILED', `At most ${maxPassLines} passes per order`);
  await passRepository.insertCartLine(tx, { organizationId: owner.organizationId, cartId: cart.id, passTypeId });
}

export async function removePassFromCart(tx: DbOrTx, owner: CartOwner, lineId: string): Promise<void> {
  signedIn(owner);
  const cart = await getOrCreateLockedCart(tx, owner);
  if (!(await passRepository.deleteCartLines(tx, cart.id, [lineId]))) throw notFound('Cart line');
}

export async function attachPassToCart(tx: DbOrTx, owner: CartOwner, passId: string, now: Date): Promise<void> {
  const userId = signedIn(owner);
  const pass = assertAttachable(await passRepository.find(tx, owner.organizationId, passId), userId, now);
  const cart = await getOrCreateLockedCart(tx, owner);
  await cartRepository.update(tx, cart.id, { passId: pass.id });
}

export async function detachPassFromCart(tx: DbOrTx, owner: CartOwner): Promise<void> {
  signedIn(owner);
  const cart = await getOrCreateLockedCart(tx, owner);
  await cartRepository.update(tx, cart.id, { passId: null });
}

/** Clear cart: the pass lines go too. */
export async function clearCartPasses(tx: DbOrTx, cartId: string): Promise<void> {
  await passRepository.deleteCartLines(tx, cartId);
  await cartRepository.update(tx, cartId, { passId: null });
}
