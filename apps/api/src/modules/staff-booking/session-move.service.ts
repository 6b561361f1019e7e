// Moving a whole come-together session: the dynamic slot, its court hold and every
// player booking go to another court and/or time in one transaction. The target must lie within
// opening hours on a court that offers come-together; the exclusion constraints decide whether it
// is free (another booking: bookings_no_overlap; another session or block: dynamic_slots_no_overlap)
// and a taken target is 409 SLOT_TAKEN with nothing changed. Like a single move, the order lines
// follow (court and times, never prices), issued invoices keep what they said, every booking's
// history records the move, and the players get a mail about the new time (outbox, de/en).
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { notifySessionMoved } from './session-moved-mail';
import { staffBookingRepository } from './staff-booking.repository';
import { audit } from '../audit';
import { bookingRepository, changeOf, notifySlotChanges, slotTakenOnConflict } from '../booking';
import type { BookingRow, DynamicSlotRow } from '../booking';
import { checkAgainstGrid, dynamicSlotRepository } from '../dynamic-slot';

export interface MoveSessionInput {
  organizationId: string;
  sessionId: string;
  resourceId?: string;
  start: Date;
  end?: Date;
  reason?: string;
  actorUserId: string;
  ip?: string;
  now?: Date;
}

export interface MovedSession {
  slot: DynamicSlotRow;
  /** The player bookings that moved (the court hold is not counted). */
  bookingIds: string[];
  mailed: number;
}

