// A court hold in one database call: the SQL function courtside_hold_court (drizzle/0025_hot_paths.sql)
// takes the locks, expires colliding stale holds, checks, inserts, writes the history and announces
// the change, exactly as insertCourtHold does step by step (docs/decisions/014-hot-paths-in-one-call.md).
// On its own it runs as one autocommit statement, prepared once per PostgreSQL connection (named);
// inside a caller's transaction it runs in a savepoint, so a refused hold leaves that transaction usable.
import { getTableColumns } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { bookings } from '../../db/schema/booking';
import { retryTransaction } from '../../db/transaction-retry';
import { AppError } from '../../lib/app-error';
import { pgErrorCode } from '../../lib/pg-errors';
import { slotTakenOnConflict } from './hold.service';
import type { BookingRow, NewBooking } from './booking.repository';

/** SQLSTATE the function raises when a live booking holds the range. */
const SLOT_HELD = 'CS409';
const NAME = 'courtside_hold_court';
const TEXT = `select * from courtside_hold_court($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`;
const columns = Object.entries(getTableColumns(bookings));

/** A row as the driver returned it (snake_case; dates as Date or text, jsonb parsed or not). */
export function bookingFromRow(raw: Record<string, unknown>): BookingRow {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    out[key] =
      value === null || value === undefined ? null : value instanceof Date ? value : column.mapFromDriverValue(value);
  }
  return out as BookingRow;
}

async function run(db: DbOrTx, values: unknown[]): Promise<Record<string, unknown>> {
  // In a caller's transaction: a savepoint, so a refused hold leaves that transaction usable.
  if (db instanceof PgTransaction) return (await db.transaction((sp) => queryPrepared(sp, NAME, TEXT, values)))[0]!;
  return (await queryPrepared(db, NAME, TEXT, values))[0]!;
}

export async function holdCourt(
  db: DbOrTx,
  row: NewBooking,
  now: Date,
  actorUserId: string | null,
): Promise<BookingRow> {
  const values = [
    row.organizationId,
    row.resourceId,
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
  ];
  try {
    // A statement of its own retries like a top-level transaction (deadlock, serialization).
    const raw = db instanceof PgTransaction ? await run(db, values) : await retryTransaction(() => run(db, values));
    return bookingFromRow(raw);
  } catch (error) {
    if (pgErrorCode(error) === SLOT_HELD) throw new AppError('SLOT_TAKEN', 'This slot is already booked');
    return slotTakenOnConflict(error);
  }
}
