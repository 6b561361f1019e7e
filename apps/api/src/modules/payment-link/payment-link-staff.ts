// Payment links as staff handle them (docs/product.md#checkout): an order's links with their state,
// resend (a new token for the same window, mailed again; the old link stops working) and cancel
// (order cancelled, holds freed, the provider's payment cancelled first). Making a link and the
// customer's side are in payment-link.service.ts.
import type { FastifyInstance } from 'fastify';
import type {
  PaymentLinkCancelled,
  PaymentLinkCreated,
  PaymentLinkResendBody,
  PaymentLinkState,
  StaffPaymentLinkList,
} from '@courtside/core/payment-link-schemas';
import { AppError } from '../../lib/app-error';
import { mailLinkCancelled } from './payment-link-mail';
import { paymentLinkRepository } from './payment-link.repository';
import type { PaymentLinkRow } from './payment-link.repository';
import { bookingIdsOf, isCurrent, sendLink, stateOf } from './payment-link.service';
import { audit } from '../audit';
import { abandonOrder, cancelAtProviders, orderRepository, processPendingRefunds } from '../checkout';
import type { OrderRow } from '../checkout';
import type { StaffActor } from '../staff-booking';

async function staffLink(
  app: FastifyInstance,
  actor: StaffActor,
  linkId: string,
): Promise<{ link: PaymentLinkRow; order: OrderRow }> {
  const link = await paymentLinkRepository.findById(app.db, linkId);
  const order =
    link && !link.shareId && link.organizationId === actor.organizationId
      ? await orderRepository.findById(app.db, link.orderId)
      : undefined;
  if (!link || !order) throw new AppError('NOT_FOUND', 'Payment link not found');
  return { link, order };
}

export async function listPaymentLinks(
  app: FastifyInstance,
  actor: StaffActor,
  orderId: string,
  now = new Date(),
): Promise<StaffPaymentLinkList> {
  const order = await orderRepository.findById(app.db, orderId);
  if (!order || order.organizationId !== actor.organizationId) throw new AppError('NOT_FOUND', 'Order not found');
  // The players' share links of a split order are the split's (GET /orders/:id/split), not staff links.
  const links = (await paymentLinkRepository.ofOrderWithCreators(app.db, order.id)).filter((l) => !l.shareId);
  const rows = links.map((link, i) => ({
    id: link.id,
    orderId: link.orderId,
    state: i === 0 ? stateOf(link, order, now) : ('replaced' as const),
    sentTo: link.sentTo,
    expiresAt: link.expiresAt.toISOString(),
    createdAt: link.createdAt.toISOString(),
    createdByName: link.createdByName,
  }));
  return { rows, count: rows.length };
}

const staffClosedMessages: Record<Exclude<PaymentLinkState, 'open'>, string> = {
  paid: 'The customer has paid this order already.',
  expired: 'This payment link has expired; the slots are being released. Book again for the customer.',
  cancelled: 'This payment link was cancelled already.',
  failed: 'This order failed; there is nothing left to pay.',
};

function refuseUnlessOpen(link: PaymentLinkRow, order: OrderRow, now: Date): void {
  const state = stateOf(link, order, now);
  if (state === 'expired') throw new AppError('HOLD_EXPIRED', staffClosedMessages.expired, { state });
  if (state !== 'open') throw new AppError('CONFLICT', staffClosedMessages[state], { state });
}

const replacedError = () =>
  new AppError('CONFLICT', 'This link was replaced by a newer one already; use the current link of the order.', {
    state: 'replaced',
  });

/**
 * A new token with the same payment window, mailed again; the old link stops working. With `email`
 * it goes to a corrected address: the order's contact changes with it (so the confirmation and the
 * invoice follow), audited with the old and the new address.
 */
export async function resendPaymentLink(
  app: FastifyInstance,
  actor: StaffActor,
  linkId: string,
  body: PaymentLinkResendBody = {},
  now = new Date(),
): Promise<PaymentLinkCreated> {
  const { link, order } = await staffLink(app, actor, linkId);
  refuseUnlessOpen(link, order, now);
  const { row, url } = await app.db.transaction(async (tx) => {
    // Under the order's lock, so two resends (or a resend and a cancel) cannot cross.
    let locked = await orderRepository.lock(tx, order.id);
    if (!locked) throw new AppError('NOT_FOUND', 'Payment link not found');
    refuseUnlessOpen(link, locked, now);
    if (!(await isCurrent(tx, link))) throw replacedError();
    const previous = locked.customer.email;
    const corrected = body.email && body.email !== previous.toLowerCase() ? body.email : null;
    if (corrected)
      locked = await orderRepository.update(tx, locked.id, { customer: { ...locked.customer, email: corrected } });
    return sendLink(tx, app, actor, locked, link.expiresAt, {
      action: 'order.payment_link_resent',
      data: { replaces: link.id, ...(corrected ? { emailChanged: { from: previous, to: corrected } } : {}) },
    });
  });
  return {
    id: row.id,
    orderId: order.id,
    bookingIds: await bookingIdsOf(app, order.id),
    state: 'open',
    url,
    sentTo: row.sentTo,
    expiresAt: row.expiresAt.toISOString(),
    totalCents: order.totalCents,
  };
}

/**
 * Staff call the booking off before it is paid: the payment is closed at the provider first (a
 * Stripe PaymentIntent, through the order-payment-cancel path), so nobody can pay after the slots
 * are freed; then the order is cancelled, coupon use and holds go back, and the link says so.
 */
export async function cancelPaymentLink(
  app: FastifyInstance,
  actor: StaffActor,
  linkId: string,
  now = new Date(),
): Promise<PaymentLinkCancelled> {
  const { link, order } = await staffLink(app, actor, linkId);
  if (!(await isCurrent(app.db, link))) throw replacedError();
  // An expired window whose order the reconcile job has not given up yet can still be cancelled.
  if (order.status !== 'pending') refuseUnlessOpen(link, order, now);
  const closed = await cancelAtProviders(app, await orderRepository.payments(app.db, order.id), now);
  if (closed.succeeded > 0) {
    await processPendingRefunds(app);
    throw new AppError('CONFLICT', 'The customer paid just before the cancellation; the order was not cancelled.', {
      state: stateOf(link, (await orderRepository.findById(app.db, order.id))!, now),
    });
  }
  if (closed.unreachable > 0)
    throw new AppError(
      'UNAVAILABLE',
      'The payment provider could not be reached, so the link is still open. Please try again in a moment.',
    );
  await app.db.transaction(async (tx) => {
    const locked = await orderRepository.lock(tx, order.id);
    if (!locked || locked.status !== 'pending')
      throw new AppError('CONFLICT', 'This order was closed meanwhile; reload to see its state.');
    await abandonOrder(tx, locked, {
      confirmationStatus: 'cancelled',
      message: 'Cancelled by the venue',
      releaseHolds: true,
      now,
    });
    // The customer learns that the reservation was released (the link in the earlier mail is void).
    await mailLinkCancelled(tx, locked);
    await audit(tx, {
      organizationId: order.organizationId,
      actorUserId: actor.userId,
      action: 'order.payment_link_cancelled',
      entity: 'order',
      entityId: order.id,
      data: { linkId: link.id, sentTo: link.sentTo, totalCents: order.totalCents },
      ip: actor.ip ?? null,
    });
  });
  return { state: 'cancelled', message: 'The payment link was cancelled and the slots were released.' };
}
