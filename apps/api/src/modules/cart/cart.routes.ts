// The cart endpoints of SPEC.md §7, paths and answer shapes exactly as the original client expects
// (typos included: ordersummery, summery). Amounts are integer cents.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToCartSchema,
  cartItemsAnswerSchema,
  cartMessageSchema,
  clearAnswerSchema,
  discountAnswerSchema,
  discountCodeSchema,
  mergeAnswerSchema,
  mergeCartSchema,
  quantitySchema,
  removeDiscountSchema,
  summaryAnswerSchema,
  validateAnswerSchema,
} from '@courtside/core/cart-schemas';
import { AppError, forbidden } from '../../lib/app-error';
import { attachGuestOrders } from '../order/order-attach';
import { applyCode, extendCart, mergeGuestCart, removeDiscount, validateCart } from './cart-actions';
import { cartOwnerOf, clearGuestCookie, guestTokenOf } from './cart-owner';
import { cartRepository } from './cart.repository';
import { priceCartRow, summaryRow } from './cart-summary';
import {
  addItem,
  cartItemToDto,
  clearCart,
  getOrCreateLockedCart,
  loadCart,
  removeItem,
  resetIfEmpty,
  setQuantity,
} from './cart.service';
import type { CartOwner } from './cart.service';
import { cartProductInputSchema, cartProductsAnswerSchema } from '@courtside/core/shop';
import { addProductToCart, cartIdOf, cartProductToDto, cartProducts, setProductQuantity } from '../shop/cart-products';
import './cart.jobs';

