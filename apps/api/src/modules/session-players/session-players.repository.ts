// The only code of the session-players module that touches Drizzle (docs/ARCHITECTURE.md#conventions).
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, dynamicSlots } from '../../db/schema/booking';
import { users } from '../../db/schema/users';

export const sessionPlayersRepository = {
  /** Live player bookings of the given sessions of one organization, oldest first. */
  async playersOf(db: DbOrTx, organizationId: string, sessionIds: string[], now: Date) {
    if (!sessionIds.length) return [];
    return db
      .select({
        sessionId: bookings.sessionId,
        places: bookings.places,
        userName: users.name,
        guestContact: bookings.guestContact,
        userId: bookings.userId,
      })
      .from(bookings)
      .innerJoin(dynamicSlots, eq(dynamicSlots.id, bookings.sessionId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(
        and(
          eq(dynamicSlots.organizationId, organizationId),
          inArray(bookings.sessionId, sessionIds),
          inArray(bookings.status, ['reserved', 'pending', 'upcoming', 'completed']),
          or(isNull(bookings.expiresAt), gt(bookings.expiresAt, now)),
        ),
      )
      .orderBy(asc(bookings.createdAt));
  },
};
