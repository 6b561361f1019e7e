// Access rows for /api/v1/invoices: the owner or staff only; marking paid needs
// invoice.write.
import type { AccessRow } from '../auth';
import { invoiceFixture } from '../fakes/access-fixtures';

const ownerOrStaff = { anonymous: 401, customerA: 200, customerB: 404, staffX: 200, staffY: 404, admin: 200 };

export const accessRows: AccessRow[] = [
  {
    name: '/invoices list (own or all)',
    method: 'GET',
    url: '/api/v1/invoices',
    expect: { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/invoices/{id} of customer A',
    method: 'GET',
    url: (ctx) => `/api/v1/invoices/${ctx.fixtures.invoiceId}`,
    setup: async (ctx) => void (ctx.fixtures.invoiceId = await invoiceFixture(ctx)),
    expect: ownerOrStaff,
  },
  // Open to the guest whose cart cookie placed the order too (invoice.test.ts), so a caller
  // without a token gets the 404 of "not yours" rather than a 401.
  {
    name: '/invoices/{id}/pdf of customer A',
    method: 'GET',
    url: (ctx) => `/api/v1/invoices/${ctx.fixtures.invoiceId}/pdf`,
    setup: async (ctx) => void (ctx.fixtures.invoiceId = await invoiceFixture(ctx)),
    expect: { ...ownerOrStaff, anonymous: 404 },
  },
  {
    name: '/invoices/{id}/mark-paid',
    method: 'POST',
    url: (ctx) => `/api/v1/invoices/${ctx.fixtures.invoiceId}/mark-paid`,
    setup: async (ctx) => void (ctx.fixtures.invoiceId = await invoiceFixture(ctx)),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
];
