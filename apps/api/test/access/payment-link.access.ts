// Access rows for payment links (see test/access-matrix.ts): only staff of the organization
// make, list, resend and cancel them; the public page and its payment need no account (the token is the proof), and an
// unknown token reveals nothing.
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { AccessContext, AccessRow, Actor } from '../auth';

let slot = 0;
const day = addDays(localDate(new Date(), 'Europe/Berlin'), 25);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

/** A free court hour of organization X (ten hours a court, then the next court). */
async function freeSlot(ctx: AccessContext): Promise<{ resourceId: string; start: string; end: string }> {
  const courts = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard/calendar?from=${day}`,
    headers: ctx.sessions.admin.headers,
  });
  const list = courts.json<{ resources: { id: string }[] }>().resources;
  const n = slot++;
  const hour = 10 + (n % 10);
  return {
    resourceId: list[(1 + Math.floor(n / 10)) % list.length]!.id,
    start: at(`${hour}:00`),
    end: at(`${hour + 1}:00`),
  };
}

async function slotFixture(ctx: AccessContext): Promise<void> {
  const s = await freeSlot(ctx);
  Object.assign(ctx.fixtures, { linkResourceId: s.resourceId, linkStart: s.start, linkEnd: s.end });
}

async function linkOfX(ctx: AccessContext, actor: Actor): Promise<void> {
  const s = await freeSlot(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/payment-links',
    headers: ctx.sessions.admin.headers,
    payload: { contact: { name: `Link ${actor}`, email: 'link@example.net' }, items: [s] },
  });
  if (res.statusCode !== 201) throw new Error(`fixture payment link: ${res.statusCode} ${res.body}`);
  const link = res.json<{ id: string; orderId: string; url: string }>();
  Object.assign(ctx.fixtures, {
    paymentLinkToken: link.url.split('/pay/')[1]!,
    paymentLinkId: link.id,
    paymentLinkOrderId: link.orderId,
  });
}

// Staff of Y see neither X's links nor X's orders: not found, as if they did not exist.
const staffOnly = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: ok,
  staffY: 404,
  admin: ok,
});
const everyone = (status: number) => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  staffX: status,
  staffY: status,
  admin: status,
});
const unknownToken = 'A'.repeat(43);

export const accessRows: AccessRow[] = [
  {
    name: '/staff/payment-links create for X',
    method: 'POST',
    url: '/api/v1/staff/payment-links',
    setup: slotFixture,
    payload: (ctx, actor) => ({
      contact: { name: `Pay ${actor}`, email: 'pay@example.net' },
      items: [{ resourceId: ctx.fixtures.linkResourceId, start: ctx.fixtures.linkStart, end: ctx.fixtures.linkEnd }],
    }),
    // Staff of Y cannot book X's courts: the court is not found in their organization.
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 201, staffY: [404, 422], admin: 201 },
  },
  {
    name: '/payment-links/:token of X (public)',
    method: 'GET',
    setup: linkOfX,
    url: (ctx) => `/api/v1/payment-links/${ctx.fixtures.paymentLinkToken}`,
    expect: everyone(200),
  },
  {
    name: '/payment-links/:token/pay of X (public)',
    method: 'POST',
    setup: linkOfX,
    url: (ctx) => `/api/v1/payment-links/${ctx.fixtures.paymentLinkToken}/pay`,
    payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
    expect: everyone(200),
  },
  {
    // The token is the proof, as for paying: anyone holding it may choose how to pay.
    name: '/payment-links/:token/provider of X (public)',
    method: 'POST',
    setup: linkOfX,
    url: (ctx) => `/api/v1/payment-links/${ctx.fixtures.paymentLinkToken}/provider`,
    payload: { provider: 'test' },
    expect: everyone(200),
  },
  {
    name: '/payment-links/:token/provider (unknown token)',
    method: 'POST',
    url: `/api/v1/payment-links/${unknownToken}/provider`,
    payload: { provider: 'test' },
    expect: everyone(404),
  },
  {
    name: '/staff/orders/:orderId/payment-links of X',
    method: 'GET',
    setup: linkOfX,
    url: (ctx) => `/api/v1/staff/orders/${ctx.fixtures.paymentLinkOrderId}/payment-links`,
    expect: staffOnly(200),
  },
  {
    name: '/staff/payment-links/:id/resend of X',
    method: 'POST',
    setup: linkOfX,
    url: (ctx) => `/api/v1/staff/payment-links/${ctx.fixtures.paymentLinkId}/resend`,
    expect: staffOnly(201),
  },
  {
    name: '/staff/payment-links/:id/cancel of X',
    method: 'POST',
    setup: linkOfX,
    url: (ctx) => `/api/v1/staff/payment-links/${ctx.fixtures.paymentLinkId}/cancel`,
    expect: staffOnly(200),
  },
  {
    name: '/payment-links/:token unknown',
    method: 'GET',
    url: `/api/v1/payment-links/${unknownToken}`,
    expect: everyone(404),
  },
  {
    name: '/payment-links/:token/pay unknown',
    method: 'POST',
    url: `/api/v1/payment-links/${unknownToken}/pay`,
    payload: {},
    expect: everyone(404),
  },
];
