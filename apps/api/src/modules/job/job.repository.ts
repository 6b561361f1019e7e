// The only code of the job module that touches Drizzle (docs/ARCHITECTURE.md#conventions).
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { contactMessages } from '../../db/schema/public-site';
import type { JobStatus } from '@courtside/core/job-schemas';
import { containing } from '../../db/like';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

export const jobRepository = {
  async organizationLocale(db: DbOrTx, organizationId: string): Promise<string> {
    const [row] = await db
      .select({ locale: organizations.locale })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return row?.locale ?? 'de';
  },

  async listManaged(
    db: DbOrTx,
    f: { organizationId: string; status?: JobStatus; search?: string; limit: number; offset: number },
  ): Promise<{ rows: JobRow[]; count: number }> {
    const pattern = f.search ? containing(f.search) : undefined;
    const where = and(
      eq(jobs.organizationId, f.organizationId),
      f.status ? eq(jobs.status, f.status) : undefined,
      pattern ? or(ilike(sql`${jobs.title}::text`, pattern), ilike(jobs.slug, pattern)) : undefined,
    );
    const rows = await db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(f.limit)
      .offset(f.offset);
    const [total] = await db.select({ n: count() }).from(jobs).where(where);
    return { rows, count: total?.n ?? 0 };
  },

  async listPublished(db: DbOrTx, organizationId: string): Promise<JobRow[]> {
    return db
      .select()
      .from(jobs)
      .where(and(eq(jobs.organizationId, organizationId), eq(jobs.status, 'published')))
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(200);
  },

  async find(db: DbOrTx, organizationId: string, id: string, lock = false): Promise<JobRow | undefined> {
    const query = db
      .select()
      .from(jobs)
      .where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async findPublishedBySlug(db: DbOrTx, organizationId: string, slug: string): Promise<JobRow | undefined> {
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.organizationId, organizationId), eq(jobs.slug, slug), eq(jobs.status, 'published')));
    return row;
  },

  async slugTaken(db: DbOrTx, organizationId: string, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.organizationId, organizationId), eq(jobs.slug, slug), exceptId ? ne(jobs.id, exceptId) : undefined),
      );
    return Boolean(row);
  },

  async insert(db: DbOrTx, row: NewJobRow): Promise<JobRow> {
    const [inserted] = await db.insert(jobs).values(row).returning();
    return inserted!;
  },

  async update(db: DbOrTx, organizationId: string, id: string, patch: Partial<NewJobRow>): Promise<JobRow> {
    const [row] = await db
      .update(jobs)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, id)))
      .returning();
    return row!;
  },

  async delete(db: DbOrTx, organizationId: string, id: string): Promise<void> {
    await db.delete(jobs).where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, id)));
  },

  /** Applications per job (contact messages that name it). */
  async applicationCounts(db: DbOrTx, organizationId: string, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ jobId: contactMessages.jobId, n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.organizationId, organizationId), inArray(contactMessages.jobId, ids)))
      .groupBy(contactMessages.jobId);
    return new Map(rows.map((r) => [r.jobId!, r.n]));
  },

  async titlesOf(db: DbOrTx, organizationId: string, ids: string[]): Promise<Pick<JobRow, 'id' | 'slug' | 'title'>[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: jobs.id, slug: jobs.slug, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.organizationId, organizationId), inArray(jobs.id, ids)));
  },
};
