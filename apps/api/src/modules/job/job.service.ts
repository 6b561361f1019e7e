// Job openings (docs/product/content.md#jobs): title and description per language (a title in the
// venue's language is required), a type, a start date, a contact address, draft → published →
// closed, slugs unique per venue. Every change is audited with a snapshot of the job.
import { slugify } from '@courtside/core/rich-text';
import { cleanTranslated, pickTranslation } from '@courtside/core/translated';
import type { JobInput, JobStatus } from '@courtside/core/job-schemas';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { audit } from '../audit';
import { jobRepository } from './job.repository';
import type { JobRow, NewJobRow } from './job.repository';

export interface JobActor {
  organizationId: string;
  actorUserId: string | null;
  ip?: string;
}

export const jobSnapshot = (row: JobRow) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  type: row.type,
  startDate: row.startDate,
  contactEmail: row.contactEmail,
  status: row.status,
});

/** A job as staff edit it (managedJobSchema). */
export const toManaged = (row: JobRow, applications = 0) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  type: row.type,
  startDate: row.startDate,
  contactEmail: row.contactEmail,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  applications,
  updatedAt: row.updatedAt.toISOString(),
});

const slugTakenError = () => new AppError('ALREADY_EXISTS', 'Another job already has this address (slug)');

function translateUniqueViolation(error: unknown): never {
  if (pgErrorCode(error) === pgCodes.uniqueViolation) throw slugTakenError();
  throw error;
}

function titleNeeded(locale: string): AppError {
  return new AppError('VALIDATION_FAILED', `A title in the venue's language (${locale}) is needed`, {
    field: 'title',
  });
}

/** The stored values of a request: texts trimmed, empty languages dropped, the e-mail lower-cased. */
function prepare(input: JobInput): Partial<NewJobRow> {
  const out: Partial<NewJobRow> = {};
  if (input.title !== undefined) out.title = cleanTranslated(input.title);
  if (input.description !== undefined) out.description = cleanTranslated(input.description);
  if (input.type !== undefined) out.type = input.type;
  if (input.startDate !== undefined) out.startDate = input.startDate;
  if (input.contactEmail !== undefined) out.contactEmail = input.contactEmail?.trim().toLowerCase() || null;
  return out;
}

/** Publishing records when it first happened; closing and back to draft keep that time. */
function statusPatch(before: JobRow | undefined, status: JobStatus | undefined, now: Date): Partial<NewJobRow> {
  if (status === undefined) return {};
  if (status === 'published') return { status, publishedAt: before?.publishedAt ?? now };
  return { status };
}

async function uniqueSlug(db: DbOrTx, organizationId: string, base: string): Promise<string> {
  const root = base && !RESERVED_SLUGS.has(base) ? base : `job-${base}`.replace(/-$/, '');
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await jobRepository.slugTaken(db, organizationId, candidate))) return candidate;
  }
  return `${root}-${crypto.randomUUID().slice(0, 8)}`;
}

/** /api/v1/jobs/manage is the staff list: no job may be called that. */
const RESERVED_SLUGS = new Set(['manage']);

function chosenSlug(value: string): string {
  const slug = slugify(value);
  if (!slug) throw new AppError('VALIDATION_FAILED', 'The address (slug) needs letters or digits', { field: 'slug' });
  if (RESERVED_SLUGS.has(slug))
    throw new AppError('VALIDATION_FAILED', `“${slug}” cannot be a job's address`, { field: 'slug' });
  return slug;
}

export async function createJob(db: DbOrTx, actor: JobActor, input: JobInput, now = new Date()) {
  const locale = await jobRepository.organizationLocale(db, actor.organizationId);
  const values = prepare(input);
  if (!values.title?.[locale]) throw titleNeeded(locale);
  if (!values.type) throw new AppError('VALIDATION_FAILED', 'Choose the type of the job', { field: 'type' });
  return db
    .transaction(async (tx) => {
      let slug = input.slug ? chosenSlug(input.slug) : '';
      if (slug && (await jobRepository.slugTaken(tx, actor.organizationId, slug))) throw slugTakenError();
      if (!slug) slug = await uniqueSlug(tx, actor.organizationId, slugify(values.title![locale]!));
      const row = await jobRepository.insert(tx, {
        ...values,
        type: values.type!,
        ...statusPatch(undefined, input.status ?? 'draft', now),
        organizationId: actor.organizationId,
        slug,
      });
      await audit(tx, {
        ...actor,
        action: 'job.created',
        entity: 'job',
        entityId: row.id,
        data: { changed: Object.keys(input), snapshot: jobSnapshot(row) },
      });
      return row;
    })
    .catch(translateUniqueViolation);
}

