// Staff cancel a booking that still waits for its payment (a payment link not yet paid, a customer in
// the middle of paying). Cancelling only the booking would leave the order open and its Stripe
// PaymentIntent payable: the customer could pay for a slot that was freed. So the order's open
// payments are closed at the provider first (order/order-payment-cancel.ts), then the booking and
// the order are cancelled together; the payment link then answers `cancelled` and its customer is
// mailed that the reservation was released.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit';
import { cancelBooking } from '../booking';
import type { BookingRow, CancelledBooking } from '../booking';
import { abandonOrder, cancelAtProviders, orderRepository, processPendingRefunds } from '../checkout';
import { mailLinkCancelled, paymentLinkRepository } from '../payment-link';
/** Who cancels (as in staff-actions.service.ts). */
interface StaffActor {
  userId: string;
  organizationId: string;
  ip?: string;
}

/**
 * Cancels `booking` with its unpaid order, or answers null when the booking does not wait for a
 * payment (the ordinary cancel path applies). One order holding more bookings is refused: its
 * payment covers them all, so the link (or order) is the thing to cancel.
 */
export async function cancelAwaitingPayment(
  app: FastifyInstance,
  actor: StaffActor,
  booking: BookingRow,
  body: { reason?: string },
  now = new Date(),
): Promise<CancelledBooking | null> {
  if (booking.status !== 'pending') return null;
  const [order] = await orderRepository.pendingOrdersOfBookings(app.db, [booking.id]);
  if (!order) return null;
  const others = new Set(
    (await orderRepository.items(app.db, order.id))
      .map((i) => i.bookingId)
      .filter((id): id is string => Boolean(id) && id !== booking.id),
  );
  if (others.size > 0) {
    throw new AppError(
      'CONFLICT',
      `This booking waits for one payment together with ${others.size} other booking${others.size === 1 ? '' : 's'}. Cancel the payment link of the order to release them all.`,
      { orderId: order.id },
    );
  }
  const closed = await cancelAtProviders(app, await orderRepository.payments(app.db, order.id), now);
  if (closed.succeeded > 0) {
    await processPendingRefunds(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'refund payout deferred to the job'),
    );
    throw new AppError(
      'CONFLICT',
      'The customer paid just before the cancellation; the booking was not cancelled. Reload to see it.',
      { orderId: order.id },
    );
  }
  if (closed.unreachable > 0)
    throw new AppError(
      'UNAVAILABLE',
      'The payment provider could not be reached, so the booking is still waiting for its payment. Please try again in a moment.',
    );
  return app.db.transaction(async (tx) => {
    const locked = await orderRepository.lock(tx, order.id);
    if (!locked || locked.status !== 'pending')
      throw new AppError('CONFLICT', 'The order of this booking was closed meanwhile; reload to see its state.');
    // Nothing was paid: nothing to refund, whatever the dialog asked for.
    const cancelled = await cancelBooking(tx, booking.id, {
      by: { userId: actor.userId, isStaff: true },
      reason: body.reason,
      refund: 'none',
      now,
    });
    await abandonOrder(tx, locked, {
      confirmationStatus: 'cancelled',
      message: 'Cancelled by the venue',
      releaseHolds: false,
      now,
    });
    // A payment link went out: its customer hears that the reservation was released.
    if ((await paymentLinkRepository.ofOrder(tx, order.id)).length > 0) await mailLinkCancelled(tx, locked);
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'booking.cancelled',
      entity: 'booking',
      entityId: booking.id,
      data: {
        refund: 'none',
        orderId: order.id,
        paymentCancelled: closed.cancelled,
        ...(body.reason ? { reason: body.reason } : {}),
      },
      ip: actor.ip ?? null,
    });
    return cancelled;
  });
}
