// Share links (docs/product/split-payment.md#paying): a payment link that names one share of a
// split order. The page shows the court, the time and this payer's share; paying confirms the
// share's own payment through the payment module, and the order's settlement counts the share
// under the order's lock (exactly once, even when two players pay at the same moment).
import type { FastifyInstance } from 'fastify';
import type {
  PaymentLinkPaid,
  PaymentLinkPayBody,
  PaymentLinkState,
  PaymentLinkView,
} from '@courtside/core/payment-link-schemas';
import { AppError } from '../../lib/app-error';
import type { PaymentLinkRow } from './payment-link.repository';
import { confirmPayment, initiatePayment, orderRepository, shareDueCents, shareOfLink } from '../checkout';
import { linkView } from './payment-link-view';
import type { OrderRow, ShareRow } from '../checkout';

function shareState(link: PaymentLinkRow, order: OrderRow, share: ShareRow, now: Date): PaymentLinkState {
  if (share.status === 'paid') return 'paid';
  if (share.status === 'refunded') return 'expired';
  if (share.status === 'cancelled') return order.status === 'completed' ? 'cancelled' : 'expired';
  if (order.status === 'failed') return order.confirmationStatus === 'timeout' ? 'expired' : 'failed';
  if (order.status !== 'pending') return 'cancelled';
  return now.getTime() >= link.expiresAt.getTime() ? 'expired' : 'open';
}

const closed: Record<Exclude<PaymentLinkState, 'open'>, string> = {
  paid: 'This share has been paid already.',
  expired: 'The deadline for this share has passed and the court was released. Please contact the booker or the venue.',
  cancelled: 'This share is no longer open: the booker has taken it over.',
  failed: 'This booking could not be made. Please contact the venue.',
};

async function shareOf(app: FastifyInstance, link: PaymentLinkRow) {
  const found = await shareOfLink(app.db, link.shareId!);
  if (!found)
    throw new AppError('NOT_FOUND', 'This payment link does not exist. Please check the address in your mail.');
  return found;
}

/** The share's payment, started at the provider when it was not yet (safe to repeat). */
async function sharePayment(app: FastifyInstance, order: OrderRow, share: ShareRow) {
  const payment = (await orderRepository.payments(app.db, order.id)).find((p) => p.id === share.paymentId);
  if (!payment) throw new AppError('CONFLICT', 'This share has no payment. Please contact the venue.');
  return payment.providerRef && payment.clientSecret ? payment : initiatePayment(app, order, payment);
}

export async function viewShareLink(
  app: FastifyInstance,
  link: PaymentLinkRow,
  order: OrderRow,
  now: Date,
): Promise<PaymentLinkView> {
  const { share, players, invoiceNumber } = await shareOf(app, link);
  const state = shareState(link, order, share, now);
  const payment = state === 'open' ? await sharePayment(app, order, share) : undefined;
  return {
    ...(await linkView(app, link, order, state, payment, invoiceNumber)),
    share: {
      amountCents: share.amountCents,
      players,
      isRest: share.position === 9,
      email: share.email,
      deadline: link.expiresAt.toISOString(),
      voucherCents: (await shareDueCents(app.db, share)).voucherCents,
    },
  };
}

export async function payShareLink(
  app: FastifyInstance,
  link: PaymentLinkRow,
  order: OrderRow,
  body: PaymentLinkPayBody,
  now: Date,
): Promise<PaymentLinkPaid> {
  const { share } = await shareOf(app, link);
  const state = shareState(link, order, share, now);
  if (state !== 'open') throw new AppError(state === 'expired' ? 'HOLD_EXPIRED' : 'CONFLICT', closed[state], { state });
  const payment = await sharePayment(app, order, share);
  const { state: result } = await confirmPayment(
    app,
    { orderId: order.id, clientSecret: payment.clientSecret!, ...(body.card ? { card: body.card } : {}) },
    now,
  );
  if (result.status === 'failed' || result.status === 'cancelled')
    throw new AppError('PAYMENT_FAILED', result.failureMessage ?? 'The payment failed', { state: 'open' });
  const after = await shareOf(app, link);
  const fresh = (await orderRepository.findById(app.db, order.id))!;
  const now2 = shareState(link, fresh, after.share, now);
  const message =
    now2 === 'paid'
      ? fresh.status === 'completed'
        ? 'Your share is paid and the booking is confirmed.'
        : 'Your share is paid. The booking is confirmed once every share is paid.'
      : now2 === 'open'
        ? 'Payment is being processed.'
        : closed[now2];
  return { state: now2, message, invoiceNumber: after.invoiceNumber };
}
