// Access rows for /api/v1/users (see test/access-matrix.ts).
import type { AccessContext, AccessRow, Actor } from '../auth';

const signedIn = (status: number) => ({
  anonymous: 401,
  customerA: status,
  customerB: status,
  staffX: status,
  staffY: status,
  admin: status,
});
const customerAId = (ctx: AccessContext) => ctx.sessions.customerA.userId;

/** A fresh customer of org X for rows that change an account. */
async function freshCustomer(ctx: AccessContext, actor: Actor): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: ctx.sessions.admin.headers,
    payload: {
      name: `Fixture ${actor}`,
      email: `fixture-${actor}-${Date.now()}@example.net`,
      role: 'customer',
      password: 'fixture-password',
    },
  });
  if (res.statusCode !== 201) throw new Error(`fixture user: ${res.statusCode} ${res.body}`);
  ctx.fixtures.freshUserId = res.json<{ user: { id: string } }>().user.id;
}

export const accessRows: AccessRow[] = [
  { name: '/users/me', method: 'GET', url: '/api/v1/users/me', expect: signedIn(200) },
  {
    name: '/users/me change own locale',
    method: 'PATCH',
    url: '/api/v1/users/me',
    payload: { locale: 'de' },
    expect: signedIn(200),
  },
  {
    name: '/users/me trying to set a role (mass assignment)',
    method: 'PATCH',
    url: '/api/v1/users/me',
    payload: { role: 'admin' },
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
  {
    name: '/users/me trying to move organization',
    method: 'PATCH',
    url: '/api/v1/users/me',
    payload: (ctx: AccessContext) => ({ organizationId: ctx.orgs.y }),
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
  {
    name: '/users/me trying to mark itself verified',
    method: 'PATCH',
    url: '/api/v1/users/me',
    payload: { emailVerified: true },
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
  { name: '/users/me/export', method: 'GET', url: '/api/v1/users/me/export', expect: signedIn(200) },
  {
    name: '/users/me delete with a wrong password',
    method: 'DELETE',
    url: '/api/v1/users/me',
    payload: { password: 'not-the-password' },
    expect: signedIn(400),
  },
  {
    name: '/users list',
    method: 'GET',
    url: '/api/v1/users',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/users list naming the other organization',
    method: 'GET',
    url: '/api/v1/users?tenantId=beachside-koeln',
    headers: { 'x-organization': 'beachside-koeln' },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/users/:id of customer A (guessed by others)',
    method: 'GET',
    url: (ctx) => `/api/v1/users/${customerAId(ctx)}`,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/users/:id unknown id',
    method: 'GET',
    url: '/api/v1/users/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 404, staffY: 404, admin: 404 },
  },
  {
    name: '/users/:id change a name',
    method: 'PATCH',
    url: (ctx) => `/api/v1/users/${customerAId(ctx)}`,
    payload: { name: 'Clara Kundin' },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/users/:id make a fresh customer staff (role change)',
    method: 'PATCH',
    setup: freshCustomer,
    url: (ctx) => `/api/v1/users/${ctx.fixtures.freshUserId}`,
    payload: { role: 'staff' },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/users create',
    method: 'POST',
    url: '/api/v1/users',
    payload: (_ctx, actor) => ({ name: `New ${actor}`, email: `new-${actor}@example.net`, role: 'customer' }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: '/users create in another organization (mass assignment)',
    method: 'POST',
    url: '/api/v1/users',
    payload: (ctx, actor) => ({ name: `New ${actor}`, email: `new2-${actor}@example.net`, organizationId: ctx.orgs.y }),
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
];
