// A share link paid with a voucher code or with punches (docs/product/split-payment.md#vouchers-and-punch-cards).
// The voucher needs no account (the token is the proof, the code the voucher's); punches need the
// player signed in as the pass's owner. The split module takes them under the order's locks.
import type { FastifyInstance } from 'fastify';
import type { PaymentLinkPasses, PaymentLinkTender } from '@courtside/core/payment-link-schemas';
import { AppError } from '../../lib/app-error';
import { orderRepository, payShareWithPunches, payShareWithVoucher, shareOfLink } from '../checkout';
import type { TenderOutcome } from '../checkout';
import { sharePassOptions } from '../pass';
import { linkOf } from './payment-link.service';

async function openShareOf(app: FastifyInstance, token: string, now: Date) {
  const { link, order } = await linkOf(app, token);
  if (!link.shareId) throw new AppError('CONFLICT', 'Only the share of a split court can be paid this way');
  const found = await shareOfLink(app.db, link.shareId);
  if (!found)
    throw new AppError('NOT_FOUND', 'This payment link does not exist. Please check the address in your mail.');
  if (found.share.status !== 'open' || order.status !== 'pending')
    throw new AppError('CONFLICT', 'This share is no longer open. Reload the page.');
  if (now.getTime() >= link.expiresAt.getTime())
    throw new AppError('HOLD_EXPIRED', 'The deadline for this share has passed.', { state: 'expired' });
  return { link, order, share: found.share };
}

async function answer(app: FastifyInstance, orderId: string, shareId: string, o: TenderOutcome) {
  const found = await shareOfLink(app.db, shareId);
  const order = await orderRepository.findById(app.db, orderId);
  const paid = found?.share.status === 'paid';
  const message = paid
    ? order?.status === 'completed'
      ? 'Your share is paid and the booking is confirmed.'
      : 'Your share is paid. The booking is confirmed once every share is paid.'
    : 'The voucher pays part of your share. Please pay the rest by card.';
  return {
    state: paid ? ('paid' as const) : ('open' as const),
    message,
    invoiceNumber: found?.invoiceNumber ?? null,
    ...o,
  };
}

export async function payShareLinkWithVoucher(
  app: FastifyInstance,
  token: string,
  code: string,
  now = new Date(),
): Promise<PaymentLinkTender> {
  const { order, share } = await openShareOf(app, token, now);
  return answer(app, order.id, share.id, await payShareWithVoucher(app, order, share.id, code, now));
}

export async function payShareLinkWithPunches(
  app: FastifyInstance,
  token: string,
  actor: { userId: string; passId: string },
  now = new Date(),
): Promise<PaymentLinkTender> {
  const { order, share } = await openShareOf(app, token, now);
  return answer(app, order.id, share.id, await payShareWithPunches(app, order, share.id, actor, now));
}

/** The signed-in player's passes that can pay this share now (none when it is not open). */
export async function shareLinkPasses(
  app: FastifyInstance,
  token: string,
  userId: string,
  now = new Date(),
): Promise<PaymentLinkPasses> {
  const { order, share } = await openShareOf(app, token, now);
  if (share.position === 0 || share.position === 9) return { passes: [] };
  const items = (await orderRepository.items(app.db, order.id)).filter((i) => i.bookingType === 'normal');
  const options = await sharePassOptions(app.db, { organizationId: order.organizationId, userId, now }, items);
  return {
    passes: options.map(({ pass, punches }) => ({
      id: pass.id,
      name: pass.name,
      unitsRemaining: pass.unitsRemaining,
      punches,
      validUntil: pass.validUntil?.toISOString() ?? null,
    })),
  };
}
