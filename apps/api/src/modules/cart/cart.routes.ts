// The cart endpoints of docs/product.md#checkout, paths and answer shapes exactly as the original client expects
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
import { forbidden } from '../../lib/app-error';
import { applyCode, extendCart, removeDiscount } from './cart-actions';
import {
  addItems,
  addProducts,
  changeQuantity,
  mergeIntoAccount,
  removeCartItem,
  validationAnswer,
} from './cart-operations';
import { cartProductInputSchema, cartProductsAnswerSchema } from '@courtside/core/shop';
import { courseEnrolSchema } from '@courtside/core/courses';
import { courseCartItems } from '../course';
import { cartOwnerOf, clearGuestCookie, guestTokenOf, issueGuestCookie } from './cart-owner';
import { cartRepository } from './cart.repository';
import { clearCart } from './cart.service';
import { cartReads } from './cart-reads';
import type { CartOwner } from './cart.service';

const tags = ['cart'];
const idParams = z.object({ id: z.string().uuid() });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productsOf, summaryOf, contentsOf, addAnswer } = cartReads(app);
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
      // The cookie goes out with a successful answer only: a refused add (a slot just taken, the
      // second tap of a double tap) must not replace the cookie of the answer that holds the slot.
      const owner = await cartOwnerOf(app, request, reply, { create: true, defer: true });
      return addAnswer(owner, request, reply, await addItems(app.db, owner, request.body.items, new Date()));
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
      const owner = await cartOwnerOf(app, request, reply, { create: true, defer: true });
      const message = await addProducts(app.db, owner, request.body.items, new Date());
      if (owner.freshGuestToken) issueGuestCookie(request, reply, owner.guestToken!);
      return { status: 200, message, products: await productsOf(owner, request) };
    },
  );

  app.post(
    '/api/v1/cart/courses',
    {
      schema: {
        tags,
        summary: 'Enrol in a course: a place in each of its dates still to come is held in the cart',
        body: courseEnrolSchema,
        response: { 200: cartMessageSchema },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply, { create: true, defer: true });
      const now = new Date();
      const added = await addItems(
        app.db,
        owner,
        (tx) => courseCartItems(tx, owner.organizationId, request.body.courseId, now),
        now,
        { courseEnrolment: true },
      );
      return addAnswer(owner, request, reply, added);
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
      return contentsOf(owner, request);
    },
  );

  app.get(
    '/api/v1/cart/ordersummery',
    {
      schema: {
        tags,
        summary: 'Cart totals (docs/product.md#money), integer cents',
        response: { 200: summaryAnswerSchema },
      },
    },
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
      const guestToken = guestTokenOf(request);
      const skipped = await mergeIntoAccount(app.db, owner, guestToken, request.body, request.ip, new Date());
      if (guestToken) clearGuestCookie(reply);
      return {
        data: {
          ...(await contentsOf(owner, request)),
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
      return {
        status: 200,
        message: 'Holds extended',
        ...(await contentsOf(owner, request)),
      };
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
      return validationAnswer(app.db, owner, new Date());
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
      await changeQuantity(app.db, owner, request.params.id, request.body, new Date());
      return {
        status: 200,
        message: 'Cart updated',
        ...(await contentsOf(owner, request)),
      };
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
      await removeCartItem(app.db, owner, request.params.id, new Date());
      return {
        status: 200,
        message: 'Removed from cart',
        ...(await contentsOf(owner, request)),
      };
    },
  );
};
