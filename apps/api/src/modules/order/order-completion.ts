// What happens when a payment resolves (docs/product.md#payments): paid → bookings upcoming, abo active,
// invoice, mail, cart emptied; failed → failedPaymentStatus, holds kept for a retry; paid after the
// holds expired and the court was taken → order failed and the money goes back automatically.
// Every path is idempotent under the order's row lock: webhook and client confirmation may both
// arrive, in any order, any number of times.
import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cartRepository } from '../cart/cart.repository';
import { issueInvoiceForOrder } from '../invoice/invoice.service';
import type { ProviderPaymentState } from '../payment/payment-provider';
import { refundDuplicatePayment, refundMoney } from '../refund/refund.service';
import { issueOrderGiftCards, releaseOrderProducts, sellOrderProducts } from '../shop';
import { extraInvoiceLines, orderExtras } from './order-extras';
import { failDebit, markDebitProcessing } from './order-debit';
import { queueOrderConfirmation } from './order-mail';
import { bookerInvoiceId, markShareRefunded, settleShare, shareOfPayment } from './split-settle';
import { splitRepository } from './split.repository';
import { orderRepository } from './order.repository';
import type { OrderRow, PaymentRow } from './order.repository';
import { confirmBookings, releaseHold } from '../booking';
import type { SlotChange } from '../booking';
import { releaseCouponForOrder } from '../coupon';
import { releaseVouchersForOrder } from '../voucher';
import { confirmOrderRentals, rentalInvoiceLines } from '../rental';
import { activateOrderPasses, passNames, releasePassesForOrder } from '../pass';

const bookingConflicts = new Set(['SLOT_TAKEN', 'SESSION_FULL', 'SESSION_CLOSED', 'INVALID_TRANSITION', 'NOT_FOUND']);

/** Bookings upcoming, invoice, mail, cart cleanup. Answers the order, completed or failed. */
export async function finalizeOrder(
  tx: DbOrTx,
  order: OrderRow,
  now: Date,
  /** Whether the order is split, when the caller has just read it (saves a read); announce: see settlePayment. */
  known?: { isSplit: boolean; announce?: SlotChange[] },
): Promise<OrderRow> {
  if (order.status === 'completed') return order;
  const items = await orderRepository.items(tx, order.id);
  const bookingIds = items.map((i) => i.bookingId).filter((id): id is string => Boolean(id));
  // The rentals' invoice lines, read once: they also tell whether the order has rentals.
  const rentalLines = await rentalInvoiceLines(tx, order.id);
  const extras = await orderExtras(tx, order.id);
  let confirmed;
  try {
    // Courts, products and rentals together in a savepoint: a product sold out or a rental taken
    // meanwhile undoes the courts too (docs/product/shop.md#rentals-follow-the-booking).
    confirmed =
      rentalLines.length > 0 || extras.reservations
        ? await tx.transaction(async (sp) => {
            const rows = bookingIds.length
              ? await confirmBookings(sp, bookingIds, order.id, { now, announce: known?.announce })
              : [];
            await sellOrderProducts(sp, order.id);
            await confirmOrderRentals(sp, order, now);
            return rows;
          })
        : await confirmBookings(tx, bookingIds, order.id, { now, announce: known?.announce });
  } catch (error) {
    if (error instanceof AppError && (bookingConflicts.has(error.code) || error.code === 'OUT_OF_STOCK'))
      return failPaidOrder(tx, order, error.message, now);
    throw error;
  }
  // Every date of a guest's order (an abo's later dates are created on confirmation) names the guest.
  if (!order.userId) await orderRepository.nameGuestBookings(tx, { orderId: order.id }, order.customer);
  const payments = await orderRepository.payments(tx, order.id);
  const method = paymentMethodOf(order, payments);
  // A bank transfer at the desk books at once; its invoice stays pending until the money arrives.
  const awaitingTransfer = payments.some((p) => p.provider === 'bank_transfer' && p.status === 'pending');
  const completed = await orderRepository.complete(tx, order.id, method, now);
  if (extras.passes) await activateOrderPasses(tx, order, now, order.createdBy);
  // Sold gift cards become vouchers, once per unit, when the money is in: a bank transfer's when
  // staff mark its invoice paid (docs/product/shop.md#gift-cards).
  if (!awaitingTransfer && extras.productLines) await issueOrderGiftCards(tx, completed);
  await cartRepository.deleteItemsOfBookings(
    tx,
    confirmed.map((b) => b.id),
  );
  if (order.cartId) await cartRepository.resetIfNoItems(tx, order.cartId);
  const names = new Map(items.map((i) => [i.resourceId, i.resourceName]));
  const dates = confirmed
    .filter((b) => b.status === 'upcoming')
    .map((b) => ({ bookingId: b.id, start: b.startsAt, end: b.endsAt, resourceName: names.get(b.resourceId) ?? '' }));
  const productLines = await extraInvoiceLines(tx, order, extras, rentalLines);
  const usedPasses = await passNames(
    tx,
    order.organizationId,
    items.flatMap((i) => (i.passId ? [i.passId] : [])),
  );
  // The confirmation (text, invoice PDF, .ics) is rendered after the commit; the invoice comes
  // last: drawing its number locks the organization's counter row until COMMIT, so every other
  // checkout of the venue waits only for that one statement and the invoice row.
  // A split order's invoices are its payers' (issued as each share was paid, docs/product/split-payment.md#invoices).
  if (known ? known.isSplit : await splitRepository.find(tx, order.id)) {
    await splitRepository.update(tx, order.id, { status: 'complete' });
    const invoiceId = await bookerInvoiceId(tx, order.id);
    if (invoiceId) await queueOrderConfirmation(tx, { order: completed, invoiceId, dates, now });
    return completed;
  }
  const invoiceId = randomUUID();
  await queueOrderConfirmation(tx, { order: completed, invoiceId, dates, now });
  await issueInvoiceForOrder(tx, completed, items, {
    paid: !awaitingTransfer,
    now,
    productLines,
    passNames: usedPasses,
    id: invoiceId,
  });
  return completed;
}

