// Access rows for news posts (test/access-matrix.ts): anyone reads published posts and the
// feed; content staff (content.write: managers and admins) write; another venue's post is a 404.
import type { AccessContext, AccessRow } from '../auth';
import { createPost } from '../../src/modules/post/post.service';

async function postFixture(ctx: AccessContext): Promise<void> {
  const row = await createPost(
    ctx.app.db,
    { organizationId: ctx.orgs.x, actorUserId: null },
    { title: { de: `Zugriff ${crypto.randomUUID().slice(0, 8)}` }, status: 'published' },
  );
  ctx.fixtures.postId = row.id;
  ctx.fixtures.postSlug = row.slug;
}

export const accessRows: AccessRow[] = [
  {
    name: '/posts (public list)',
    method: 'GET',
    url: '/api/v1/posts',
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/posts/{slug} of organization X (public)',
    method: 'GET',
    url: (ctx) => `/api/v1/posts/${ctx.fixtures.postSlug}`,
    setup: postFixture,
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/post/feed.xml',
    method: 'GET',
    url: '/post/feed.xml',
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/posts/manage list',
    method: 'GET',
    url: '/api/v1/posts/manage',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/posts/manage create',
    method: 'POST',
    url: '/api/v1/posts/manage',
    payload: { title: { de: 'Neu' } },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: '/posts/manage/{id} of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/posts/manage/${ctx.fixtures.postId}`,
    setup: postFixture,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/posts/manage/{id} change',
    method: 'PATCH',
    url: (ctx) => `/api/v1/posts/manage/${ctx.fixtures.postId}`,
    payload: { tags: ['x'] },
    setup: postFixture,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/posts/manage/{id}/history',
    method: 'GET',
    url: (ctx) => `/api/v1/posts/manage/${ctx.fixtures.postId}/history`,
    setup: postFixture,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/posts/manage/{id} delete',
    method: 'DELETE',
    url: (ctx) => `/api/v1/posts/manage/${ctx.fixtures.postId}`,
    setup: postFixture,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 204 },
  },
];
