// A court hold in one database call: the SQL function courtside_court_hold (drizzle/0037_hold_slim.sql)
// takes the locks, expires colliding stale holds, checks, inserts, writes the history and announces
// the change, exactly as insertCourtHold does step by step (docs/decisions/014-hot-paths-in-one-call.md,
// docs/decisions/017-hold-in-one-call.md). It answers with the new row's id and creation time only;
// every other column is what this call inserted.
// On its own it runs as one autocommit statement, prepared once per PostgreSQL connection (named),
// and the slot is announced right after the commit (hold-announce.ts, docs/decisions/
// 022-hold-announced-after-commit.md), without the answer waiting for it (docs/decisions/
// 031-hold-answered-before-its-announcement.md); inside a caller's transaction it runs in a savepoint, so a
// refused hold leaves that transaction usable, and announces inside it (only if that commits).
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { retryTransaction } from '../../db/transaction-retry';
import { AppError } from '../../lib/app-error';
import { pgErrorCode } from '../../lib/pg-errors';
import { announceAfterCommit } from './hold-announce';
import { slotTakenOnConflict } from './hold.service';
import type { BookingRow, NewBooking } from './booking.repository';

/** SQLSTATE the function raises when the organization's grid version is not the one given. */
const GRID_MOVED = 'CS410';

/**
 * The grid the hold was fitted on is no longer the venue's (drizzle/0043_hold_grid_version.sql):
 * the caller fits again on a fresh grid (hold.service.ts); never an answer of its own.
 */
export class GridChanged extends Error {}
const NAME = 'courtside_court_hold';
const TEXT = `select hold_id, hold_created_at from courtside_court_hold($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`;

/** The held row: what was inserted, with the id and time the database chose (a test compares it with a read). */
export function heldRow(row: NewBooking, id: string, createdAt: Date): BookingRow {
  return {
    id,
    organizationId: row.organizationId,
    resourceId: row.resourceId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    // The generated column; the API never reads it from a row.
    during: null,
    type: row.type,
    status: 'reserved',
    places: 1,
    priceCents: row.priceCents,
    userId: row.userId ?? null,
    guestToken: row.guestToken ?? null,
    guestContact: row.guestContact ?? null,
    orderId: null,
    subscriptionId: row.subscriptionId ?? null,
    sessionId: null,
    dynamicSlotId: null,
    expiresAt: row.expiresAt ?? null,
    extensions: 0,
    createdBy: row.createdBy ?? null,
    checkedInAt: null,
    noShow: false,
    cancelledAt: null,
    cancelReason: null,
    cancelledByStaff: false,
    note: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * The function's answer, or SLOT_TAKEN when it found a live booking in the range: asked so, it
 * answers that with no row id instead of an error (drizzle/0044_hold_refusal_as_answer.sql).
 */
async function held(db: DbOrTx, values: unknown[]): Promise<Record<string, unknown>> {
  const row = (await queryPrepared(db, NAME, TEXT, values))[0]!;
  if (row.hold_id == null) throw new AppError('SLOT_TAKEN', 'This slot is already booked');
  return row;
}

async function run(db: DbOrTx, values: unknown[], savepoint = true): Promise<Record<string, unknown>> {
  // In a caller's transaction: a savepoint, so a refused hold leaves that transaction usable and
  // rolled back to before it, its lock included (unless the caller's transaction ends on the error anyway).
  if (db instanceof PgTransaction && savepoint) return db.transaction((sp) => held(sp, values));
  return held(db, values);
}

export async function holdCourt(
  db: DbOrTx,
  row: NewBooking,
  locationId: string,
  now: Date,
  actorUserId: string | null,
  options: { savepoint?: boolean; gridVersion?: number } = {},
): Promise<BookingRow> {
  const inTransaction = db instanceof PgTransaction;
  const values = [
    row.organizationId,
    row.resourceId,
    locationId,
    row.startsAt.toISOString(),
    row.endsAt.toISOString(),
    row.type,
    row.priceCents,
    row.userId ?? null,
    row.guestToken ?? null,
    row.guestContact ? JSON.stringify(row.guestContact) : null,
    row.subscriptionId ?? null,
    row.expiresAt ? row.expiresAt.toISOString() : null,
    row.createdBy ?? null,
    actorUserId,
    now.toISOString(),
    // The history's clock is this call's, as recordChanges does (steps of one transaction keep their order).
    new Date().toISOString(),
    // p_announce: in the caller's transaction; on its own, after the commit (below).
    inTransaction,
    // p_grid_version: the version of the grid the request was fitted on, when that grid was kept.
    options.gridVersion ?? null,
    // p_refusal_as_answer: a taken slot answers with no row id instead of raising (0044).
    true,
  ];
  let raw: Record<string, unknown>;
  try {
    // A statement of its own retries like a top-level transaction (deadlock, serialization).
    raw = inTransaction ? await run(db, values, options.savepoint) : await retryTransaction(() => run(db, values));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (pgErrorCode(error) === GRID_MOVED) throw new GridChanged("The venue's grid changed");
    return slotTakenOnConflict(error);
  }
  if (!inTransaction) {
    // Queued, not awaited: the announcer sends it at once (with the holds committed meanwhile),
    // and the answer does not wait for that round trip
    // (docs/decisions/031-hold-answered-before-its-announcement.md). It never throws.
    void announceAfterCommit(db, [
      {
        organizationId: row.organizationId,
        locationId,
        resourceId: row.resourceId,
        start: row.startsAt,
        end: row.endsAt,
      },
    ]);
  }
  const createdAt = raw.hold_created_at;
  return heldRow(row, raw.hold_id as string, createdAt instanceof Date ? createdAt : new Date(String(createdAt)));
}
