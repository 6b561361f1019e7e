// Paying a payment link with another online provider (docs/product.md#checkout payment links): the
// customer picks PayPal or Adyen instead of the default one on the link's page. The open attempt is
// closed at its provider first (a Stripe PaymentIntent is cancelled, so the order can never be paid
// twice), then a payment with the chosen provider starts for the same amount. The holds keep the
// link's deadline; completion goes through the same settle path as every payment.
import type { FastifyInstance } from 'fastify';
import type { PaymentLinkProviderBody, PaymentLinkView } from '@courtside/core/payment-link-schemas';
import { AppError } from '../../lib/app-error';
import { cancelAtProviders, initiatePayment, openPayment, orderRepository, registryOf } from '../checkout';
import { linkOf, stateOf, viewPaymentLink } from './payment-link.service';

export async function choosePaymentLinkProvider(
  app: FastifyInstance,
  token: string,
  body: PaymentLinkProviderBody,
  now = new Date(),
): Promise<PaymentLinkView> {
  const { link, order } = await linkOf(app, token);
  if (link.shareId) throw new AppError('CONFLICT', 'A share of a split court is paid with the provider of the split');
  if (stateOf(link, order, now) !== 'open') return viewPaymentLink(app, token, now);
  const provider = registryOf(app).get(body.provider);
  if (provider.staffOnly || provider.runsInTransaction)
    throw new AppError('BAD_REQUEST', `A payment link is paid online, not with ${provider.name}`);
  const current = openPayment(await orderRepository.payments(app.db, order.id));
  if (current?.provider === provider.name) return viewPaymentLink(app, token, now);
  const closed = await cancelAtProviders(app, await orderRepository.payments(app.db, order.id), now);
  if (closed.succeeded > 0) return viewPaymentLink(app, token, now);
  if (closed.unreachable > 0)
    throw new AppError('UNAVAILABLE', 'The payment could not be switched just now, please try again in a moment');
  const created = await app.db.transaction(async (tx) => {
    const locked = (await orderRepository.lock(tx, order.id))!;
    if (locked.status !== 'pending') return null;
    const payments = await orderRepository.payments(tx, order.id);
    if (payments.some((p) => p.provider !== 'voucher' && p.status === 'succeeded')) return null;
    const open = payments.filter((p) => p.provider !== 'voucher' && (p.status === 'pending' || p.status === 'failed'));
    for (const p of open)
      if (p.status === 'pending') await orderRepository.updatePayment(tx, p.id, { status: 'cancelled' });
    const payment = await orderRepository.insertPayment(tx, {
      organizationId: order.organizationId,
      orderId: order.id,
      provider: provider.name,
      method: provider.defaultMethod,
      amountCents: open.at(-1)?.amountCents ?? locked.amountDueCents,
    });
    const updated = await orderRepository.update(tx, order.id, {
      provider: provider.name,
      failedPaymentStatus: false,
      failureMessage: null,
    });
    return { order: updated, payment };
  });
  if (created) await initiatePayment(app, created.order, created.payment);
  return viewPaymentLink(app, token, now);
}
