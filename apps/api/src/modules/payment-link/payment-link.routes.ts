// Payment links: staff create one (POST /api/v1/staff/payment-links); the customer
// opens it without an account (GET /api/v1/payment-links/:token) and pays (POST …/pay). The token
// is the proof: 32 random bytes, stored only as its SHA-256.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentLinkBodySchema,
  paymentLinkCancelledSchema,
  paymentLinkCreatedSchema,
  paymentLinkPaidSchema,
  paymentLinkPassesSchema,
  paymentLinkPayBodySchema,
  paymentLinkPunchBodySchema,
  paymentLinkProviderBodySchema,
  paymentLinkResendBodySchema,
  paymentLinkTenderSchema,
  paymentLinkViewSchema,
  paymentLinkVoucherBodySchema,
  staffPaymentLinkListSchema,
} from '@courtside/core/payment-link-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { cancelPaymentLink, listPaymentLinks, resendPaymentLink } from './payment-link-staff';
import { choosePaymentLinkProvider } from './payment-link-provider';
import { payShareLinkWithPunches, payShareLinkWithVoucher, shareLinkPasses } from './payment-link-tender';
import { createPaymentLink, payPaymentLink, viewPaymentLink } from './payment-link.service';

const tags = ['payment-links'];
const linkParams = z.object({ id: z.uuid('This is not a payment link id') });
const orderParams = z.object({ orderId: z.uuid('This is not an order id') });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This is not a payment link') });

export const paymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffActor = async (request: FastifyRequest) => ({
    userId: requireAuth(request).userId,
    organizationId: await requestOrganizationId(app, request),
    ip: request.ip,
  });

  app.post(
    '/api/v1/staff/payment-links',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: {
        tags,
        summary: 'Book for a customer and mail a payment link; the slots are held for the payment window',
        body: paymentLinkBodySchema,
        response: { 201: paymentLinkCreatedSchema },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createPaymentLink(app, await staffActor(request), request.body));
    },
  );

  app.get(
    '/api/v1/staff/orders/:orderId/payment-links',
    {
      preHandler: app.requirePermission('order.read.any'),
      schema: {
        tags,
        summary: "An order's payment links, newest (the live one) first; older ones were replaced by a resend",
        params: orderParams,
        response: { 200: staffPaymentLinkListSchema },
      },
    },
    async (request) => listPaymentLinks(app, await staffActor(request), request.params.orderId),
  );

  app.post(
    '/api/v1/staff/payment-links/:id/resend',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: {
        tags,
        summary:
          'Mail the link again with a new token (same payment window), optionally to a corrected e-mail address; the old link stops working',
        params: linkParams,
        body: paymentLinkResendBodySchema.nullish(),
        response: { 201: paymentLinkCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await resendPaymentLink(app, await staffActor(request), request.params.id, request.body ?? {})),
  );

  app.post(
    '/api/v1/staff/payment-links/:id/cancel',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: {
        tags,
        summary:
          'Call off an unpaid link: the online payment is cancelled at the provider, the order cancelled, the slots freed',
        params: linkParams,
        response: { 200: paymentLinkCancelledSchema },
      },
    },
    async (request) => cancelPaymentLink(app, await staffActor(request), request.params.id),
  );

  app.get(
    '/api/v1/payment-links/:token',
    {
      schema: {
        tags,
        summary: 'The order behind a payment link (public: the token is the proof)',
        params: tokenParams,
        response: { 200: paymentLinkViewSchema },
      },
    },
    async (request) => viewPaymentLink(app, request.params.token),
  );

  app.post(
    '/api/v1/payment-links/:token/pay',
    {
      schema: {
        tags,
        summary: 'Pay the order of a payment link (test provider: with the card)',
        params: tokenParams,
        body: paymentLinkPayBodySchema,
        response: { 200: paymentLinkPaidSchema },
      },
    },
    async (request) => payPaymentLink(app, request.params.token, request.body),
  );

  app.post(
    '/api/v1/payment-links/:token/provider',
    {
      schema: {
        tags,
        summary:
          "Pay the link with another online provider (PayPal, Adyen, Stripe): answers the link's view with its new payment",
        params: tokenParams,
        body: paymentLinkProviderBodySchema,
        response: { 200: paymentLinkViewSchema },
      },
    },
    async (request) => choosePaymentLinkProvider(app, request.params.token, request.body),
  );

  // A share paid with a voucher or punches (docs/product/split-payment.md#vouchers-and-punch-cards).
  app.post(
    '/api/v1/payment-links/:token/voucher',
    {
      schema: {
        tags,
        summary:
          "Pay a split court's share with a voucher code: its balance pays up to the share, the card the rest (public: the token is the proof)",
        params: tokenParams,
        body: paymentLinkVoucherBodySchema,
        response: { 200: paymentLinkTenderSchema },
      },
    },
    async (request) => payShareLinkWithVoucher(app, request.params.token, request.body.code),
  );

  app.get(
    '/api/v1/payment-links/:token/passes',
    {
      schema: {
        tags,
        summary: "The signed-in player's passes that can pay this share, with the punches each takes",
        params: tokenParams,
        response: { 200: paymentLinkPassesSchema },
      },
    },
    async (request) => shareLinkPasses(app, request.params.token, requireAuth(request).userId),
  );

  app.post(
    '/api/v1/payment-links/:token/punch',
    {
      schema: {
        tags,
        summary:
          "Pay a split court's share with punches of the signed-in player's own pass (one per started court hour)",
        params: tokenParams,
        body: paymentLinkPunchBodySchema,
        response: { 200: paymentLinkTenderSchema },
      },
    },
    async (request) =>
      payShareLinkWithPunches(app, request.params.token, {
        userId: requireAuth(request).userId,
        passId: request.body.passId,
      }),
  );
};
