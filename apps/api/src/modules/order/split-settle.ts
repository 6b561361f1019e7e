// A share of a split order was paid (docs/product/split-payment.md#paying): under the order's row
// lock (settlePayment), the share is marked paid once, its payer gets an invoice of their own, and
// when it was the booker's share the other players get their links and the court stays held until
// the share deadline. Two shares paid at the same moment wait for each other on the order's lock,
// so each counts exactly once; the last one completes the order.
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { issueShareInvoice } from '../invoice/invoice-share';
import { startPayment } from '../booking';
import { splitMailContext, splitInviteTemplate, splitPaidTemplate } from './split-mail';
import { splitRepository } from './split.repository';
import type { ShareRow, SplitRow } from './split.repository';
import { orderRepository } from './order.repository';
import type { OrderItemRow, OrderRow, PaymentRow } from './order.repository';
import type { InvoiceRow } from '../invoice/invoice.repository';

/** The holds outlast the deadline by this much, so the deadline job decides before anyone else may book. */
export const SPLIT_HOLD_GRACE_MS = 10 * 60_000;
/** The rest the booker took over at the deadline. */
export const REST_POSITION = 9;

export type ShareOutcome =
  | { kind: 'not_split' }
  /** Paid, and other shares are still open: the order stays pending, the court held. */
  | { kind: 'partial' }
  /** Every share is paid: complete the order (its invoice is the payers' invoices). */
  | { kind: 'complete' }
  /** A payment for a share that is no longer open (released, taken over): it goes back. */
  | { kind: 'closed'; share: ShareRow | undefined };

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A share link (a payment link naming its share), mailed through the outbox. Answers its URL. */
export async function sendShareLink(
  tx: DbOrTx,
  order: OrderRow,
  split: SplitRow,
  share: ShareRow,
  until: Date,
  template: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const url = `${split.linkBase}/pay/${token}`;
  const link = await splitRepository.insertLink(tx, {
    organizationId: order.organizationId,
    orderId: order.id,
    tokenHash: hashShareToken(token),
    sentTo: share.email,
    expiresAt: until,
    shareId: share.id,
  });
  const m = await splitMailContext(tx, order);
  const mail = await m.send(share.email, template, {
    ...m.base,
    amount: m.money(share.amountCents),
    url,
    deadline: m.when(until),
  });
  await splitRepository.setLinkMail(tx, link.id, mail.id);
  return url;
}

/** Keeps the order's courts held (status pending) until `until` plus the grace. */
export async function holdUntil(tx: DbOrTx, order: OrderRow, until: Date, now: Date): Promise<void> {
  const end = new Date(until.getTime() + SPLIT_HOLD_GRACE_MS);
  const ids = (await orderRepository.items(tx, order.id)).flatMap((i) => (i.bookingId ? [i.bookingId] : []));
  if (ids.length) await startPayment(tx, ids, end, { now });
  await orderRepository.update(tx, order.id, { holdExpiresAt: end });
}

async function invitePlayers(tx: DbOrTx, order: OrderRow, split: SplitRow, shares: ShareRow[], now: Date) {
  await holdUntil(tx, order, split.deadline, now);
  await splitRepository.attachBookings(tx, order.id);
  for (const share of shares) {
    if (share.position === 0 || share.position === REST_POSITION || share.paymentId) continue;
    const payment = await orderRepository.insertPayment(tx, {
      organizationId: order.organizationId,
      orderId: order.id,
      provider: split.provider,
      method: 'credit_card',
      amountCents: share.amountCents,
    });
    const invited = await splitRepository.updateShare(tx, share.id, { paymentId: payment.id });
    await sendShareLink(tx, order, split, invited, split.deadline, splitInviteTemplate.name);
  }
}

/** Applies a succeeded payment to its share; the caller holds the order's and the payment's locks. */
export async function settleShare(tx: DbOrTx, order: OrderRow, payment: PaymentRow, now: Date): Promise<ShareOutcome> {
  const split = await splitRepository.find(tx, order.id);
  if (!split) return { kind: 'not_split' };
  const shares = await splitRepository.shares(tx, order.id, { lock: true });
  const share = shares.find((s) => s.paymentId === payment.id);
  if (!share || share.status === 'cancelled' || share.status === 'refunded') return { kind: 'closed', share };
  return applyShare(tx, order, split, shares, share, now, (input) =>
    issueShareInvoice(tx, order, input.items, { ...input, paymentMethod: payment.method }),
  );
}

type ShareInvoiceIssuer = (input: {
  items: OrderItemRow[];
  shares: number[];
  rows: number[];
  buyer: { name: string; email: string };
  now: Date;
}) => Promise<InvoiceRow>;

/**
 * Counts a share once (the caller holds the order's lock and `shares` are locked): its payer's
 * invoice, the share paid, the other players invited when it was the booker's. A card or voucher
 * payment (settleShare) and punches (split-tender.ts) all come through here.
 */
export async function applyShare(
  tx: DbOrTx,
  order: OrderRow,
  split: SplitRow,
  shares: ShareRow[],
  share: ShareRow,
  now: Date,
  issue: ShareInvoiceIssuer,
): Promise<ShareOutcome> {
  if (share.status === 'open') {
    const original = shares.filter((s) => s.position !== REST_POSITION);
    // The rest covers the shares the booker took over: their rows of the VAT allocation.
    const rows =
      share.position === REST_POSITION
        ? original.filter((s) => s.status === 'cancelled').map((s) => s.position)
        : [share.position];
    const isBooker = share.position === 0 || share.position === REST_POSITION;
    const invoice = await issue({
      items: await orderRepository.items(tx, order.id),
      shares: original.map((s) => s.amountCents),
      rows,
      buyer: isBooker
        ? {
            name: order.billingAddress?.company ?? order.billingAddress?.name ?? order.customer.name,
            email: order.customer.email,
          }
        : { name: share.email, email: share.email },
      now,
    });
    const paid = await splitRepository.updateShare(tx, share.id, {
      status: 'paid',
      paidAt: now,
      invoiceId: invoice.id,
    });
    shares[shares.indexOf(share)] = paid;
    if (share.position === 0) await invitePlayers(tx, order, split, shares, now);
    else if (!isBooker) {
      const m = await splitMailContext(tx, order);
      await m.send(share.email, splitPaidTemplate.name, {
        ...m.base,
        amount: m.money(share.amountCents),
        invoice: invoice.number,
      });
    }
  }
  const open = shares.some((s) => s.status === 'open');
  return open ? { kind: 'partial' } : { kind: 'complete' };
}

/** A share's payment that came back (the order was released or the share taken over). */
export async function markShareRefunded(tx: DbOrTx, share: ShareRow | undefined): Promise<void> {
  if (share && share.status !== 'refunded') await splitRepository.updateShare(tx, share.id, { status: 'refunded' });
}

/** The booker's own share invoice, attached to the confirmation of a completed split order. */
export async function bookerInvoiceId(tx: DbOrTx, orderId: string): Promise<string | null> {
  const shares = await splitRepository.shares(tx, orderId);
  return shares.find((s) => s.position === 0)?.invoiceId ?? null;
}

export async function shareOfPayment(tx: DbOrTx, orderId: string, paymentId: string): Promise<ShareRow | undefined> {
  return (await splitRepository.shares(tx, orderId)).find((s) => s.paymentId === paymentId);
}
