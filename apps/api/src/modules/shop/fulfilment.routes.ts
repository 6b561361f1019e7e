// Pick-up or delivery (docs/product/shop.md#pick-up-or-delivery): the cart's choice (the cart's owner,
// guest or signed in) and the staff's list and transitions (order.read.any / order.write.any).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartDeliveryAnswerSchema,
  cartDeliveryInputSchema,
  fulfilmentListQuerySchema,
  fulfilmentListSchema,
  orderFulfilmentSchema,
} from '@courtside/core/fulfilment';
import { organizationSettings } from '@courtside/core/organization';
import { notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { cartOwnerOf } from '../checkout';
import type { CartOwner } from '../checkout';
import { organizationRepository } from '../organization';
import { cartIdOf, cartProducts } from './cart-products';
import { cartDeliveryAnswer, cartShipping, chooseCartDelivery } from './fulfilment';
import { completeFulfilment, listFulfilments } from './fulfilment-staff';

const tags = ['shop'];
const security = [{ bearerAuth: [] }];
const orderParams = z.object({ orderId: z.string().uuid() });

export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cartOf = async (owner: CartOwner) => {
    const org = await organizationRepository.findById(app.db, owner.organizationId);
    if (!org) throw notFound('Organization');
    const cartId = await cartIdOf(app.db, owner);
    return {
      cartId,
      settings: organizationSettings(org.settings),
      products: await cartProducts(app.db, cartId, new Date()),
    };
  };

  app.get(
    '/api/v1/cart/delivery',
    {
      schema: {
        tags,
        summary: "The cart's pick-up or delivery: whether delivery is offered, its fee and the chosen address",
        response: { 200: cartDeliveryAnswerSchema },
      },
    },
    async (request, reply) => {
      const { cartId, settings, products } = await cartOf(await cartOwnerOf(app, request, reply));
      return cartDeliveryAnswer(await cartShipping(app.db, cartId, products, settings));
    },
  );

  app.put(
    '/api/v1/cart/delivery',
    {
      schema: {
        tags,
        summary: 'Choose pick-up at the venue or delivery to an address (adds the flat shipping fee to the cart)',
        body: cartDeliveryInputSchema,
        response: { 200: cartDeliveryAnswerSchema },
      },
    },
    async (request, reply) => {
      const { cartId, settings, products } = await cartOf(await cartOwnerOf(app, request, reply));
      return cartDeliveryAnswer(await chooseCartDelivery(app.db, cartId, products, settings, request.body));
    },
  );

  app.get(
    '/api/v1/shop/fulfilments',
    {
      preHandler: app.requirePermission('order.read.any'),
      schema: {
        tags,
        security,
        summary: 'Paid orders with products to hand out at the desk or to ship (open), or those done',
        querystring: fulfilmentListQuerySchema,
        response: { 200: fulfilmentListSchema },
      },
    },
    async (request) => listFulfilments(app.db, await requestOrganizationId(app, request), request.query),
  );

  for (const [path, method, summary] of [
    ['picked-up', 'pickup', 'Mark a paid pick-up order as picked up at the desk'],
    ['shipped', 'delivery', 'Mark a paid delivery order as shipped (mails the customer)'],
  ] as const) {
    app.post(
      `/api/v1/shop/fulfilments/:orderId/${path}`,
      {
        preHandler: app.requirePermission('order.write.any'),
        schema: { tags, security, summary, params: orderParams, response: { 200: orderFulfilmentSchema } },
      },
      async (request) => {
        const auth = requireAuth(request);
        const organizationId = await requestOrganizationId(app, request);
        return completeFulfilment(
          app.db,
          { organizationId, userId: auth.userId, ip: request.ip },
          request.params.orderId,
          method,
          new Date(),
        );
      },
    );
  }
};
