// The booking lifecycle (docs/product.md#booking): reserved → pending (payment started) → upcoming (paid) →
// completed; cancelled from any open state. Every change is audited and announced.
import type { BookingStatus } from '@courtside/core/enums';
import { cancellationOutcome } from '@courtside/core/slots/cancellation';
import type { RefundKind } from '@courtside/core/slots/cancellation';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordChanges } from './booking-audit';
import type { BookingAction } from './booking-audit';
import { settingsOf } from './booking-context';
import { emitBookingsCancelled } from './booking.hooks';
import type { CancelledBooking } from './booking.hooks';
import { bookingRepository } from './booking.repository';
import type { BookingRow } from './booking.repository';
import { lockGroup, slotTakenOnConflict } from './hold.service';
import { changeOf, notifySlotChanges } from './slot-notify';
import type { SlotChange } from './slot-notify';

const isExpiredHold = (b: BookingRow) => b.status === 'cancelled' && b.cancelReason === 'hold_expired';

/**
 * Brings back a hold that expired and was swept: only if its court (or its session places) is
 * still free. The exclusion constraint decides races; a conflict is SLOT_TAKEN.
 */
async function revive(
  db: DbOrTx,
  b: BookingRow,
  to: BookingStatus,
  patch: Partial<BookingRow>,
  now: Date,
): Promise<BookingRow> {
  const range = { resourceId: b.resourceId, start: b.startsAt, end: b.endsAt, now };
  return db
    .transaction(async (tx) => {
      if (b.sessionId) {
        const session = await bookingRepository.lockSession(tx, b.sessionId);
        if (!session || session.status !== 'active')
          throw new AppError('SESSION_CLOSED', 'This come-together session was cancelled');
        // As a new hold does: the session's stale holds are swept first, so the places in open
        // statuses never add up to more than the session has.
        await bookingRepository.expireColliding(tx, { ...range, sessionId: session.id });
        const taken = await bookingRepository.placesTaken(tx, session.id, now);
        if (taken + b.places > (session.capacity ?? 0))
          throw new AppError('SESSION_FULL', 'This session filled up after the hold expired');
      } else {
        await bookingRepository.lockResourceForHolds(tx, b.resourceId, b.startsAt, b.endsAt);
        await bookingRepository.expireColliding(tx, range);
        const taken = await bookingRepository.findLiveCourtHolders(tx, { ...range, excludeIds: [b.id] });
        if (taken.length)
          throw new AppError('SLOT_TAKEN', 'The hold expired and the slot was taken meanwhile', { bookingId: b.id });
      }
      return bookingRepository.update(tx, b.id, {
        ...patch,
        status: to,
        cancelledAt: null,
        cancelReason: null,
        cancelledByStaff: false,
      });
    })
    .catch(slotTakenOnConflict);
}

interface Transition {
  action: BookingAction;
  to: BookingStatus;
  patch: Partial<BookingRow>;
}

async function moveGroup(
  db: DbOrTx,
  bookingIds: string[],
  plan: (b: BookingRow) => Transition | 'skip',
  now: Date,
  after: (tx: DbOrTx, rows: BookingRow[]) => Promise<void>,
  options: { failsTransaction?: boolean; announce?: SlotChange[] } = {},
): Promise<BookingRow[]> {
  // In a savepoint, so a caller can catch a refusal and go on; a caller whose transaction ends on
  // any error saves the savepoint's two round trips (docs/decisions/019-checkout-round-trips.md).
  const inPlace = options.failsTransaction && db instanceof PgTransaction;
  return inPlace
    ? moveGroupIn(db, bookingIds, plan, now, after, options.announce)
    : db.transaction((tx) => moveGroupIn(tx, bookingIds, plan, now, after, options.announce));
}

