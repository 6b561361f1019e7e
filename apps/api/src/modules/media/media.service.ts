// The media library's rules: what may be uploaded (type by content, size per file, storage per
// organization), how it is stored (cleaned renditions, one storage interface), where it is used
// and when it may be deleted (never while in use). See docs/product.md#content.
import path from 'node:path';
import type { Config } from '../../config/env';
import type { Database, DbOrTx } from '../../db/client';
import type { MediaRow, MediaUsageRow } from './media.repository';
import { mediaRepository } from './media.repository';
import { AppError } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { audit } from '../audit';
import { renditionsOf } from './media-process';
import type { Rendition } from './media-process';
import { diskStorage, s3Storage } from './media-storage';
import type { MediaStorage } from './media-storage';
import { sniffType } from './media-type';

const storages = new WeakMap<Config, MediaStorage>();

/** The storage the configuration names: S3 when S3_BUCKET is set, else DATA_DIR/media. */
export function mediaStorageFor(config: Config): MediaStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.media.s3 ? s3Storage(config.media.s3) : diskStorage(path.join(config.dataDir, 'media'));
    storages.set(config, storage);
  }
  return storage;
}

/** The stable public address of one rendition; the same whichever storage holds it. */
export const mediaUrl = (organizationId: string, id: string, file: string) => `/media/${organizationId}/${id}/${file}`;

const urlPattern = /^\/media\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/([a-z0-9]+\.[a-z0-9]+)$/;

/** The file id a media URL of this organization points to, or null for any other URL. */
export function mediaIdFromUrl(url: string, organizationId: string): string | null {
  const path = url.startsWith('http') ? safePathname(url) : url;
  const match = path ? urlPattern.exec(path) : null;
  return match && match[1] === organizationId ? match[2]! : null;
}

