// Access rows for the media library (test/access-matrix.ts): managers and admins (media.write)
// upload, list, change and delete; another organization's file is a 404, also when fetched from
// that organization's site.
import type { AccessRow, AccessContext } from '../auth';
import { uploadMedia } from '../../src/modules/media/media.service';
import { multipart } from '../multipart';

// The smallest valid PNG (1×1, transparent).
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function mediaFixture(ctx: AccessContext): Promise<void> {
  const [row] = await uploadMedia(ctx.app.db, ctx.app.config, {
    organizationId: ctx.orgs.x,
    actorUserId: null,
    files: [{ name: 'pixel.png', body: pixel }],
  });
  ctx.fixtures.mediaId = row!.id;
  ctx.fixtures.mediaUrl = `/media/${ctx.orgs.x}/${row!.id}/original.png`;
}

const form = multipart([{ name: 'file', filename: 'pixel.png', value: pixel, contentType: 'image/png' }]);

export const accessRows: AccessRow[] = [
  {
    name: '/media list',
    method: 'GET',
    url: '/api/v1/media',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/media/overview',
    method: 'GET',
    url: '/api/v1/media/overview',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/media upload',
    method: 'POST',
    url: '/api/v1/media',
    headers: form.headers,
    payload: () => form.payload,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: '/media/{id} of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/media/${ctx.fixtures.mediaId}`,
    setup: mediaFixture,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/media/{id} change',
    method: 'PATCH',
    url: (ctx) => `/api/v1/media/${ctx.fixtures.mediaId}`,
    payload: { alt: { en: 'A pixel' } },
    setup: mediaFixture,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/media/{id} delete',
    method: 'DELETE',
    url: (ctx) => `/api/v1/media/${ctx.fixtures.mediaId}`,
    setup: mediaFixture,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 204 },
  },
  {
    name: '/media/{org}/{id}/{file} (public file of X)',
    method: 'GET',
    url: (ctx) => ctx.fixtures.mediaUrl!,
    setup: mediaFixture,
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 404, admin: 200 },
  },
];
