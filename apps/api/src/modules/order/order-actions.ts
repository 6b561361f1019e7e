// What the order routes do beyond parsing and replying: who may read an order, the order list, giving
// up an unpaid order, and a staff refund. The routes stay thin (parse → one call here → reply).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { refundRequestSchema } from '@courtside/core/checkout-schemas';
import type { OrderStatus } from '@courtside/core/enums';
import type { AuthContext } from '../../plugins/auth';
import { hasPermission } from '../../plugins/auth';
import { AppError, notFound } from '../../lib/app-error';
import { sameSecret } from '../../lib/same-secret';
import { audit } from '../audit';
import { refundRows } from '../refund/refund-dto';
import { processPendingRefunds, refundAsCredit, refundMoney } from '../refund/refund.service';
import { abandonOrder } from './order-completion';
import { orderToDto, ordersToDtos } from './order-dto';
import { cancelAtProviders } from './order-payment-cancel';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';

/** Who asks: the signed-in caller, or a guest proving the order with its cart cookie. */
export interface OrderReader {
  organizationId: string;
  auth: AuthContext | null;
  guestToken: string | undefined;
}

/** The order if the caller may see it: its owner, staff with order.read.any, or the guest who placed it. */
export async function readableOrder(app: FastifyInstance, reader: OrderReader, id: string): Promise<OrderRow> {
  const order = await orderRepository.findById(app.db, id);
  if (!order || order.organizationId !== reader.organizationId) throw notFound('Order');
  const { auth } = reader;
  if (auth && (order.userId === auth.userId || hasPermission(auth, 'order.read.any'))) return order;
  if (!auth && sameSecret(reader.guestToken, order.guestToken)) return order;
  throw notFound('Order');
}

/** Orders of the caller, or all of the venue for staff with order.read.any (unless they ask for their own). */
export async function listOrders(
  app: FastifyInstance,
  auth: AuthContext,
  organizationId: string,
  query: { page: number; pageSize: number; status?: OrderStatus; mine?: boolean },
) {
  const all = hasPermission(auth, 'order.read.any') && !query.mine;
  const { rows, count } = await orderRepository.list(app.db, {
    organizationId,
    ...(all ? {} : { userId: auth.userId }),
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: await ordersToDtos(app.db, rows), count };
}

/** Gives up an unpaid order (its slots stay in the cart) and closes its payments at the provider. */
export async function cancelPendingOrder(app: FastifyInstance, order: OrderRow, now = new Date()) {
  if (order.status !== 'pending')
    throw new AppError('INVALID_TRANSITION', `A ${order.status} order cannot be cancelled here`);
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
  return orderToDto(app.db, closed.succeeded > 0 ? (await orderRepository.findById(app.db, order.id))! : cancelled);
}

/** Staff refund money or credit a voucher for a completed order (with a credit note); answers its refunds. */
export async function refundOrder(
  app: FastifyInstance,
  order: OrderRow,
  request: z.infer<typeof refundRequestSchema>,
  actor: { actorUserId: string | null; ip: string },
  staffUserId: string,
  now = new Date(),
) {
  if (order.status !== 'completed') throw new AppError('INVALID_TRANSITION', 'Only a completed order can be refunded');
  await app.db.transaction(async (tx) => {
    const locked = (await orderRepository.lock(tx, order.id))!;
    const payments = await orderRepository.payments(tx, order.id);
    const refundable = payments
      .filter((p) => p.status === 'succeeded')
      .reduce((s, p) => s + p.amountCents - p.refundedCents, 0);
    const amount = request.amountCents ?? refundable;
    if (amount <= 0 || amount > refundable)
      throw new AppError('BAD_REQUEST', `Up to ${refundable} cents of this order can be refunded`);
    const input = {
      order: locked,
      amountCents: amount,
      reason: `staff:${request.reason}`,
      description: request.reason,
      createdBy: staffUserId,
      now,
    };
    if (request.kind === 'credit') await refundAsCredit(tx, input);
    else await refundMoney(tx, input);
    await audit(tx, {
      organizationId: order.organizationId,
      ...actor,
      action: 'order.refunded',
      entity: 'order',
      entityId: order.id,
      data: { amountCents: amount, kind: request.kind },
    });
  });
  await processPendingRefunds(app);
  return orderRefunds(app, order);
}

export async function orderRefunds(app: FastifyInstance, order: OrderRow) {
  const rows = await refundRows(app.db, order.id);
  return { rows, count: rows.length };
}
