// The share deadline (docs/product/split-payment.md#deadline), every minute: a split order whose
// deadline passed with shares still open either leaves the rest to the booker (a link for it, the
// court held until the rest window ends) — when the booker chose "I pay the rest" or the venue's
// policy says so — or releases the court and refunds every paid share (the paid-after-expiry rule,
// docs/product.md#checkout: the order fails, the money goes back). Safe with several API
// processes: each order is taken with FOR UPDATE SKIP LOCKED after its cart (the lock order,
// docs/ARCHITECTURE.md#lock-order), and every step checks the state it found under the lock.
import type { FastifyInstance } from 'fastify';
import { organizationSettings } from '@courtside/core/organization';
import type { DbOrTx } from '../../db/client';
import type { Job } from '../../jobs/runner';
import { AppError } from '../../lib/app-error';
import { cartRepository } from '../cart/cart.repository';
import { processPendingRefunds, refundSharePayment } from '../refund/refund.service';
import { releaseHold } from '../booking';
import { releaseCouponForOrder } from '../coupon';
import { organizationRepository } from '../organization';
import { cancelAtProviders } from './order-payment-cancel';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';
import { splitMailContext, splitReleasedTemplate, splitRestTemplate } from './split-mail';
import { holdUntil, REST_POSITION, sendShareLink } from './split-settle';
import { returnShareVouchers, returnSplitPunches } from './split-tender-return';
import { splitRepository } from './split.repository';
import type { ShareRow, SplitRow } from './split.repository';

export interface SplitDeadlineReport {
  rest: number;
  released: number;
}

/** The open shares go to the booker as one rest share with a link of its own; answers the link's URL. */
export async function leaveRestToBooker(
  tx: DbOrTx,
  order: OrderRow,
  split: SplitRow,
  shares: ShareRow[],
  now: Date,
): Promise<string> {
  const open = shares.filter((s) => s.status === 'open');
  const booker = shares.find((s) => s.position === 0)!;
  const description = order.locale === 'de' ? 'Anteil vom Bucher übernommen' : 'Share taken over by the booker';
  for (const s of open) {
    // A voucher part already on an open share goes back: the booker's rest covers the whole share.
    await returnShareVouchers(tx, order, s, { description, now });
    await splitRepository.updateShare(tx, s.id, { status: 'cancelled' });
    if (s.paymentId) await orderRepository.updatePayment(tx, s.paymentId, { status: 'cancelled' });
  }
  const amountCents = open.reduce((sum, s) => sum + s.amountCents, 0);
  const payment = await orderRepository.insertPayment(tx, {
    organizationId: order.organizationId,
    orderId: order.id,
    provider: split.provider,
    method: 'credit_card',
    amountCents,
  });
  const rest = await splitRepository.insertShare(tx, {
    organizationId: order.organizationId,
    orderId: order.id,
    position: REST_POSITION,
    email: booker.email,
    amountCents,
    paymentId: payment.id,
  });
  await holdUntil(tx, order, split.restUntil, now);
  await splitRepository.update(tx, order.id, { status: 'rest' });
  return sendShareLink(tx, order, split, rest, split.restUntil, splitRestTemplate.name);
}

