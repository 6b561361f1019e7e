import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { multipart } from '../../../test/multipart';
import { mediaIdFromUrl, setMediaUsages } from './media.service';
import { sniffType } from './media-type';

let t: TestContext;
let manager: LoggedIn;
let staff: LoggedIn;
let otherAdmin: LoggedIn;

/** A 1600×900 JPEG carrying EXIF with a camera and GPS position. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Secret 3000', Copyright: 'someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 56/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '6/1 57/1 0/1' },
    })
    .toBuffer();
}

const upload = (
  who: LoggedIn,
  files: { name: string; body: Buffer; type?: string }[],
  extra: Record<string, string> = {},
) => {
  const form = multipart([
    ...files.map((f) => ({ name: 'file', filename: f.name, value: f.body, contentType: f.type ?? 'image/jpeg' })),
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
};

beforeAll(async () => {
  t = await buildTestApp();
  [manager, staff, otherAdmin] = await Promise.all([
    loginAs(t.app, 'manager@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, 'admin@sandplatz.example'),
  ]);
});
afterAll(async () => t?.close());

describe('file types by content', () => {
  it('knows JPEG, PNG, WebP, AVIF and PDF by their first bytes, nothing else', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } });
    expect(sniffType(await base.clone().jpeg().toBuffer())?.mimeType).toBe('image/jpeg');
    expect(sniffType(await base.clone().png().toBuffer())?.mimeType).toBe('image/png');
    expect(sniffType(await base.clone().webp().toBuffer())?.mimeType).toBe('image/webp');
    expect(sniffType(await base.clone().avif().toBuffer())?.mimeType).toBe('image/avif');
    expect(sniffType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))?.mimeType).toBe('application/pdf');
    expect(
      sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(sniffType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });
});

describe('media library', () => {
  let photoId = '';
  let photoUrl = '';

  it('stores an upload cleaned of EXIF/GPS, with WebP copies at responsive widths, served with long cache headers', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(manager, [{ name: 'court.jpg', body: original }], { tags: 'Courts, Summer' });
    expect(res.statusCode).toBe(201);
    const [file] = res.json().rows;
    photoId = file.id;
    photoUrl = file.url;
    expect(file).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', width: 1600, height: 900, name: 'court.jpg' });
    expect(file.tags).toEqual(['courts', 'summer']);
    expect(file.variants.map((v: { file: string }) => v.file)).toEqual([
      'original.jpg',
      'w320.webp',
      'w640.webp',
      'w1280.webp',
      'w1600.webp',
    ]);
    expect(file.url).toBe(`/media/${manager.organizationId}/${file.id}/original.jpg`);
    expect(mediaIdFromUrl(file.url, manager.organizationId)).toBe(file.id);
    expect(mediaIdFromUrl(file.url, otherAdmin.organizationId)).toBeNull();

    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp, meta.iptc]).toEqual([
      1600,
      900,
      undefined,
      undefined,
      undefined,
    ]);

    const webp = await t.app.inject({ method: 'GET', url: file.variants[2].url });
    expect(webp.headers['content-type']).toBe('image/webp');
    const webpMeta = await sharp(webp.rawPayload).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.exif]).toEqual(['webp', 640, undefined]);
    expect(
      (await t.app.inject({ method: 'GET', url: file.url.replace('original.jpg', 'w9999.webp') })).statusCode,
    ).toBe(404);
  });

  it('refuses files whose content is not an allowed type, whatever their name and declared type', async () => {
    const html = await upload(manager, [
      { name: 'photo.jpg', body: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect([html.statusCode, html.json().code]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
    const svg = await upload(manager, [
      { name: 'logo.png', body: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png' },
    ]);
    expect(svg.statusCode).toBe(415);
    // A real PNG signature followed by garbage: the header passes, decoding does not.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const bad = await upload(manager, [{ name: 'x.png', body: broken, type: 'image/png' }]);
    expect([bad.statusCode, bad.json().code]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
    // One bad file in a batch stores none of them.
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/media', headers: manager.headers })).json().count;
    const mixed = await upload(manager, [
      { name: 'ok.jpg', body: await photoWithGps() },
      { name: 'evil.jpg', body: Buffer.from('MZ executable') },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/media', headers: manager.headers })).json().count).toBe(
      before,
    );
  });

  it('accepts a PDF as a document, served as a download', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload(manager, [{ name: 'price list.pdf', body: pdf, type: 'application/pdf' }]);
    expect(res.statusCode).toBe(201);
    const [file] = res.json().rows;
    expect(file).toMatchObject({ kind: 'document', mimeType: 'application/pdf', variants: [{ file: 'original.pdf' }] });
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-disposition']).toBe('attachment; filename="price_list.pdf"');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('needs media.write to upload, list and delete', async () => {
    const photo = await photoWithGps();
    expect((await upload(staff, [{ name: 'a.jpg', body: photo }])).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/media' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/media', headers: staff.headers })).statusCode).toBe(403);
  });

  it('never lists, shows, changes, deletes or serves a file of another organization', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/media', headers: otherAdmin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().rows.map((r: { id: string }) => r.id)).not.toContain(photoId);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/media/${photoId}`,
        headers: otherAdmin.headers,
        ...(method === 'PATCH' ? { payload: { name: 'stolen' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    // Asked for on the other venue's site, the file does not exist there.
    const served = await t.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { 'x-organization': 'sandplatz-leipzig' },
    });
    expect(served.statusCode).toBe(404);
    // The other venue's own uploads stay its own.
    const theirs = await upload(otherAdmin, [{ name: 'leipzig.jpg', body: await photoWithGps() }]);
    expect(theirs.statusCode).toBe(201);
    const theirUrl = theirs.json().rows[0].url as string;
    expect((await t.app.inject({ method: 'GET', url: theirUrl })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: theirUrl, headers: { 'x-organization': 'sandplatz-leipzig' } }))
        .statusCode,
    ).toBe(200);
  });

  it('edits alt texts and tags and finds files by name, alt text and tag', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/media/${photoId}`,
      headers: manager.headers,
      payload: {
        alt: { de: 'Center Court bei Sonnenuntergang', en: 'Centre court at sunset' },
        tags: ['courts', 'Evening'],
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ alt: { en: 'Centre court at sunset' }, tags: ['courts', 'evening'] });
    const search = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/media?${q}`, headers: manager.headers }))
        .json()
        .rows.map((r: { id: string }) => r.id);
    expect(await search('search=sonnenunter')).toEqual([photoId]);
    expect(await search('tag=evening')).toEqual([photoId]);
    expect(await search('search=nothing-like-this')).toEqual([]);
    expect(await search('search=100%25')).toEqual([]);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/media/${photoId}`,
      headers: manager.headers,
      payload: { alt: { english: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to delete a file in use (409 with where), deletes it once it is free', async () => {
    const res = await upload(manager, [{ name: 'cover.jpg', body: await photoWithGps() }]);
    const file = res.json().rows[0];
    // Publishing needs an alt text in the venue's language first.
    await expect(
      t.database.db.transaction((tx) =>
        setMediaUsages(tx, {
          organizationId: manager.organizationId,
          entity: 'post',
          entityId: 'p1',
          label: 'Post “Summer opening”',
          mediaIds: [file.id],
          requireAltIn: 'de',
        }),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    // Another organization's file cannot be used.
    await expect(
      t.database.db.transaction((tx) =>
        setMediaUsages(tx, {
          organizationId: otherAdmin.organizationId,
          entity: 'post',
          entityId: 'p1',
          label: 'x',
          mediaIds: [file.id],
        }),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await t.database.db.transaction((tx) =>
      setMediaUsages(tx, {
        organizationId: manager.organizationId,
        entity: 'post',
        entityId: 'p1',
        label: 'Post “Summer opening”',
        mediaIds: [file.id],
      }),
    );
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/media/${file.id}`, headers: manager.headers });
    expect(shown.json().usages).toEqual([{ entity: 'post', entityId: 'p1', label: 'Post “Summer opening”' }]);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/v1/media/${file.id}`, headers: manager.headers });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'IN_USE']);
    expect(refused.json().message).toContain('Summer opening');
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);

    await t.database.db.transaction((tx) =>
      setMediaUsages(tx, {
        organizationId: manager.organizationId,
        entity: 'post',
        entityId: 'p1',
        label: '',
        mediaIds: [],
      }),
    );
    const overviewBefore = (
      await t.app.inject({ method: 'GET', url: '/api/v1/media/overview', headers: manager.headers })
    ).json();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/media/${file.id}`, headers: manager.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    const overviewAfter = (
      await t.app.inject({ method: 'GET', url: '/api/v1/media/overview', headers: manager.headers })
    ).json();
    expect(overviewBefore.usedBytes - overviewAfter.usedBytes).toBe(file.bytes);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit?entity=media',
      headers: (await loginAs(t.app, 'admin@example.com')).headers,
    });
    expect(audit.body).toContain('media.deleted');
  });
});

describe('limits', () => {
  it('refuses a file over the size limit (413) and uploads past the venue quota (413)', async () => {
    const small = await buildTestApp({
      env: {
        MEDIA_MAX_FILE_BYTES: '60000',
        MEDIA_QUOTA_BYTES: '90000',
      },
    });
    try {
      const who = await loginAs(small.app, 'manager@example.com');
      const send = (body: Buffer) => {
        const form = multipart([{ name: 'file', filename: 'big.png', value: body, contentType: 'image/png' }]);
        return small.app.inject({
          method: 'POST',
          url: '/api/v1/media',
          headers: { ...who.headers, ...form.headers },
          payload: form.payload,
        });
      };
      // Random pixels do not compress: about 3 bytes per pixel.
      const noise = (w: number, h: number) =>
        sharp(Buffer.from(Array.from({ length: w * h * 3 }, () => Math.floor(Math.random() * 256))), {
          raw: { width: w, height: h, channels: 3 },
        })
          .png()
          .toBuffer();
      const tooBig = await send(await noise(160, 160));
      expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
      const fits = await send(await noise(100, 100));
      expect(fits.statusCode).toBe(201);
      const overview = (
        await small.app.inject({ method: 'GET', url: '/api/v1/media/overview', headers: who.headers })
      ).json();
      expect(overview).toMatchObject({ limitBytes: 90000, maxFileBytes: 60000, files: 1 });
      expect(overview.usedBytes).toBe(fits.json().rows[0].bytes);
      expect(overview.leftBytes).toBe(90000 - overview.usedBytes);
      const [a, b] = await Promise.all([send(await noise(100, 100)), send(await noise(100, 100))]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 413].sort());
      const over = [a, b].find((r) => r.statusCode === 413)!;
      expect(over.json().code).toBe('QUOTA_EXCEEDED');
    } finally {
      await small.close();
    }
  });
});
