// The only code of the post module that touches Drizzle.
import { and, count, desc, eq, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentRedirects, posts } from '../../db/schema/content';
import type { ContentStatus } from '../../db/schema/content';
import { organizations } from '../../db/schema/organizations';
import { events } from '../../db/schema/booking';

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/** Published, or scheduled with its time come (the job flips those to published shortly after). */
export const isPublic = (now: Date): SQL =>
  or(
    and(eq(posts.status, 'published'), lte(posts.publishedAt, now)),
    and(eq(posts.status, 'scheduled'), lte(posts.publishAt, now)),
  )!;

const shownAt = sql`coalesce(${posts.publishedAt}, ${posts.publishAt}, ${posts.createdAt})`;

export const postRepository = {
  async organizationLocale(db: DbOrTx, organizationId: string): Promise<string> {
    const [row] = await db
      .select({ locale: organizations.locale })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return row?.locale ?? 'de';
  },

  async insert(db: DbOrTx, row: NewPostRow): Promise<PostRow> {
    const [inserted] = await db.insert(posts).values(row).returning();
    return inserted!;
  },

  async update(db: DbOrTx, organizationId: string, id: string, patch: Partial<NewPostRow>): Promise<PostRow> {
    const [row] = await db
      .update(posts)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(posts.organizationId, organizationId), eq(posts.id, id)))
      .returning();
    return row!;
  },

  async find(db: DbOrTx, organizationId: string, id: string, forUpdate = false): Promise<PostRow | undefined> {
    const query = db
      .select()
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.id, id)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async slugTaken(db: DbOrTx, organizationId: string, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.organizationId, organizationId),
          eq(posts.slug, slug),
          exceptId ? ne(posts.id, exceptId) : undefined,
        ),
      );
    return Boolean(row);
  },

  async delete(db: DbOrTx, organizationId: string, id: string): Promise<PostRow | undefined> {
    const [row] = await db
      .delete(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.id, id)))
      .returning();
    return row;
  },

  async listManaged(
    db: DbOrTx,
    filter: { organizationId: string; status?: ContentStatus; search?: string; limit: number; offset: number },
  ): Promise<{ rows: PostRow[]; count: number }> {
    const where = and(
      eq(posts.organizationId, filter.organizationId),
      filter.status ? eq(posts.status, filter.status) : undefined,
      filter.search
        ? or(
            ilike(sql`${posts.title}::text`, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
            ilike(posts.slug, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          )
        : undefined,
    );
    const rows = await db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db.select({ n: count() }).from(posts).where(where);
    return { rows, count: total?.n ?? 0 };
  },

  async listPublic(
    db: DbOrTx,
    filter: { organizationId: string; now: Date; tag?: string; limit: number; offset: number; exceptId?: string },
  ): Promise<{ rows: PostRow[]; count: number }> {
    const where = and(
      eq(posts.organizationId, filter.organizationId),
      isPublic(filter.now),
      filter.tag ? sql`${filter.tag} = any(${posts.tags})` : undefined,
      filter.exceptId ? ne(posts.id, filter.exceptId) : undefined,
    );
    const rows = await db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(shownAt), desc(posts.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db.select({ n: count() }).from(posts).where(where);
    return { rows, count: total?.n ?? 0 };
  },

  async publicTags(db: DbOrTx, organizationId: string, now: Date): Promise<string[]> {
    const rows = await db
      .selectDistinct({ tag: sql<string>`unnest(${posts.tags})` })
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), isPublic(now)));
    return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
  },

  async findPublicBySlug(db: DbOrTx, organizationId: string, slug: string, now: Date): Promise<PostRow | undefined> {
    const [row] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.slug, slug), isPublic(now)));
    return row;
  },

  async findBySlug(db: DbOrTx, organizationId: string, slug: string): Promise<PostRow | undefined> {
    const [row] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.slug, slug)));
    return row;
  },

  async redirectTarget(db: DbOrTx, organizationId: string, entity: string, oldSlug: string): Promise<string | null> {
    const [row] = await db
      .select({ targetId: contentRedirects.targetId })
      .from(contentRedirects)
      .where(
        and(
          eq(contentRedirects.organizationId, organizationId),
          eq(contentRedirects.entity, entity),
          eq(contentRedirects.oldSlug, oldSlug),
        ),
      );
    return row?.targetId ?? null;
  },

  /** The old slug now leads to the item; a redirect from its new slug (an earlier rename back) goes. */
  async addRedirect(
    db: DbOrTx,
    organizationId: string,
    entity: string,
    oldSlug: string,
    newSlug: string,
    targetId: string,
  ): Promise<void> {
    await db
      .delete(contentRedirects)
      .where(
        and(
          eq(contentRedirects.organizationId, organizationId),
          eq(contentRedirects.entity, entity),
          eq(contentRedirects.oldSlug, newSlug),
        ),
      );
    await db
      .insert(contentRedirects)
      .values({ organizationId, entity, oldSlug, targetId })
      .onConflictDoUpdate({
        target: [contentRedirects.organizationId, contentRedirects.entity, contentRedirects.oldSlug],
        set: { targetId, createdAt: new Date() },
      });
  },

  /** Scheduled posts whose time has come become published (at their scheduled time). */
  async publishDue(db: DbOrTx, now: Date): Promise<PostRow[]> {
    return db
      .update(posts)
      .set({ status: 'published', publishedAt: sql`${posts.publishAt}`, updatedAt: now })
      .where(and(eq(posts.status, 'scheduled'), lte(posts.publishAt, now)))
      .returning();
  },

  /** Published events a post embeds as cards. */
  async publicEvents(
    db: DbOrTx,
    organizationId: string,
    ids: string[],
  ): Promise<{ id: string; slug: string; title: Record<string, string>; startsAt: Date }[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: events.id, slug: events.slug, title: events.title, startsAt: events.startsAt })
      .from(events)
      .where(and(eq(events.organizationId, organizationId), eq(events.published, true), inArray(events.id, ids)));
    return rows.map((r) => ({ ...r, title: { ...r.title } }));
  },

  async sitemapEntries(db: DbOrTx, organizationId: string, now: Date): Promise<{ slug: string; updatedAt: Date }[]> {
    return db
      .select({ slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), isPublic(now)))
      .orderBy(desc(shownAt))
      .limit(5000);
  },
};
