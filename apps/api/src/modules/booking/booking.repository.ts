// The only code of the booking module that touches Drizzle (docs/ARCHITECTURE.md#conventions).
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BookingStatus } from '@courtside/core/enums';
import { bookingById, bookingsLocked } from './booking.statements';
import type { DbOrTx } from '../../db/client';
import { bookingEvents, bookings, dynamicSlots, subscriptions } from '../../db/schema/booking';
import { users } from '../../db/schema/users';
import { resources } from '../../db/schema/venue';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type NewBookingEvent = typeof bookingEvents.$inferInsert;
export type DynamicSlotRow = typeof dynamicSlots.$inferSelect;

/** Namespace of the advisory locks taken per resource (any constant unique in the app). */
const HOLD_LOCK_SPACE = 727_004;

const openHoldStatuses: BookingStatus[] = ['reserved', 'pending'];

export const bookingRepository = {
  async findById(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
    return (await bookingById(db, { id }))[0];
  },

  /** Locks the rows (in id order, so two transactions never deadlock on them). */
  async lockByIds(db: DbOrTx, ids: string[]): Promise<BookingRow[]> {
    if (!ids.length) return [];
    return bookingsLocked(db, { ids });
  },

  async lockOpenOfSubscriptions(db: DbOrTx, subscriptionIds: string[]): Promise<BookingRow[]> {
    if (!subscriptionIds.length) return [];
    return db
      .select()
      .from(bookings)
      .where(
        and(
          inArray(bookings.subscriptionId, subscriptionIds),
          inArray(bookings.status, ['reserved', 'pending', 'upcoming']),
        ),
      )
      .orderBy(asc(bookings.id))
      .for('update');
  },

  async insert(db: DbOrTx, row: NewBooking): Promise<BookingRow> {
    const [inserted] = await db.insert(bookings).values(row).returning();
    return inserted!;
  },

  async update(db: DbOrTx, id: string, patch: Partial<NewBooking>): Promise<BookingRow> {
    const [row] = await db
      .update(bookings)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning();
    return row!;
  },

  /**
   * Serializes court holds of one resource and day until the transaction ends. Concurrent inserts
   * that conflict under an exclusion constraint can deadlock each other in PostgreSQL (each inserts
   * its index entry, then waits for the others); a lock per resource and UTC day turns the race
   * into a queue, and the pre-check then answers SLOT_TAKEN. Two overlapping ranges always share
   * a day, and the days are locked in order, so the locks themselves cannot deadlock. The
   * constraint still guards every other path.
   */
  async lockResourceForHolds(db: DbOrTx, resourceId: string, start: Date, end: Date): Promise<void> {
    const keys: string[] = [];
    for (
      let day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
      day < end.getTime() && keys.length < 32;
      day += 86_400_000
    ) {
      keys.push(`${resourceId}:${new Date(day).toISOString().slice(0, 10)}`);
    }
    await db.execute(
      sql`select pg_advisory_xact_lock(${HOLD_LOCK_SPACE}, hashtext(k)) from (select k from unnest(string_to_array(${keys.join(',')}, ',')) k order by k) s`,
    );
  },

  /**
   * Expired holds that collide with [start, end) on a resource become cancelled, so a new hold may
   * take their place (docs/product.md#come-together); each gets its history row ('expire', from the
   * status it had) in the same statement. Player bookings of a session are matched by sessionId instead.
   */
  async expireColliding(
    db: DbOrTx,
    input: { resourceId: string; start: Date; end: Date; sessionId?: string; now: Date },
  ): Promise<{ id: string; fromStatus: BookingStatus }[]> {
    const at = input.now.toISOString();
    const collide: SQL = input.sessionId
      ? sql`session_id = ${input.sessionId}::uuid`
      : sql`session_id is null and during && tstzrange(${input.start.toISOString()}::timestamptz, ${input.end.toISOString()}::timestamptz, '[)')`;
    const result = await db.execute(sql`
      with due as (
        select id, status from bookings
        where resource_id = ${input.resourceId}::uuid and status in ('reserved', 'pending')
          and expires_at <= ${at}::timestamptz and ${collide}
        for update
      ), done as (
        update bookings b
        set status = 'cancelled', cancelled_at = ${at}::timestamptz, cancel_reason = 'hold_expired', updated_at = ${at}::timestamptz
        from due where b.id = due.id
        returning b.id, b.organization_id, due.status as from_status
      ), history as (
        insert into booking_events (organization_id, booking_id, action, from_status, to_status, reason)
        select organization_id, id, 'expire', from_status, 'cancelled', 'hold_expired' from done
      )
      select id, from_status from done`);
    return (result as unknown as { rows: { id: string; from_status: BookingStatus }[] }).rows.map((r) => ({
      id: r.id,
      fromStatus: r.from_status,
    }));
  },

  /** Live court-holding bookings overlapping [start, end) on a resource. */
  async findLiveCourtHolders(
    db: DbOrTx,
    input: { resourceId: string; start: Date; end: Date; now: Date; excludeIds?: string[] },
  ): Promise<BookingRow[]> {
    const rows = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.resourceId, input.resourceId),
          isNull(bookings.sessionId),
          inArray(bookings.status, ['reserved', 'pending', 'upcoming']),
          or(eq(bookings.status, 'upcoming'), isNull(bookings.expiresAt), gt(bookings.expiresAt, input.now)),
          sql`${bookings.during} && tstzrange(${input.start.toISOString()}::timestamptz, ${input.end.toISOString()}::timestamptz, '[)')`,
        ),
      );
    return input.excludeIds ? rows.filter((r) => !input.excludeIds!.includes(r.id)) : rows;
  },

  /** Places taken in a session by live player bookings. */
  async placesTaken(db: DbOrTx, sessionId: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ taken: sql<number>`coalesce(sum(${bookings.places}), 0)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.sessionId, sessionId),
          inArray(bookings.status, ['reserved', 'pending', 'upcoming']),
          or(eq(bookings.status, 'upcoming'), isNull(bookings.expiresAt), gt(bookings.expiresAt, now)),
        ),
      );
    return Number(row?.taken ?? 0);
  },

  async lockSession(db: DbOrTx, sessionId: string): Promise<DynamicSlotRow | undefined> {
    const [row] = await db.select().from(dynamicSlots).where(eq(dynamicSlots.id, sessionId)).for('update');
    return row;
  },

  async updateDynamicSlot(
    db: DbOrTx,
    id: string,
    patch: Partial<typeof dynamicSlots.$inferInsert>,
  ): Promise<DynamicSlotRow> {
    const [row] = await db
      .update(dynamicSlots)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(dynamicSlots.id, id))
      .returning();
    return row!;
  },

  /** Open bookings of a dynamic slot: its court hold and, for a session, the player bookings. */
  async lockOpenOfDynamicSlot(db: DbOrTx, slotId: string): Promise<BookingRow[]> {
    return db
      .select()
      .from(bookings)
      .where(
        and(
          or(eq(bookings.dynamicSlotId, slotId), eq(bookings.sessionId, slotId)),
          inArray(bookings.status, ['reserved', 'pending', 'upcoming']),
        ),
      )
      .orderBy(asc(bookings.id))
      .for('update');
  },

  /** Who to tell about a booking: the user's address, or the guest contact. */
  async contactsOf(
    db: DbOrTx,
    rows: BookingRow[],
  ): Promise<{ bookingId: string; email: string; name: string; locale: string }[]> {
    const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))];
    const people = userIds.length
      ? await db
          .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
          .from(users)
          .where(inArray(users.id, userIds))
      : [];
    const out: { bookingId: string; email: string; name: string; locale: string }[] = [];
    for (const r of rows) {
      const user = people.find((p) => p.id === r.userId);
      if (user) out.push({ bookingId: r.id, email: user.email, name: user.name, locale: user.locale });
      else if (r.guestContact?.email)
        out.push({ bookingId: r.id, email: r.guestContact.email, name: r.guestContact.name ?? '', locale: 'de' });
    }
    return out;
  },

  async resourceLocation(
    db: DbOrTx,
    resourceId: string,
  ): Promise<{ locationId: string; organizationId: string } | undefined> {
    const [row] = await db
      .select({ locationId: resources.locationId, organizationId: resources.organizationId })
      .from(resources)
      .where(eq(resources.id, resourceId));
    return row;
  },

  async organizationOfUser(db: DbOrTx, userId: string): Promise<string | undefined> {
    const [row] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId));
    return row?.organizationId;
  },

  /** Moves a guest's open holds and abo holds to a user (subscriptions first, then bookings). */
  async transferOwner(
    db: DbOrTx,
    fromGuestToken: string,
    toUserId: string,
    organizationId: string,
  ): Promise<BookingRow[]> {
    await db
      .update(subscriptions)
      .set({ userId: toUserId, guestToken: null, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.guestToken, fromGuestToken),
          eq(subscriptions.organizationId, organizationId),
          inArray(subscriptions.status, ['reserved', 'pending']),
        ),
      );
    return db
      .update(bookings)
      .set({ userId: toUserId, guestToken: null, updatedAt: new Date() })
      .where(
        and(
          eq(bookings.guestToken, fromGuestToken),
          eq(bookings.organizationId, organizationId),
          inArray(bookings.status, openHoldStatuses),
        ),
      )
      .returning();
  },

  async setSubscriptionStatus(
    db: DbOrTx,
    ids: string[],
    patch: Partial<typeof subscriptions.$inferInsert>,
  ): Promise<void> {
    if (!ids.length) return;
    await db
      .update(subscriptions)
      .set({ ...patch, updatedAt: new Date() })
      .where(inArray(subscriptions.id, ids));
  },

  /** Abo dates a customer cancelled themselves (returned as credit). */
  async countCustomerReturns(db: DbOrTx, subscriptionId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(
        and(
          eq(bookings.subscriptionId, subscriptionId),
          eq(bookingEvents.action, 'cancel'),
          sql`${bookingEvents.details}->>'byStaff' = 'false'`,
          sql`${bookingEvents.fromStatus} = 'upcoming'`,
        ),
      );
    return Number(row?.count ?? 0);
  },

  async insertEvents(db: DbOrTx, rows: NewBookingEvent[]): Promise<void> {
    if (rows.length) await db.insert(bookingEvents).values(rows);
  },

  async eventsOf(db: DbOrTx, bookingId: string): Promise<BookingEventRow[]> {
    return db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  },
};