async function moveGroupIn(
  tx: DbOrTx,
  bookingIds: string[],
  plan: (b: BookingRow) => Transition | 'skip',
  now: Date,
  after: (tx: DbOrTx, rows: BookingRow[]) => Promise<void>,
  announce: SlotChange[] | undefined,
): Promise<BookingRow[]> {
  const group = await lockGroup(tx, bookingIds);
  const missing = bookingIds.filter((id) => !group.some((b) => b.id === id));
  if (missing.length) throw new AppError('NOT_FOUND', 'Booking not found', { bookingIds: missing });
  const out: BookingRow[] = [];
  for (const b of group) {
    const step = plan(b);
    if (step === 'skip') {
      out.push(b);
      continue;
    }
    const moved = isExpiredHold(b)
      ? await revive(tx, b, step.to, step.patch, now)
      : await bookingRepository.update(tx, b.id, { ...step.patch, status: step.to });
    await recordChanges(tx, [
      {
        booking: b,
        action: isExpiredHold(b) ? 'rehold' : step.action,
        from: b.status,
        to: step.to,
        details: { ...(step.patch.orderId ? { orderId: step.patch.orderId } : {}) },
      },
    ]);
    out.push(moved);
  }
  // A caller that collects the changes announces them itself after COMMIT (ADR 023).
  if (announce) announce.push(...out.map(changeOf));
  else await notifySlotChanges(tx, out.map(changeOf));
  await after(tx, out);
  return out;
}

/** Payment started: holds become pending and live until `until` (docs/product.md#holds: 15 min). */
export async function startPayment(
  db: DbOrTx,
  bookingIds: string[],
  until: Date,
  /**
   * failsTransaction: the caller's transaction ends on any error (no savepoint, see moveGroup).
   * announce: the slot changes are collected here for the caller to notify after COMMIT.
   */
  options: { now?: Date; failsTransaction?: boolean; announce?: SlotChange[] } = {},
): Promise<BookingRow[]> {
  const now = options.now ?? new Date();
  return moveGroup(
    db,
    bookingIds,
    (b) => {
      if (b.status === 'reserved' || b.status === 'pending' || isExpiredHold(b))
        return { action: 'start_payment', to: 'pending', patch: { expiresAt: until } };
      throw new AppError('INVALID_TRANSITION', `A ${b.status} booking cannot start a payment`, { bookingId: b.id });
    },
    now,
    (tx, rows) => bookingRepository.setSubscriptionStatus(tx, subscriptionIdsOf(rows), { status: 'pending' }),
    { failsTransaction: Boolean(options.failsTransaction), announce: options.announce },
  );
}

/**
 * Paid: bookings become upcoming and belong to the order. Idempotent for the same order (webhook
 * and client confirmation may both arrive). A hold that expired is taken back if the slot is still
 * free; otherwise SLOT_TAKEN and nothing changes (the checkout then fails the order and refunds).
 */
export async function confirmBookings(
  db: DbOrTx,
  bookingIds: string[],
  orderId: string,
  /** announce: as startPayment's. */
  options: { now?: Date; announce?: SlotChange[] } = {},
): Promise<BookingRow[]> {
  const now = options.now ?? new Date();
  return moveGroup(
    db,
    bookingIds,
    (b) => {
      if (b.status === 'upcoming' && b.orderId === orderId) return 'skip';
      if (b.status === 'reserved' || b.status === 'pending' || isExpiredHold(b))
        return { action: 'confirm', to: 'upcoming', patch: { orderId, expiresAt: null } };
      throw new AppError('INVALID_TRANSITION', `A ${b.status} booking cannot be confirmed`, { bookingId: b.id });
    },
    now,
    (tx, rows) => bookingRepository.setSubscriptionStatus(tx, subscriptionIdsOf(rows), { status: 'active', orderId }),
    { announce: options.announce },
  );
}

function subscriptionIdsOf(rows: BookingRow[]): string[] {
  return [...new Set(rows.map((r) => r.subscriptionId).filter((id): id is string => Boolean(id)))];
}

export interface CancelOptions {
  /** The user cancelling, or null for the system (jobs). */
  by: { userId: string; isStaff: boolean } | null;
  reason?: string;
  /** Staff only: override the refund the policy gives. */
  refund?: RefundKind;
  now?: Date;
}

