// Confirmation paths of a payment: the client's (POST /payments/confirm) and the provider's
// webhook. Both end in settlePayment under the order lock, so either may come first, twice, or
// out of order, and the order changes state once.
import type { FastifyInstance } from 'fastify';
import type { CardInput, ExpectedPayment, InitiateInput, ProviderPaymentState, WebhookEvent } from './payment-provider';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { settlePayment } from '../order/order-completion';
import { recordChargeback } from '../order/order-debit';
import { renderConfirmations } from '../order/order-mail';
import { orderRepository } from '../order/order.repository';
import type { OrderRow, PaymentRow } from '../order/order.repository';
import { processPendingRefunds } from '../refund/refund.service';
import { registryOf } from './payment-registry';
import { sameSecret } from '../../lib/same-secret';
import { announceAfterCommit } from '../booking';
import type { SlotChange } from '../booking';

/** The order and its open payment for a client secret (the guest's proof of ownership). */
export async function paymentForSecret(
  db: DbOrTx,
  orderId: string,
  clientSecret: string,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const order = await orderRepository.findById(db, orderId);
  const payment = order
    ? (await orderRepository.payments(db, order.id)).find((p) => sameSecret(clientSecret, p.clientSecret))
    : undefined;
  if (!order || !payment) throw new AppError('NOT_FOUND', 'Payment not found');
  return { order, payment };
}

/** What a provider that reads amounts back must find (PayPal); a replaced attempt is not open. */
export function expectedPayment(order: OrderRow, payment: PaymentRow): ExpectedPayment {
  return {
    orderId: order.id,
    amountCents: payment.amountCents,
    currency: order.currency,
    open: order.status === 'pending' && payment.status !== 'cancelled',
  };
}

/** What a provider is told about a payment it starts (the same every time: Adyen replays it by key). */
export function initiateInputOf(order: OrderRow, payment: PaymentRow): InitiateInput {
  return {
    orderId: order.id,
    paymentId: payment.id,
    organizationId: order.organizationId,
    amountCents: payment.amountCents,
    currency: order.currency,
    description: `Order ${order.id}`,
    customerEmail: order.customer.email,
    method: payment.method,
  };
}

/** What the browser's payment component needs for an open payment (Adyen: its session). */
export async function clientSessionFor(
  app: FastifyInstance,
  input: { orderId: string; clientSecret: string },
): Promise<Record<string, string>> {
  const { order, payment } = await paymentForSecret(app.db, input.orderId, input.clientSecret);
  if (order.status !== 'pending' || payment.status === 'succeeded' || payment.status === 'cancelled')
    throw new AppError('CONFLICT', order.failureMessage ?? `This payment can no longer be made (${order.status})`);
  const provider = registryOf(app).get(payment.provider);
  if (!provider.clientSession) throw new AppError('BAD_REQUEST', 'This payment needs no session');
  return provider.clientSession(initiateInputOf(order, payment));
}

export interface ConfirmResult {
  order: OrderRow;
  state: ProviderPaymentState;
}

export async function confirmPayment(
  app: FastifyInstance,
  input: {
    orderId: string;
    clientSecret: string;
    card?: CardInput;
    /** A SEPA debit's PaymentMethod, with who accepted the mandate (docs/product/payments.md#mandate). */
    sepaDebit?: { paymentMethodId: string; ipAddress: string; userAgent: string };
  },
  now = new Date(),
): Promise<ConfirmResult> {
  const { order, payment } = await paymentForSecret(app.db, input.orderId, input.clientSecret);
  if (order.status === 'completed') return { order, state: { status: 'succeeded' } };
  // Read just now: the settling transaction takes the cart's lock without reading them again.
  const known = { orderId: order.id, cartId: order.cartId };
  if (order.status !== 'pending')
    throw new AppError('CONFLICT', order.failureMessage ?? `This order is ${order.status}`);
  if (payment.status === 'succeeded') {
    // Recorded but not finished (a crash in between): finish now.
    const finished = await app.db.transaction((tx) =>
      settlePayment(tx, payment.id, { status: 'succeeded' }, now, known),
    );
    await renderConfirmations(app, finished.id);
    return { order: finished, state: { status: 'succeeded' } };
  }
  if (payment.status === 'failed' || order.failedPaymentStatus) {
    // docs/product.md#holds: a retry clears the failed flag; the holds were kept.
    await app.db.transaction(async (tx) => {
      await orderRepository.updatePayment(tx, payment.id, { status: 'pending', failureMessage: null });
      await orderRepository.update(tx, order.id, { failedPaymentStatus: false, failureMessage: null });
    });
  }
  const provider = registryOf(app).get(payment.provider);
  if (input.sepaDebit && payment.method !== 'sepa_debit')
    throw new AppError('BAD_REQUEST', 'This payment is not a SEPA direct debit');
  const state = await provider.confirm({
    providerRef: payment.providerRef ?? '',
    ...(input.card ? { card: input.card } : {}),
    ...(input.sepaDebit ? { sepaDebit: input.sepaDebit } : {}),
    now,
    expected: expectedPayment(order, payment),
  });
  // The bookings' move is announced after COMMIT (docs/decisions/023-checkout-waits.md).
  let announce: SlotChange[] = [];
  const settled = await app.db.transaction((tx) =>
    settlePayment(tx, payment.id, state, now, { ...known, announce: (announce = []) }),
  );
  await announceAfterCommit(app.db, announce);
  if (settled.status === 'failed') await processPendingRefunds(app);
  if (settled.status === 'completed') await renderConfirmations(app, settled.id);
  return { order: settled, state };
}

