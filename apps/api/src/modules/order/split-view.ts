// What staff, the booker and a share link see of a split order (docs/product/split-payment.md#who-sees-what).
import { maskVoucherCode } from '@courtside/core/split-payment';
import type { OrderSplit, ShareTender } from '@courtside/core/split-payment';
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
  const { paid, tenders } = await splitRepository.tenderViews(db, orderId);
  const tendersOf = (shareId: string): ShareTender[] => [
    ...tenders
      .filter((t) => t.tender.shareId === shareId)
      .map(({ tender, code, passName, refundedCents }) => ({
        kind: tender.kind,
        provider: null,
        method: null,
        amountCents: tender.kind === 'pass' ? 0 : tender.amountCents,
        refundedCents: refundedCents ?? 0,
        voucherCode: code ? maskVoucherCode(code) : null,
        passName: passName ?? null,
        punches: tender.kind === 'pass' ? tender.punches : null,
        returned: tender.returnedAt !== null,
      })),
    // A voucher's payment is listed by its tender (with the code).
    ...paid
      .filter((p) => p.shareId === shareId && p.provider !== 'voucher')
      .map((p) => ({
        kind: 'payment' as const,
        provider: p.provider,
        method: p.method,
        amountCents: p.amountCents,
        refundedCents: p.refundedCents,
        voucherCode: null,
        passName: null,
        punches: null,
        returned: false,
      })),
  ];
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
      tenders: tendersOf(share.id),
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
