// Refunds: money goes back through the provider it came from, credit becomes a
// voucher, and the invoice gets a credit note. Money refunds are recorded as `pending` rows inside
// the transaction that decides them and paid out afterwards (processPendingRefunds), so no database
// lock waits on a provider and a crash in between loses nothing: the job picks the row up again.
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { issueCreditNote } from '../invoice/invoice.service';
import type { OrderRow, PaymentRow } from '../order/order.repository';
import { orderRepository } from '../order/order.repository';
import { registryOf } from '../payment/payment-registry';
import { createVoucherProvider } from '../payment/providers/voucher-provider';
import { queueRefundMail } from './refund-mail';
import { refundRepository } from './refund.repository';
import type { RefundRow } from './refund.repository';
import { issueVoucher, refundToVouchers } from '../voucher';

const voucherProvider = createVoucherProvider();

export interface MoneyRefundInput {
  order: OrderRow;
  amountCents: number;
  reason: string;
  description: string;
  bookingId?: string | null;
  createdBy?: string | null;
  now: Date;
  /** Issue a credit note (not when the order never got an invoice, e.g. paid after it failed). */
  creditNote?: boolean;
  /** The credit note's VAT rate when it is not the venue's (a refunded 7 % shop line). */
  vatPercent?: number;
}

/**
 * Spreads a refund over the order's succeeded payments, card first, then vouchers; answers the
 * refund rows (pending money refunds, voucher refunds are paid back at once in this transaction).
 */
export async function refundMoney(tx: DbOrTx, input: MoneyRefundInput): Promise<RefundRow[]> {
  const paid = (await orderRepository.payments(tx, input.order.id)).filter((p) => p.status === 'succeeded');
  const ordered = [...paid.filter((p) => p.provider !== 'voucher'), ...paid.filter((p) => p.provider === 'voucher')];
  let left = input.amountCents;
  const rows: RefundRow[] = [];
  for (const payment of ordered) {
    if (left <= 0) break;
    const part = Math.min(left, payment.amountCents - payment.refundedCents);
    if (part <= 0) continue;
    if (!(await refundRepository.reservePaymentRefund(tx, payment.id, part))) continue;
    rows.push(await refundRow(tx, input, payment, part));
    left -= part;
  }
  if (left > 0)
    throw new AppError('BAD_REQUEST', `Only ${input.amountCents - left} cents of this order can still be refunded`);
  await queueRefundMail(tx, input.order, { amountCents: input.amountCents, what: input.description });
  if (input.creditNote !== false) {
    const note = await issueCreditNote(tx, input.order, {
      amountCents: input.amountCents,
      description: input.description,
      now: input.now,
      ...(input.vatPercent !== undefined ? { vatPercent: input.vatPercent } : {}),
    });
    for (const r of rows) if (note) await refundRepository.update(tx, r.id, { creditNoteId: note.id });
  }
  return rows;
}

/**
 * Gives one payment back in full: a second payment for an order that was already paid (an earlier
 * attempt still open at the provider). No credit note — the invoice covers the first payment.
 */
export async function refundDuplicatePayment(
  tx: DbOrTx,
  input: { order: OrderRow; payment: PaymentRow; now: Date },
): Promise<RefundRow | null> {
  const amountCents = input.payment.amountCents - input.payment.refundedCents;
  if (amountCents <= 0 || !(await refundRepository.reservePaymentRefund(tx, input.payment.id, amountCents)))
    return null;
  const description = 'A second payment for an order that was already paid';
  const row = await refundRow(
    tx,
    { order: input.order, amountCents, reason: 'duplicate_payment', description, now: input.now, creditNote: false },
    input.payment,
    amountCents,
  );
  await queueRefundMail(tx, input.order, { amountCents, what: description });
  return row;
}

/**
 * Gives one payer's share of a split order back in full (docs/product/split-payment.md#release):
 * the money through the payment that took it, a credit note on that payer's own invoice (when one
 * was issued). The payer's mail is the split module's.
 */
export async function refundSharePayment(
  tx: DbOrTx,
  input: {
    order: OrderRow;
    payment: PaymentRow;
    invoiceId: string | null;
    description: string;
    now: Date;
    /** A voucher payment of a share goes back onto this voucher only. */
    voucherId?: string | null;
    /** Part of what the payment has left (a cancellation's share, docs/product/split-payment.md#cancellation); default all. */
    amountCents?: number;
    reason?: string;
    bookingId?: string | null;
    createdBy?: string | null;
  },
): Promise<RefundRow | null> {
  const left = input.payment.amountCents - input.payment.refundedCents;
  const amountCents = Math.min(left, input.amountCents ?? left);
  if (amountCents <= 0 || !(await refundRepository.reservePaymentRefund(tx, input.payment.id, amountCents)))
    return null;
  const row = await refundRow(
    tx,
    {
      order: input.order,
      amountCents,
      reason: input.reason ?? 'split_released',
      description: input.description,
      now: input.now,
      bookingId: input.bookingId ?? null,
      createdBy: input.createdBy ?? null,
    },
    input.payment,
    amountCents,
    input.voucherId,
  );
  if (!input.invoiceId) return row;
  const note = await issueCreditNote(tx, input.order, {
    amountCents,
    description: input.description,
    now: input.now,
    invoiceId: input.invoiceId,
  });
  return note ? refundRepository.update(tx, row.id, { creditNoteId: note.id }) : row;
}

