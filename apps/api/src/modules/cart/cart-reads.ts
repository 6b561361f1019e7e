// What the cart routes answer after a change: the items, the product lines (names in the language
// of the page that asks, its Accept-Language) and the summary. One read of the cart row serves the
// items and the products.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartIdOf, cartProductToDto, cartProducts } from '../shop';
import { issueGuestCookie } from './cart-owner';
import { addedAnswer } from './cart-operations';
import type { AddedItems } from './cart-operations';
import { priceCartRow, summaryRow } from './cart-summary';
import { cartItemToDto, loadCart } from './cart.service';
import type { CartOwner } from './cart.service';

const langOf = (request: FastifyRequest) => request.headers['accept-language']?.slice(0, 2);

export function cartReads(app: FastifyInstance) {
  const productsOf = async (owner: CartOwner, request: FastifyRequest) =>
    (await cartProducts(app.db, await cartIdOf(app.db, owner), new Date())).map((l) =>
      cartProductToDto(l, langOf(request)),
    );
  /** Items and products of the owner's cart. */
  const contentsOf = async (owner: CartOwner, request: FastifyRequest) => {
    const now = new Date();
    const { cart, items } = await loadCart(app.db, owner, now);
    const products = await cartProducts(app.db, cart?.id, now);
    return { items: items.map(cartItemToDto), products: products.map((l) => cartProductToDto(l, langOf(request))) };
  };
  const summaryOf = async (owner: CartOwner) => {
    const now = new Date();
    const { cart, items } = await loadCart(app.db, owner, now);
    return summaryRow(
      await priceCartRow(app.db, cart, items, { now, organizationId: owner.organizationId, userId: owner.userId }),
    );
  };
  /** An add's answer; the cookie goes out with a successful answer only. */
  const addAnswer = async (
    owner: CartOwner & { freshGuestToken: boolean },
    request: FastifyRequest,
    reply: FastifyReply,
    added: AddedItems,
  ) => {
    if (owner.freshGuestToken) issueGuestCookie(request, reply, owner.guestToken!);
    return addedAnswer(app.db, added, langOf(request));
  };
  return { productsOf, contentsOf, summaryOf, addAnswer };
}
