import type { z } from 'zod';
import type { refundSchema } from '@courtside/core/checkout-schemas';
import type { DbOrTx } from '../../db/client';
import { refundRepository } from './refund.repository';

export async function refundRows(db: DbOrTx, orderId: string): Promise<z.infer<typeof refundSchema>[]> {
  const rows = await refundRepository.ofOrder(db, orderId);
  return rows.map(({ refund, voucherCode }) => ({
    id: refund.id,
    orderId: refund.orderId,
    bookingId: refund.bookingId,
    kind: refund.kind,
    amountCents: refund.amountCents,
    status: refund.status,
    voucherCode,
    creditNoteId: refund.creditNoteId,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
  }));
}