const tags = ['cart'];
const idParams = z.object({ id: z.string().uuid() });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const itemsOf = async (owner: CartOwner) => (await loadCart(app.db, owner, new Date())).items.map(cartItemToDto);
  const productsOf = async (owner: CartOwner, lang?: string) =>
    (await cartProducts(app.db, await cartIdOf(app.db, owner), new Date())).map((l) => cartProductToDto(l, lang));
  /** A product line of the caller's cart, for the item routes that also take product lines. */
  const productLineOf = async (tx: Parameters<typeof cartProducts>[0], owner: CartOwner, id: string) => {
    const cartId = await cartIdOf(tx, owner);
    if (!cartId) return undefined;
    await cartRepository.lock(tx, cartId);
    return (await cartProducts(tx, cartId, new Date())).find((l) => l.id === id);
  };
  const summaryOf = async (owner: CartOwner) => {
    const now = new Date();
    const { cart, items } = await loadCart(app.db, owner, now);
    return summaryRow(
      await priceCartRow(app.db, cart, items, { now, organizationId: owner.organizationId, userId: owner.userId }),
    );
  };
  const emailOf = async (owner: CartOwner) =>
    owner.userId ? (await cartRepository.userContact(app.db, owner.userId))?.email : undefined;

  app.post(
    '/api/v1/cart',
    {
      schema: {
        tags,
        summary: 'Add slots to the cart (each is held for 7 minutes)',
        body: addToCartSchema,
        response: { 200: cartMessageSchema },
      },
    },
    async (request, reply) => {
      if (request.auth && request.body.userId && request.body.userId !== request.auth.userId)
        throw forbidden('You can only fill your own cart');
      const owner = await cartOwnerOf(app, request, reply, { create: true });
      const now = new Date();
      const results = await app.db.transaction(async (tx) => {
        const cart = await getOrCreateLockedCart(tx, owner);
        const out = [];
        for (const input of request.body.items)
          out.push(await addItem(tx, cart, owner, input, now, (await loadCart(tx, owner, now)).items));
        return out;
      });
      const message = results.every((r) => r === 'duplicate')
        ? 'This slot is already in your cart'
        : results.includes('increased')
          ? 'Quantity increased'
          : 'Added to cart';
      return { status: 200, message, items: await itemsOf(owner), products: await productsOf(owner) };
    },
  );

  app.post(
    '/api/v1/cart/products',
    {
      schema: {
        tags,
        summary: 'Add a shop product to the cart (its stock is reserved for the hold time)',
        body: z.object({ items: z.array(cartProductInputSchema).min(1).max(20) }),
        response: { 200: cartProductsAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply, { create: true });
      const now = new Date();
      const results = await app.db.transaction(async (tx) => {
        const cart = await getOrCreateLockedCart(tx, owner);
        const out = [];
        for (const input of request.body.items) out.push(await addProductToCart(tx, cart.id, owner, input, now));
        return out;
      });
      const message = results.includes('increased') ? 'Quantity increased' : 'Added to cart';
      return { status: 200, message, products: await productsOf(owner) };
    },
  );

  app.get(
    '/api/v1/cart',
    {
      schema: {
        tags,
        summary: 'The cart items (expired holds are left out)',
        response: { 200: cartItemsAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      return { items: await itemsOf(owner), products: await productsOf(owner) };
    },
  );

  app.get(
    '/api/v1/cart/ordersummery',
    { schema: { tags, summary: 'Cart totals (DESIGN.md §5), integer cents', response: { 200: summaryAnswerSchema } } },
    async (request, reply) => ({ rows: [await summaryOf(await cartOwnerOf(app, request, reply))], count: 1 }),
  );

  app.patch(
    '/api/v1/cart/addvoucherdiscount',
    {
      schema: {
        tags,
        summary: 'Apply a coupon (discount) or voucher (gift card) code',
        body: discountCodeSchema,
        response: { 200: discountAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      const code = (request.body.code ?? request.body.couponCode ?? request.body.voucherCode)!;
      const email = await emailOf(owner);
      const kind = await app.db.transaction((tx) => applyCode(tx, owner, code, new Date(), email));
      const message = kind === 'coupon' ? 'Coupon applied' : 'Voucher applied';
      return { status: 200, message, kind, rows: [await summaryOf(owner)], count: 1 };
    },
  );

  app.patch(
    '/api/v1/cart/removediscount',
    {
      schema: {
        tags,
        summary: 'Remove the coupon and/or voucher from the cart',
        body: removeDiscountSchema,
        response: { 200: summaryAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      await app.db.transaction((tx) => removeDiscount(tx, owner, request.body.kind));
      return { rows: [await summaryOf(owner)], count: 1 };
    },
  );

  app.patch(
    '/api/v1/cart/addlocalstorage',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Merge the guest cart into the signed-in user's cart",
        security: [{ bearerAuth: [] }],
        body: mergeCartSchema,
        response: { 200: mergeAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      const discount = request.body.discount;
      const code =
        typeof discount === 'string'
          ? discount
          : discount && typeof discount === 'object' && typeof discount.code === 'string'
            ? discount.code
            : null;
      const guestToken = guestTokenOf(request);
      const skipped = await app.db.transaction(async (tx) => {
        const out = await mergeGuestCart(tx, owner, guestToken, request.body.items, code || null, new Date());
        // The cookie also proves the orders this guest already paid: they join the account too.
        if (guestToken)
          await attachGuestOrders(tx, {
            organizationId: owner.organizationId,
            userId: owner.userId!,
            guestToken,
            ip: request.ip,
          });
        return out;
      });
      if (guestToken) clearGuestCookie(reply);
      return {
        data: {
          items: await itemsOf(owner),
          products: await productsOf(owner),
          summery: await summaryOf(owner),
          skipped,
        },
      };
    },
  );

  app.patch(
    '/api/v1/cart/clearcart',
    { schema: { tags, summary: 'Empty the cart and give every hold back', response: { 200: clearAnswerSchema } } },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      await app.db.transaction((tx) => clearCart(tx, owner, new Date()));
      return { status: 200, message: 'Cart cleared', rows: [], count: 0 };
    },
  );

  app.patch(
    '/api/v1/cart/extend',
    {
      schema: { tags, summary: 'Extend the holds of the cart (at most 3 times)', response: { 200: cartMessageSchema } },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      await app.db.transaction((tx) => extendCart(tx, owner, new Date()));
      return { status: 200, message: 'Holds extended', items: await itemsOf(owner), products: await productsOf(owner) };
    },
  );

  app.post(
    '/api/v1/cart/validate',
    {
      schema: {
        tags,
        summary: 'Check holds, prices and coupon before checkout',
        response: { 200: validateAnswerSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      const result = await validateCart(app.db, owner, new Date(), await emailOf(owner));
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
    },
  );

  app.patch(
    '/api/v1/cart/:id',
    {
      schema: {
        tags,
        summary: 'Change the quantity of an item (±1, or set it; 0 removes)',
        params: idParams,
        body: quantitySchema,
        response: { 200: cartMessageSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const { cart, items } = await loadCart(tx, owner, now);
        const item = items.find((i) => i.id === request.params.id);
        const line = item ? undefined : await productLineOf(tx, owner, request.params.id);
        if (line) {
          await setProductQuantity(tx, line, request.body.quantity ?? line.quantity + request.body.delta!, owner);
          return;
        }
        if (!cart || !item)
          throw new AppError('NOT_FOUND', 'This item is not in your cart (its hold may have expired)');
        await cartRepository.lock(tx, cart.id);
        const quantity = request.body.quantity ?? item.quantity + request.body.delta!;
        await setQuantity(tx, owner, item, quantity, now);
      });
      return { status: 200, message: 'Cart updated', items: await itemsOf(owner), products: await productsOf(owner) };
    },
  );

  app.delete(
    '/api/v1/cart/:id',
    {
      schema: {
        tags,
        summary: 'Remove an item and give its hold back',
        params: idParams,
        response: { 200: cartMessageSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const { cart, items } = await loadCart(tx, owner, now);
        const item = items.find((i) => i.id === request.params.id);
        const line = item ? undefined : await productLineOf(tx, owner, request.params.id);
        if (line) {
          await setProductQuantity(tx, line, 0, owner);
          await resetIfEmpty(tx, line.cartId!);
          return;
        }
        if (!cart || !item)
          throw new AppError('NOT_FOUND', 'This item is not in your cart (its hold may have expired)');
        await cartRepository.lock(tx, cart.id);
        await removeItem(tx, owner, item, now);
      });
      return {
        status: 200,
        message: 'Removed from cart',
        items: await itemsOf(owner),
        products: await productsOf(owner),
      };
    },
  );
};
