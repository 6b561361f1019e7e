// A new payment attempt for an unpaid order (docs/product.md#checkout: retry clears failedPaymentStatus and keeps
// the holds): the holds get a fresh payment window and the provider a fresh payment.
import type { FastifyInstance } from 'fastify';
import type { CheckoutProvider, CreateOrderAnswer } from '@courtside/core/checkout-schemas';
import { AppError } from '../../lib/app-error';
import { organizationPricing } from '../cart/cart-summary';
import { registryOf } from '../payment/payment-registry';
import { createAnswer } from './order-dto';
import { cancelAtProviders } from './order-payment-cancel';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';
import { initiatePayment } from './order-answer';
import { startPayment } from '../booking';
import { linkBookerPayment } from './split-create';
import { splitRepository } from './split.repository';

export async function retryPayment(
  app: FastifyInstance,
  order: OrderRow,
  providerName: CheckoutProvider | undefined,
  now: Date,
): Promise<CreateOrderAnswer> {
  const registry = registryOf(app);
  const provider = providerName
    ? registry.get(providerName)
    : registry.get(
        order.provider === 'voucher' || order.provider === 'coupon' ? registry.defaultOnline.name : order.provider,
      );
  if (provider.staffOnly || provider.runsInTransaction)
    throw new AppError('BAD_REQUEST', `Pay with a card provider, not ${provider.name}`);
  // The earlier attempts are closed at the provider first, so the order can't be paid twice.
  const closed = await cancelAtProviders(app, await orderRepository.payments(app.db, order.id), now);
  if (closed.succeeded > 0) throw new AppError('CONFLICT', 'This order is already paid');
  const created = await app.db.transaction(async (tx) => {
    const locked = (await orderRepository.lock(tx, order.id))!;
    if (locked.status !== 'pending')
      throw new AppError('INVALID_TRANSITION', `A ${locked.status} order cannot be paid again`);
    const payments = await orderRepository.payments(tx, order.id);
    if (payments.some((p) => p.provider !== 'voucher' && p.status === 'succeeded'))
      throw new AppError('CONFLICT', 'This order is already paid');
    for (const p of payments)
      if (p.provider !== 'voucher' && p.status === 'pending')
        await orderRepository.updatePayment(tx, p.id, { status: 'cancelled' });
    const { settings } = await organizationPricing(tx, order.organizationId);
    const until = new Date(now.getTime() + settings.paymentHoldMinutes * 60_000);
    const bookingIds = (await orderRepository.items(tx, order.id))
      .map((i) => i.bookingId)
      .filter((id): id is string => Boolean(id));
    await startPayment(tx, bookingIds, until, { now });
    // A split order's attempt pays the booker's share only (docs/product/split-payment.md#checkout).
    const [bookerShare] = await splitRepository.shares(tx, order.id);
    const payment = await orderRepository.insertPayment(tx, {
      organizationId: order.organizationId,
      orderId: order.id,
      provider: provider.name,
      method: provider.defaultMethod,
      amountCents: bookerShare?.amountCents ?? locked.amountDueCents,
    });
    if (bookerShare) await linkBookerPayment(tx, order.id, payment.id);
    const updated = await orderRepository.update(tx, order.id, {
      provider: provider.name,
      failedPaymentStatus: false,
      failureMessage: null,
      holdExpiresAt: until,
    });
    return { order: updated, payment };
  });
  const payment = await initiatePayment(app, created.order, created.payment);
  return createAnswer((await orderRepository.findById(app.db, order.id))!, payment, provider.publicConfig?.());
}
