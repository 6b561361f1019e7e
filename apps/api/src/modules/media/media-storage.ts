// One storage interface for the media library: files on disk under DATA_DIR/media by default, or
// in an S3-compatible bucket when S3_BUCKET is set. Keys look like `<organization>/<file id>/<file>`
// either way, so the public URLs (/media/<organization>/<id>/<file>) do not depend on the backend.
// Reads are streams: a file is never held whole in the API's memory to be served.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env';

export interface StoredObject {
  stream: Readable;
  bytes: number;
}

export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when it does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size, or null when it does not exist. */
  head(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}

/** Keys are built by the media service from uuids and fixed file names; anything else is refused. */
export function assertSafeKey(key: string): void {
  if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[a-z0-9]+\.[a-z0-9]+$/.test(key)) throw new Error(`Unsafe media key: ${key}`);
}

export function diskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      const file = fileOf(key);
      const size = await statSize(file);
      if (size === null) return null;
      return { stream: createReadStream(file), bytes: size };
    },
    async head(key) {
      return statSize(fileOf(key));
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

async function statSize(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function s3Storage(config: S3Config, client?: S3Client): MediaStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: plain PUTs work with every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${config.prefix}${key}`;
  };
  const missing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return { stream: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
