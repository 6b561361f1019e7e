// The only code of the course module that touches Drizzle (docs/ARCHITECTURE.md#conventions).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { courseSessions, courses } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import type { GuestContact } from '../../db/schema/booking';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CourseSessionRow = typeof courseSessions.$inferSelect;

export interface ParticipantRow {
  bookingId: string;
  sessionId: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  userPhone: string | null;
  userLocale: string | null;
  guestContact: GuestContact | null;
  places: number;
  status: string;
  checkedInAt: Date | null;
  noShow: boolean;
}

/** Bookings that hold a place: paid, or held and not yet expired. */
const livePlace = (now: Date) =>
  sql`(${bookings.status} = 'upcoming' or ${bookings.status} = 'completed' or (${bookings.status} in ('reserved', 'pending') and (${bookings.expiresAt} is null or ${bookings.expiresAt} > ${now.toISOString()}::timestamptz)))`;

export const courseRepository = {
  async insert(db: DbOrTx, row: NewCourse): Promise<CourseRow> {
    const [created] = await db.insert(courses).values(row).returning();
    return created!;
  },
  async update(db: DbOrTx, id: string, patch: Partial<NewCourse>): Promise<CourseRow> {
    const [row] = await db
      .update(courses)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning();
    return row!;
  },
  async find(db: DbOrTx, organizationId: string, id: string): Promise<CourseRow | undefined> {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.organizationId, organizationId), eq(courses.id, id)));
    return row;
  },
  async findBySlug(db: DbOrTx, organizationId: string, slug: string): Promise<CourseRow | undefined> {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.organizationId, organizationId), eq(courses.slug, slug)));
    return row;
  },
  /** The course row locked: enrolment changes and cancellations of one course run one at a time. */
  async lock(db: DbOrTx, id: string): Promise<CourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
    return row;
  },
  async list(
    db: DbOrTx,
    organizationId: string,
    filter: { trainerId?: string; publishedOnly?: boolean } = {},
  ): Promise<CourseRow[]> {
    return db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.organizationId, organizationId),
          filter.trainerId ? eq(courses.trainerId, filter.trainerId) : undefined,
          filter.publishedOnly ? and(eq(courses.published, true), eq(courses.status, 'active')) : undefined,
        ),
      )
      .orderBy(asc(courses.createdAt));
  },
  async slugTaken(db: DbOrTx, organizationId: string, slug: string): Promise<boolean> {
    return Boolean(await courseRepository.findBySlug(db, organizationId, slug));
  },
  async insertSession(db: DbOrTx, row: typeof courseSessions.$inferInsert): Promise<CourseSessionRow> {
    const [created] = await db.insert(courseSessions).values(row).returning();
    return created!;
  },
  async updateSession(
    db: DbOrTx,
    id: string,
    patch: Partial<typeof courseSessions.$inferInsert>,
  ): Promise<CourseSessionRow> {
    const [row] = await db.update(courseSessions).set(patch).where(eq(courseSessions.id, id)).returning();
    return row!;
  },
  async sessionsOf(db: DbOrTx, courseIds: string[]): Promise<CourseSessionRow[]> {
    if (!courseIds.length) return [];
    return db
      .select()
      .from(courseSessions)
      .where(inArray(courseSessions.courseId, courseIds))
      .orderBy(asc(courseSessions.startsAt));
  },
  async findSession(db: DbOrTx, courseId: string, sessionId: string): Promise<CourseSessionRow | undefined> {
    const [row] = await db
      .select()
      .from(courseSessions)
      .where(and(eq(courseSessions.courseId, courseId), eq(courseSessions.id, sessionId)));
    return row;
  },
  /** The player bookings (places) of the given anchor slots, with who booked them. */
  async participants(db: DbOrTx, anchorSlotIds: string[], now: Date): Promise<ParticipantRow[]> {
    if (!anchorSlotIds.length) return [];
    return db
      .select({
        bookingId: bookings.id,
        sessionId: sql<string>`${bookings.sessionId}`,
        userId: bookings.userId,
        userName: users.name,
        userEmail: users.email,
        userPhone: users.phone,
        userLocale: users.locale,
        guestContact: bookings.guestContact,
        places: bookings.places,
        status: bookings.status,
        checkedInAt: bookings.checkedInAt,
        noShow: bookings.noShow,
      })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(and(inArray(bookings.sessionId, anchorSlotIds), livePlace(now)))
      .orderBy(asc(bookings.createdAt));
  },
  /** Places paid (upcoming or completed) per anchor slot: what the minimum is measured against. */
  async paidPlaces(db: DbOrTx, anchorSlotIds: string[]): Promise<Map<string, number>> {
    if (!anchorSlotIds.length) return new Map();
    const rows = await db
      .select({ sessionId: bookings.sessionId, n: sql<number>`coalesce(sum(${bookings.places}), 0)::int` })
      .from(bookings)
      .where(
        and(inArray(bookings.sessionId, anchorSlotIds), inArray(bookings.status, ['pending', 'upcoming', 'completed'])),
      )
      .groupBy(bookings.sessionId);
    return new Map(rows.map((r) => [r.sessionId!, Number(r.n)]));
  },
  /** Active courses with a minimum whose deadline has passed, locked; SKIP LOCKED for parallel job runs. */
  async lockDueForMinimum(db: DbOrTx, now: Date, limit: number): Promise<CourseRow[]> {
    return db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.status, 'active'),
          sql`${courses.minParticipants} is not null`,
          sql`${courses.minDeadline} <= ${now.toISOString()}::timestamptz`,
          sql`${courses.minimumCheckedAt} is null`,
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
  },
  async userNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
  async trainer(db: DbOrTx, organizationId: string, id: string) {
    const [row] = await db
      .select({ id: users.id, isTrainer: users.isTrainer, role: users.role })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
    return row;
  },
  async trainers(db: DbOrTx, organizationId: string) {
    return db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.isTrainer, true), sql`${users.deletedAt} is null`))
      .orderBy(asc(users.name));
  },
  async anchorIds(db: DbOrTx, slotIds: string[]): Promise<Set<string>> {
    if (!slotIds.length) return new Set();
    const rows = await db
      .select({ id: courseSessions.anchorSlotId })
      .from(courseSessions)
      .where(inArray(courseSessions.anchorSlotId, slotIds));
    return new Set(rows.map((r) => r.id));
  },
  /** anchor slot → course, for the come-together sessions that are dates of a course. */
  async coursesOfAnchors(db: DbOrTx, slotIds: string[]): Promise<Map<string, string>> {
    if (!slotIds.length) return new Map();
    const rows = await db
      .select({ id: courseSessions.anchorSlotId, courseId: courseSessions.courseId })
      .from(courseSessions)
      .where(inArray(courseSessions.anchorSlotId, slotIds));
    return new Map(rows.map((r) => [r.id, r.courseId]));
  },
  async setTrainer(db: DbOrTx, userId: string, isTrainer: boolean): Promise<void> {
    await db.update(users).set({ isTrainer, updatedAt: new Date() }).where(eq(users.id, userId));
  },
  async isTrainer(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db.select({ t: users.isTrainer }).from(users).where(eq(users.id, userId));
    return Boolean(row?.t);
  },
};
