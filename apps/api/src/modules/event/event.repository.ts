import { and, asc, desc, eq, gt, ilike, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dynamicSlots, events } from '../../db/schema/booking';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

export interface EventFilter {
  organizationId: string;
  from?: Date;
  to?: Date;
  search?: string;
  locationId?: string;
  includeUnpublished: boolean;
  /** Only events in this status (docs/product/content.md#events). */
  status?: EventRow['status'];
  /** Events that ended before this instant (the staff list's "past"). */
  endedBefore?: Date;
  newestFirst?: boolean;
  limit: number;
  offset: number;
}

export const eventRepository = {
  async list(db: DbOrTx, f: EventFilter): Promise<{ rows: EventRow[]; count: number }> {
    const pattern = f.search ? `%${f.search.replaceAll('%', '\\%').replaceAll('_', '\\_')}%` : undefined;
    const where = and(
      eq(events.organizationId, f.organizationId),
      f.includeUnpublished ? undefined : eq(events.published, true),
      f.status === undefined ? undefined : eq(events.status, f.status),
      f.endedBefore ? lte(events.endsAt, f.endedBefore) : undefined,
      f.from ? gt(events.endsAt, f.from) : undefined,
      f.to ? lt(events.startsAt, f.to) : undefined,
      f.locationId ? eq(events.locationId, f.locationId) : undefined,
      pattern
        ? or(
            ilike(sql`${events.title}->>'de'`, pattern),
            ilike(sql`${events.title}->>'en'`, pattern),
            ilike(events.slug, pattern),
          )
        : undefined,
    );
    const rows = await db
      .select()
      .from(events)
      .where(where)
      .orderBy(f.newestFirst ? desc(events.startsAt) : asc(events.startsAt), asc(events.slug))
      .limit(f.limit)
      .offset(f.offset);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(where);
    return { rows, count: Number(total?.n ?? 0) };
  },
  async findBySlug(db: DbOrTx, organizationId: string, slug: string): Promise<EventRow | undefined> {
    const [row] = await db
      .select()
      .from(events)
      .where(and(eq(events.organizationId, organizationId), eq(events.slug, slug)));
    return row;
  },
  async findById(db: DbOrTx, organizationId: string, id: string): Promise<EventRow | undefined> {
    const [row] = await db
      .select()
      .from(events)
      .where(and(eq(events.organizationId, organizationId), eq(events.id, id)));
    return row;
  },
  async insert(db: DbOrTx, row: NewEvent): Promise<EventRow> {
    const [inserted] = await db.insert(events).values(row).returning();
    return inserted!;
  },
  async update(db: DbOrTx, id: string, patch: Partial<NewEvent>): Promise<EventRow> {
    const [row] = await db
      .update(events)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    return row!;
  },
  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(events).where(eq(events.id, id));
  },
  async sessionInOrganization(db: DbOrTx, organizationId: string, sessionId: string) {
    const [row] = await db
      .select()
      .from(dynamicSlots)
      .where(
        and(
          eq(dynamicSlots.organizationId, organizationId),
          eq(dynamicSlots.id, sessionId),
          eq(dynamicSlots.kind, 'come_together'),
        ),
      );
    return row;
  },
};
