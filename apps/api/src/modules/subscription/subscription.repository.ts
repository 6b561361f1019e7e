import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, subscriptions } from '../../db/schema/booking';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

export const subscriptionRepository = {
  async insert(db: DbOrTx, row: NewSubscription): Promise<SubscriptionRow> {
    const [inserted] = await db.insert(subscriptions).values(row).returning();
    return inserted!;
  },
  async update(db: DbOrTx, id: string, patch: Partial<NewSubscription>): Promise<SubscriptionRow> {
    const [row] = await db
      .update(subscriptions)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(subscriptions.id, id))
      .returning();
    return row!;
  },
  async findInOrganization(db: DbOrTx, organizationId: string, id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, id)));
    return row;
  },
  async lock(db: DbOrTx, id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    return row;
  },
  async list(
    db: DbOrTx,
    filter: { organizationId: string; userId?: string; status?: string; limit: number; offset: number },
  ) {
    const where = and(
      eq(subscriptions.organizationId, filter.organizationId),
      filter.userId ? eq(subscriptions.userId, filter.userId) : undefined,
      filter.status ? eq(subscriptions.status, filter.status as SubscriptionRow['status']) : undefined,
    );
    const rows = await db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), asc(subscriptions.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(where);
    return { rows, count: Number(total?.n ?? 0) };
  },
  /** The bookings (dates) of subscriptions, in date order. */
  async bookingsOf(db: DbOrTx, subscriptionIds: string[]) {
    if (!subscriptionIds.length) return [];
    return db
      .select()
      .from(bookings)
      .where(inArray(bookings.subscriptionId, subscriptionIds))
      .orderBy(asc(bookings.startsAt));
  },
};
