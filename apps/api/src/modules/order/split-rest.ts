// "I pay the rest now" (docs/product/split-payment.md#deadline): before the deadline the booker
// takes over the shares still open — the same step as the deadline job's rest to the booker — and
// answers the rest's link, so the booker pays it on the share page at once.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { cartRepository } from '../cart/cart.repository';
import { cancelAtProviders } from './order-payment-cancel';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';
import { leaveRestToBooker } from './split-deadline';
import { splitRepository } from './split.repository';

const notOpen = () =>
  new AppError('CONFLICT', 'Nothing is left to take over: every share is paid, or the split was closed. Reload.');

export async function takeOverRest(app: FastifyInstance, order: OrderRow, now = new Date()): Promise<{ path: string }> {
  const split = await splitRepository.find(app.db, order.id);
  if (!split) throw new AppError('NOT_FOUND', 'This order is not split');
  const shares = await splitRepository.shares(app.db, order.id);
  if (order.status !== 'pending' || split.status !== 'open' || shares[0]?.status !== 'paid') throw notOpen();
  // The players' open payments are closed at the provider first, so nobody pays a share the booker took.
  const open = (await orderRepository.payments(app.db, order.id)).filter((p) =>
    shares.some((s) => s.status === 'open' && s.paymentId === p.id),
  );
  const closed = await cancelAtProviders(app, open, now);
  if (closed.succeeded > 0)
    throw new AppError('CONFLICT', 'A player paid their share just now. Reload to see what is left.');
  if (closed.unreachable > 0)
    throw new AppError('UNAVAILABLE', 'The payment provider could not be reached. Please try again in a moment.');
  const url = await app.db.transaction(async (tx) => {
    if (order.cartId) await cartRepository.lock(tx, order.cartId);
    const locked = await orderRepository.lock(tx, order.id);
    const fresh = await splitRepository.find(tx, order.id);
    const lockedShares = await splitRepository.shares(tx, order.id, { lock: true });
    if (
      !locked ||
      locked.status !== 'pending' ||
      fresh?.status !== 'open' ||
      !lockedShares.some((s) => s.status === 'open')
    )
      throw notOpen();
    return leaveRestToBooker(tx, locked, fresh, lockedShares, now);
  });
  return { path: new URL(url).pathname };
}
