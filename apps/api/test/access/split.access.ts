// Access rows for split orders (docs/product/split-payment.md#who-sees-what): the shares of an
// order are read like the order itself — its owner, staff of its organization, the guest with its
// cart cookie — and a share link is a payment link (public, the token is the proof; its rows are in
// payment-link.access.ts, which covers GET and POST /payment-links/:token for every token).
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
  await ctx.app.db.insert(orderShares).values([
    { organizationId: ctx.orgs.x, orderId, position: 0, email: 'customer@example.com', amountCents: 1379 },
    { organizationId: ctx.orgs.x, orderId, position: 1, email: 'friend@example.com', amountCents: 1378 },
  ]);
  ctx.fixtures.splitOrderId = orderId;
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
];
