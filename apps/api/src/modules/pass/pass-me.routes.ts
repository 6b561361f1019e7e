// Customer endpoints of passes (docs/product/passes.md): the catalogue (public), one's own passes
// with balance and history ("My bookings"), and the cart's pass parts: a pass to buy as a cart
// line, and one's own pass attached to pay the cart's eligible court lines with punches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartPassLineSchema, passSchema, passTypeSchema } from '@courtside/core/passes';
import type { FastifyRequest } from 'fastify';
import { requestOrganizationId } from '../../lib/tenant';
import { cartOwnerOf, cartRepository } from '../checkout';
import { passRepository } from './pass.repository';
import { addPassToCart, attachPassToCart, detachPassFromCart, removePassFromCart } from './pass-cart';
import { cartPassLineToDto } from './pass-checkout';
import { passesOfUser, passTypeToDto } from './pass.service';

const tags = ['passes'];
const security = [{ bearerAuth: [] }];
const lang = (request: FastifyRequest) => {
  const h = request.headers['accept-language'];
  return typeof h === 'string' ? h.slice(0, 2) : undefined;
};
const cartPassesAnswer = z.object({ lines: z.array(cartPassLineSchema), passId: z.string().nullable() });

export const passMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/pass-types/catalogue',
    {
      schema: {
        tags,
        summary: 'The passes on sale (public)',
        response: { 200: z.object({ rows: z.array(passTypeSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const rows = await passRepository.listTypes(app.db, await requestOrganizationId(app, request), true);
      return { rows: rows.map((r) => passTypeToDto(r, lang(request))), count: rows.length };
    },
  );

  app.get(
    '/api/v1/passes/mine',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Own passes with balance and history',
        response: { 200: z.object({ rows: z.array(passSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const rows = await passesOfUser(app.db, await requestOrganizationId(app, request), request.auth!.userId);
      return { rows, count: rows.length };
    },
  );

  const cartAnswer = async (request: FastifyRequest, owner: { organizationId: string; userId: string | null }) => {
    if (!owner.userId) return { lines: [], passId: null };
    const cart = await cartRepository.find(app.db, {
      organizationId: owner.organizationId,
      userId: owner.userId,
      guestToken: null,
    });
    const lines = await passRepository.cartLines(app.db, cart?.id);
    return { lines: lines.map((l) => cartPassLineToDto(l, lang(request))), passId: cart?.passId ?? null };
  };

  app.get(
    '/api/v1/cart/passes',
    { schema: { tags, summary: "The cart's pass lines and the attached pass", response: { 200: cartPassesAnswer } } },
    async (request, reply) => cartAnswer(request, await cartOwnerOf(app, request, reply)),
  );

  app.post(
    '/api/v1/cart/passes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Put a pass in the cart to buy it',
        body: z.object({ passTypeId: z.string().uuid() }),
        response: { 200: cartPassesAnswer },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      await app.db.transaction((tx) => addPassToCart(tx, owner, request.body.passTypeId));
      return cartAnswer(request, owner);
    },
  );

  app.delete(
    '/api/v1/cart/passes/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Take a pass line out of the cart',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: cartPassesAnswer },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      await app.db.transaction((tx) => removePassFromCart(tx, owner, request.params.id));
      return cartAnswer(request, owner);
    },
  );

  app.put(
    '/api/v1/cart/pass',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Pay the cart's eligible bookings with punches of one's pass",
        body: z.object({ passId: z.string().uuid() }),
        response: { 200: cartPassesAnswer },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      await app.db.transaction((tx) => attachPassToCart(tx, owner, request.body.passId, new Date()));
      return cartAnswer(request, owner);
    },
  );

  app.delete(
    '/api/v1/cart/pass',
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: 'Pay the cart with money again', response: { 200: cartPassesAnswer } },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      await app.db.transaction((tx) => detachPassFromCart(tx, owner));
      return cartAnswer(request, owner);
    },
  );
};