async function releaseSplit(tx: DbOrTx, order: OrderRow, shares: ShareRow[], now: Date) {
  const m = await splitMailContext(tx, order);
  const description =
    m.locale === 'de'
      ? 'Platz freigegeben: Anteile nicht vollständig bezahlt'
      : 'Court released: not every share was paid';
  for (const s of shares) {
    // Voucher parts go back onto their vouchers first (docs/product/split-payment.md#vouchers-and-punch-cards).
    await returnShareVouchers(tx, order, s, { description, now });
    const payment = s.paymentId ? await orderRepository.lockPayment(tx, s.paymentId) : undefined;
    if (s.status === 'paid') {
      // A share paid with punches has no payment: its punches go back below.
      if (payment) await refundSharePayment(tx, { order, payment, invoiceId: s.invoiceId, description, now });
      await splitRepository.updateShare(tx, s.id, { status: 'refunded' });
    } else if (s.status === 'open') {
      await splitRepository.updateShare(tx, s.id, { status: 'cancelled' });
      if (payment && payment.status !== 'succeeded')
        await orderRepository.updatePayment(tx, payment.id, { status: 'cancelled' });
    }
    // Everyone who was asked to pay learns it; the booker's rest share is the booker again.
    if (s.position !== REST_POSITION && (s.paymentId || s.position === 0))
      await m.send(s.email, splitReleasedTemplate.name, {
        ...m.base,
        amount: m.money(s.amountCents),
        refunded: s.status === 'paid' ? m.money(s.amountCents) : null,
      });
  }
  await returnSplitPunches(tx, order.id, shares, now);
  await releaseCouponForOrder(tx, order.id);
  const owner = order.userId ? { userId: order.userId } : { guestToken: order.guestToken ?? '' };
  for (const item of await orderRepository.items(tx, order.id)) {
    if (!item.bookingId) continue;
    try {
      await releaseHold(tx, item.bookingId, owner, { now });
    } catch (error) {
      // Already gone (expired and swept): nothing to free.
      if (!(error instanceof AppError)) throw error;
    }
  }
  await orderRepository.update(tx, order.id, {
    status: 'failed',
    confirmationStatus: 'timeout',
    failureMessage: 'Not every share was paid by the deadline; the court was released and the shares refunded',
    cancelledAt: now,
  });
  await splitRepository.update(tx, order.id, { status: 'released' });
}

const isDue = (split: SplitRow, now: Date) =>
  (split.status === 'open' && split.deadline <= now) || (split.status === 'rest' && split.restUntil <= now);

export async function runSplitDeadlines(app: FastifyInstance, now = new Date()): Promise<SplitDeadlineReport> {
  const report: SplitDeadlineReport = { rest: 0, released: 0 };
  for (const due of await splitRepository.due(app.db, now, 50)) {
    const order = await orderRepository.findById(app.db, due.orderId);
    if (!order) continue;
    if (order.status === 'pending') {
      // Close the open shares at the provider first (a Stripe PaymentIntent): nobody pays after
      // the decision. Paid at the last moment → settled instead; decided again next minute.
      const shares = await splitRepository.shares(app.db, order.id);
      const open = (await orderRepository.payments(app.db, order.id)).filter((p) =>
        shares.some((s) => s.status === 'open' && s.paymentId === p.id),
      );
      const closed = await cancelAtProviders(app, open, now);
      if (closed.succeeded > 0 || closed.unreachable > 0) continue;
    }
    const outcome = await app.db.transaction(async (tx) => {
      if (order.cartId) await cartRepository.lock(tx, order.cartId);
      const locked = await splitRepository.lockOrderSkipLocked(tx, order.id);
      const split = locked ? await splitRepository.find(tx, order.id) : undefined;
      if (!locked || !split || !isDue(split, now)) return null;
      if (locked.status !== 'pending') {
        // Given up before the booker paid (or completed meanwhile): nothing is held any more.
        await splitRepository.update(tx, order.id, { status: locked.status === 'completed' ? 'complete' : 'released' });
        return null;
      }
      const shares = await splitRepository.shares(tx, order.id, { lock: true });
      const org = await organizationRepository.findById(tx, order.organizationId);
      const policy = organizationSettings(org?.settings).split.restToBooker;
      const bookerPaid = shares.some((s) => s.position === 0 && s.status === 'paid');
      if (split.status === 'open' && bookerPaid && (split.bookerPaysRest || policy)) {
        await leaveRestToBooker(tx, locked, split, shares, now);
        return 'rest' as const;
      }
      await releaseSplit(tx, locked, shares, now);
      return 'released' as const;
    });
    if (outcome) report[outcome]++;
  }
  if (report.released) await processPendingRefunds(app, now);
  return report;
}

export const splitJobs: Job[] = [
  { name: 'checkout.split-deadline', everyMs: 60_000, run: async (app) => void (await runSplitDeadlines(app)) },
];
