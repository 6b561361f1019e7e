// A cancelled booking of a split court, refunded per payer (docs/product/split-payment.md#cancellation):
// what the policy gives back is spread over the paid shares by their amounts (largest remainder, so
// the parts sum exactly to it), and each payer's part goes back to what that payer paid with — the
// card share to that card (through its provider), a voucher part onto that voucher, a punched share's
// punches to the pass (the pass module's hook; no money moved) — with one credit note on that payer's
// own invoice and a mail to that payer. A payment never gives back more than it has left.
import { allocate } from '@courtside/core/money';
import type { DbOrTx } from '../../db/client';
import { issueCreditNote } from '../invoice/invoice.service';
import { orderRepository } from '../order/order.repository';
import type { OrderRow } from '../order/order.repository';
import { splitRepository } from '../order/split.repository';
import type { ShareRow } from '../order/split.repository';
import { queueRefundMail } from './refund-mail';
import { refundRepository } from './refund.repository';
import type { RefundRow } from './refund.repository';
import { refundAsCredit, refundSharePayment } from './refund.service';

export interface SplitCancellation {
  order: OrderRow;
  /** What the policy gives back for the booking (and the fee with the last one). */
  amountCents: number;
  kind: 'full' | 'credit';
  reason: string;
  description: string;
  bookingId: string;
  createdBy: string | null;
  now: Date;
}

/** The booker's shares (0, and 9: the rest they took over) belong to the order's customer. */
const isBooker = (share: ShareRow) => share.position === 0 || share.position === 9;

function payerOf(order: OrderRow, share: ShareRow) {
  return isBooker(share)
    ? { email: order.customer.email || share.email, name: order.customer.name, userId: order.userId }
    : { email: share.email, name: share.email, userId: null };
}

/** Each payer's part of the refund, in share order; a share paid with punches has no money to give back. */
export async function payerParts(tx: DbOrTx, orderId: string, amountCents: number) {
  const shares = (await splitRepository.shares(tx, orderId)).filter((s) => s.status === 'paid');
  if (shares.length === 0) return [];
  const parts = allocate(
    amountCents,
    shares.map((s) => s.amountCents),
  );
  return Promise.all(
    shares.map(async (share, i) => {
      const tenders = await splitRepository.tenders(tx, share.id);
      return { share, part: parts[i]!, tenders, punched: tenders.some((t) => t.kind === 'pass') };
    }),
  );
}

/** Refunds one cancelled booking of a split order per payer; answers the refund rows. */
export async function refundSplitCancellation(tx: DbOrTx, input: SplitCancellation): Promise<RefundRow[]> {
  const rows: RefundRow[] = [];
  for (const { share, part, tenders, punched } of await payerParts(tx, input.order.id, input.amountCents)) {
    // The punches go back to the pass through the pass module's hook: that is this payer's refund.
    if (part <= 0 || punched) continue;
    const payer = payerOf(input.order, share);
    if (input.kind === 'credit') {
      rows.push(
        await refundAsCredit(tx, {
          order: input.order,
          amountCents: part,
          reason: input.reason,
          description: input.description,
          bookingId: input.bookingId,
          createdBy: input.createdBy,
          now: input.now,
          payer: { ...payer, invoiceId: share.invoiceId },
        }),
      );
      continue;
    }
    // The card first, then the voucher parts onto their own vouchers.
    const sources: { paymentId: string; voucherId: string | null }[] = [
      ...(share.paymentId ? [{ paymentId: share.paymentId, voucherId: null }] : []),
      ...tenders
        .filter((t) => t.kind === 'voucher' && t.paymentId && !t.returnedAt)
        .map((t) => ({ paymentId: t.paymentId!, voucherId: t.voucherId })),
    ];
    let left = part;
    const payerRows: RefundRow[] = [];
    for (const source of sources) {
      if (left <= 0) break;
      const payment = await orderRepository.lockPayment(tx, source.paymentId);
      if (!payment || payment.status !== 'succeeded') continue;
      const row = await refundSharePayment(tx, {
        order: input.order,
        payment,
        invoiceId: null, // one credit note for the payer below, not one per payment
        description: input.description,
        now: input.now,
        voucherId: source.voucherId,
        amountCents: left,
        reason: input.reason,
        bookingId: input.bookingId,
        createdBy: input.createdBy,
      });
      if (row) {
        payerRows.push(row);
        left -= row.amountCents;
      }
    }
    const refunded = part - left;
    if (refunded <= 0) continue;
    const note = share.invoiceId
      ? await issueCreditNote(tx, input.order, {
          amountCents: refunded,
          description: input.description,
          now: input.now,
          invoiceId: share.invoiceId,
        })
      : null;
    for (const row of payerRows)
      rows.push(note ? await refundRepository.update(tx, row.id, { creditNoteId: note.id }) : row);
    await queueRefundMail(tx, input.order, { amountCents: refunded, what: input.description, to: payer });
  }
  return rows;
}