/**
 * A verified provider event: recorded once (duplicates are no-ops), then the payment's current
 * state is read back from the provider, so an event that arrives late cannot roll state back.
 */
export async function handleWebhook(
  app: FastifyInstance,
  providerName: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ duplicate: boolean; orderId: string | null }> {
  const provider = registryOf(app).get(providerName);
  if (!provider.parseWebhook) throw new AppError('NOT_FOUND', 'This provider sends no webhooks');
  return handleEvent(app, providerName, await provider.parseWebhook(rawBody, headers));
}

/** A delivery of several signed events (Adyen): all verified first, then each handled in turn. */
export async function handleWebhookBatch(
  app: FastifyInstance,
  providerName: string,
  rawBody: Buffer,
): Promise<{ duplicates: number; events: number }> {
  const provider = registryOf(app).get(providerName);
  if (!provider.parseWebhooks) throw new AppError('NOT_FOUND', 'This provider sends no webhooks');
  const events = provider.parseWebhooks(rawBody);
  let duplicates = 0;
  for (const event of events) if ((await handleEvent(app, providerName, event)).duplicate) duplicates++;
  return { duplicates, events: events.length };
}

/** Our payment an event names: by its reference, or by the earlier one it is still recorded under. */
async function paymentOfEvent(db: DbOrTx, providerName: string, event: WebhookEvent) {
  let payment = event.providerRef ? await orderRepository.paymentByRef(db, providerName, event.providerRef) : undefined;
  if (!payment && event.formerRef) payment = await orderRepository.paymentByRef(db, providerName, event.formerRef);
  // A signed event about another order never touches this one.
  if (payment && event.orderId && payment.orderId !== event.orderId) return undefined;
  return payment;
}

async function handleEvent(
  app: FastifyInstance,
  providerName: string,
  event: WebhookEvent,
): Promise<{ duplicate: boolean; orderId: string | null }> {
  const provider = registryOf(app).get(providerName);
  const payment = await paymentOfEvent(app.db, providerName, event);
  let state = event.state;
  const order = payment ? await orderRepository.findById(app.db, payment.orderId) : undefined;
  if (payment && order && provider.checkEvent) {
    // The signed event is the truth; checking it may call the provider (an outage → 503, redelivered).
    state = await provider.checkEvent(event, expectedPayment(order, payment));
  } else if (payment && event.providerRef) {
    try {
      state =
        (await provider.retrieve(event.providerRef, order ? expectedPayment(order, payment) : undefined)) ?? state;
    } catch (error) {
      app.log.warn({ err: error, eventId: event.eventId }, 'could not read the payment back; using the event');
    }
  }
  const now = new Date();
  const result = await app.db.transaction(async (tx) => {
    const fresh = await orderRepository.recordEvent(tx, {
      provider: providerName,
      eventId: event.eventId,
      type: event.type,
      paymentId: payment?.id ?? null,
      payload: event.payload,
    });
    if (!fresh) return { duplicate: true, orderId: payment?.orderId ?? null };
    // Paid: from now on the payment is known by the provider's payment reference (refunds use it).
    if (payment && state?.status === 'succeeded' && event.providerRef && payment.providerRef !== event.providerRef)
      await orderRepository.updatePayment(tx, payment.id, { providerRef: event.providerRef });
    if (payment && state && (state.status !== 'pending' || state.processing))
      await settlePayment(tx, payment.id, state, now);
    // A chargeback: the money went back to the customer; an open debt for staff (docs/product/payments.md#chargebacks).
    if (payment && event.dispute) await recordChargeback(tx, payment, event.dispute);
    return { duplicate: false, orderId: payment?.orderId ?? null };
  });
  await processPendingRefunds(app);
  if (result.orderId) await renderConfirmations(app, result.orderId);
  return result;
}