/**
 * Cancels one booking (one abo date included). Customers: only their own, within the deadline of
 * docs/product.md#booking; staff and the system: any time. Paid or paying bookings go to the
 * onBookingsCancelled hooks with the refund the policy gives.
 */
export async function cancelBooking(db: DbOrTx, bookingId: string, options: CancelOptions): Promise<CancelledBooking> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [b] = await bookingRepository.lockByIds(tx, [bookingId]);
    const byStaff = !options.by || options.by.isStaff;
    if (!b || b.dynamicSlotId || (!byStaff && b.userId !== options.by!.userId))
      throw new AppError('NOT_FOUND', 'Booking not found');
    const { settings } = await settingsOf(tx, b.organizationId);
    const outcome = cancellationOutcome({
      type: b.type,
      status: b.status,
      start: b.startsAt,
      now,
      byStaff,
      policy: settings.cancellation,
    });
    if (!outcome.allowed) {
      throw new AppError(
        outcome.reason === 'NOT_OPEN' ? 'INVALID_TRANSITION' : 'CANCELLATION_DEADLINE_PASSED',
        outcome.message,
      );
    }
    let refund: RefundKind = byStaff && options.refund ? options.refund : outcome.refund;
    if (!byStaff && b.type === 'abo' && b.status === 'upcoming' && b.subscriptionId) {
      // Up to aboReturnsPerSeason dates of an abo come back as credit (docs/product.md#abo).
      const returned = await bookingRepository.countCustomerReturns(tx, b.subscriptionId);
      if (returned >= settings.cancellation.aboReturnsPerSeason) {
        throw new AppError(
          'CANCELLATION_DEADLINE_PASSED',
          `Up to ${settings.cancellation.aboReturnsPerSeason} dates of an abo can be returned per season`,
        );
      }
    }
    if (b.status === 'reserved') refund = 'none';
    const reason = options.reason ?? (options.by ? (byStaff ? 'staff' : 'customer') : 'system');
    const row = await bookingRepository.update(tx, b.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
      cancelledByStaff: byStaff,
      expiresAt: null,
    });
    await recordChanges(tx, [
      {
        booking: b,
        action: 'cancel',
        from: b.status,
        to: 'cancelled',
        actorUserId: options.by?.userId ?? null,
        reason,
        details: { refund, byStaff },
      },
    ]);
    const cancelled: CancelledBooking = { booking: row, refund, reason, byUserId: options.by?.userId ?? null };
    if (b.status !== 'reserved') await emitBookingsCancelled(tx, [cancelled]);
    await notifySlotChanges(tx, [changeOf(row)]);
    return cancelled;
  });
}

/** Staff at the desk: the players arrived. */
export async function checkIn(
  db: DbOrTx,
  bookingId: string,
  actorUserId: string,
  now = new Date(),
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [b] = await bookingRepository.lockByIds(tx, [bookingId]);
    if (!b || b.dynamicSlotId) throw new AppError('NOT_FOUND', 'Booking not found');
    if (b.status !== 'upcoming' && b.status !== 'completed')
      throw new AppError('INVALID_TRANSITION', `A ${b.status} booking cannot be checked in`);
    const row = await bookingRepository.update(tx, b.id, { checkedInAt: now, noShow: false });
    await recordChanges(tx, [{ booking: b, action: 'check_in', from: b.status, to: b.status, actorUserId }]);
    return row;
  });
}

/** Staff after the slot: nobody came. */
export async function markNoShow(
  db: DbOrTx,
  bookingId: string,
  actorUserId: string,
  now = new Date(),
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [b] = await bookingRepository.lockByIds(tx, [bookingId]);
    if (!b || b.dynamicSlotId) throw new AppError('NOT_FOUND', 'Booking not found');
    if ((b.status !== 'upcoming' && b.status !== 'completed') || b.startsAt > now) {
      throw new AppError('INVALID_TRANSITION', 'Only a started or past booking can be marked as a no-show');
    }
    const row = await bookingRepository.update(tx, b.id, { noShow: true, checkedInAt: null });
    await recordChanges(tx, [{ booking: b, action: 'no_show', from: b.status, to: b.status, actorUserId }]);
    return row;
  });
}
