// Access rows for split orders (docs/product/split-payment.md#who-sees-what): the shares of an
// order are read like the order itself — its owner, staff of its organization, the guest with its
// cart cookie — and a share link is a payment link (public, the token is the proof; its rows are in
// payment-link.access.ts, which covers GET and POST /payment-links/:token for every token).
import { createHash, randomBytes } from 'node:crypto';
import { paymentLinks } from '../../src/db/schema/payment-links';
import { orderShares, orderSplits } from '../../src/db/schema/splits';
import type { AccessContext, AccessRow } from '../auth';
import { orderFixture } from '../fakes/access-fixtures';

async function splitOrderOfA(ctx: AccessContext): Promise<void> {
  const orderId = await orderFixture(ctx);
  const deadline = new Date(Date.now() + 86_400_000);
  await ctx.app.db.insert(orderSplits).values({
    orderId,
    organizationId: ctx.orgs.x,
    deadline,
    restUntil: deadline,
    provider: 'test',
    linkBase: 'http://localhost',
  });
  const shares = await ctx.app.db
    .insert(orderShares)
    .values([
      { organizationId: ctx.orgs.x, orderId, position: 0, email: 'customer@example.com', amountCents: 1379 },
      { organizationId: ctx.orgs.x, orderId, position: 1, email: 'friend@example.com', amountCents: 1378 },
    ])
    .returning();
  ctx.fixtures.splitOrderId = orderId;
  ctx.fixtures.splitShareId = shares[1]!.id;
}

/** A split order of A with the friend's share link (docs/product/split-payment.md#vouchers-and-punch-cards). */
async function shareLinkOfA(ctx: AccessContext): Promise<void> {
  await splitOrderOfA(ctx);
  const token = randomBytes(32).toString('base64url');
  await ctx.app.db.insert(paymentLinks).values({
    organizationId: ctx.orgs.x,
    orderId: ctx.fixtures.splitOrderId!,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    sentTo: 'friend@example.com',
    expiresAt: new Date(Date.now() + 86_400_000),
    shareId: ctx.fixtures.splitShareId!,
  });
  ctx.fixtures.shareToken = token;
}

export const accessRows: AccessRow[] = [
  {
    name: "/orders/{id}/split of customer A's split order",
    method: 'GET',
    url: (ctx) => `/api/v1/orders/${ctx.fixtures.splitOrderId}/split`,
    setup: splitOrderOfA,
    expect: { anonymous: 404, customerA: 200, customerB: 404, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: "/orders/{id}/split/rest of customer A's split order",
    method: 'POST',
    url: (ctx) => `/api/v1/orders/${ctx.fixtures.splitOrderId}/split/rest`,
    setup: splitOrderOfA,
    // The fixture's booker share is unpaid: the booker and staff with order.write.any get past the checks to the 409.
    expect: { anonymous: 404, customerA: 409, customerB: 404, staffX: 409, staffY: 404, admin: 409 },
  },
  {
    name: '/orders/{id}/split of an order that is not split',
    method: 'GET',
    url: (ctx) => `/api/v1/orders/${ctx.fixtures.orderId}/split`,
    setup: async (ctx) => void (ctx.fixtures.orderId = await orderFixture(ctx)),
    expect: { anonymous: 404, customerA: 404, customerB: 404, staffX: 404, staffY: 404, admin: 404 },
  },
  // A share paid with a voucher or punches: the voucher is public (the token and the code are
  // the proof), the passes and the punch need the pass's owner signed in.
  {
    name: "/payment-links/{token}/voucher of A's share (unknown code)",
    method: 'POST',
    url: (ctx) => `/api/v1/payment-links/${ctx.fixtures.shareToken}/voucher`,
    setup: shareLinkOfA,
    payload: { code: 'GC-NONE-NONE-NONE' },
    expect: { anonymous: 422, customerA: 422, customerB: 422, staffX: 422, staffY: 422, admin: 422 },
  },
  {
    name: "/payment-links/{token}/passes of A's share",
    method: 'GET',
    url: (ctx) => `/api/v1/payment-links/${ctx.fixtures.shareToken}/passes`,
    setup: shareLinkOfA,
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    // Only the owner's own pass pays: anybody else's (here: none of theirs) is not found.
    name: "/payment-links/{token}/punch of A's share with a pass that is not theirs",
    method: 'POST',
    url: (ctx) => `/api/v1/payment-links/${ctx.fixtures.shareToken}/punch`,
    setup: shareLinkOfA,
    payload: { passId: '00000000-0000-4000-8000-000000000000' },
    expect: { anonymous: 401, customerA: 404, customerB: 404, staffX: 404, staffY: 404, admin: 404 },
  },
  {
    name: '/payment-links/{token}/voucher (unknown token)',
    method: 'POST',
    url: `/api/v1/payment-links/${'A'.repeat(43)}/voucher`,
    payload: { code: 'GC-NONE-NONE-NONE' },
    expect: { anonymous: 404, customerA: 404, customerB: 404, staffX: 404, staffY: 404, admin: 404 },
  },
];
