// Money for cancelled bookings. The booking engine decides whether a cancellation is
// allowed and what kind of refund the policy gives; this module works out how much that booking
// paid and pays it back (provider or voucher credit) with a credit note, inside the cancelling
// transaction (engine hook onBookingsCancelled).
import { cancellationQuote } from '@courtside/core/cancellation';
import type { CancellationQuote } from '@courtside/core/cancellation';
import { proRata } from '@courtside/core/pricing';
import type { RefundKind } from '@courtside/core/slots/cancellation';
import type { DbOrTx, Tx } from '../../db/client';
import type { bookings } from '../../db/schema/booking';
import { organizationPricing } from '../cart/cart-summary';
import { describeSlot } from '../invoice/invoice.service';
import { orderRepository } from '../order/order.repository';
import type { OrderItemRow, OrderRow } from '../order/order.repository';
import { splitRepository } from '../order/split.repository';
import { refundRepository } from './refund.repository';
import { refundAsCredit, refundMoney } from './refund.service';
import { refundSplitCancellation } from './refund-split';
import type { RefundRow } from './refund.repository';
import type { CancelledBooking } from '../booking';
import { markRentalRefunded, openRentalCents, refundableRentals } from '../rental';

type BookingRow = typeof bookings.$inferSelect;

export interface PaidShare {
  order: OrderRow;
  item: OrderItemRow;
  /** What this booking paid and has not had back yet (an abo date: its share of the abo). */
  bookingCents: number;
  /** The service fee part that goes back with the last open booking of a full refund. */
  feeCents: number;
}

/** How much of an order a booking stands for. Null when no completed order paid for it. */
export async function paidShare(
  db: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'orderId' | 'subscriptionId'>,
): Promise<PaidShare | null> {
  if (!booking.orderId) return null;
  const order = await orderRepository.findById(db, booking.orderId);
  if (!order || order.status !== 'completed') return null;
  const item = await refundRepository.itemForBooking(db, order.id, booking);
  if (!item) return null;
  const left = item.grossCents - item.refundedCents;
  const bookingCents =
    item.subscriptionId && item.bookingType === 'abo'
      ? Math.min(
          left,
          proRata(
            item.grossCents,
            1,
            Math.max(1, await refundRepository.subscriptionDates(db, item.subscriptionId, order.id)),
          ),
        )
      : left;
  const items = await orderRepository.items(db, order.id);
  // Rentals are paid with their booking (docs/product/shop.md#rentals-follow-the-booking): still
  // open ones of other bookings keep the fee from going back with this one.
  const openItems =
    items.reduce((s, i) => s + (i.grossCents - i.refundedCents), 0) + (await openRentalCents(db, order.id));
  const ownRentals = await openRentalCents(db, order.id, booking.id);
  // What was paid beyond the booking lines (fee and its VAT, less a waiver) and not refunded yet.
  const refunded = await refundRepository.totalRefunded(db, order.id);
  const feeCents =
    openItems - ownRentals - bookingCents <= 0 ? Math.max(0, order.totalCents - refunded - openItems) : 0;
  return { order, item, bookingCents, feeCents };
}

