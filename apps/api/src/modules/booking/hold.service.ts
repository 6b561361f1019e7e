// Holds: a slot in a cart is a `reserved` booking that expires (docs/product.md#holds: 7 min).
// The checkout module calls these functions inside its own transaction; each runs in a savepoint,
// so a refused hold (409 SLOT_TAKEN) leaves the caller's transaction usable.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { BookingType } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import type { GuestContact } from '../../db/schema/booking';
import { AppError } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { recordChanges } from './booking-audit';
import { assertOwner, checkRequest, gridKey } from './booking-context';
import type { CheckedRequest, RequestCheck } from './booking-context';
import { keptGrid } from './kept-grid';
import type { Owner } from './booking-context';
import { bookingRepository } from './booking.repository';
import type { BookingRow, NewBooking } from './booking.repository';
import { changeOf, notifySlotChanges } from './slot-notify';
import { GridChanged, holdCourt } from './hold-court';

export interface HoldSlotInput {
  organizationId: string;
  resourceId: string;
  start: Date;
  end: Date;
  type: BookingType;
  owner: Owner;
  /** come_together: places to book (default 1). */
  places?: number;
  /** come_together: the session; found from the grid when omitted. */
  sessionId?: string;
  subscriptionId?: string;
  /** A price override, honoured only for staff bookings (createdBy set). */
  priceCents?: number;
  /** The staff member booking for a customer: skips lead time and minimum notice. */
  createdBy?: string;
  /**
   * A place in a course session bought with its course (docs/product/courses.md#enrolment): the
   * course's enrolment window replaces the rule's lead time, so every date of the course is held.
   */
  courseEnrolment?: boolean;
  guestContact?: GuestContact;
  /** Clock override for tests; defaults to now. */
  now?: Date;
  /** The caller's transaction ends on any error here: no savepoint (docs/decisions/019-checkout-round-trips.md). */
  failsTransaction?: boolean;
}

const minutes = (n: number) => n * 60_000;

/** Throws SLOT_TAKEN for an exclusion violation (two holds raced), rethrows anything else. */
export function slotTakenOnConflict(error: unknown): never {
  const code = pgErrorCode(error);
  if (code === pgCodes.exclusionViolation) throw new AppError('SLOT_TAKEN', 'This slot has just been taken');
  // Should the database still pick a deadlock victim between two holds, the client may retry.
  if (code === pgCodes.deadlockDetected)
    throw new AppError('CONFLICT', 'Someone is booking this slot right now, please try again');
  throw error;
}

/**
 * Inserts a court-holding row after expiring the stale holds it collides with. The pre-check gives
 * the friendly answer; the exclusion constraint decides races.
 */
export async function insertCourtHold(
  db: DbOrTx,
  row: NewBooking,
  now: Date,
  onInserted?: (tx: DbOrTx, booking: BookingRow) => Promise<void>,
): Promise<BookingRow> {
  return db
    .transaction(async (tx) => {
      await bookingRepository.lockResourceForHolds(tx, row.resourceId, row.startsAt, row.endsAt);
      await bookingRepository.expireColliding(tx, {
        resourceId: row.resourceId,
        start: row.startsAt,
        end: row.endsAt,
        now,
      });
      const taken = await bookingRepository.findLiveCourtHolders(tx, {
        resourceId: row.resourceId,
        start: row.startsAt,
        end: row.endsAt,
        now,
      });
      if (taken.length) throw new AppError('SLOT_TAKEN', 'This slot is already booked');
      const booking = await bookingRepository.insert(tx, row);
      await onInserted?.(tx, booking);
      return booking;
    })
    .catch(slotTakenOnConflict);
}

/** Inserts a player booking of a session under a lock on the session row (capacity check). */
export async function insertSessionHold(
  db: DbOrTx,
  row: NewBooking & { sessionId: string },
  now: Date,
  onInserted?: (tx: DbOrTx, booking: BookingRow) => Promise<void>,
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const session = await bookingRepository.lockSession(tx, row.sessionId);
    if (!session || session.kind !== 'come_together' || session.resourceId !== row.resourceId) {
      throw new AppError('NOT_FOUND', 'This come-together session does not exist');
    }
    if (session.status !== 'active') throw new AppError('SESSION_CLOSED', 'This come-together session was cancelled');
    await bookingRepository.expireColliding(tx, {
      resourceId: row.resourceId,
      start: row.startsAt,
      end: row.endsAt,
      sessionId: session.id,
      now,
    });
    const taken = await bookingRepository.placesTaken(tx, session.id, now);
    const places = row.places ?? 1;
    const left = (session.capacity ?? 0) - taken;
    if (places > left) {
      throw new AppError(
        'SESSION_FULL',
        left > 0 ? `Only ${left} place(s) left in this session` : 'This session is full',
        { placesLeft: Math.max(0, left) },
      );
    }
    const booking = await bookingRepository.insert(tx, row);
    await onInserted?.(tx, booking);
    return booking;
  });
}

/**
 * A court hold fitted on a kept grid: when the venue's grid changed since (CS410), the grid is read
 * again, the request fitted again (its price, its expiry or a refusal are then the new grid's) and
 * the hold tried again, at most three times.
 */