function paymentMethodOf(order: OrderRow, payments: PaymentRow[]): PaymentMethod {
  const external = payments
    .filter((p) => p.provider !== 'voucher' && p.status !== 'failed' && p.status !== 'cancelled')
    .at(-1);
  if (external) return external.method as PaymentMethod;
  // Nothing left to pay after a coupon or voucher (docs/product.md#coupons payment method coupon).
  return 'coupon';
}

/** Paid, but the slots could not be booked: never "paid but not booked" — refund everything. */
export async function failPaidOrder(tx: DbOrTx, order: OrderRow, message: string, now: Date): Promise<OrderRow> {
  const failed = await orderRepository.update(tx, order.id, {
    status: 'failed',
    confirmationStatus: 'failed',
    failureMessage: message,
  });
  await releaseCouponForOrder(tx, order.id);
  await releaseOrderProducts(tx, order.id);
  await releasePassesForOrder(tx, order.id);
  const payments = await orderRepository.payments(tx, order.id);
  const refundable = payments
    .filter((p) => p.status === 'succeeded')
    .reduce((s, p) => s + p.amountCents - p.refundedCents, 0);
  if (refundable > 0) {
    await refundMoney(tx, {
      order: failed,
      amountCents: refundable,
      reason: 'booking_failed',
      description: message,
      now,
      creditNote: false,
    });
  }
  return failed;
}

/**
 * Gives up an unpaid order (superseded by a new checkout, cancelled by the customer, timed out):
 * coupon use and voucher money go back; with `releaseHolds` the slots are freed as well.
 */
