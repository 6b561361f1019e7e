// What staff, the booker and a share link see of a split order (docs/product/split-payment.md#who-sees-what).
import type { OrderSplit } from '@courtside/core/split-payment';
import type { DbOrTx } from '../../db/client';
import { REST_POSITION } from './split-settle';
import { splitRepository } from './split.repository';
import type { ShareRow, SplitRow } from './split.repository';

export type { ShareRow, SplitRow };

/** Each share with its payer, amount, state and invoice number, booker first; null when the order is not split. */
export async function orderSplitView(db: DbOrTx, orderId: string): Promise<OrderSplit | null> {
  const split = await splitRepository.find(db, orderId);
  if (!split) return null;
  const rows = await splitRepository.sharesWithInvoices(db, orderId);
  return {
    orderId,
    status: split.status,
    deadline: split.deadline.toISOString(),
    restUntil: split.restUntil.toISOString(),
    bookerPaysRest: split.bookerPaysRest,
    shares: rows.map(({ share, invoiceNumber }) => ({
      id: share.id,
      position: share.position,
      email: share.email,
      amountCents: share.amountCents,
      status: share.status,
      paidAt: share.paidAt?.toISOString() ?? null,
      invoiceNumber: invoiceNumber ?? null,
    })),
  };
}

/** The share a share link pays, its split, how many players share the court and its invoice number. */
export async function shareOfLink(
  db: DbOrTx,
  shareId: string,
): Promise<{ share: ShareRow; split: SplitRow; players: number; invoiceNumber: string | null } | undefined> {
  const share = await splitRepository.shareById(db, shareId);
  const split = share ? await splitRepository.find(db, share.orderId) : undefined;
  if (!share || !split) return undefined;
  const rows = await splitRepository.sharesWithInvoices(db, share.orderId);
  return {
    share,
    split,
    players: rows.filter((r) => r.share.position !== REST_POSITION).length,
    invoiceNumber: rows.find((r) => r.share.id === share.id)?.invoiceNumber ?? null,
  };
}
