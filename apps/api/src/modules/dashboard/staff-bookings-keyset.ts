// Keyset paging of the staff bookings list ("the rows after this booking"): a page deep in the list
// costs what page 1 costs, where an offset walks every row it skips (bench/README.md "Dashboard at
// scale"). The cursor is opaque to clients: the sort, the order and the id of the page's last
// booking; that booking's own values are read back (exactly, as text: created_at has microseconds)
// and the next page starts after them in the list's order (staff-bookings.repository.ts orderByOf).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { AppError } from '../../lib/app-error';
import type { StaffBookingSort } from './staff-bookings.repository';

/** Sorts on the bookings' own columns: their order is (key, start, id), which a cursor can continue. */
export const keysetSorts = ['start', 'createdAt', 'priceCents', 'status', 'type'] as const;
export type KeysetSort = (typeof keysetSorts)[number];

export const isKeysetSort = (sort: StaffBookingSort): sort is KeysetSort =>
  (keysetSorts as readonly string[]).includes(sort);

interface Cursor {
  sort: KeysetSort;
  order: 'asc' | 'desc';
  id: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.order, c.id])).toString('base64url');
}

const badCursor = (message: string) => new AppError('VALIDATION_FAILED', message, { reason: 'bad_cursor' });

/** The cursor of `after`, checked against the request's sort and order. */
export function decodeCursor(after: string, sort: StaffBookingSort, order: 'asc' | 'desc'): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('after is not a cursor of this list (use the nextCursor of a previous answer)');
  }
  const [s, o, id] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  if (typeof s !== 'string' || !isKeysetSort(s as StaffBookingSort) || (o !== 'asc' && o !== 'desc'))
    throw badCursor('after is not a cursor of this list (use the nextCursor of a previous answer)');
  if (typeof id !== 'string' || !uuidPattern.test(id))
    throw badCursor('after is not a cursor of this list (use the nextCursor of a previous answer)');
  if (!isKeysetSort(sort))
    throw badCursor(`after pages the sorts ${keysetSorts.join(', ')}; sort by ${sort} pages with page`);
  if (s !== sort || o !== order) throw badCursor('after belongs to another sort or order: start again from page 1');
  return { sort: s as KeysetSort, order: o, id };
}

/**
 * The condition "after the cursor's booking" in the list's order; the booking must be a customer
 * booking of the organization (else 400: it was deleted, or never was one of this list).
 */
export async function afterCursor(db: DbOrTx, organizationId: string, c: Cursor): Promise<SQL> {
  const [v] = await db
    .select({
      startsAt: sql<string>`${bookings.startsAt}::text`,
      createdAt: sql<string>`${bookings.createdAt}::text`,
      priceCents: bookings.priceCents,
      status: bookings.status,
      type: bookings.type,
    })
    .from(bookings)
    .where(and(eq(bookings.id, c.id), eq(bookings.organizationId, organizationId), isNull(bookings.dynamicSlotId)));
  if (!v) throw badCursor('The booking of this cursor is no longer in the list: start again from page 1');
  const cmp = c.order === 'asc' ? sql.raw('>') : sql.raw('<');
  const start = sql`${v.startsAt}::timestamptz`;
  // sort 'start' orders by (starts_at, id) both in the chosen direction: one row comparison, which
  // bookings_staff_list_idx answers directly.
  if (c.sort === 'start') return sql`(${bookings.startsAt}, ${bookings.id}) ${cmp} (${start}, ${c.id}::uuid)`;
  // Other sorts order by (key in the chosen direction, starts_at desc, id asc).
  const key: Record<Exclude<KeysetSort, 'start'>, [SQL, SQL]> = {
    createdAt: [sql`${bookings.createdAt}`, sql`${v.createdAt}::timestamptz`],
    priceCents: [sql`${bookings.priceCents}`, sql`${v.priceCents}::int`],
    status: [sql`${bookings.status}`, sql`${v.status}::text`],
    type: [sql`${bookings.type}`, sql`${v.type}::text`],
  };
  const [column, value] = key[c.sort];
  return sql`(${column} ${cmp} ${value} or (${column} = ${value} and (${bookings.startsAt} < ${start}
    or (${bookings.startsAt} = ${start} and ${bookings.id} > ${c.id}::uuid))))`;
}