export async function abandonOrder(
  tx: DbOrTx,
  order: OrderRow,
  how: { confirmationStatus: 'cancelled' | 'timeout'; message: string; releaseHolds: boolean; now: Date },
): Promise<OrderRow> {
  if (order.status !== 'pending') return order;
  const payments = await orderRepository.payments(tx, order.id);
  if (payments.some((p) => p.provider !== 'voucher' && p.status === 'succeeded')) {
    throw new AppError('CONFLICT', 'This order has been paid and cannot be abandoned');
  }
  await releaseCouponForOrder(tx, order.id);
  await releaseVouchersForOrder(tx, order.id);
  await releasePassesForOrder(tx, order.id);
  for (const p of payments)
    if (p.status === 'pending' || p.provider === 'voucher')
      await orderRepository.updatePayment(tx, p.id, { status: 'cancelled' });
  if (how.releaseHolds) {
    await releaseOrderProducts(tx, order.id);
    const owner = order.userId ? { userId: order.userId } : { guestToken: order.guestToken ?? '' };
    for (const item of await orderRepository.items(tx, order.id)) {
      if (!item.bookingId) continue;
      try {
        await releaseHold(tx, item.bookingId, owner, { now: how.now });
      } catch (error) {
        // Already gone (expired and swept, released from the cart): nothing to free.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  return orderRepository.update(tx, order.id, {
    status: 'cancelled',
    confirmationStatus: how.confirmationStatus,
    failureMessage: how.message,
    cancelledAt: how.now,
  });
}

/**
 * Applies what a provider says about a payment (client confirmation, webhook, reconciliation).
 * Runs in one transaction under the order lock; a success never turns back into a failure.
 */
export async function settlePayment(
  tx: DbOrTx,
  paymentId: string,
  state: ProviderPaymentState,
  now: Date,
  /**
   * The payment's order and its cart as the caller read them just before (saves two reads);
   * announce: the bookings' slot changes are collected there and the caller notifies them after
   * COMMIT, so this transaction does not take PostgreSQL's NOTIFY lock while it holds the invoice
   * counter's row (docs/decisions/023-checkout-waits.md).
   */
  known?: { orderId: string; cartId: string | null; announce?: SlotChange[] },
): Promise<OrderRow> {
  let orderOf = known;
  if (!orderOf) {
    const first = await orderRepository.paymentById(tx, paymentId);
    if (!first) throw new AppError('NOT_FOUND', 'Payment not found');
    const unlocked = await orderRepository.findById(tx, first.orderId);
    orderOf = { orderId: first.orderId, cartId: unlocked?.cartId ?? null };
  }
  // The cart before the order (docs/ARCHITECTURE.md "Lock order"): removing an item from the cart
  // locks the cart, then the item's booking; finishing the order locks the bookings, then writes
  // the cart. Taking the cart first here makes the two wait for each other instead of deadlocking.
  // The cart id is read unlocked either way; an order's cart never changes (it only goes when the
  // cart is deleted, and locking a deleted cart locks nothing, as before).
  if (orderOf.cartId) await cartRepository.lock(tx, orderOf.cartId);
  const order = await orderRepository.lock(tx, orderOf.orderId);
  const payment = await orderRepository.lockPayment(tx, paymentId);
  if (!order || !payment || payment.orderId !== order.id) throw new AppError('NOT_FOUND', 'Payment not found');
  if (state.status === 'succeeded') {
    if (payment.status !== 'succeeded') {
      await orderRepository.updatePayment(tx, payment.id, {
        status: 'succeeded',
        succeededAt: now,
        failureMessage: null,
        ...(state.method ? { method: state.method } : {}),
      });
    }
    if (order.status === 'completed') {
      // Paid twice (an earlier attempt was still open at the provider): the second goes back.
      const others = (await orderRepository.payments(tx, order.id)).filter(
        (p) => p.id !== payment.id && p.provider !== 'voucher' && p.status === 'succeeded',
      );
      if (payment.status !== 'succeeded' && payment.provider !== 'voucher' && others.length > 0) {
        await refundDuplicatePayment(tx, { order, payment: (await orderRepository.lockPayment(tx, payment.id))!, now });
      }
      return order;
    }
    if (order.status === 'pending') {
      // A share of a split order (docs/product/split-payment.md#paying): the order completes with its last share.
      const share = await settleShare(tx, order, payment, now);
      if (share.kind === 'partial') return (await orderRepository.findById(tx, order.id))!;
      if (share.kind !== 'closed')
        return finalizeOrder(tx, order, now, { isSplit: share.kind === 'complete', announce: known?.announce });
      if (payment.status !== 'succeeded') {
        await refundDuplicatePayment(tx, { order, payment: (await orderRepository.lockPayment(tx, payment.id))!, now });
        await markShareRefunded(tx, share.share);
      }
      return order;
    }
    // Paid for an order that was given up or failed meanwhile: the money goes straight back
    // (a split order's share paid after its release too, docs/product/split-payment.md#release).
    const fresh = (await orderRepository.lockPayment(tx, payment.id))!;
    const left = fresh.amountCents - fresh.refundedCents;
    if (left > 0 && payment.status !== 'succeeded') {
      await refundMoney(tx, {
        order,
        amountCents: left,
        reason: 'order_not_open',
        description: 'Payment for an order that was no longer open',
        now,
        creditNote: false,
      });
      await markShareRefunded(tx, await shareOfPayment(tx, order.id, payment.id));
    }
    return order;
  }
  if (payment.status === 'succeeded' || order.status !== 'pending') return order;
  // A SEPA debit on its way, or one that failed (docs/product/payments.md#pending-debit).
  if (state.status === 'pending' && state.processing) return markDebitProcessing(tx, order, payment, state, now);
  if (state.status === 'failed' && payment.processingSince) return failDebit(tx, order, payment, state, now);
  if (state.status === 'failed' || state.status === 'cancelled') {
    await orderRepository.updatePayment(tx, payment.id, {
      status: state.status,
      failureMessage: state.failureMessage ?? null,
    });
    // docs/product.md#holds: the payment is flagged failed; the holds stay for a retry.
    return orderRepository.update(tx, order.id, {
      failedPaymentStatus: true,
      failureMessage: state.failureMessage ?? 'The payment failed',
    });
  }
  return order;
}
