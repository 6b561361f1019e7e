// Access rows for /api/v1/vouchers: desk staff look balances up, voucher.write issues and changes.
import type { AccessRow } from '../auth';
import { voucherFixture } from '../fakes/access-fixtures';

export const accessRows: AccessRow[] = [
  {
    name: '/vouchers list',
    method: 'GET',
    url: '/api/v1/vouchers',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/vouchers/{id} of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/vouchers/${ctx.fixtures.voucherId}`,
    setup: async (ctx) => void (ctx.fixtures.voucherId = await voucherFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/vouchers issue',
    method: 'POST',
    url: '/api/v1/vouchers',
    payload: { amountCents: 2500 },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: '/vouchers/{id} correct balance',
    method: 'PATCH',
    url: (ctx) => `/api/v1/vouchers/${ctx.fixtures.voucherId}`,
    payload: { adjustCents: 100, note: 'goodwill' },
    setup: async (ctx) => void (ctx.fixtures.voucherId = await voucherFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
];
