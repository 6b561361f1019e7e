// The only code of the media module that touches Drizzle.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediaFiles, mediaStorage, mediaUsages } from '../../db/schema/content';
import type { MediaKind } from '../../db/schema/content';
import { containing } from '../../db/like';

export type MediaRow = typeof mediaFiles.$inferSelect;
export type NewMediaRow = typeof mediaFiles.$inferInsert;
export type MediaUsageRow = typeof mediaUsages.$inferSelect;

export interface MediaFilter {
  organizationId: string;
  search?: string;
  tag?: string;
  kind?: MediaKind;
  limit: number;
  offset: number;
}

export const mediaRepository = {
  /**
   * Adds bytes to the organization's storage use if they fit under its limit: one conditional
   * update, so two uploads at once cannot both squeeze past the quota. False when they do not fit.
   */
  async reserveBytes(db: DbOrTx, organizationId: string, bytes: number, defaultLimit: number): Promise<boolean> {
    await db.insert(mediaStorage).values({ organizationId }).onConflictDoNothing();
    const rows = await db
      .update(mediaStorage)
      .set({ usedBytes: sql`${mediaStorage.usedBytes} + ${bytes}` })
      .where(
        and(
          eq(mediaStorage.organizationId, organizationId),
          sql`${mediaStorage.usedBytes} + ${bytes} <= coalesce(${mediaStorage.limitBytes}, ${defaultLimit})`,
        ),
      )
      .returning({ used: mediaStorage.usedBytes });
    return rows.length === 1;
  },

  async releaseBytes(db: DbOrTx, organizationId: string, bytes: number): Promise<void> {
    await db
      .update(mediaStorage)
      .set({ usedBytes: sql`greatest(${mediaStorage.usedBytes} - ${bytes}, 0)` })
      .where(eq(mediaStorage.organizationId, organizationId));
  },

  async storage(db: DbOrTx, organizationId: string): Promise<{ usedBytes: number; limitBytes: number | null }> {
    const [row] = await db.select().from(mediaStorage).where(eq(mediaStorage.organizationId, organizationId));
    return {
      usedBytes: Number(row?.usedBytes ?? 0),
      limitBytes: row?.limitBytes == null ? null : Number(row.limitBytes),
    };
  },

  async insert(db: DbOrTx, row: NewMediaRow): Promise<MediaRow> {
    const [inserted] = await db.insert(mediaFiles).values(row).returning();
    return inserted!;
  },

  async find(db: DbOrTx, organizationId: string, id: string): Promise<MediaRow | undefined> {
    const [row] = await db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.organizationId, organizationId), eq(mediaFiles.id, id)));
    return row;
  },

  async findMany(db: DbOrTx, organizationId: string, ids: string[]): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.organizationId, organizationId), inArray(mediaFiles.id, ids)));
  },

  async list(db: DbOrTx, filter: MediaFilter): Promise<{ rows: MediaRow[]; count: number }> {
    const pattern = filter.search ? containing(filter.search.trim()) : undefined;
    const where = and(
      eq(mediaFiles.organizationId, filter.organizationId),
      filter.kind ? eq(mediaFiles.kind, filter.kind) : undefined,
      filter.tag ? sql`${filter.tag} = any(${mediaFiles.tags})` : undefined,
      pattern
        ? sql`(${mediaFiles.name} ilike ${pattern} or ${mediaFiles.alt}::text ilike ${pattern} or array_to_string(${mediaFiles.tags}, ' ') ilike ${pattern})`
        : undefined,
    );
    const rows = await db
      .select()
      .from(mediaFiles)
      .where(where)
      .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db.select({ n: count() }).from(mediaFiles).where(where);
    return { rows, count: total?.n ?? 0 };
  },

  async tags(db: DbOrTx, organizationId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ tag: sql<string>`unnest(${mediaFiles.tags})` })
      .from(mediaFiles)
      .where(eq(mediaFiles.organizationId, organizationId));
    return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
  },

  async update(
    db: DbOrTx,
    organizationId: string,
    id: string,
    patch: Partial<Pick<MediaRow, 'name' | 'alt' | 'tags'>>,
  ): Promise<MediaRow | undefined> {
    const [row] = await db
      .update(mediaFiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(mediaFiles.organizationId, organizationId), eq(mediaFiles.id, id)))
      .returning();
    return row;
  },

  async delete(db: DbOrTx, organizationId: string, id: string): Promise<MediaRow | undefined> {
    const [row] = await db
      .delete(mediaFiles)
      .where(and(eq(mediaFiles.organizationId, organizationId), eq(mediaFiles.id, id)))
      .returning();
    return row;
  },

  async usagesOf(db: DbOrTx, organizationId: string, mediaIds: string[]): Promise<MediaUsageRow[]> {
    if (mediaIds.length === 0) return [];
    return db
      .select()
      .from(mediaUsages)
      .where(and(eq(mediaUsages.organizationId, organizationId), inArray(mediaUsages.mediaId, mediaIds)));
  },

  async replaceUsages(
    db: DbOrTx,
    organizationId: string,
    entity: string,
    entityId: string,
    label: string,
    mediaIds: string[],
  ): Promise<void> {
    await db
      .delete(mediaUsages)
      .where(
        and(
          eq(mediaUsages.organizationId, organizationId),
          eq(mediaUsages.entity, entity),
          eq(mediaUsages.entityId, entityId),
        ),
      );
    const unique = [...new Set(mediaIds)];
    if (unique.length > 0)
      await db
        .insert(mediaUsages)
        .values(unique.map((mediaId) => ({ mediaId, organizationId, entity, entityId, label })));
  },
};
