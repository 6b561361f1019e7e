// Closing payments at the provider: an order we give up — timed out, cancelled by the
// customer, replaced by a new checkout, or retried with a new payment — must not stay payable. A
// Stripe PaymentIntent left open could still be confirmed in the browser after the slots were
// freed. Provider calls run outside transactions. When the provider answers that the payment
// succeeded first, it is settled like any late payment: re-booked while the order is still open,
// otherwise refunded (order-completion.ts).
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider, ProviderPaymentState } from '../payment/payment-provider';
import { registryOf } from '../payment/payment-registry';
import { settlePayment } from './order-completion';
import { renderConfirmations } from './order-mail';
import type { PaymentRow } from './order.repository';

export interface CancelOutcome {
  /** Closed at the provider (or already closed there). */
  cancelled: number;
  /** Paid before we could close it: settled through the late-payment path. */
  succeeded: number;
  /** The provider could not be reached: try again later. */
  unreachable: number;
}

/** Payments the customer may still complete on the provider's side: started there, not paid. */
export function openAtProvider(payments: PaymentRow[]): PaymentRow[] {
  return payments.filter((p) => Boolean(p.providerRef) && (p.status === 'pending' || p.status === 'failed'));
}

function providerOf(app: FastifyInstance, name: string): PaymentProvider | undefined {
  try {
    return registryOf(app).get(name);
  } catch {
    // Not configured any more (keys removed): nothing we can close.
    return undefined;
  }
}

/** Cancels each of `payments` that is still open at a provider able to cancel (Stripe). */
export async function cancelAtProviders(
  app: FastifyInstance,
  payments: PaymentRow[],
  now: Date,
): Promise<CancelOutcome> {
  const outcome: CancelOutcome = { cancelled: 0, succeeded: 0, unreachable: 0 };
  for (const payment of openAtProvider(payments)) {
    const provider = providerOf(app, payment.provider);
    if (!provider?.cancel) continue;
    let state: ProviderPaymentState;
    try {
      state = await provider.cancel(payment.providerRef!);
    } catch (error) {
      app.log.warn({ err: error, paymentId: payment.id }, 'payment could not be cancelled at the provider');
      outcome.unreachable++;
      continue;
    }
    if (state.status === 'succeeded') {
      await app.db.transaction((tx) => settlePayment(tx, payment.id, state, now));
      await renderConfirmations(app, payment.orderId);
      outcome.succeeded++;
    } else {
      outcome.cancelled++;
    }
  }
  return outcome;
}
