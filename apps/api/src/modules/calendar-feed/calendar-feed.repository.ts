// The only code of the calendar feed that touches Drizzle (docs/ARCHITECTURE.md#conventions).
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { BookingStatus, BookingType } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { organizations } from '../../db/schema/organizations';
import { calendarFeeds } from '../../db/schema/public-site';
import { users } from '../../db/schema/users';
import { locations, resources } from '../../db/schema/venue';
import type { Address } from '../../db/schema/venue';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** A booking with what a calendar entry shows: court, category and the venue's address. */
export interface CalendarBookingRow {
  id: string;
  userId: string | null;
  organizationId: string;
  startsAt: Date;
  endsAt: Date;
  type: BookingType;
  status: BookingStatus;
  places: number;
  createdAt: Date;
  updatedAt: Date;
  resourceName: string;
  category: string;
  locationName: string;
  address: Address;
}

const bookingColumns = {
  id: bookings.id,
  userId: bookings.userId,
  organizationId: bookings.organizationId,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  type: bookings.type,
  status: bookings.status,
  places: bookings.places,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  resourceName: resources.name,
  category: resources.category,
  locationName: locations.name,
  address: locations.address,
};

export const calendarFeedRepository = {
  async findByUser(db: DbOrTx, userId: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  },

  async findByToken(db: DbOrTx, token: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
    return row;
  },

  /** Creates the user's feed, or replaces its token when `rotate` is set; answers the stored row. */
  async save(
    db: DbOrTx,
    input: { userId: string; organizationId: string; token: string; rotate: boolean },
  ): Promise<CalendarFeedRow> {
    const insert = db
      .insert(calendarFeeds)
      .values({ userId: input.userId, organizationId: input.organizationId, token: input.token });
    const [row] = input.rotate
      ? await insert
          .onConflictDoUpdate({
            target: calendarFeeds.userId,
            set: { token: input.token, createdAt: sql`now()`, lastFetchedAt: null },
          })
          .returning()
      : await insert.onConflictDoNothing().returning();
    return row ?? (await this.findByUser(db, input.userId))!;
  },

  async touch(db: DbOrTx, userId: string): Promise<void> {
    await db
      .update(calendarFeeds)
      .set({ lastFetchedAt: sql`now()` })
      .where(eq(calendarFeeds.userId, userId));
  },

  async userLocale(db: DbOrTx, userId: string): Promise<{ locale: string; deletedAt: Date | null } | undefined> {
    const [row] = await db
      .select({ locale: users.locale, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  async organization(db: DbOrTx, organizationId: string): Promise<{ name: string; timezone: string } | undefined> {
    const [row] = await db
      .select({ name: organizations.name, timezone: organizations.timezone })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return row;
  },

  /**
   * A customer's bookings for the feed: paid or played ones, and cancelled ones that had an order
   * (so calendar apps remove them); holds that were given back never appear. Court holds of
   * sessions and blocks (dynamic_slot_id) are not customer bookings.
   */
  async bookingsOfUser(db: DbOrTx, organizationId: string, userId: string, since: Date): Promise<CalendarBookingRow[]> {
    return db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(resources, eq(resources.id, bookings.resourceId))
      .innerJoin(locations, eq(locations.id, resources.locationId))
      .where(
        and(
          eq(bookings.organizationId, organizationId),
          eq(bookings.userId, userId),
          isNull(bookings.dynamicSlotId),
          gte(bookings.endsAt, since),
          or(
            inArray(bookings.status, ['upcoming', 'completed']),
            and(eq(bookings.status, 'cancelled'), isNotNull(bookings.orderId)),
          ),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(1000);
  },

  async bookingById(db: DbOrTx, organizationId: string, id: string): Promise<CalendarBookingRow | undefined> {
    const [row] = await db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(resources, eq(resources.id, bookings.resourceId))
      .innerJoin(locations, eq(locations.id, resources.locationId))
      .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, id), isNull(bookings.dynamicSlotId)));
    return row;
  },
};
