// Moving a booking to another court or time (drag in the calendar). The target
// goes through the engine's checks (grid, opening hours, blocks, booking types) and the exclusion
// constraint decides races: a taken target is 409 SLOT_TAKEN and nothing changes. The paid price
// stays; the order's lines follow the move (court and times, never prices), an issued invoice keeps
// what it said, and the move is written to the booking's history and the audit log.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { staffBookingRepository } from './staff-booking.repository';
import { audit } from '../audit';
import { bookingRepository, changeOf, checkRequest, notifySlotChanges, slotTakenOnConflict } from '../booking';
import type { BookingRow } from '../booking';
import { assertRentalsFit } from '../rental';

export interface MoveInput {
  organizationId: string;
  bookingId: string;
  resourceId?: string;
  start: Date;
  end?: Date;
  reason?: string;
  actorUserId: string;
  ip?: string;
  now?: Date;
}

const MOVABLE = new Set(['reserved', 'pending', 'upcoming']);

export async function moveBooking(db: DbOrTx, input: MoveInput): Promise<BookingRow> {
  const now = input.now ?? new Date();
  return db
    .transaction(async (tx) => {
      const [b] = await bookingRepository.lockByIds(tx, [input.bookingId]);
      if (!b || b.organizationId !== input.organizationId || b.dynamicSlotId)
        throw new AppError('NOT_FOUND', 'Booking not found');
      if (!MOVABLE.has(b.status)) throw new AppError('INVALID_TRANSITION', `A ${b.status} booking cannot be moved`);
      // A player's places belong to their session: move the session, not one player.
      if (b.sessionId) throw new AppError('INVALID_TRANSITION', 'A come-together place moves with its session');
      const resourceId = input.resourceId ?? b.resourceId;
      const end = input.end ?? new Date(input.start.getTime() + (b.endsAt.getTime() - b.startsAt.getTime()));
      if (end <= input.start) throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
      if (
        resourceId === b.resourceId &&
        input.start.getTime() === b.startsAt.getTime() &&
        end.getTime() === b.endsAt.getTime()
      )
        return b;
      // Staff may move into the past notice window, never outside the grid (opening hours, blocks).
      await checkRequest(tx, {
        organizationId: b.organizationId,
        resourceId,
        start: input.start,
        end,
        type: b.type,
        now,
        ignoreTimeWindow: true,
      });
      await bookingRepository.expireColliding(tx, { resourceId, start: input.start, end, now });
      const taken = await bookingRepository.findLiveCourtHolders(tx, {
        resourceId,
        start: input.start,
        end,
        now,
        excludeIds: [b.id],
      });
      if (taken.length)
        throw new AppError('SLOT_TAKEN', 'The court is taken at that time', { bookingIds: taken.map((t) => t.id) });
      const moved = await bookingRepository.update(tx, b.id, { resourceId, startsAt: input.start, endsAt: end });
      // The rentals move with the booking; none free at the new time → 409, nothing moves
      // (docs/product/shop.md#rentals-follow-the-booking).
      await assertRentalsFit(tx, b.organizationId, [b.id], now);
      const details = {
        from: { resourceId: b.resourceId, start: b.startsAt.toISOString(), end: b.endsAt.toISOString() },
        to: { resourceId, start: input.start.toISOString(), end: end.toISOString() },
      };
      await bookingRepository.insertEvents(tx, [
        {
          organizationId: b.organizationId,
          bookingId: b.id,
          action: 'move',
          fromStatus: b.status,
          toStatus: b.status,
          actorUserId: input.actorUserId,
          reason: input.reason ?? null,
          details,
        },
      ]);
      await audit(tx, {
        organizationId: b.organizationId,
        actorUserId: input.actorUserId,
        action: 'booking.moved',
        entity: 'booking',
        entityId: b.id,
        data: { ...details, ...(input.reason ? { reason: input.reason } : {}) },
        ip: input.ip ?? null,
      });
      const lines = await staffBookingRepository.moveOrderLines(tx, b.id, {
        resourceId,
        startsAt: input.start,
        endsAt: end,
      });
      const orderIds = [...new Set(lines.map((l) => l.orderId))];
      const kept = await staffBookingRepository.invoiceNumbersOfOrders(tx, orderIds);
      for (const orderId of orderIds) {
        // The invoice is a legal document: it keeps the old court and time; the order says what changed.
        const invoiceNumbers = kept.filter((k) => k.orderId === orderId).map((k) => k.number);
        await audit(tx, {
          organizationId: b.organizationId,
          actorUserId: input.actorUserId,
          action: 'order.line_moved',
          entity: 'order',
          entityId: orderId,
          data: { bookingId: b.id, ...details, invoiceNumbersUnchanged: invoiceNumbers },
          ip: input.ip ?? null,
        });
      }
      await notifySlotChanges(tx, [changeOf(b), changeOf(moved)]);
      return moved;
    })
    .catch(slotTakenOnConflict);
}
