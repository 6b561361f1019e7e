// Access rows for /api/v1/mail (see test/access-matrix.ts).
import type { AccessContext, AccessRow } from '../auth';

/** A mail in org X's outbox: a reset link for customer A. */
async function mailOfOrgX(ctx: AccessContext): Promise<void> {
  if (ctx.fixtures.mailX) return;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sentlink',
    headers: { 'x-organization': 'beachside-koeln' },
    payload: { email: 'customer@example.com' },
  });
  const res = await ctx.app.inject({
    url: '/api/v1/mail/outbox?template=auth.reset-password',
    headers: ctx.sessions.admin.headers,
  });
  const row = res.json<{ rows: { id: string }[] }>().rows[0];
  if (!row) throw new Error(`no reset mail in the outbox: ${res.body}`);
  ctx.fixtures.mailX = row.id;
}

export const accessRows: AccessRow[] = [
  {
    name: '/mail/outbox',
    method: 'GET',
    url: '/api/v1/mail/outbox',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/mail/outbox/:id of org X (guessed by org Y)',
    method: 'GET',
    setup: mailOfOrgX,
    url: (ctx) => `/api/v1/mail/outbox/${ctx.fixtures.mailX}`,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
];
