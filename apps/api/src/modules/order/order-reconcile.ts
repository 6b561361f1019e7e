// Recovery: on start and every minute, orders left between payment and completion are
// finished — a payment recorded as succeeded whose completion never ran, or a provider payment
// that succeeded while nobody was listening (process killed, webhook lost). Orders whose payment
// window is long over are given up: payments cancelled at the provider, holds freed. Safe with
// several API processes: every change runs under the order's row lock and is idempotent.
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../jobs/runner';
import { settlePayment, abandonOrder } from './order-completion';
import { renderConfirmations } from './order-mail';
import { cancelAtProviders } from './order-payment-cancel';
import { orderRepository } from './order.repository';
import type { ProviderPaymentState } from '../payment/payment-provider';
import { registryOf } from '../payment/payment-registry';
import { expectedPayment } from '../payment/payment.service';
import { processPendingRefunds } from '../refund/refund.service';

/** After the payment window (15 min) a card challenge may still finish: wait this long more. */
const GRACE_MS = 15 * 60_000;

export interface ReconcileReport {
  settled: number;
  timedOut: number;
  refunds: number;
}

export async function reconcileOrders(app: FastifyInstance, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { settled: 0, timedOut: 0, refunds: 0 };
  const registry = registryOf(app);
  for (const { order: open, payment } of await orderRepository.pendingWithPayments(
    app.db,
    new Date(now.getTime() - 5_000),
    100,
  )) {
    let state: ProviderPaymentState | null = payment.status === 'succeeded' ? { status: 'succeeded' } : null;
    if (!state) {
      try {
        state = await registry.get(payment.provider).retrieve(payment.providerRef!, expectedPayment(open, payment));
      } catch (error) {
        app.log.warn({ err: error, paymentId: payment.id }, 'reconcile: provider not reachable');
        continue;
      }
    }
    // A SEPA debit still processing is settled once, when it started (docs/product/payments.md#pending-debit).
    if (!state || (state.status === 'pending' && (!state.processing || payment.processingSince))) continue;
    const settledState = state;
    const order = await app.db.transaction((tx) => settlePayment(tx, payment.id, settledState, now));
    if (order.status === 'completed') await renderConfirmations(app, order.id);
    if (order.status !== 'pending') report.settled++;
  }
  for (const overdue of await orderRepository.overdue(app.db, new Date(now.getTime() - GRACE_MS), 100)) {
    // Close the payment at the provider first (a Stripe PaymentIntent): once cancelled there,
    // nobody can pay late. Paid at the last moment → settled instead (re-booked or refunded).
    const closed = await cancelAtProviders(app, await orderRepository.payments(app.db, overdue.id), now);
    if (closed.succeeded > 0) {
      report.settled++;
      continue;
    }
    // Provider not reachable: keep the order open and try again on the next run.
    if (closed.unreachable > 0) continue;
    const done = await app.db.transaction(async (tx) => {
      const order = await orderRepository.lock(tx, overdue.id);
      if (!order || order.status !== 'pending') return false;
      const payments = await orderRepository.payments(tx, order.id);
      if (payments.some((p) => p.provider !== 'voucher' && p.status === 'succeeded')) return false;
      await abandonOrder(tx, order, {
        confirmationStatus: 'timeout',
        message: 'The payment was not completed in time',
        releaseHolds: true,
        now,
      });
      return true;
    });
    if (done) report.timedOut++;
  }
  report.refunds = await processPendingRefunds(app, now);
  return report;
}

export const orderJobs: Job[] = [
  { name: 'checkout.reconcile', everyMs: 60_000, run: async (app) => void (await reconcileOrders(app)) },
];
