// Cancelling a dynamic slot: its court hold goes, and for a come-together session every player
// booking is cancelled with a full refund (the venue called it off) and every player is told.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordChanges } from './booking-audit';
import { emitBookingsCancelled } from './booking.hooks';
import type { CancelledBooking } from './booking.hooks';
import { bookingRepository } from './booking.repository';
import type { BookingRow, DynamicSlotRow } from './booking.repository';
import { notifySessionCancelled } from './session-mail';
import { changeOf, notifySlotChanges } from './slot-notify';

export interface CancelDynamicSlotOptions {
  /** The staff member, or null for the system. */
  byUserId: string | null;
  reason: string;
  now?: Date;
}

export async function cancelDynamicSlot(
  db: DbOrTx,
  slotId: string,
  options: CancelDynamicSlotOptions,
): Promise<{ slot: DynamicSlotRow; cancelled: BookingRow[] }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const slot = await bookingRepository.lockSession(tx, slotId);
    if (!slot) throw new AppError('NOT_FOUND', 'Dynamic slot not found');
    if (slot.status !== 'active') throw new AppError('INVALID_TRANSITION', 'This dynamic slot is already cancelled');
    const updated = await bookingRepository.updateDynamicSlot(tx, slot.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: options.reason,
    });
    const affected = await bookingRepository.lockOpenOfDynamicSlot(tx, slot.id);
    const cancelled: BookingRow[] = [];
    for (const b of affected) {
      cancelled.push(
        await bookingRepository.update(tx, b.id, {
          status: 'cancelled',
          cancelledAt: now,
          cancelReason: options.reason,
          expiresAt: null,
        }),
      );
    }
    await recordChanges(
      tx,
      affected.map((b) => ({
        booking: b,
        action: 'cancel' as const,
        from: b.status,
        to: 'cancelled' as const,
        actorUserId: options.byUserId,
        reason: options.reason,
        details: { refund: 'full', dynamicSlotId: slot.id },
      })),
    );
    const players = cancelled.filter((b) => b.sessionId === slot.id);
    const paid: CancelledBooking[] = players
      .filter((b) => affected.find((a) => a.id === b.id)!.status !== 'reserved')
      .map((booking) => ({ booking, refund: 'full', reason: options.reason, byUserId: options.byUserId }));
    await emitBookingsCancelled(tx, paid);
    await notifySessionCancelled(tx, updated, players);
    await notifySlotChanges(tx, [
      { organizationId: slot.organizationId, resourceId: slot.resourceId, start: slot.startsAt, end: slot.endsAt },
      ...cancelled.map(changeOf),
    ]);
    return { slot: updated, cancelled };
  });
}
