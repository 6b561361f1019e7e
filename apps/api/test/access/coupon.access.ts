// Access rows for /api/v1/coupons (test/access-matrix.ts): staff read (coupon.read), managers
// and admins write (coupon.write); another organization's coupon is a 404.
import type { AccessRow } from '../auth';
import { couponFixture } from '../fakes/access-fixtures';

export const accessRows: AccessRow[] = [
  {
    name: '/coupons list',
    method: 'GET',
    url: '/api/v1/coupons',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/coupons/{id} of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/coupons/${ctx.fixtures.couponId}`,
    setup: async (ctx) => void (ctx.fixtures.couponId = await couponFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/coupons create',
    method: 'POST',
    url: '/api/v1/coupons',
    payload: (_ctx, actor) => ({ code: `NEW-${actor}`, kind: 'percent', percent: 5 }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: '/coupons/{id} change',
    method: 'PATCH',
    url: (ctx) => `/api/v1/coupons/${ctx.fixtures.couponId}`,
    payload: { active: false },
    setup: async (ctx) => void (ctx.fixtures.couponId = await couponFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/coupons/{id} delete',
    method: 'DELETE',
    url: (ctx) => `/api/v1/coupons/${ctx.fixtures.couponId}`,
    setup: async (ctx) => void (ctx.fixtures.couponId = await couponFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
];
