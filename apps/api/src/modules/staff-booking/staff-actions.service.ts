// Desk actions on one booking: cancel with or without refund, check-in, no-show.
// The engine does the change and writes booking_events; this adds the audit entry in the same
// transaction, so "who did what" is in the record's history whatever the screen.
import type { FastifyInstance } from 'fastify';
import type { RefundKind } from '@courtside/core/slots/cancellation';
import { AppError } from '../../lib/app-error';
import { cancelAwaitingPayment } from './awaiting-payment-cancel';
import { audit } from '../audit';
import { bookingRepository, cancelBooking, checkIn, markNoShow } from '../booking';
import type { BookingRow } from '../booking';
import { processPendingRefunds } from '../checkout';

export interface StaffActor {
  userId: string;
  organizationId: string;
  ip?: string;
}

async function ownBooking(app: FastifyInstance, actor: StaffActor, bookingId: string): Promise<BookingRow> {
  const b = await bookingRepository.findById(app.db, bookingId);
  if (!b || b.organizationId !== actor.organizationId || b.dynamicSlotId)
    throw new AppError('NOT_FOUND', 'Booking not found');
  return b;
}

export async function staffCancel(
  app: FastifyInstance,
  actor: StaffActor,
  bookingId: string,
  body: { refund?: RefundKind; reason?: string },
) {
  const booking = await ownBooking(app, actor, bookingId);
  // Waiting for its payment (a payment link): the order's open payment is closed at the provider too.
  const unpaid = await cancelAwaitingPayment(app, actor, booking, body);
  if (unpaid) return unpaid;
  const result = await app.db.transaction(async (tx) => {
    // The refund hook (refund module) pays back inside this transaction: money rows wait as pending.
    const cancelled = await cancelBooking(tx, bookingId, {
      by: { userId: actor.userId, isStaff: true },
      reason: body.reason,
      refund: body.refund,
    });
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'booking.cancelled',
      entity: 'booking',
      entityId: bookingId,
      data: { refund: cancelled.refund, ...(body.reason ? { reason: body.reason } : {}) },
      ip: actor.ip ?? null,
    });
    return cancelled;
  });
  // Pay out the money refunds now rather than on the next job tick (failures stay pending).
  if (result.refund === 'full')
    await processPendingRefunds(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'refund payout deferred to the job'),
    );
  return result;
}

export async function staffCheckIn(
  app: FastifyInstance,
  actor: StaffActor,
  bookingId: string,
  kind: 'check_in' | 'no_show',
) {
  await ownBooking(app, actor, bookingId);
  return app.db.transaction(async (tx) => {
    const row =
      kind === 'check_in' ? await checkIn(tx, bookingId, actor.userId) : await markNoShow(tx, bookingId, actor.userId);
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: kind === 'check_in' ? 'booking.checked_in' : 'booking.no_show',
      entity: 'booking',
      entityId: bookingId,
      ip: actor.ip ?? null,
    });
    return row;
  });
}