async function refundRow(
  tx: DbOrTx,
  input: MoneyRefundInput,
  payment: PaymentRow,
  amountCents: number,
  voucherId?: string | null,
): Promise<RefundRow> {
  const row = await refundRepository.insert(tx, {
    organizationId: input.order.organizationId,
    orderId: input.order.id,
    paymentId: payment.id,
    bookingId: input.bookingId ?? null,
    kind: 'money',
    amountCents,
    status: 'pending',
    reason: input.reason,
    createdBy: input.createdBy ?? null,
  });
  if (payment.provider !== 'voucher') return row;
  // Vouchers are our own ledger: pay back in this transaction.
  const result = voucherId
    ? (await refundToVouchers(tx, input.order.id, amountCents, `refund ${row.id}`, voucherId)) === amountCents
      ? { status: 'succeeded' as const, refundRef: `voucher_re_${row.id}`, failureMessage: null }
      : { status: 'failed' as const, refundRef: `voucher_re_${row.id}`, failureMessage: 'The voucher paid less' }
    : await voucherProvider.refund(
        { providerRef: payment.providerRef ?? '', orderId: input.order.id, amountCents, refundId: row.id },
        { db: tx, now: input.now },
      );
  return refundRepository.update(tx, row.id, {
    status: result.status === 'succeeded' ? 'succeeded' : 'failed',
    providerRef: result.refundRef,
    failureMessage: result.failureMessage ?? null,
  });
}

/**
 * Credit instead of money (docs/product.md#money): a new voucher over the amount, plus a credit note.
 * `payer`: a player of a split court gets the voucher, the mail and the credit note on their own invoice.
 */
export async function refundAsCredit(
  tx: DbOrTx,
  input: MoneyRefundInput & {
    payer?: { email: string; name: string; userId: string | null; invoiceId: string | null };
  },
): Promise<RefundRow> {
  const payer = input.payer;
  const voucher = await issueVoucher(tx, {
    organizationId: input.order.organizationId,
    amountCents: input.amountCents,
    source: 'credit',
    email: payer ? payer.email : input.order.customer.email,
    userId: payer ? payer.userId : input.order.userId,
    note: input.description,
    createdBy: input.createdBy ?? null,
    orderId: input.order.id,
  });
  const note =
    payer && !payer.invoiceId
      ? null
      : await issueCreditNote(tx, input.order, {
          amountCents: input.amountCents,
          description: input.description,
          now: input.now,
          ...(input.vatPercent !== undefined ? { vatPercent: input.vatPercent } : {}),
          ...(payer?.invoiceId ? { invoiceId: payer.invoiceId } : {}),
        });
  await queueRefundMail(tx, input.order, {
    amountCents: input.amountCents,
    what: input.description,
    voucherCode: voucher.code,
    ...(payer ? { to: payer } : {}),
  });
  return refundRepository.insert(tx, {
    organizationId: input.order.organizationId,
    orderId: input.order.id,
    bookingId: input.bookingId ?? null,
    kind: 'credit',
    amountCents: input.amountCents,
    status: 'succeeded',
    voucherId: voucher.id,
    creditNoteId: note?.id ?? null,
    reason: input.reason,
    createdBy: input.createdBy ?? null,
  });
}

/** Pays out one pending money refund through its provider (idempotent by refund id). */
export async function processRefund(app: FastifyInstance, refundId: string): Promise<RefundRow | undefined> {
  return app.db.transaction(async (tx) => {
    // The row lock keeps two processes from paying the same refund; the provider call inside it
    // is the one place we accept a network wait in a transaction, for one row only.
    const refund = await refundRepository.lock(tx, refundId);
    if (!refund || refund.status !== 'pending' || !refund.paymentId) return refund;
    const payment = (await orderRepository.paymentById(tx, refund.paymentId))!;
    const provider = registryOf(app).get(payment.provider);
    try {
      const result = await provider.refund(
        {
          providerRef: payment.providerRef ?? '',
          orderId: refund.orderId,
          amountCents: refund.amountCents,
          refundId: refund.id,
          refundRef: refund.providerRef,
        },
        { db: tx, now: new Date() },
      );
      if (result.status === 'failed') await refundRepository.releasePaymentRefund(tx, payment.id, refund.amountCents);
      return refundRepository.update(tx, refund.id, {
        status: result.status,
        providerRef: result.refundRef,
        failureMessage: result.failureMessage ?? null,
      });
    } catch (error) {
      // Provider unreachable: stays pending, the job tries again.
      app.log.warn({ err: error, refundId }, 'refund could not be paid out yet');
      return refund;
    }
  });
}

export async function processPendingRefunds(app: FastifyInstance, now = new Date(), limit = 20): Promise<number> {
  const ids = await refundRepository.pendingIds(app.db, new Date(now.getTime() + 1000), limit);
  let done = 0;
  for (const id of ids) if ((await processRefund(app, id))?.status !== 'pending') done++;
  return done;
}
