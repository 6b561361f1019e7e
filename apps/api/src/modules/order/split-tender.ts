// A share paid with a voucher code or with punches (docs/product/split-payment.md#vouchers-and-punch-cards).
// Both run under the split's locks (docs/ARCHITECTURE.md#lock-order: the cart, the order, its
// shares, then the voucher or the pass) and reuse the guarded updates of their modules: the
// voucher's balance by a conditional UPDATE that never goes below zero, the punches by the pass's
// conditional UPDATE. A voucher that covers the share settles it through settlePayment (the same
// path as a card); one that covers part leaves a card payment for the rest. Punches settle the
// share through applyShare with a 0 € invoice (the pass was taxed at sale, ADR 006).
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cartRepository } from '../cart/cart.repository';
import { issueSharePunchInvoice } from '../invoice/invoice-share';
import { redeemSharePunches } from '../pass';
import { findUsableVoucher, redeemVoucher } from '../voucher';
import { finalizeOrder, settlePayment } from './order-completion';
import { renderConfirmations } from './order-mail';
import { cancelAtProviders } from './order-payment-cancel';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';
import { applyShare, REST_POSITION } from './split-settle';
import { splitRepository } from './split.repository';
import type { ShareRow } from './split.repository';

export interface TenderOutcome {
  /** What the voucher took (0 for punches). */
  takenCents: number;
  /** What is left to pay by card (0: the share is paid). */
  dueCents: number;
  /** Punches taken. */
  punches: number;
}

const notOpen = () => new AppError('CONFLICT', 'This share is no longer open. Reload the page.');

/** What of the share vouchers do not pay yet. */
export async function shareDueCents(db: DbOrTx, share: ShareRow): Promise<{ voucherCents: number; dueCents: number }> {
  const tenders = await splitRepository.tenders(db, share.id);
  const voucherCents = tenders
    .filter((t) => t.kind === 'voucher' && !t.returnedAt)
    .reduce((sum, t) => sum + t.amountCents, 0);
  return { voucherCents, dueCents: Math.max(0, share.amountCents - voucherCents) };
}

/**
 * The share's card payment is closed at its provider first (a Stripe PaymentIntent for the old
 * amount must not stay payable); paid meanwhile → the share is paid and nothing else is taken.
 */
async function closeCardPayment(app: FastifyInstance, order: OrderRow, share: ShareRow, now: Date) {
  if (!share.paymentId) return;
  const payment = (await orderRepository.payments(app.db, order.id)).find((p) => p.id === share.paymentId);
  if (!payment || payment.provider === 'voucher') return;
  const closed = await cancelAtProviders(app, [payment], now);
  if (closed.succeeded > 0) throw new AppError('CONFLICT', 'This share was paid by card just now. Reload the page.');
  if (closed.unreachable > 0)
    throw new AppError('UNAVAILABLE', 'The payment provider could not be reached. Please try again in a moment.');
}

/** The locks of a share's tender, in the lock order; answers the order and the open share. */
async function lockOpenShare(tx: DbOrTx, order: OrderRow, shareId: string) {
  if (order.cartId) await cartRepository.lock(tx, order.cartId);
  const locked = await orderRepository.lock(tx, order.id);
  const split = await splitRepository.find(tx, order.id);
  const shares = await splitRepository.shares(tx, order.id, { lock: true });
  const share = shares.find((s) => s.id === shareId);
  if (!locked || locked.status !== 'pending' || !split || split.status === 'released' || share?.status !== 'open')
    throw notOpen();
  return { locked, split, shares, share };
}

async function cancelOldPayment(tx: DbOrTx, share: ShareRow) {
  if (!share.paymentId) return;
  const old = await orderRepository.lockPayment(tx, share.paymentId);
  if (old && old.status !== 'succeeded') await orderRepository.updatePayment(tx, old.id, { status: 'cancelled' });
}