export async function updateJob(
  db: Database,
  actor: JobActor,
  id: string,
  input: JobInput,
  { now = new Date(), action = 'job.updated' }: { now?: Date; action?: string } = {},
) {
  const locale = await jobRepository.organizationLocale(db, actor.organizationId);
  return db
    .transaction(async (tx) => {
      const before = await jobRepository.find(tx, actor.organizationId, id, true);
      if (!before) throw new AppError('NOT_FOUND', 'Job not found');
      const values = prepare(input);
      if (values.title && !values.title[locale]) throw titleNeeded(locale);
      if (input.slug !== undefined) {
        const slug = chosenSlug(input.slug);
        if (slug !== before.slug) {
          if (await jobRepository.slugTaken(tx, actor.organizationId, slug, id)) throw slugTakenError();
          values.slug = slug;
        }
      }
      const row = await jobRepository.update(tx, actor.organizationId, id, {
        ...values,
        ...statusPatch(before, input.status, now),
      });
      const was = jobSnapshot(before) as Record<string, unknown>;
      const changed = Object.entries(jobSnapshot(row))
        .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(was[key]))
        .map(([key]) => key);
      await audit(tx, {
        ...actor,
        action,
        entity: 'job',
        entityId: row.id,
        data: { changed, snapshot: jobSnapshot(row) },
      });
      return row;
    })
    .catch(translateUniqueViolation);
}

/** Deletes a job; its applications stay in the inbox (their subject names the job). */
export async function deleteJob(db: Database, actor: JobActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await jobRepository.find(tx, actor.organizationId, id, true);
    if (!before) throw new AppError('NOT_FOUND', 'Job not found');
    await jobRepository.delete(tx, actor.organizationId, id);
    await audit(tx, {
      ...actor,
      action: 'job.deleted',
      entity: 'job',
      entityId: id,
      data: { snapshot: jobSnapshot(before) },
    });
  });
}

/** A published job by its slug, for an application (docs/product/content.md#jobs); 404 otherwise. */
export async function publishedJob(db: DbOrTx, organizationId: string, slug: string) {
  const row = await jobRepository.findPublishedBySlug(db, organizationId, slug);
  if (!row) throw new AppError('NOT_FOUND', 'This job is not open (any more)');
  const locale = await jobRepository.organizationLocale(db, organizationId);
  return {
    id: row.id,
    slug: row.slug,
    title: pickTranslation(row.title, locale, locale).text,
    contactEmail: row.contactEmail,
  };
}

/** Titles of jobs in the venue's language, for the inbox. */
export async function jobTitles(db: DbOrTx, organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const locale = await jobRepository.organizationLocale(db, organizationId);
  const rows = await jobRepository.titlesOf(db, organizationId, unique);
  return new Map(rows.map((r) => [r.id, pickTranslation(r.title, locale, locale).text]));
}

/** Published jobs for the sitemap. */
export async function publishedJobSlugs(db: DbOrTx, organizationId: string) {
  return (await jobRepository.listPublished(db, organizationId)).map((r) => ({ slug: r.slug, updatedAt: r.updatedAt }));
}

/** Puts a job back to the version an earlier audit entry recorded (itself a new, audited change). */
export async function revertJob(db: Database, actor: JobActor, id: string, snapshotData: unknown) {
  const s = snapshotData as Partial<ReturnType<typeof jobSnapshot>> | undefined;
  if (!s || typeof s !== 'object' || !s.title || !s.type)
    throw new AppError('VALIDATION_FAILED', 'That version cannot be restored');
  return updateJob(
    db,
    actor,
    id,
    {
      slug: s.slug,
      title: s.title,
      description: s.description ?? {},
      type: s.type,
      startDate: s.startDate ?? null,
      contactEmail: s.contactEmail ?? null,
      status: s.status,
    },
    { action: 'job.reverted' },
  );
}