export async function moveSession(db: DbOrTx, input: MoveSessionInput): Promise<MovedSession> {
  const now = input.now ?? new Date();
  return db
    .transaction(async (tx) => {
      const slot = await bookingRepository.lockSession(tx, input.sessionId);
      if (!slot || slot.organizationId !== input.organizationId || slot.kind !== 'come_together')
        throw new AppError('NOT_FOUND', 'Come-together session not found');
      if (slot.status !== 'active') throw new AppError('INVALID_TRANSITION', 'A cancelled session cannot be moved');
      if (slot.endsAt <= now) throw new AppError('INVALID_TRANSITION', 'A session that is over cannot be moved');
      const resourceId = input.resourceId ?? slot.resourceId;
      const start = input.start;
      const end = input.end ?? new Date(start.getTime() + (slot.endsAt.getTime() - slot.startsAt.getTime()));
      if (end <= start) throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
      if (start <= now) throw new AppError('VALIDATION_FAILED', 'A session cannot be moved into the past');
      if (end.getTime() - start.getTime() > 24 * 3_600_000)
        throw new AppError('VALIDATION_FAILED', 'A session lasts at most one day');
      const kept = await bookingRepository.lockOpenOfDynamicSlot(tx, slot.id);
      if (
        resourceId === slot.resourceId &&
        start.getTime() === slot.startsAt.getTime() &&
        end.getTime() === slot.endsAt.getTime()
      ) {
        return { slot, bookingIds: kept.filter((b) => b.sessionId === slot.id).map((b) => b.id), mailed: 0 };
      }
      const court = await dynamicSlotRepository.resourceOf(tx, input.organizationId, resourceId);
      if (!court) throw new AppError('NOT_FOUND', 'Court not found');
      // Opening hours of one day and a court that offers come-together (as when it was made).
      await checkAgainstGrid(tx, {
        organizationId: input.organizationId,
        resourceId,
        kind: 'come_together',
        start,
        end,
        createdBy: input.actorUserId,
      });

      const holderIds = kept.filter((b) => b.dynamicSlotId === slot.id).map((b) => b.id);
      await bookingRepository.lockResourceForHolds(tx, resourceId, start, end);
      await bookingRepository.expireColliding(tx, { resourceId, start, end, now });
      const taken = await bookingRepository.findLiveCourtHolders(tx, {
        resourceId,
        start,
        end,
        now,
        excludeIds: holderIds,
      });
      if (taken.length) {
        throw new AppError(
          'SLOT_TAKEN',
          `${court.name} is taken at that time (a booking, session or block): the session cannot move there`,
          { bookingIds: taken.map((b) => b.id) },
        );
      }
      const [oldCourt] = await staffBookingRepository.courtNames(tx, [slot.resourceId]);
      const moved = await dynamicSlotRepository
        .update(tx, slot.id, { resourceId, startsAt: start, endsAt: end })
        .catch((error: unknown) => {
          if (pgErrorCode(error) === pgCodes.exclusionViolation)
            throw new AppError('SLOT_TAKEN', `Another session or block uses ${court.name} at that time`);
          throw error;
        });
      const details = {
        from: { resourceId: slot.resourceId, start: slot.startsAt.toISOString(), end: slot.endsAt.toISOString() },
        to: { resourceId, start: start.toISOString(), end: end.toISOString() },
        sessionId: slot.id,
      };
      const movedRows: BookingRow[] = [];
      for (const b of kept)
        movedRows.push(await bookingRepository.update(tx, b.id, { resourceId, startsAt: start, endsAt: end }));
      await staffBookingRepository.moveCartItems(
        tx,
        kept.map((b) => b.id),
        { resourceId, startsAt: start, endsAt: end },
      );
      await bookingRepository.insertEvents(
        tx,
        kept.map((b) => ({
          organizationId: b.organizationId,
          bookingId: b.id,
          action: 'move',
          fromStatus: b.status,
          toStatus: b.status,
          actorUserId: input.actorUserId,
          reason: input.reason ?? null,
          details,
        })),
      );
      const why = input.reason ? { reason: input.reason } : {};
      await audit(tx, {
        organizationId: slot.organizationId,
        actorUserId: input.actorUserId,
        action: 'dynamic_slot.moved',
        entity: 'dynamic_slot',
        entityId: slot.id,
        data: { ...details, bookings: kept.length, ...why },
        ip: input.ip ?? null,
      });
      const players = kept.filter((b) => b.sessionId === slot.id);
      for (const b of players) {
        await audit(tx, {
          organizationId: slot.organizationId,
          actorUserId: input.actorUserId,
          action: 'booking.moved',
          entity: 'booking',
          entityId: b.id,
          data: { ...details, ...why },
          ip: input.ip ?? null,
        });
        const lines = await staffBookingRepository.moveOrderLines(tx, b.id, {
          resourceId,
          startsAt: start,
          endsAt: end,
        });
        const orderIds = [...new Set(lines.map((l) => l.orderId))];
        const invoices = await staffBookingRepository.invoiceNumbersOfOrders(tx, orderIds);
        for (const orderId of orderIds) {
          // The invoice is a legal document: it keeps the old court and time; the order says what changed.
          const invoiceNumbers = invoices.filter((k) => k.orderId === orderId).map((k) => k.number);
          await audit(tx, {
            organizationId: slot.organizationId,
            actorUserId: input.actorUserId,
            action: 'order.line_moved',
            entity: 'order',
            entityId: orderId,
            data: { bookingId: b.id, ...details, invoiceNumbersUnchanged: invoiceNumbers },
            ip: input.ip ?? null,
          });
        }
      }
      // Players who hold or paid places hear of it; an unpaid hold in someone's cart just follows.
      const told = players.filter((b) => b.status !== 'reserved');
      const mailed = await notifySessionMoved(tx, moved, told, {
        from: { startsAt: slot.startsAt, court: oldCourt?.name ?? '' },
        to: { startsAt: start, court: court.name },
        reason: input.reason,
      });
      await notifySlotChanges(tx, [changeOf(slot), changeOf(moved), ...kept.map(changeOf), ...movedRows.map(changeOf)]);
      return { slot: moved, bookingIds: players.map((b) => b.id), mailed };
    })
    .catch(slotTakenOnConflict);
}
