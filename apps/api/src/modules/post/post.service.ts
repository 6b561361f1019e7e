// News posts: text per language, a sanitized rich-text body, cover image from the media library,
// draft → scheduled → published → archived, slugs unique per venue with old ones redirecting, and
// every change audited with a snapshot (the history the editor can revert to).
// See docs/product.md#content.
import { readingMinutes, richImageSources, sanitizeRichText, slugify } from '@courtside/core/rich-text';
import type { RichNode } from '@courtside/core/rich-text';
import type { Database, DbOrTx } from '../../db/client';
import type { ContentStatus, Translated } from '../../db/schema/content';
import { AppError } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { audit } from '../audit';
import { mediaIdFromUrl, setMediaUsages } from '../media';
import { postRepository } from './post.repository';
import type { NewPostRow, PostRow } from './post.repository';

export interface PostInput {
  slug?: string;
  title?: Translated;
  teaser?: Translated;
  body?: Record<string, unknown>;
  seoTitle?: Translated;
  seoDescription?: Translated;
  coverMediaId?: string | null;
  tags?: string[];
  status?: ContentStatus;
  publishAt?: string | null;
}

interface Actor {
  organizationId: string;
  actorUserId: string | null;
  ip?: string;
}

const cleanTranslated = (value: Translated | undefined): Translated | undefined =>
  value === undefined
    ? undefined
    : Object.fromEntries(
        Object.entries(value)
          .filter(([, text]) => text.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      );

/** The text in `lang`, else in the venue's language, else any; with the language it is in. */
export function pick(value: Translated, lang: string, fallback: string): { text: string; lang: string } {
  if (value[lang]) return { text: value[lang], lang };
  if (value[fallback]) return { text: value[fallback], lang: fallback };
  const first = Object.entries(value)[0];
  return first ? { text: first[1], lang: first[0] } : { text: '', lang: fallback };
}

/** What a post stores, from a request: texts trimmed, the body sanitized, reading time counted. */
function prepare(organizationId: string, input: PostInput, defaultLocale: string): Partial<NewPostRow> {
  const body =
    input.body === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(input.body).map(([lang, doc]) => [
            lang,
            sanitizeRichText(doc, { isAllowedImage: (src) => mediaIdFromUrl(src, organizationId) !== null }),
          ]),
        );
  const out: Partial<NewPostRow> = {};
  if (input.title !== undefined) out.title = cleanTranslated(input.title);
  if (input.teaser !== undefined) out.teaser = cleanTranslated(input.teaser);
  if (input.seoTitle !== undefined) out.seoTitle = cleanTranslated(input.seoTitle);
  if (input.seoDescription !== undefined) out.seoDescription = cleanTranslated(input.seoDescription);
  if (body !== undefined) {
    out.body = body;
    const main = body[defaultLocale] ?? Object.values(body)[0];
    out.readingMinutes = main ? readingMinutes(main) : 1;
  }
  if (input.coverMediaId !== undefined) out.coverMediaId = input.coverMediaId;
  if (input.tags !== undefined)
    out.tags = [...new Set(input.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, 20);
  return out;
}

function applyStatus(
  before: PostRow | undefined,
  input: PostInput,
  now: Date,
): Pick<NewPostRow, 'status' | 'publishAt' | 'publishedAt'> | Record<string, never> {
  if (input.status === undefined && input.publishAt === undefined) return {};
  const status = input.status ?? before?.status ?? 'draft';
  const publishAt =
    input.publishAt === undefined ? (before?.publishAt ?? null) : input.publishAt ? new Date(input.publishAt) : null;
  if (status === 'scheduled') {
    if (!publishAt) throw new AppError('VALIDATION_FAILED', 'A scheduled post needs a publishing time');
    if (publishAt <= now) return { status: 'published', publishAt, publishedAt: publishAt };
    return { status, publishAt, publishedAt: null };
  }
  if (status === 'published')
    return { status, publishAt, publishedAt: before?.status === 'published' ? before.publishedAt : now };
  return { status, publishAt, publishedAt: before?.publishedAt ?? null };
}

const snapshot = (row: PostRow) => ({
  slug: row.slug,
  title: row.title,
  teaser: row.teaser,
  body: row.body,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  coverMediaId: row.coverMediaId,
  tags: row.tags,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
});

async function uniqueSlug(db: DbOrTx, organizationId: string, base: string, exceptId?: string): Promise<string> {
  const root = base || 'post';
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await postRepository.slugTaken(db, organizationId, candidate, exceptId))) return candidate;
  }
  return `${root}-${crypto.randomUUID().slice(0, 8)}`;
}

async function trackMedia(tx: DbOrTx, row: PostRow, defaultLocale: string): Promise<void> {
  const images = Object.values(row.body as Record<string, RichNode>)
    .flatMap(richImageSources)
    .map((src) => mediaIdFromUrl(src, row.organizationId))
    .filter((id): id is string => id !== null);
  const visible = row.status === 'published' || row.status === 'scheduled';
  await setMediaUsages(tx, {
    organizationId: row.organizationId,
    entity: 'post',
    entityId: row.id,
    label: `Post “${pick(row.title, defaultLocale, defaultLocale).text}”`,
    mediaIds: [...(row.coverMediaId ? [row.coverMediaId] : []), ...images],
    requireAltIn: visible ? defaultLocale : undefined,
  });
}

