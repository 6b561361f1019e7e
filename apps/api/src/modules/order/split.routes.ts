// Split orders (docs/product/split-payment.md#who-sees-what): the shares of an order, for whoever
// may read the order (its owner, staff, the guest with its cart cookie); the booker takes over the
// open shares ("I pay the rest now").
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderSplitSchema } from '@courtside/core/split-payment';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission } from '../../plugins/auth';
import { readableOrder } from './order-actions';
import { takeOverRest } from './split-rest';
import { orderSplitView } from './split-view';

const tags = ['orders'];
const idParams = z.object({ id: z.uuid('This is not an order id') });

export const splitRoutes: FastifyPluginAsyncZod = async (app) => {
  const readable = async (request: FastifyRequest, id: string) =>
    readableOrder(
      app,
      {
        organizationId: await requestOrganizationId(app, request),
        auth: request.auth ?? null,
        guestToken: request.cookies?.courtside_cart,
      },
      id,
    );

  app.get(
    '/api/v1/orders/:id/split',
    {
      schema: {
        tags,
        summary:
          "A split order's shares: payer, amount, state, invoice (docs/product/split-payment.md); owner, staff or the guest with its cart cookie; 404 when the order is not split",
        params: idParams,
        response: { 200: orderSplitSchema },
      },
    },
    async (request) => {
      const order = await readable(request, request.params.id);
      const split = await orderSplitView(app.db, order.id);
      if (!split) throw new AppError('NOT_FOUND', 'This order is not split');
      return split;
    },
  );

  app.post(
    '/api/v1/orders/:id/split/rest',
    {
      schema: {
        tags,
        summary:
          'The booker pays the open shares now: they become one rest share with its link (answers its path, /pay/…); the booker (account or guest cookie) or staff with order.write.any',
        params: idParams,
        response: { 201: z.object({ path: z.string() }) },
      },
    },
    async (request, reply) => {
      const order = await readable(request, request.params.id);
      const auth = request.auth;
      if (auth && order.userId !== auth.userId && !hasPermission(auth, 'order.write.any'))
        throw new AppError('FORBIDDEN', 'Only the booker or the venue can take over the open shares');
      return reply.status(201).send(await takeOverRest(app, order));
    },
  );
};
