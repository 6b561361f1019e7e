// Access rows for /api/v1/banking and /api/v1/invoices/manual (see test/access-matrix.ts):
// money reports need report.read (or payment.refund), manual invoices invoice.write — managers and
// admins by default, not staff.
import type { AccessContext, AccessRow } from '../auth';

const reporters = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: 403,
  staffY: 403,
  admin: ok,
});
const draftBody = {
  buyer: { name: 'Access GmbH' },
  lines: [{ description: 'Court', quantity: 1, unitPriceCents: 2000, vatPercent: 19 }],
};

/** A fresh draft of org X for rows that change or issue one. */
async function freshDraft(ctx: AccessContext): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/invoices/manual',
    headers: ctx.sessions.admin.headers,
    payload: draftBody,
  });
  if (res.statusCode !== 201) throw new Error(`fixture draft: ${res.statusCode} ${res.body}`);
  ctx.fixtures.draftId = res.json<{ id: string }>().id;
}

export const accessRows: AccessRow[] = [
  { name: '/banking/summary', method: 'GET', url: '/api/v1/banking/summary', expect: reporters(200) },
  { name: '/banking/payments', method: 'GET', url: '/api/v1/banking/payments?provider=stripe', expect: reporters(200) },
  { name: '/banking/refunds', method: 'GET', url: '/api/v1/banking/refunds', expect: reporters(200) },
  {
    name: '/invoices/manual create',
    method: 'POST',
    url: '/api/v1/invoices/manual',
    payload: draftBody,
    expect: reporters(201),
  },
  {
    name: '/invoices/manual/:id',
    method: 'GET',
    setup: freshDraft,
    url: (ctx) => `/api/v1/invoices/manual/${ctx.fixtures.draftId}`,
    expect: reporters(200),
  },
  {
    name: '/invoices/manual/:id change',
    method: 'PATCH',
    setup: freshDraft,
    url: (ctx) => `/api/v1/invoices/manual/${ctx.fixtures.draftId}`,
    payload: { paymentMethod: 'cash' },
    expect: reporters(200),
  },
  {
    name: '/invoices/manual/:id/issue',
    method: 'POST',
    setup: freshDraft,
    url: (ctx) => `/api/v1/invoices/manual/${ctx.fixtures.draftId}/issue`,
    expect: reporters(200),
  },
  {
    name: '/invoices/manual/:id delete',
    method: 'DELETE',
    setup: freshDraft,
    url: (ctx) => `/api/v1/invoices/manual/${ctx.fixtures.draftId}`,
    expect: reporters(200),
  },
  {
    name: '/invoices/manual/:id/credit-note of a draft',
    method: 'POST',
    setup: freshDraft,
    url: (ctx) => `/api/v1/invoices/manual/${ctx.fixtures.draftId}/credit-note`,
    payload: { reason: 'test' },
    expect: reporters(409),
  },
];
