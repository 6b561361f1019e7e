// The media library on S3-compatible storage: the real AWS SDK against a local fake S3 server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { multipart } from '../../../test/multipart';
import { startFakeS3 } from '../../../test/fakes/fake-s3-server';
import type { FakeS3 } from '../../../test/fakes/fake-s3-server';
import { s3Storage } from './media-storage';

let s3: FakeS3;
let t: TestContext;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await buildTestApp({
    env: {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'venues/',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('media on S3', () => {
  it('stores every rendition in the bucket, streams them back under the same URLs and deletes them', async () => {
    const manager = await loginAs(t.app, 'manager@example.com');
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: 'blue' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Cam' } })
      .toBuffer();
    const form = multipart([{ name: 'file', filename: 'net.jpg', value: photo, contentType: 'image/jpeg' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...manager.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const file = res.json().rows[0];
    const keys = [...s3.objects.keys()].sort();
    expect(keys).toEqual(
      ['original.jpg', 'w320.webp', 'w640.webp', 'w800.webp'].map(
        (f) => `venues/${manager.organizationId}/${file.id}/${f}`,
      ),
    );
    expect(s3.objects.get(keys[0]!)!.contentType).toBe('image/jpeg');
    expect(file.url).toBe(`/media/${manager.organizationId}/${file.id}/original.jpg`);

    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      served.rawPayload.equals(s3.objects.get(`venues/${manager.organizationId}/${file.id}/original.jpg`)!.body),
    ).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const overview = await t.app.inject({ method: 'GET', url: '/api/v1/media/overview', headers: manager.headers });
    expect(overview.json().storage).toBe('s3');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/media/${file.id}`, headers: manager.headers });
    expect(deleted.statusCode).toBe(204);
    expect(s3.objects.size).toBe(0);
    expect(s3.requests.filter((r) => r.method === 'DELETE')).toHaveLength(4);
  });

  it('answers null for a missing object and fails on wrong credentials', async () => {
    const config = {
      bucket: s3.bucket,
      region: 'eu-central-1',
      endpoint: s3.url,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      prefix: '',
    };
    const key = '00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-000000000002/original.png';
    const storage = s3Storage(config);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
    await storage.put(key, Buffer.from('hello'), 'image/png');
    expect(await storage.head(key)).toBe(5);
    const wrong = s3Storage({ ...config, accessKeyId: 'SOMEONEELSE' });
    await expect(wrong.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Unsafe media key');
  });
});