/** Pays back a cancelled booking by the refund kind the engine decided. */
export async function refundForCancellation(
  tx: DbOrTx,
  cancelled: { booking: BookingRow; refund: RefundKind; reason: string; byUserId: string | null },
  now = new Date(),
): Promise<RefundRow[]> {
  if (cancelled.refund === 'none') return [];
  // The booking's rentals go back first, by the same refund kind, each at its own VAT rate.
  const rentalRows = await refundRentalsOf(tx, cancelled, now);
  const share = await paidShare(tx, cancelled.booking);
  if (!share) return rentalRows;
  const item = await refundRepository.lockItem(tx, share.item.id);
  const owed = share.bookingCents + (cancelled.refund === 'full' ? share.feeCents : 0);
  const split = await splitRepository.find(tx, share.order.id);
  // A split court goes back per payer (docs/product/split-payment.md#cancellation); a share paid
  // with punches brought no money: its part goes back as punches (the pass module's hook).
  const amount = owed;
  if (amount <= 0) return rentalRows;
  const venue = await orderRepository.venueOf(tx, share.order.organizationId);
  const description = `${share.order.locale === 'de' ? 'Storno' : 'Cancellation'}: ${describeSlot({ ...item, startsAt: cancelled.booking.startsAt, endsAt: cancelled.booking.endsAt }, venue.timeZone, share.order.locale)}`;
  const input = {
    order: share.order,
    amountCents: amount,
    reason: `cancellation:${cancelled.reason}`,
    description,
    bookingId: cancelled.booking.id,
    createdBy: cancelled.byUserId,
    now,
  };
  const rows = split
    ? await refundSplitCancellation(tx, { ...input, kind: cancelled.refund, bookingId: cancelled.booking.id })
    : cancelled.refund === 'full'
      ? await refundMoney(tx, input)
      : [await refundAsCredit(tx, input)];
  await refundRepository.addItemRefund(tx, item.id, Math.min(share.bookingCents, item.grossCents - item.refundedCents));
  return [...rentalRows, ...rows];
}

/** Pays back the paid rentals of a cancelled booking (docs/product/shop.md#rentals-follow-the-booking). */
async function refundRentalsOf(
  tx: DbOrTx,
  cancelled: { booking: BookingRow; refund: RefundKind; reason: string; byUserId: string | null },
  now: Date,
): Promise<RefundRow[]> {
  const { booking } = cancelled;
  if (!booking.orderId) return [];
  const order = await orderRepository.findById(tx, booking.orderId);
  if (!order || order.status !== 'completed') return [];
  const rows: RefundRow[] = [];
  for (const rental of await refundableRentals(tx, booking.id, order.id)) {
    const input = {
      order,
      amountCents: rental.openCents,
      reason: `cancellation:${cancelled.reason}`,
      description: `${order.locale === 'de' ? 'Storno' : 'Cancellation'}: ${rental.quantity} × ${rental.name}`,
      bookingId: booking.id,
      createdBy: cancelled.byUserId,
      now,
      vatPercent: rental.vatPercent,
    };
    rows.push(...(cancelled.refund === 'full' ? await refundMoney(tx, input) : [await refundAsCredit(tx, input)]));
    await markRentalRefunded(tx, rental.id, rental.grossCents);
  }
  return rows;
}

/** The quote shown before cancelling: the engine's rule with the amount this booking paid. */
export async function quoteCancellation(
  db: DbOrTx,
  booking: BookingRow,
  options: { byStaff: boolean; now: Date },
): Promise<CancellationQuote & { paidCents: number }> {
  const share = await paidShare(db, booking);
  const { settings } = await organizationPricing(db, booking.organizationId);
  const rentalCents = share ? await openRentalCents(db, share.order.id, booking.id) : 0;
  const paidCents = share ? share.bookingCents + rentalCents : 0;
  const quote = cancellationQuote({
    bookingType: booking.type,
    status: booking.status,
    startsAt: booking.startsAt,
    now: options.now,
    paidCents,
    policy: settings.cancellation,
    byStaff: options.byStaff,
    aboReturnsUsed: booking.subscriptionId ? await refundRepository.customerReturns(db, booking.subscriptionId) : 0,
  });
  // A full refund of the last open booking gives the service fee back too.
  const fee = quote.outcome === 'full' && share ? share.feeCents : 0;
  return { ...quote, amountCents: quote.amountCents + fee, paidCents: paidCents + fee };
}

/** The refund module's bookingsCancelled hook (refund.module.ts): pays back what the policy gives. */
export async function refundCancelledBookings(tx: Tx, cancelled: CancelledBooking[]): Promise<void> {
  for (const c of cancelled) await refundForCancellation(tx, c);
}
