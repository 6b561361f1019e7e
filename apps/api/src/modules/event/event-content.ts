// Events as content (docs/product/content.md#events): status with scheduled publishing, the cover
// from the media library, old addresses that keep working, every change audited with the event as it
// was after it (history and revert), and "duplicate" for the same tournament next month.
import type { EventStatus } from '@courtside/core/event-schemas';
import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/booking';
import { organizations } from '../../db/schema/organizations';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit';
import { mediaRepository, mediaUrl, setMediaUsages } from '../media';
import { postRepository } from '../post';
import type { EventRow, NewEvent } from './event.repository';

export interface EventActor {
  organizationId: string;
  actorUserId: string | null;
  ip?: string | null;
}

/** What a history entry keeps of an event: everything a revert puts back (tickets stay as they are). */
export function eventSnapshot(row: EventRow) {
  return {
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    description: row.description,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    locationId: row.locationId,
    coverMediaId: row.coverMediaId,
    image: row.image,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
  };
}

/**
 * The status fields of a save: `status` wins over the older `published` flag; scheduled needs a time
 * in the future; `published` always follows the status (a database check holds them together).
 */
export function statusFields(
  input: { status?: EventStatus; published?: boolean; publishAt?: Date | null },
  existing: EventRow | undefined,
  now: Date,
): Partial<Pick<NewEvent, 'status' | 'published' | 'publishAt'>> {
  const asked: EventStatus | undefined =
    input.status ?? (input.published === undefined ? undefined : input.published ? 'published' : 'draft');
  if (existing && asked === undefined && input.publishAt === undefined) return {};
  const next = asked ?? existing?.status ?? 'published';
  const publishAt = input.publishAt !== undefined ? input.publishAt : (existing?.publishAt ?? null);
  if (next === 'scheduled' && (!publishAt || publishAt <= now))
    throw new AppError('VALIDATION_FAILED', 'Choose when the event goes public: a time still to come', {
      field: 'publishAt',
    });
  return { status: next, published: next === 'published', publishAt: next === 'scheduled' ? publishAt : null };
}

/** The cover's public address: its 1280 px WebP rendition, or the original. */
export async function coverImage(db: DbOrTx, organizationId: string, mediaId: string): Promise<string> {
  const [file] = await mediaRepository.findMany(db, organizationId, [mediaId]);
  if (!file) throw new AppError('VALIDATION_FAILED', 'The cover is not in this venue’s media library');
  if (file.kind !== 'image') throw new AppError('VALIDATION_FAILED', 'The cover must be an image');
  const webp = file.variants.filter((v) => v.mimeType === 'image/webp' && v.width);
  return mediaUrl(organizationId, file.id, webp.find((v) => v.width! >= 1280)?.file ?? file.originalFile);
}

/** The media library learns the event uses its cover (safe delete); a public event needs its alt text. */
export async function trackEventMedia(tx: DbOrTx, row: EventRow, locale: string): Promise<void> {
  await setMediaUsages(tx, {
    organizationId: row.organizationId,
    entity: 'event',
    entityId: row.id,
    label: `Event “${row.title[locale as 'de' | 'en'] ?? row.title.de}”`,
    mediaIds: row.coverMediaId ? [row.coverMediaId] : [],
    requireAltIn: row.status === 'published' || row.status === 'scheduled' ? locale : undefined,
  });
}

/** After a save: the old address redirects, and the change is audited with the event as it is now. */
export async function recordEventChange(
  tx: DbOrTx,
  actor: EventActor,
  before: EventRow | undefined,
  row: EventRow,
  action: string,
): Promise<void> {
  if (before && before.slug !== row.slug)
    await postRepository.addRedirect(tx, actor.organizationId, 'event', before.slug, row.slug, row.id);
  const snapshot = eventSnapshot(row);
  const was = before ? (eventSnapshot(before) as Record<string, unknown>) : {};
  const changed = Object.entries(snapshot)
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(was[key]))
    .map(([key]) => key);
  await audit(tx, { ...actor, action, entity: 'event', entityId: row.id, data: { changed, snapshot } });
}

/** Where an old address of an event leads now (null: nowhere). */
export async function movedEventId(db: DbOrTx, organizationId: string, slug: string): Promise<string | null> {
  return postRepository.redirectTarget(db, organizationId, 'event', slug);
}

/** Scheduled events whose time has come go public. Idempotent: one conditional update. */
export async function publishDueEvents(db: DbOrTx, now = new Date()): Promise<EventRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(events)
      .set({ status: 'published', published: true, publishAt: null, updatedAt: now })
      .where(and(eq(events.status, 'scheduled'), lte(events.publishAt, now)))
      .returning();
    for (const row of rows)
      await audit(tx, {
        organizationId: row.organizationId,
        actorUserId: null,
        action: 'event.published',
        entity: 'event',
        entityId: row.id,
        data: { changed: ['status', 'publishAt'], snapshot: eventSnapshot(row) },
      });
    return rows;
  });
}

/** The venue's main language: the one a public event's cover needs an alt text in. */
export async function venueLocale(db: DbOrTx, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ locale: organizations.locale })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.locale === 'en' ? 'en' : 'de';
}
