// Making a split order at checkout (docs/product/split-payment.md#checkout): the booker names 1–3
// other players; the order is priced as any other, its total is divided (core splitShares, the
// rounding cents to the booker) and the booker's payment covers the booker's share only. The
// players get their links once the booker's share is paid (split-settle.ts).
import type { FastifyInstance } from 'fastify';
import { splitProblem, splitShares, splitWindow } from '@courtside/core/split-payment';
import type { SplitRequest } from '@courtside/core/split-payment';
import type { OrganizationSettings } from '@courtside/core/organization';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appUrl } from '../auth';
import { splitRepository } from './split.repository';
import type { OrderRow } from './order.repository';

export interface SplitCheck {
  request: SplitRequest;
  bookerEmail: string;
  settings: OrganizationSettings;
  /** Court lines only: a split covers court time (no products, passes, rentals, abo or places). */
  items: { bookingType: string; startsAt: Date }[];
  otherLines: number;
  voucherCents: number;
  punches: number;
  totalCents: number;
  now: Date;
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { field: 'split' });

/** The shares and the window of a split, or a 400 saying why this cart cannot be split. */
export function checkSplit(c: SplitCheck): { shares: number[]; deadline: Date; restUntil: Date } {
  if (!c.settings.split.enabled) throw refuse('This venue does not offer split payments');
  const problem = splitProblem(c.request.emails, c.bookerEmail);
  if (problem) throw refuse(problem);
  if (!c.items.length || c.otherLines > 0 || c.items.some((i) => i.bookingType !== 'normal'))
    throw refuse('Only court bookings can be split; check out other items separately');
  if (c.voucherCents > 0 || c.punches > 0)
    throw refuse('A split cannot be combined with a voucher or a pass; remove it or pay alone');
  const players = c.request.emails.length + 1;
  if (c.totalCents < players) throw refuse('This total is too small to split');
  const start = new Date(Math.min(...c.items.map((i) => i.startsAt.getTime())));
  const window = splitWindow(c.now, start, c.settings.split);
  if (!window)
    throw refuse('This slot starts too soon to split: the other players would have no time to pay. Pay it alone.');
  return { shares: splitShares(c.totalCents, players), ...window };
}

/** checkSplit for a priced cart (the checkout's transaction). */
export function checkSplitOfCart(
  request: SplitRequest,
  bookerEmail: string,
  pricing: {
    settings: OrganizationSettings;
    products: unknown[];
    passLines: unknown[];
    rentals: unknown[];
    summary: { total: number };
  },
  items: { bookingType: string; startsAt: Date }[],
  paid: { voucherCents: number; punches: number; now: Date },
) {
  return checkSplit({
    request,
    bookerEmail,
    settings: pricing.settings,
    items,
    otherLines: pricing.products.length + pricing.passLines.length + pricing.rentals.length,
    totalCents: pricing.summary.total,
    ...paid,
  });
}

/** Stores the split and its shares (the booker's share first) inside the checkout's transaction. */
export async function insertSplit(
  tx: DbOrTx,
  app: FastifyInstance,
  order: OrderRow,
  input: { request: SplitRequest; shares: number[]; deadline: Date; restUntil: Date; provider: string },
): Promise<void> {
  await splitRepository.insert(
    tx,
    {
      orderId: order.id,
      organizationId: order.organizationId,
      deadline: input.deadline,
      restUntil: input.restUntil,
      bookerPaysRest: input.request.bookerPaysRest,
      provider: input.provider,
      linkBase: appUrl(app.config, ''),
    },
    input.shares.map((amountCents, position) => ({
      organizationId: order.organizationId,
      orderId: order.id,
      position,
      email: position === 0 ? order.customer.email.toLowerCase() : input.request.emails[position - 1]!,
      amountCents,
    })),
  );
}

/** The booker's share pays through the order's payment. */
export async function linkBookerPayment(tx: DbOrTx, orderId: string, paymentId: string): Promise<void> {
  const [booker] = await splitRepository.shares(tx, orderId);
  if (booker) await splitRepository.updateShare(tx, booker.id, { paymentId });
}
