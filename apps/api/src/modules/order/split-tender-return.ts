// Giving a share's vouchers and punches back (docs/product/split-payment.md#vouchers-and-punch-cards):
// when the court is released every voucher part goes back onto the voucher it came from (with a
// credit note on the payer's invoice when the share was paid) and the punches back to the pass;
// when the booker takes over the open shares, a voucher part already put on an open share goes back.
import type { DbOrTx } from '../../db/client';
import { releasePassesForOrder } from '../pass';
import { refundSharePayment } from '../refund/refund.service';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';
import { splitRepository } from './split.repository';
import type { ShareRow } from './split.repository';

/** The share's voucher payments back onto their vouchers; answers the cents given back. */
export async function returnShareVouchers(
  tx: DbOrTx,
  order: OrderRow,
  share: ShareRow,
  input: { description: string; now: Date },
): Promise<number> {
  let total = 0;
  for (const tender of await splitRepository.tenders(tx, share.id)) {
    if (tender.kind !== 'voucher' || tender.returnedAt || !tender.paymentId) continue;
    const payment = await orderRepository.lockPayment(tx, tender.paymentId);
    if (!payment || payment.status !== 'succeeded') continue;
    const row = await refundSharePayment(tx, {
      order,
      payment,
      // A credit note only when the share was paid (and so invoiced).
      invoiceId: share.status === 'paid' ? share.invoiceId : null,
      description: input.description,
      now: input.now,
      voucherId: tender.voucherId,
    });
    if (row) total += row.amountCents;
    await splitRepository.markTenderReturned(tx, tender.id, input.now);
  }
  return total;
}

/** Every punch the split order took goes back to its pass (the court was released). */
export async function returnSplitPunches(tx: DbOrTx, orderId: string, shares: ShareRow[], now: Date): Promise<void> {
  await releasePassesForOrder(tx, orderId);
  for (const share of shares)
    for (const tender of await splitRepository.tenders(tx, share.id))
      if (tender.kind === 'pass' && !tender.returnedAt) await splitRepository.markTenderReturned(tx, tender.id, now);
}
