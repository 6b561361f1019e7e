// Orders (DESIGN.md §6). POST /orders is the checkout of SPEC.md §7: its 400 answers carry the
// message the client shows as an error toast; the code tells what went wrong.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
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
import { AppError, notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { audit, auditActor } from '../audit/audit.service';
import { cartOwnerOf } from '../cart/cart-owner';
import { refundRows } from '../refund/refund-dto';
import { refundMoney, refundAsCredit, processPendingRefunds } from '../refund/refund.service';
import { orderCalendarDates, orderIcs } from './order-calendar';
import { abandonOrder } from './order-completion';
import { createDeskOrder } from './order-desk';
import { cancelAtProviders } from './order-payment-cancel';
import { orderToDto } from './order-dto';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';
import { checkout } from './order.service';
import { retryPayment } from './order-retry';
import './order-reconcile';
import { sameSecret } from '../../lib/same-secret';

const tags = ['orders'];
const idParams = z.object({ id: z.string().uuid() });
const errorBody = z.object({
  status: z.number(),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});

/**
 * SPEC.md §5: order initiation failures answer 400 with the message to show. A coupon used up by
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
  /** The order if the caller may see it: its owner, staff with order.read.any, or a guest with its secret. */
  async function readable(request: Parameters<typeof cartOwnerOf>[1], id: string): Promise<OrderRow> {
    const organizationId = await requestOrganizationId(app, request);
    const order = await orderRepository.findById(app.db, id);
    if (!order || order.organizationId !== organizationId) throw notFound('Order');
    const auth = request.auth;
    if (auth && (order.userId === auth.userId || hasPermission(auth, 'order.read.any'))) return order;
    const guest = request.cookies?.courtside_cart;
    if (!auth && sameSecret(guest, order.guestToken)) return order;
    throw notFound('Order');
  }

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
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const all = hasPermission(auth, 'order.read.any') && !request.query.mine;
      const { page, pageSize, status } = request.query;
      const { rows, count } = await orderRepository.list(app.db, {
        organizationId,
        ...(all ? {} : { userId: auth.userId }),
        ...(status ? { status } : {}),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { rows: await Promise.all(rows.map((o) => orderToDto(app.db, o))), count };
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
      if (order.status !== 'pending')
        throw new AppError('INVALID_TRANSITION', `A ${order.status} order cannot be cancelled here`);
      const now = new Date();
      const { cancelled, payments } = await app.db.transaction(async (tx) => {
        const locked = (await orderRepository.lock(tx, order.id))!;
        const open = await orderRepository.payments(tx, order.id);
        return {
          cancelled: await abandonOrder(tx, locked, {
            confirmationStatus: 'cancelled',
            message: 'Cancelled by the customer',
            releaseHolds: false,
            now,
          }),
          payments: open,
        };
      });
      // The provider's side too (a Stripe PaymentIntent), so the given-up order can't be paid later.
      const closed = await cancelAtProviders(app, payments, now);
      if (closed.succeeded > 0) await processPendingRefunds(app);
      return {
        status: 200,
        message: 'Order cancelled',
        order: await orderToDto(
          app.db,
          closed.succeeded > 0 ? (await orderRepository.findById(app.db, order.id))! : cancelled,
        ),
      };
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
      const order = await readable(request, request.params.id);
      const rows = await refundRows(app.db, order.id);
      return { rows, count: rows.length };
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
      if (order.status !== 'completed')
        throw new AppError('INVALID_TRANSITION', 'Only a completed order can be refunded');
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const locked = (await orderRepository.lock(tx, order.id))!;
        const payments = await orderRepository.payments(tx, order.id);
        const refundable = payments
          .filter((p) => p.status === 'succeeded')
          .reduce((s, p) => s + p.amountCents - p.refundedCents, 0);
        const amount = request.body.amountCents ?? refundable;
        if (amount <= 0 || amount > refundable)
          throw new AppError('BAD_REQUEST', `Up to ${refundable} cents of this order can be refunded`);
        const input = {
          order: locked,
          amountCents: amount,
          reason: `staff:${request.body.reason}`,
          description: request.body.reason,
          createdBy: auth.userId,
          now,
        };
        if (request.body.kind === 'credit') await refundAsCredit(tx, input);
        else await refundMoney(tx, input);
        await audit(tx, {
          organizationId: order.organizationId,
          ...auditActor(request),
          action: 'order.refunded',
          entity: 'order',
          entityId: order.id,
          data: { amountCents: amount, kind: request.body.kind },
        });
      });
      await processPendingRefunds(app);
      const rows = await refundRows(app.db, order.id);
      return { rows, count: rows.length };
    },
  );
};
