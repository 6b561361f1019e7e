import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, dynamicSlots } from '../../db/schema/booking';
import { resources } from '../../db/schema/venue';

export type DynamicSlotRow = typeof dynamicSlots.$inferSelect;
export type NewDynamicSlot = typeof dynamicSlots.$inferInsert;

export interface DynamicSlotFilter {
  organizationId: string;
  from?: Date;
  to?: Date;
  kind?: DynamicSlotRow['kind'];
  resourceId?: string;
  status?: 'active' | 'cancelled';
  limit: number;
  offset: number;
}

export const dynamicSlotRepository = {
  async insert(db: DbOrTx, row: NewDynamicSlot): Promise<DynamicSlotRow> {
    const [inserted] = await db.insert(dynamicSlots).values(row).returning();
    return inserted!;
  },
  async findInOrganization(db: DbOrTx, organizationId: string, id: string): Promise<DynamicSlotRow | undefined> {
    const [row] = await db
      .select()
      .from(dynamicSlots)
      .where(and(eq(dynamicSlots.organizationId, organizationId), eq(dynamicSlots.id, id)));
    return row;
  },
  async findByIds(db: DbOrTx, ids: string[]): Promise<DynamicSlotRow[]> {
    if (!ids.length) return [];
    return db.select().from(dynamicSlots).where(inArray(dynamicSlots.id, ids));
  },
  async lock(db: DbOrTx, id: string): Promise<DynamicSlotRow | undefined> {
    const [row] = await db.select().from(dynamicSlots).where(eq(dynamicSlots.id, id)).for('update');
    return row;
  },
  async update(db: DbOrTx, id: string, patch: Partial<NewDynamicSlot>): Promise<DynamicSlotRow> {
    const [row] = await db
      .update(dynamicSlots)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(dynamicSlots.id, id))
      .returning();
    return row!;
  },
  async list(db: DbOrTx, f: DynamicSlotFilter): Promise<{ rows: DynamicSlotRow[]; count: number }> {
    const where = and(
      eq(dynamicSlots.organizationId, f.organizationId),
      f.from ? gt(dynamicSlots.endsAt, f.from) : undefined,
      f.to ? lt(dynamicSlots.startsAt, f.to) : undefined,
      f.kind ? eq(dynamicSlots.kind, f.kind) : undefined,
      f.resourceId ? eq(dynamicSlots.resourceId, f.resourceId) : undefined,
      f.status ? eq(dynamicSlots.status, f.status) : undefined,
    );
    const rows = await db
      .select()
      .from(dynamicSlots)
      .where(where)
      .orderBy(asc(dynamicSlots.startsAt), asc(dynamicSlots.id))
      .limit(f.limit)
      .offset(f.offset);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(dynamicSlots)
      .where(where);
    return { rows, count: Number(total?.n ?? 0) };
  },
  /** Places taken by live player bookings, per session. */
  async placesTaken(db: DbOrTx, sessionIds: string[], now: Date): Promise<Map<string, number>> {
    if (!sessionIds.length) return new Map();
    const rows = await db
      .select({ sessionId: bookings.sessionId, n: sql<number>`coalesce(sum(${bookings.places}), 0)::int` })
      .from(bookings)
      .where(
        and(
          inArray(bookings.sessionId, sessionIds),
          inArray(bookings.status, ['reserved', 'pending', 'upcoming']),
          sql`(${bookings.status} = 'upcoming' or ${bookings.expiresAt} is null or ${bookings.expiresAt} > ${now.toISOString()}::timestamptz)`,
        ),
      )
      .groupBy(bookings.sessionId);
    return new Map(rows.map((r) => [r.sessionId!, Number(r.n)]));
  },
  async resourceOf(db: DbOrTx, organizationId: string, resourceId: string) {
    const [row] = await db
      .select()
      .from(resources)
      .where(and(eq(resources.organizationId, organizationId), eq(resources.id, resourceId)));
    return row;
  },
};
