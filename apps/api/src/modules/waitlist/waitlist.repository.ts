// Queries of the waitlist. Entries are taken with FOR UPDATE SKIP LOCKED wherever an offer may be
// made, so several API processes (and concurrent cancellations) never work on one entry at once.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { waitlistEntries, waitlistEvents } from '../../db/schema/waitlist';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;
export type WaitlistEventRow = typeof waitlistEvents.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Which waiting entries a freed range can serve: court entries overlapping it, one session's, one course's. */
export interface FreedCapacity {
  organizationId: string;
  range?: { start: Date; end: Date };
  sessionId?: string;
  courseId?: string;
}

/** The holds of an entry's open offer (a course offer holds one place per date). */
export const offerHoldIds = (e: Pick<WaitlistEntryRow, 'offerBookingId' | 'offerBookingIds'>): string[] =>
  e.offerBookingIds?.length ? e.offerBookingIds : e.offerBookingId ? [e.offerBookingId] : [];

export const waitlistRepository = {
  async insert(db: DbOrTx, row: NewWaitlistEntry): Promise<WaitlistEntryRow> {
    const [inserted] = await db.insert(waitlistEntries).values(row).returning();
    return inserted!;
  },

  async update(db: DbOrTx, id: string, patch: Partial<NewWaitlistEntry>): Promise<WaitlistEntryRow> {
    const [row] = await db
      .update(waitlistEntries)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(waitlistEntries.id, id))
      .returning();
    return row!;
  },

  async findByToken(db: DbOrTx, tokenHash: string): Promise<WaitlistEntryRow | undefined> {
    const [row] = await db
      .select()
      .from(waitlistEntries)
      .where(sql`${waitlistEntries.tokenHash} = ${tokenHash} or ${waitlistEntries.offerTokenHash} = ${tokenHash}`);
    return row;
  },

  async findById(db: DbOrTx, organizationId: string, id: string): Promise<WaitlistEntryRow | undefined> {
    const [row] = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.organizationId, organizationId), eq(waitlistEntries.id, id)));
    return row;
  },

  /** The entry, locked (waits for another transaction working on it). */
  async lock(db: DbOrTx, id: string): Promise<WaitlistEntryRow | undefined> {
    const result = await db.execute(sql`select id from waitlist_entries where id = ${id} for update`);
    if (!rowsOf(result).length) return undefined;
    const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    return row;
  },

  /**
   * Waiting entries that the freed capacity may serve, in joining order, locked for this
   * transaction; entries another transaction is offering to right now are skipped.
   */
  async lockWaiting(db: DbOrTx, freed: FreedCapacity, now: Date, limit: number): Promise<WaitlistEntryRow[]> {
    const at = now.toISOString();
    const filter = freed.courseId
      ? sql`and kind = 'course' and course_id = ${freed.courseId}`
      : freed.sessionId
        ? sql`and kind = 'session' and session_id = ${freed.sessionId}`
        : freed.range
          ? sql`and kind = 'slot' and window_start < ${freed.range.end.toISOString()}::timestamptz and window_end > ${freed.range.start.toISOString()}::timestamptz`
          : sql``;
    const result = await db.execute(sql`
      select id from waitlist_entries
      where organization_id = ${freed.organizationId} and status = 'waiting'
        and window_end > ${at}::timestamptz ${filter}
      order by created_at, id
      limit ${limit}
      for update skip locked`);
    const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
    if (!ids.length) return [];
    return db
      .select()
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.id, ids))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  },

  /** Waiting entries of cancelled courses, locked with SKIP LOCKED (the job closes them). */
  async lockOfCancelledCourses(db: DbOrTx, limit: number): Promise<WaitlistEntryRow[]> {
    const result = await db.execute(sql`
      select e.id from waitlist_entries e join courses c on c.id = e.course_id
      where e.kind = 'course' and e.status = 'waiting' and c.status = 'cancelled'
      limit ${limit}
      for update of e skip locked`);
    const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
    if (!ids.length) return [];
    return db.select().from(waitlistEntries).where(inArray(waitlistEntries.id, ids));
  },

  /** Organizations with waiting entries (the job's scan). */
  async organizationsWaiting(db: DbOrTx, now: Date): Promise<string[]> {
    const result = await db.execute(sql`
      select distinct organization_id from waitlist_entries
      where status = 'waiting' and window_end > ${now.toISOString()}::timestamptz`);
    return rowsOf<{ organization_id: string }>(result).map((r) => r.organization_id);
  },

  /**
   * Offers to settle: run out, or their hold ended otherwise (paid → booked; released or swept →
   * expired). Locked with SKIP LOCKED.
   */
  async lockOffersToSettle(
    db: DbOrTx,
    now: Date,
    limit: number,
  ): Promise<(WaitlistEntryRow & { bookingStatus: string | null })[]> {
    const result = await db.execute(sql`
      select e.id, b.status as booking_status from waitlist_entries e
      left join bookings b on b.id = e.offer_booking_id
      where e.status = 'offered'
        and (e.offer_expires_at <= ${now.toISOString()}::timestamptz or b.id is null
             or b.status in ('upcoming', 'completed', 'cancelled'))
      order by e.offer_expires_at
      limit ${limit}
      for update of e skip locked`);
    const rows = rowsOf<{ id: string; booking_status: string | null }>(result);
    if (!rows.length) return [];
    const entries = await db
      .select()
      .from(waitlistEntries)
      .where(
        inArray(
          waitlistEntries.id,
          rows.map((r) => r.id),
        ),
      );
    const status = new Map(rows.map((r) => [r.id, r.booking_status]));
    return entries.map((e) => ({ ...e, bookingStatus: status.get(e.id) ?? null }));
  },

  /** 1-based place among the waiting entries of the same queue, and the queue's length. */
  async position(db: DbOrTx, entry: WaitlistEntryRow): Promise<{ position: number | null; length: number }> {
    const same =
      entry.kind === 'course'
        ? sql`kind = 'course' and course_id = ${entry.courseId}`
        : entry.kind === 'session'
          ? sql`kind = 'session' and session_id = ${entry.sessionId}`
          : sql`kind = 'slot' and window_start < ${entry.windowEnd.toISOString()}::timestamptz and window_end > ${entry.windowStart.toISOString()}::timestamptz
              and coalesce(category, '') = ${entry.category ?? ''} and space_type = ${entry.spaceType}`;
    const result = await db.execute(sql`
      select
        count(*) filter (where status in ('waiting', 'offered'))::int as length,
        count(*) filter (where status = 'waiting' and (created_at, id) <= (select x.created_at, x.id from waitlist_entries x where x.id = ${entry.id}))::int as ahead
      from waitlist_entries
      where organization_id = ${entry.organizationId} and ${same}`);
    const row = rowsOf<{ length: number; ahead: number }>(result)[0]!;
    return { position: entry.status === 'waiting' ? Number(row.ahead) : null, length: Number(row.length) };
  },

  async liveOfOwner(
    db: DbOrTx,
    organizationId: string,
    owner: { userId?: string | null; guestToken?: string | null; email?: string | null },
  ): Promise<WaitlistEntryRow[]> {
    const who = owner.userId
      ? eq(waitlistEntries.userId, owner.userId)
      : sql`${waitlistEntries.guestToken} = ${owner.guestToken ?? ''}`;
    return db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.organizationId, organizationId),
          who,
          inArray(waitlistEntries.status, ['waiting', 'offered']),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt));
  },

  async list(
    db: DbOrTx,
    organizationId: string,
    filter: { statuses: string[]; limit: number; offset: number },
  ): Promise<{ rows: WaitlistEntryRow[]; count: number }> {
    const where = and(
      eq(waitlistEntries.organizationId, organizationId),
      inArray(waitlistEntries.status, filter.statuses as WaitlistEntryRow['status'][]),
    );
    const rows = await db
      .select()
      .from(waitlistEntries)
      .where(where)
      .orderBy(asc(waitlistEntries.windowStart), asc(waitlistEntries.createdAt))
      .limit(filter.limit)
      .offset(filter.offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(where);
    return { rows, count: Number(count?.n ?? 0) };
  },

  async insertEvent(db: DbOrTx, row: typeof waitlistEvents.$inferInsert): Promise<void> {
    await db.insert(waitlistEvents).values(row);
  },

  async eventsOf(db: DbOrTx, entryId: string): Promise<WaitlistEventRow[]> {
    return db
      .select()
      .from(waitlistEvents)
      .where(eq(waitlistEvents.entryId, entryId))
      .orderBy(asc(waitlistEvents.createdAt), asc(waitlistEvents.id));
  },

  /** The bookings of an offer, in date order. */
  async holdsOf(db: DbOrTx, ids: string[]): Promise<(typeof bookings.$inferSelect)[]> {
    if (!ids.length) return [];
    return db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.startsAt));
  },

  /** Names for the views: court, session title. */
  async labels(
    db: DbOrTx,
    resourceIds: string[],
    sessionIds: string[],
  ): Promise<{ resources: Map<string, string>; sessions: Map<string, string | null> }> {
    const resources = new Map<string, string>();
    const sessions = new Map<string, string | null>();
    if (resourceIds.length) {
      const r = await db.execute(
        sql`select id, name from resources where id in (${sql.join(
          resourceIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      for (const row of rowsOf<{ id: string; name: string }>(r)) resources.set(row.id, row.name);
    }
    if (sessionIds.length) {
      const s = await db.execute(
        sql`select id, title from dynamic_slots where id in (${sql.join(
          sessionIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      for (const row of rowsOf<{ id: string; title: string | null }>(s)) sessions.set(row.id, row.title);
    }
    return { resources, sessions };
  },
};
