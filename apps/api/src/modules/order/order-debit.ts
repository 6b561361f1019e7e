// A SEPA direct debit's pending period and its failure (docs/product/payments.md#pending-debit,
// docs/product/payments.md#when-a-debit-fails): once Stripe says `processing`, the order's courts stay
// held (no payment window, no hold expiry) until the debit succeeds or fails; a failed debit
// cancels the dates not yet played and frees their courts, and what was played becomes an open debt.
// A chargeback after success becomes an open debt too. Customer and staff are told by mail; staff
// see open debts in the dashboard. Everything here runs in the caller's transaction, under the
// order's row lock (settlePayment) or after the event was recorded once (handleEvent).
import { formatCents } from '@courtside/core/money';
import type { DbOrTx } from '../../db/client';
import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema/organizations';
import { paymentDebts } from '../../db/schema/payment-debts';
import { startPayment } from '../booking';
import { cartRepository } from '../cart/cart.repository';
import { queueMail } from '../mail';
import type { ProviderPaymentState } from '../payment/payment-provider';
import '../payment/debit-mail';
import { abandonOrder } from './order-completion';
import { orderRepository } from './order.repository';
import type { OrderRow, PaymentRow } from './order.repository';

/**
 * How long the courts stay held while a debit runs: Stripe settles a SEPA debit within 14 business
 * days; past that the holds lapse like any other and a late success re-books or refunds
 * (docs/product.md#checkout). The reconcile job reads the intent back every minute meanwhile.
 */
export const DEBIT_HOLD_MS = 60 * 24 * 3_600_000;

/** Stripe answered `processing`: remember the mandate and keep the courts held until the debit resolves. */
export async function markDebitProcessing(
  tx: DbOrTx,
  order: OrderRow,
  payment: PaymentRow,
  state: ProviderPaymentState,
  now: Date,
): Promise<OrderRow> {
  if (payment.processingSince) return order;
  await orderRepository.updatePayment(tx, payment.id, {
    processingSince: now,
    failureMessage: null,
    ...(state.mandateReference ? { mandateReference: state.mandateReference } : {}),
    ...(state.method ? { method: state.method } : {}),
  });
  const ids = (await orderRepository.items(tx, order.id)).flatMap((i) => (i.bookingId ? [i.bookingId] : []));
  if (ids.length) await startPayment(tx, ids, new Date(now.getTime() + DEBIT_HOLD_MS), { now });
  // The courts belong to the order now: the cart no longer offers them for another checkout.
  await cartRepository.deleteItemsOfBookings(tx, ids);
  // No payment window while the debit runs: the reconcile job's timeout skips an order without one.
  return orderRepository.update(tx, order.id, {
    holdExpiresAt: null,
    failedPaymentStatus: false,
    failureMessage: null,
  });
}

/** The venue's inbox for staff mail: its legal e-mail address, in the venue's language. */
async function staffInbox(tx: DbOrTx, organizationId: string) {
  const [row] = await tx
    .select({ legal: organizations.legal, locale: organizations.locale })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const email = (row?.legal as { email?: unknown } | null)?.email;
  return row && typeof email === 'string' ? { email, locale: row.locale } : undefined;
}

const money = (cents: number, locale: string) => formatCents(cents, locale === 'de' ? 'de-DE' : 'en-GB');

async function recordDebt(
  tx: DbOrTx,
  order: OrderRow,
  payment: PaymentRow,
  debt: { reason: 'debit_failed' | 'chargeback'; amountCents: number; providerRef?: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentDebts)
    .values({
      organizationId: order.organizationId,
      orderId: order.id,
      paymentId: payment.id,
      reason: debt.reason,
      amountCents: debt.amountCents,
      providerRef: debt.providerRef ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentDebts.id });
  return rows.length > 0;
}

async function notify(
  tx: DbOrTx,
  order: OrderRow,
  input: {
    reason: 'debit_failed' | 'chargeback';
    amountCents: number;
    released: boolean;
    debtCents: number;
    disputeReason?: string;
  },
): Promise<void> {
  const common = { reason: input.reason, released: input.released };
  if (order.customer.email)
    await queueMail(tx, {
      organizationId: order.organizationId,
      to: order.customer.email,
      locale: order.locale,
      template: 'payment.debit-failed',
      data: {
        ...common,
        amount: money(input.amountCents, order.locale),
        ...(input.debtCents > 0 ? { debt: money(input.debtCents, order.locale) } : {}),
      },
    });
  const inbox = await staffInbox(tx, order.organizationId);
  if (inbox)
    await queueMail(tx, {
      organizationId: order.organizationId,
      to: inbox.email,
      locale: inbox.locale,
      template: 'payment.debit-staff',
      data: {
        ...common,
        customer: `${order.customer.name} <${order.customer.email}>`,
        amount: money(input.amountCents, inbox.locale),
        ...(input.disputeReason ? { disputeReason: input.disputeReason } : {}),
        ...(input.debtCents > 0 ? { debt: money(input.debtCents, inbox.locale) } : {}),
        orderId: order.id,
      },
    });
}

/**
 * The debit failed while the order was still pending: the order is cancelled and the dates not yet
 * played are freed; dates whose start has passed were played on trust and become an open debt.
 */
export async function failDebit(
  tx: DbOrTx,
  order: OrderRow,
  payment: PaymentRow,
  state: ProviderPaymentState,
  now: Date,
): Promise<OrderRow> {
  const message = state.failureMessage ?? 'The direct debit failed';
  await orderRepository.updatePayment(tx, payment.id, { status: 'failed', failureMessage: message });
  const items = await orderRepository.items(tx, order.id);
  const played = items.filter((i) => i.bookingId && i.startsAt <= now).reduce((s, i) => s + i.grossCents, 0);
  const debtCents = Math.min(played, payment.amountCents);
  const cancelled = await abandonOrder(tx, order, {
    confirmationStatus: 'cancelled',
    message: `The direct debit failed: ${message}`,
    releaseHolds: true,
    now,
  });
  if (debtCents > 0) await recordDebt(tx, order, payment, { reason: 'debit_failed', amountCents: debtCents });
  await notify(tx, order, { reason: 'debit_failed', amountCents: payment.amountCents, released: true, debtCents });
  return cancelled;
}

/** A chargeback of a paid order: the bookings stay (staff decide), the amount becomes an open debt. */
export async function recordChargeback(
  tx: DbOrTx,
  payment: PaymentRow,
  dispute: { id: string; amountCents: number; reason: string },
): Promise<void> {
  const order = await orderRepository.findById(tx, payment.orderId);
  if (!order || dispute.amountCents <= 0) return;
  const fresh = await recordDebt(tx, order, payment, {
    reason: 'chargeback',
    amountCents: dispute.amountCents,
    providerRef: dispute.id,
  });
  if (!fresh) return;
  await notify(tx, order, {
    reason: 'chargeback',
    amountCents: dispute.amountCents,
    released: false,
    debtCents: dispute.amountCents,
    disputeReason: dispute.reason,
  });
}