/** A voucher code pays the share, wholly or in part (the rest stays a card payment). */
export async function payShareWithVoucher(
  app: FastifyInstance,
  order: OrderRow,
  shareId: string,
  code: string,
  now = new Date(),
): Promise<TenderOutcome> {
  const before = await splitRepository.shareById(app.db, shareId);
  if (!before || before.status !== 'open') throw notOpen();
  await closeCardPayment(app, order, before, now);
  const outcome = await app.db.transaction(async (tx) => {
    const { locked, split, share } = await lockOpenShare(tx, order, shareId);
    const voucher = await findUsableVoucher(tx, order.organizationId, code, now);
    const { dueCents } = await shareDueCents(tx, share);
    // Under the voucher's row lock; the balance's conditional UPDATE never takes it below zero.
    const taken = await redeemVoucher(tx, { voucherId: voucher.id, orderId: order.id, wantedCents: dueCents, now });
    const payment = await orderRepository.insertPayment(tx, {
      organizationId: order.organizationId,
      orderId: order.id,
      provider: 'voucher',
      method: 'coupon',
      amountCents: taken,
    });
    await orderRepository.updatePayment(tx, payment.id, { providerRef: `voucher_${payment.id}` });
    await splitRepository.insertTender(tx, {
      organizationId: order.organizationId,
      shareId: share.id,
      kind: 'voucher',
      paymentId: payment.id,
      voucherId: voucher.id,
      amountCents: taken,
    });
    await cancelOldPayment(tx, share);
    if (taken >= dueCents) {
      // The voucher pays what is left: the share settles through the payment path, under the order's lock.
      await splitRepository.updateShare(tx, share.id, { paymentId: payment.id });
      await settlePayment(tx, payment.id, { status: 'succeeded', method: 'coupon' }, now, {
        orderId: locked.id,
        cartId: locked.cartId,
      });
      return { takenCents: taken, dueCents: 0, punches: 0 };
    }
    await orderRepository.updatePayment(tx, payment.id, { status: 'succeeded', succeededAt: now });
    const card = await orderRepository.insertPayment(tx, {
      organizationId: order.organizationId,
      orderId: order.id,
      provider: split.provider,
      method: 'credit_card',
      amountCents: dueCents - taken,
    });
    await splitRepository.updateShare(tx, share.id, { paymentId: card.id });
    return { takenCents: taken, dueCents: dueCents - taken, punches: 0 };
  });
  if (outcome.dueCents === 0) await renderConfirmations(app, order.id);
  return outcome;
}

/** The signed-in player's pass pays the share with punches (the whole share, no voucher part). */
export async function payShareWithPunches(
  app: FastifyInstance,
  order: OrderRow,
  shareId: string,
  actor: { userId: string; passId: string },
  now = new Date(),
): Promise<TenderOutcome> {
  const before = await splitRepository.shareById(app.db, shareId);
  if (!before || before.status !== 'open') throw notOpen();
  // A pass pays its holder's place: not the booker's share (paid at checkout) nor the rest of several players.
  if (before.position === 0 || before.position === REST_POSITION)
    throw new AppError('CONFLICT', "Punches pay one player's own share only");
  await closeCardPayment(app, order, before, now);
  const outcome = await app.db.transaction(async (tx) => {
    const { locked, split, shares, share } = await lockOpenShare(tx, order, shareId);
    if ((await shareDueCents(tx, share)).voucherCents > 0)
      throw new AppError('CONFLICT', 'A voucher already pays part of this share: please pay the rest by card');
    const items = (await orderRepository.items(tx, order.id)).filter((i) => i.bookingType === 'normal');
    const { pass, punches } = await redeemSharePunches(
      tx,
      { organizationId: order.organizationId, passId: actor.passId, userId: actor.userId, orderId: order.id, now },
      items,
    );
    await splitRepository.insertTender(tx, {
      organizationId: order.organizationId,
      shareId: share.id,
      kind: 'pass',
      passId: pass.id,
      punches,
      amountCents: share.amountCents,
    });
    await cancelOldPayment(tx, share);
    const unpaid = await splitRepository.updateShare(tx, share.id, { paymentId: null });
    shares[shares.indexOf(share)] = unpaid;
    const result = await applyShare(tx, locked, split, shares, unpaid, now, (input) =>
      issueSharePunchInvoice(tx, locked, input.items, {
        ...input,
        paymentMethod: null,
        pass: { id: pass.id, name: pass.name },
        punches,
      }),
    );
    if (result.kind === 'complete') await finalizeOrder(tx, locked, now, { isSplit: true });
    return { takenCents: 0, dueCents: 0, punches };
  });
  await renderConfirmations(app, order.id);
  return outcome;
}