function safePathname(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

export const storageKey = (organizationId: string, id: string, file: string) => `${organizationId}/${id}/${file}`;

export interface UploadedFile {
  name: string;
  body: Buffer;
}

interface PreparedFile {
  name: string;
  kind: 'image' | 'document';
  mimeType: string;
  renditions: Rendition[];
  bytes: number;
}

/** Checks and converts every file first, then stores all of them or none. */
export async function uploadMedia(
  db: Database,
  config: Config,
  input: {
    organizationId: string;
    actorUserId: string | null;
    ip?: string;
    files: UploadedFile[];
    tags?: string[];
    visibility?: 'public' | 'private';
  },
): Promise<MediaRow[]> {
  const prepared: PreparedFile[] = [];
  for (const file of input.files) {
    if (file.body.length > config.media.maxFileBytes)
      throw new AppError('FILE_TOO_LARGE', `${file.name} is larger than ${formatBytes(config.media.maxFileBytes)}`, {
        file: file.name,
        maxFileBytes: config.media.maxFileBytes,
      });
    const type = sniffType(file.body);
    if (!type)
      throw new AppError('UNSUPPORTED_FILE_TYPE', `${file.name} is not a JPEG, PNG, WebP, AVIF or PDF file`, {
        file: file.name,
      });
    const renditions = await renditionsOf(file.body, type);
    prepared.push({
      name: cleanName(file.name),
      kind: type.kind,
      mimeType: type.mimeType,
      renditions,
      bytes: renditions.reduce((sum, r) => sum + r.body.length, 0),
    });
  }
  const total = prepared.reduce((sum, p) => sum + p.bytes, 0);
  const storage = mediaStorageFor(config);
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      if (!(await mediaRepository.reserveBytes(tx, input.organizationId, total, config.media.quotaBytes)))
        throw new AppError('QUOTA_EXCEEDED', 'The media library of this venue is full: delete files to make room', {
          bytes: total,
        });
      const rows: MediaRow[] = [];
      for (const file of prepared) {
        const original = file.renditions[0]!;
        const row = await mediaRepository.insert(tx, {
          organizationId: input.organizationId,
          kind: file.kind,
          visibility: input.visibility ?? 'public',
          mimeType: file.mimeType,
          name: file.name,
          originalFile: original.file,
          bytes: file.bytes,
          width: original.width,
          height: original.height,
          variants: file.renditions.map((r) => ({
            file: r.file,
            mimeType: r.mimeType,
            bytes: r.body.length,
            width: r.width,
            height: r.height,
          })),
          tags: normalizeTags(input.tags ?? []),
          uploadedBy: input.actorUserId,
        });
        for (const rendition of file.renditions) {
          const key = storageKey(input.organizationId, row.id, rendition.file);
          await storage.put(key, rendition.body, rendition.mimeType);
          written.push(key);
        }
        await audit(tx, {
          organizationId: input.organizationId,
          actorUserId: input.actorUserId,
          ip: input.ip,
          action: 'media.uploaded',
          entity: 'media',
          entityId: row.id,
          data: { name: row.name, bytes: row.bytes, mimeType: row.mimeType },
        });
        rows.push(row);
      }
      return rows;
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Deletes a file that nothing uses. The usage rows' foreign key is the guard: a usage recorded by
 * a concurrent save makes the delete fail with IN_USE instead of leaving a broken image behind.
 */
export async function deleteMedia(
  db: Database,
  config: Config,
  input: { organizationId: string; id: string; actorUserId: string | null; ip?: string },
): Promise<void> {
  let deleted: MediaRow | undefined;
  try {
    deleted = await db.transaction(async (tx) => {
      const usages = await mediaRepository.usagesOf(tx, input.organizationId, [input.id]);
      if (usages.length > 0) throw inUse(usages);
      const row = await mediaRepository.delete(tx, input.organizationId, input.id);
      if (!row) throw new AppError('NOT_FOUND', 'File not found');
      await mediaRepository.releaseBytes(tx, input.organizationId, Number(row.bytes));
      await audit(tx, {
        organizationId: input.organizationId,
        actorUserId: input.actorUserId,
        ip: input.ip,
        action: 'media.deleted',
        entity: 'media',
        entityId: row.id,
        data: { name: row.name },
      });
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.foreignKeyViolation) {
      throw inUse(await mediaRepository.usagesOf(db, input.organizationId, [input.id]));
    }
    throw error;
  }
  const storage = mediaStorageFor(config);
  await Promise.allSettled(
    deleted.variants.map((v) => storage.delete(storageKey(input.organizationId, deleted!.id, v.file))),
  );
}

function inUse(usages: MediaUsageRow[]): AppError {
  const labels = usages.map((u) => u.label || `${u.entity} ${u.entityId}`);
  return new AppError('IN_USE', `This file is still used by ${labels.join(', ')}: replace it there first`, {
    usages: usages.map((u) => ({ entity: u.entity, entityId: u.entityId, label: u.label })),
  });
}

/**
 * Records which library files a record (post, event, job, …) uses, replacing what it used before.
 * Every file must belong to the organization; images shown on a public page need an alt text in
 * the venue's default language first.
 */
export async function setMediaUsages(
  tx: DbOrTx,
  input: {
    organizationId: string;
    entity: string;
    entityId: string;
    label: string;
    mediaIds: string[];
    /** When set, every image must have an alt text in this language. */
    requireAltIn?: string;
  },
): Promise<void> {
  const ids = [...new Set(input.mediaIds)];
  const rows = await mediaRepository.findMany(tx, input.organizationId, ids);
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('VALIDATION_FAILED', 'An image or file is not in this venue’s media library', {
      missing,
    });
  if (input.requireAltIn) {
    const lang = input.requireAltIn;
    const withoutAlt = rows.filter((r) => r.kind === 'image' && !r.alt[lang]?.trim());
    if (withoutAlt.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        `Give ${withoutAlt.map((r) => r.name).join(', ')} an alt text (${lang}) in the media library before publishing`,
        { withoutAlt: withoutAlt.map((r) => r.id) },
      );
  }
  await mediaRepository.replaceUsages(tx, input.organizationId, input.entity, input.entityId, input.label, ids);
}

export function normalizeTags(tags: string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter((t) => t.length > 0))].slice(0, 20);
}

function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'file').slice(0, 200);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Deletes files other records own (e.g. a deleted chat conversation's attachments); missing ones are skipped. */
export async function deleteMediaFiles(db: Database, config: Config, organizationId: string, ids: string[]) {
  for (const id of ids)
    await deleteMedia(db, config, { organizationId, id, actorUserId: null }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    });
}

/** A stored file's original as a stream, for routes that check access themselves (private files). */
export async function openMediaOriginal(db: Database, config: Config, organizationId: string, id: string) {
  const row = await mediaRepository.find(db, organizationId, id);
  if (!row) return null;
  const stored = await mediaStorageFor(config).get(storageKey(organizationId, row.id, row.originalFile));
  return stored ? { ...stored, mimeType: row.mimeType, name: row.name } : null;
}
