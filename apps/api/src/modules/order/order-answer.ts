// The answer to POST /orders (docs/product.md#checkout), first or repeated: the caller must be the
// order's, and the provider's side of a still-due payment is started here, outside any transaction.
import type { FastifyInstance } from 'fastify';
import type { CreateOrderAnswer } from '@courtside/core/checkout-schemas';
import { AppError } from '../../lib/app-error';
import { sameSecret } from '../../lib/same-secret';
import type { CartOwner } from '../cart/cart.service';
import { registryOf } from '../payment/payment-registry';
import { initiateInputOf } from '../payment/payment.service';
import { createAnswer, openPayment } from './order-dto';
import { orderRepository } from './order.repository';
import type { OrderRow, PaymentRow } from './order.repository';

function sameCaller(order: OrderRow, owner: CartOwner): boolean {
  return owner.userId ? order.userId === owner.userId : sameSecret(owner.guestToken, order.guestToken);
}

/** Starts the provider's side of a payment outside any transaction; safe to repeat. */
export async function initiatePayment(app: FastifyInstance, order: OrderRow, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.providerRef) return payment;
  const provider = registryOf(app).get(payment.provider);
  try {
    const result = await provider.initiate(initiateInputOf(order, payment), { db: app.db, now: new Date() });
    return await orderRepository.attachProviderRef(app.db, payment.id, result.providerRef, result.clientSecret);
  } catch (error) {
    if (error instanceof AppError) throw error;
    app.log.error({ err: error, orderId: order.id }, 'payment could not be started');
    await orderRepository.update(app.db, order.id, {
      failedPaymentStatus: true,
      failureMessage: 'The payment could not be started',
    });
    throw new AppError('PAYMENT_FAILED', 'The payment could not be started, please try again in a moment');
  }
}

/** The answer for an order (first or repeated request): starts the payment if that is still due. */
export async function answerFor(
  app: FastifyInstance,
  order: OrderRow,
  owner: CartOwner,
  /** The open payment of an order this request has just made: the order and it need no re-read. */
  made?: { payment: PaymentRow },
): Promise<CreateOrderAnswer> {
  if (!sameCaller(order, owner))
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another order');
  let payment = made ? made.payment : openPayment(await orderRepository.payments(app.db, order.id));
  if (order.status === 'pending' && payment && payment.status === 'pending' && !payment.providerRef)
    payment = await initiatePayment(app, order, payment);
  // Starting the payment writes only the payment row (a failure throws above).
  const fresh = made ? order : (await orderRepository.findById(app.db, order.id))!;
  const provider = payment ? registryOf(app).get(payment.provider) : undefined;
  return createAnswer(fresh, payment, provider?.publicConfig?.());
}