function translateUniqueViolation(error: unknown): never {
  if (pgErrorCode(error) === pgCodes.uniqueViolation)
    throw new AppError('ALREADY_EXISTS', 'Another post already has this address (slug)');
  throw error;
}

export async function createPost(db: DbOrTx, actor: Actor, input: PostInput, now = new Date()): Promise<PostRow> {
  const defaultLocale = await postRepository.organizationLocale(db, actor.organizationId);
  const values = prepare(actor.organizationId, input, defaultLocale);
  const title = values.title ?? {};
  if (!title[defaultLocale])
    throw new AppError('VALIDATION_FAILED', `A title in the venue's language (${defaultLocale}) is needed`);
  return db
    .transaction(async (tx) => {
      let slug = input.slug ? slugify(input.slug) : '';
      if (input.slug && !slug) throw new AppError('VALIDATION_FAILED', 'The address (slug) needs letters or digits');
      if (slug && (await postRepository.slugTaken(tx, actor.organizationId, slug)))
        throw new AppError('ALREADY_EXISTS', 'Another post already has this address (slug)');
      if (!slug) slug = await uniqueSlug(tx, actor.organizationId, slugify(title[defaultLocale]!));
      const row = await postRepository.insert(tx, {
        ...values,
        ...applyStatus(undefined, { status: 'draft', ...input }, now),
        organizationId: actor.organizationId,
        slug,
        authorId: actor.actorUserId,
      });
      await trackMedia(tx, row, defaultLocale);
      await audit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.actorUserId,
        ip: actor.ip,
        action: 'post.created',
        entity: 'post',
        entityId: row.id,
        data: { changed: Object.keys(input), snapshot: snapshot(row) },
      });
      return row;
    })
    .catch(translateUniqueViolation);
}

export async function updatePost(
  db: Database,
  actor: Actor,
  id: string,
  input: PostInput,
  now = new Date(),
  action = 'post.updated',
): Promise<PostRow> {
  const defaultLocale = await postRepository.organizationLocale(db, actor.organizationId);
  return db
    .transaction(async (tx) => {
      const before = await postRepository.find(tx, actor.organizationId, id, true);
      if (!before) throw new AppError('NOT_FOUND', 'Post not found');
      const values = prepare(actor.organizationId, input, defaultLocale);
      if (values.title && !values.title[defaultLocale])
        throw new AppError('VALIDATION_FAILED', `A title in the venue's language (${defaultLocale}) is needed`);
      if (input.slug !== undefined) {
        const slug = slugify(input.slug);
        if (!slug) throw new AppError('VALIDATION_FAILED', 'The address (slug) needs letters or digits');
        if (slug !== before.slug) {
          if (await postRepository.slugTaken(tx, actor.organizationId, slug, id))
            throw new AppError('ALREADY_EXISTS', 'Another post already has this address (slug)');
          values.slug = slug;
          await postRepository.addRedirect(tx, actor.organizationId, 'post', before.slug, slug, id);
        }
      }
      const row = await postRepository.update(tx, actor.organizationId, id, {
        ...values,
        ...applyStatus(before, input, now),
      });
      await trackMedia(tx, row, defaultLocale);
      const changed = Object.entries(snapshot(row))
        .filter(
          ([key, value]) =>
            JSON.stringify(value) !== JSON.stringify(snapshot(before)[key as keyof ReturnType<typeof snapshot>]),
        )
        .map(([key]) => key);
      await audit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.actorUserId,
        ip: actor.ip,
        action,
        entity: 'post',
        entityId: row.id,
        data: { changed, snapshot: snapshot(row) },
      });
      return row;
    })
    .catch(translateUniqueViolation);
}

export async function deletePost(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await postRepository.find(tx, actor.organizationId, id, true);
    if (!before) throw new AppError('NOT_FOUND', 'Post not found');
    await setMediaUsages(tx, {
      organizationId: actor.organizationId,
      entity: 'post',
      entityId: id,
      label: '',
      mediaIds: [],
    });
    await postRepository.delete(tx, actor.organizationId, id);
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.actorUserId,
      ip: actor.ip,
      action: 'post.deleted',
      entity: 'post',
      entityId: id,
      data: { snapshot: snapshot(before) },
    });
  });
}

/** Puts a post back to the state an earlier audit entry recorded (itself a new, audited change). */
export async function revertPost(db: Database, actor: Actor, id: string, snapshotData: unknown): Promise<PostRow> {
  const s = snapshotData as ReturnType<typeof snapshot> | undefined;
  if (!s || typeof s !== 'object' || !('title' in s))
    throw new AppError('VALIDATION_FAILED', 'That version cannot be restored');
  return updatePost(
    db,
    actor,
    id,
    {
      slug: s.slug,
      title: s.title,
      teaser: s.teaser,
      body: s.body as Record<string, unknown>,
      seoTitle: s.seoTitle,
      seoDescription: s.seoDescription,
      coverMediaId: s.coverMediaId,
      tags: s.tags,
      status: s.status,
      publishAt: s.publishAt,
    },
    new Date(),
    'post.reverted',
  );
}

/** The job's work: scheduled posts whose time has come are published (audited as the system). */
export async function publishDuePosts(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await postRepository.publishDue(tx, now);
    for (const row of rows)
      await audit(tx, {
        organizationId: row.organizationId,
        actorUserId: null,
        action: 'post.published',
        entity: 'post',
        entityId: row.id,
        data: { changed: ['status'], snapshot: snapshot(row) },
      });
    return rows.length;
  });
}
