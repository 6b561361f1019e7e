// Payment links (issue 7 gap 2): staff create one (POST /api/v1/staff/payment-links); the customer
// opens it without an account (GET /api/v1/payment-links/:token) and pays (POST …/pay). The token
// is the proof: 32 random bytes, stored only as its SHA-256.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentLinkBodySchema, paymentLinkCreatedSchema, paymentLinkPaidSchema, paymentLinkPayBodySchema, paymentLinkViewSchema } from '@courtside/core/payment-link-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { createPaymentLink, payPaymentLink, viewPaymentLink } from './payment-link.service';

const tags = ['payment-links'];
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This is not a payment link') });

export const paymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/staff/payment-links',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: { tags, summary: 'Book for a customer and mail a payment link; the slots are held for the payment window', body: paymentLinkBodySchema, response: { 201: paymentLinkCreatedSchema } },
    },
    async (request, reply) => {
      const actor = { userId: requireAuth(request).userId, organizationId: await requestOrganizationId(app, request), ip: request.ip };
      return reply.status(201).send(await createPaymentLink(app, actor, request.body));
    },
  );

  app.get('/api/v1/payment-links/:token', { schema: { tags, summary: 'The order behind a payment link (public: the token is the proof)', params: tokenParams, response: { 200: paymentLinkViewSchema } } }, async (request) =>
    viewPaymentLink(app, request.params.token),
  );

  app.post(
    '/api/v1/payment-links/:token/pay',
    { schema: { tags, summary: 'Pay the order of a payment link (test provider: with the card)', params: tokenParams, body: paymentLinkPayBodySchema, response: { 200: paymentLinkPaidSchema } } },
    async (request) => payPaymentLink(app, request.params.token, request.body),
  );
};
