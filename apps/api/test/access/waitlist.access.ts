// Access rows for the waitlist (see test/access-matrix.ts): anyone may join (a guest with an
// e-mail); the link token is the proof for reading and acting on an entry; only staff with
// waitlist.manage see and manage the organization's queues, and staff of Y never see X's entries.
// The live streams (GET …/entries/:token/stream, …/mine/stream) are endless event streams that
// inject() cannot finish: an unknown link's 404 is here, the rest is proven in
// src/modules/waitlist/waitlist-live.test.ts (a stranger's stream hears nothing).
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { AccessContext, AccessRow } from '../auth';

// Beyond the booking window: joining works, but nothing can be offered (no court is held by these rows).
const day = addDays(localDate(new Date(), 'Europe/Berlin'), 40);
let n = 0;

function joinBody() {
  const hour = 8 + (n++ % 12);
  return {
    kind: 'slot',
    windowStart: zonedInstant(day, `${String(hour).padStart(2, '0')}:00`, 'Europe/Berlin').toISOString(),
    windowEnd: zonedInstant(day, `${String(hour + 2).padStart(2, '0')}:00`, 'Europe/Berlin').toISOString(),
    durationMinutes: 60,
    email: `waitlist-${n}@example.net`,
  };
}

/** An entry of organization X joined by a guest: its link token and id. */
async function entryOfX(ctx: AccessContext): Promise<void> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/waitlist', payload: joinBody() });
  if (res.statusCode !== 201) throw new Error(`fixture waitlist entry: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; id: string }>();
  Object.assign(ctx.fixtures, { waitlistToken: body.token, waitlistId: body.id });
}

const everyone = (status: number) => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  staffX: status,
  staffY: status,
  admin: status,
});
const staffOfX = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: ok,
  staffY: 404,
  admin: ok,
});
const unknownToken = 'W'.repeat(43);

export const accessRows: AccessRow[] = [
  {
    name: '/waitlist join (public, guests with an e-mail)',
    method: 'POST',
    url: '/api/v1/waitlist',
    payload: () => joinBody(),
    expect: everyone(201),
  },
  { name: '/waitlist/mine', method: 'GET', url: '/api/v1/waitlist/mine', expect: everyone(200) },
  {
    name: '/waitlist/entries/:token (the link is the proof)',
    method: 'GET',
    setup: entryOfX,
    url: (ctx) => `/api/v1/waitlist/entries/${ctx.fixtures.waitlistToken}`,
    expect: everyone(200),
  },
  {
    name: '/waitlist/entries/:token/leave',
    method: 'POST',
    setup: entryOfX,
    url: (ctx) => `/api/v1/waitlist/entries/${ctx.fixtures.waitlistToken}/leave`,
    expect: everyone(200),
  },
  ...(['decline', 'extend', 'accept'] as const).map((action) => ({
    name: `/waitlist/entries/:token/${action} without an offer`,
    method: 'POST' as const,
    setup: entryOfX,
    url: (ctx: AccessContext) => `/api/v1/waitlist/entries/${ctx.fixtures.waitlistToken}/${action}`,
    expect: everyone(409),
  })),
  {
    name: '/waitlist/entries/:token unknown',
    method: 'GET',
    url: `/api/v1/waitlist/entries/${unknownToken}`,
    expect: everyone(404),
  },
  {
    name: '/waitlist/entries/:token/stream unknown',
    method: 'GET',
    url: `/api/v1/waitlist/entries/${unknownToken}/stream`,
    expect: everyone(404),
  },
  {
    name: '/waitlist join a course that does not exist',
    method: 'POST',
    payload: () => ({ kind: 'course', courseId: '00000000-0000-4000-8000-000000000000', email: 'c@example.net' }),
    url: '/api/v1/waitlist',
    expect: everyone(404),
  },
  {
    name: '/staff/waitlist (each organization its own queues)',
    method: 'GET',
    url: '/api/v1/staff/waitlist',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/staff/waitlist/:id/history of X',
    method: 'GET',
    setup: entryOfX,
    url: (ctx) => `/api/v1/staff/waitlist/${ctx.fixtures.waitlistId}/history`,
    expect: staffOfX(200),
  },
  {
    name: '/staff/waitlist/:id/remove of X',
    method: 'POST',
    setup: entryOfX,
    url: (ctx) => `/api/v1/staff/waitlist/${ctx.fixtures.waitlistId}/remove`,
    expect: staffOfX(200),
  },
];
