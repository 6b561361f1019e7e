// Orders (docs/product.md#checkout). POST /orders is the checkout of docs/product.md#checkout: its 400 answers carry the
// message the client shows as an error toast; the code tells what went wrong.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createOrderAnswerSchema,
  createOrderSchema,
  deskOrderSchema,
  listQuerySchema,
  orderSchema,
  refundRequestSchema,
  refundSchema,
} from '@courtside/core/checkout-schemas';
import { orderStatuses } from '@courtside/core/enums';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { cartOwnerOf } from '../cart/cart-owner';
import { orderCalendarDates, orderIcs } from './order-calendar';
import { createDeskOrder } from './order-desk';
import { orderToDto } from './order-dto';
import { cancelPendingOrder, listOrders, orderRefunds, readableOrder, refundOrder } from './order-actions';
import type { OrderReader } from './order-actions';
import { orderRepository } from './order.repository';
import { checkout } from './order.service';
import { retryPayment } from './order-retry';
import { audit, auditActor } from '../audit';

const tags = ['orders'];
const idParams = z.object({ id: z.string().uuid() });
const errorBody = z.object({
  status: z.number(),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});

/**
 * docs/product.md#checkout: order initiation failures answer 400 with the message to show. A coupon used up by
 * other checkouts keeps its 409: a conflict under contention, not bad input (the web shows the
 * message of any failed order initiation as a toast).
 */
function asToast(error: unknown, reply: FastifyReply) {
  if (
    error instanceof AppError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 403 &&
    error.code !== 'COUPON_USED_UP'
  ) {
    return reply.status(400).send({
      status: 400,
      message: error.message,
      code: error.code,
      ...(error.details !== undefined ? { details: error.details } : {}),
    });
  }
  throw error;
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Who asks for an order: the caller's organization, account, and a guest's cart cookie. */
  const readerOf = async (request: FastifyRequest): Promise<OrderReader> => ({
    organizationId: await requestOrganizationId(app, request),
    auth: request.auth ?? null,
    guestToken: request.cookies?.courtside_cart,
  });
  const readable = async (request: FastifyRequest, id: string) => readableOrder(app, await readerOf(request), id);

  app.post(
    '/api/v1/orders',
    {
      schema: {
        tags,
        summary:
          'Check out the cart: validate, freeze totals, hold for payment, start the payment. Amounts in integer cents.',
        headers: z.object({
          'idempotency-key': z.string().min(1).describe('one per checkout attempt; a repeat answers the same order'),
        }),
        body: createOrderSchema,
        response: { 200: createOrderAnswerSchema, 400: errorBody },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(app, request, reply);
      try {
        return await checkout(app, {
          owner,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
          now: new Date(),
        });
      } catch (error) {
        return asToast(error, reply);
      }
    },
  );

  app.get(
    '/api/v1/orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Orders: your own, or all of the venue with order.read.any',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema.extend({
          status: z.enum(orderStatuses).optional(),
          mine: z.coerce.boolean().optional(),
        }),
        response: { 200: z.object({ rows: z.array(orderSchema), count: z.number().int() }) },
      },
      // A list page of 25 orders with their items, payments and invoices: its answer is built by
      // typed code (order-dto.ts), so it is not checked against the schema on every request (a
      // tenth of the request's CPU); the schema still documents it and order-list.test.ts checks
      // it (docs/decisions/026-hot-path-requests.md).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      return listOrders(app, requireAuth(request), await requestOrganizationId(app, request), request.query);
    },
  );

  app.get(
    '/api/v1/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with items, payments and invoices',
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => orderToDto(app.db, await readable(request, request.params.id)),
  );

  app.get(
    '/api/v1/orders/:id/calendar',
    {
      schema: {
        tags,
        summary:
          'The booked dates as an iCalendar file (text/calendar): one event per date, every date of an abo; owner, staff or the guest with its cart cookie',
        description:
          'Answers an RFC 5545 calendar (text/calendar) with Europe/Berlin wall-clock times and a VTIMEZONE; 409 while the order is not paid.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const order = await readable(request, request.params.id);
      if (order.status !== 'completed')
        throw new AppError('INVALID_TRANSITION', `A ${order.status} order has no booked dates yet`);
      const [dates, venue] = await Promise.all([
        orderCalendarDates(app.db, order.id),
        orderRepository.venueOf(app.db, order.organizationId),
      ]);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${order.id.slice(0, 8)}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(orderIcs(dates, venue, new Date()));
    },
  );

  app.post(
    '/api/v1/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Give up an unpaid order (the slots stay in the cart)',
        params: idParams,
        response: { 200: z.object({ status: z.number(), message: z.string(), order: orderSchema }) },
      },
    },
    async (request) => {
      const order = await readable(request, request.params.id);
      return { status: 200, message: 'Order cancelled', order: await cancelPendingOrder(app, order) };
    },
  );

  app.post(
    '/api/v1/orders/:id/retry',
    {
      schema: {
        tags,
        summary: 'Start a new payment attempt for an unpaid order (holds kept and extended)',
        params: idParams,
        body: z.object({ provider: createOrderSchema.shape.provider }).optional(),
        response: { 200: createOrderAnswerSchema, 400: errorBody },
      },
    },
    async (request, reply) => {
      const order = await readable(request, request.params.id);
      try {
        return await retryPayment(app, order, request.body?.provider, new Date());
      } catch (error) {
        return asToast(error, reply);
      }
    },
  );

  app.post(
    '/api/v1/orders/desk',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: {
        tags,
        summary: 'Staff: book and take cash or a bank transfer at the desk',
        security: [{ bearerAuth: [] }],
        body: deskOrderSchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const order = await createDeskOrder(app, { userId: auth.userId, organizationId }, request.body);
      await audit(app.db, {
        organizationId,
        ...auditActor(request),
        action: 'order.desk_created',
        entity: 'order',
        entityId: order.id,
        data: { provider: request.body.provider, totalCents: order.totalCents },
      });
      return reply.status(201).send(await orderToDto(app.db, order));
    },
  );

  app.get(
    '/api/v1/orders/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Refunds and credits of an order',
        params: idParams,
        response: { 200: z.object({ rows: z.array(refundSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      return orderRefunds(app, await readable(request, request.params.id));
    },
  );

  app.post(
    '/api/v1/orders/:id/refund',
    {
      preHandler: app.requirePermission('payment.refund'),
      schema: {
        tags,
        summary: 'Staff: refund money or credit a voucher (with a credit note)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: refundRequestSchema,
        response: { 200: z.object({ rows: z.array(refundSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const order = await readable(request, request.params.id);
      return refundOrder(app, order, request.body, auditActor(request), auth.userId);
    },
  );
};