async function holdOnKeptGrid(
  db: DbOrTx,
  request: RequestCheck,
  first: CheckedRequest,
  rowOf: (checked: CheckedRequest) => NewBooking,
  actor: string | null,
): Promise<BookingRow> {
  let checked = first;
  for (let attempt = 1; ; attempt++) {
    try {
      return await holdCourt(db, rowOf(checked), checked.resource.locationId, request.now, actor, {
        gridVersion: checked.snapshot.gridVersion,
      });
    } catch (error) {
      if (!(error instanceof GridChanged)) throw error;
      keptGrid.forget(db, gridKey(request));
      if (attempt === 3) throw new AppError('CONFLICT', 'The venue is being changed right now, please try again');
      checked = await checkRequest(db, request, undefined, { kept: true });
      if (checked.fitted.sessionId) throw new AppError('CONFLICT', 'This slot changed, please choose it again');
    }
  }
}

/** Holds a slot (or places in a session) for a cart. See the module README for the contract. */
export async function holdSlot(db: DbOrTx, input: HoldSlotInput): Promise<BookingRow> {
  assertOwner(input.owner);
  const now = input.now ?? new Date();
  const places = input.type === 'come_together' ? (input.places ?? 1) : 1;
  if (!Number.isInteger(places) || places < 1) throw new AppError('BAD_REQUEST', 'Book at least one place');
  const request = { ...input, now, ignoreTimeWindow: Boolean(input.createdBy || input.courseEnrolment) };
  // A court hold on its own (autocommit) may be fitted on a kept grid, checked by version in the
  // hold function (kept-grid.ts); inside a caller's transaction the grid is read as before, and so
  // it is for places in a session (their hold does not check the version).
  const kept = input.type !== 'come_together' && !(db instanceof PgTransaction);
  let checked = await checkRequest(db, request, undefined, { kept });
  if (kept && checked.fitted.sessionId) checked = await checkRequest(db, request);
  const { resource, fitted } = checked;
  if (input.sessionId && fitted.sessionId && input.sessionId !== fitted.sessionId) {
    throw new AppError('BAD_REQUEST', 'The session does not match the requested time');
  }
  const rowOf = ({ snapshot, fitted: fit }: CheckedRequest): NewBooking => {
    const unitPrice = input.createdBy && input.priceCents !== undefined ? input.priceCents : fit.priceCents;
    return {
      organizationId: input.organizationId,
      resourceId: input.resourceId,
      startsAt: input.start,
      endsAt: input.end,
      type: input.type,
      status: 'reserved',
      places,
      priceCents:
        input.type === 'come_together' && !(input.createdBy && input.priceCents !== undefined)
          ? unitPrice * places
          : unitPrice,
      userId: input.owner.userId ?? null,
      guestToken: input.owner.userId ? null : (input.owner.guestToken ?? null),
      guestContact: input.guestContact ?? null,
      subscriptionId: input.subscriptionId ?? null,
      sessionId: fit.sessionId ?? null,
      expiresAt: new Date(now.getTime() + minutes(snapshot.settings.holdMinutes)),
      createdBy: input.createdBy ?? null,
    };
  };
  const row = rowOf(checked);
  const actor = input.createdBy ?? input.owner.userId ?? null;
  // A court hold: one database call (lock, expire, check, insert, history, announcement).
  if (!fitted.sessionId) {
    if (!kept) return holdCourt(db, row, resource.locationId, now, actor, { savepoint: !input.failsTransaction });
    return holdOnKeptGrid(db, request, checked, rowOf, actor);
  }
  // The history row and the announcement commit with the hold (same transaction).
  const announce = async (tx: DbOrTx, booking: BookingRow) => {
    await recordChanges(tx, [
      {
        booking,
        action: 'hold',
        from: null,
        to: 'reserved',
        actorUserId: actor,
      },
    ]);
    await notifySlotChanges(tx, [changeOf(booking)]);
  };
  return insertSessionHold(db, { ...row, sessionId: fitted.sessionId }, now, announce);
}

export interface QuoteInput {
  organizationId: string;
  resourceId: string;
  start: Date;
  end: Date;
  type: BookingType;
  places?: number;
  /** A course's place: checked against the course's enrolment window, not the rule's lead time. */
  courseEnrolment?: boolean;
  now?: Date;
}

export interface Quote {
  priceCents: number;
  unitPriceCents: number;
  places: number;
  sessionId?: string;
}

/** The price the grid asks for a request (throws the same rule errors as holdSlot). */
export async function quoteSlot(db: DbOrTx, input: QuoteInput): Promise<Quote> {
  const { fitted } = await checkRequest(db, {
    ...input,
    now: input.now ?? new Date(),
    ignoreTimeWindow: Boolean(input.courseEnrolment),
  });
  const places = input.type === 'come_together' ? (input.places ?? 1) : 1;
  return {
    priceCents: fitted.priceCents * places,
    unitPriceCents: fitted.priceCents,
    places,
    ...(fitted.sessionId ? { sessionId: fitted.sessionId } : {}),
  };
}

/** The booking and, for an abo, every open booking of its subscription (held together). */
export async function lockGroup(db: DbOrTx, bookingIds: string[]): Promise<BookingRow[]> {
  const direct = await bookingRepository.lockByIds(db, bookingIds);
  const subscriptionIds = [...new Set(direct.map((b) => b.subscriptionId).filter((id): id is string => Boolean(id)))];
  if (!subscriptionIds.length) return direct;
  const siblings = await bookingRepository.lockOpenOfSubscriptions(db, subscriptionIds);
  const all = new Map(direct.map((b) => [b.id, b]));
  for (const s of siblings) all.set(s.id, s);
  return [...all.values()];
}
