// Payments (docs/product.md#payments): which providers are offered, the client's confirmation, and provider
// webhooks verified on the raw request body.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPaymentSchema } from '@courtside/core/checkout-schemas';
import { confirmationStatuses, orderStatuses } from '@courtside/core/enums';
import { AppError } from '../../lib/app-error';
import { orderRepository } from '../order/order.repository';
import { registryOf } from './payment-registry';
import { clientSessionFor, confirmPayment, handleWebhook, handleWebhookBatch } from './payment.service';

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/payments/providers',
    {
      schema: {
        tags,
        summary: 'Payment providers offered here (a provider without keys is not offered)',
        response: {
          200: z.object({
            rows: z.array(
              z.object({
                provider: z.string(),
                method: z.string(),
                staffOnly: z.boolean(),
                publicConfig: z.record(z.string(), z.string()),
              }),
            ),
            count: z.number().int(),
          }),
        },
      },
    },
    async () => {
      const rows = registryOf(app).all.map((p) => ({
        provider: p.name,
        method: p.defaultMethod,
        staffOnly: p.staffOnly,
        publicConfig: p.publicConfig?.() ?? {},
      }));
      return { rows, count: rows.length };
    },
  );

  app.post(
    '/api/v1/payments/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm a payment (test provider: with the card; stripe: after the Payment Element; paypal: after the buyer approved, our server captures)',
        body: confirmPaymentSchema,
        response: {
          200: z.object({
            orderId: z.string().uuid(),
            status: z.enum(orderStatuses),
            confirmationStatus: z.enum(confirmationStatuses),
            failedPaymentStatus: z.boolean(),
            message: z.string(),
            invoiceId: z.string().uuid().nullable(),
          }),
        },
      },
    },
    async (request) => {
      const { sepaDebit, ...body } = request.body;
      const { order, state } = await confirmPayment(app, {
        ...body,
        // The mandate is accepted online: Stripe keeps the customer's IP address and browser with it.
        ...(sepaDebit
          ? {
              sepaDebit: {
                paymentMethodId: sepaDebit.paymentMethodId,
                ipAddress: request.ip,
                userAgent: String(request.headers['user-agent'] ?? 'unknown').slice(0, 500),
              },
            }
          : {}),
      });
      if (state.status === 'failed' || state.status === 'cancelled') {
        throw new AppError('PAYMENT_FAILED', state.failureMessage ?? 'The payment failed', {
          orderId: order.id,
          failedPaymentStatus: true,
        });
      }
      const invoices = await orderRepository.invoicesOf(app.db, order.id);
      const message =
        order.status === 'completed'
          ? 'Payment received, your booking is confirmed'
          : order.status === 'failed'
            ? (order.failureMessage ?? 'The booking failed; the payment is refunded')
            : state.processing
              ? 'The direct debit is on its way; the booking is held until it is paid'
              : 'Payment is being processed';
      return {
        orderId: order.id,
        status: order.status,
        confirmationStatus: order.confirmationStatus,
        failedPaymentStatus: order.failedPaymentStatus,
        message,
        invoiceId: invoices.find((i) => i.kind === 'invoice')?.id ?? null,
      };
    },
  );

  app.post(
    '/api/v1/payments/adyen/session',
    {
      schema: {
        tags,
        summary:
          "Adyen's session for an open payment (Drop-in needs its id and sessionData); proved by the client secret",
        body: z.object({ orderId: z.string().uuid(), clientSecret: z.string().min(1).max(500) }),
        response: { 200: z.object({ id: z.string(), sessionData: z.string() }) },
      },
    },
    async (request) => {
      const session = await clientSessionFor(app, request.body);
      return { id: session.id ?? '', sessionData: session.sessionData ?? '' };
    },
  );

  // Webhooks need the exact bytes the provider signed: this context parses JSON as a raw buffer.
  await app.register(async (plain) => {
    const raw = plain.withTypeProvider<ZodTypeProvider>();
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/api/v1/payments/webhook/:provider',
      {
        schema: {
          tags,
          summary: 'Provider webhook (signature verified on the raw body)',
          params: z.object({ provider: z.enum(['stripe', 'paypal']) }),
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Expected a JSON body');
        const result = await handleWebhook(app, request.params.provider, request.body, request.headers);
        return { received: true, duplicate: result.duplicate };
      },
    );
    // Adyen's standard notifications: every item HMAC-verified, then acknowledged with the literal
    // `[accepted]` Adyen expects (anything else and Adyen delivers again).
    raw.post(
      '/api/v1/payments/webhook/adyen',
      {
        schema: { tags, summary: 'Adyen standard notifications (HMAC-verified; answers [accepted])' },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Expected a JSON body');
        await handleWebhookBatch(app, 'adyen', request.body);
        return reply.type('text/plain').send('[accepted]');
      },
    );
  });
};
