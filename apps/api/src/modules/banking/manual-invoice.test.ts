import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';

let t: TestContext;
let manager: LoggedIn;
let customer: LoggedIn;

interface Invoice {
  id: string;
  number: string;
  status: string;
  kind: string;
  totalCents: number;
  refundedCents: number;
  totals: { netCents: number; vatCents: number; grossCents: number };
  lines: { grossCents: number; vatCents: number }[];
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
});
afterAll(async () => t?.close());

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  who: LoggedIn = manager,
) {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<T & { code?: string; details?: { reason?: string } }>() };
}

const body = () => ({
  buyer: {
    name: 'Verein Sandkasten e. V.',
    email: 'kasse@sandkasten.example',
    street: 'Weg 1',
    postalCode: '50667',
    city: 'Köln',
    country: 'DE',
  },
  userId: customer.userId,
  paymentMethod: 'bank_transfer',
  lines: [
    { description: 'Turnier: 4 Plätze, 6 Stunden', quantity: 24, unitPriceCents: 2500, vatPercent: 19 },
    { description: 'Getränkepauschale', quantity: 1, unitPriceCents: 10700, vatPercent: 7 },
  ],
});

describe('manual invoices', () => {
  let draft: Invoice;

  it('drafts an invoice without using a real number, and edits it', async () => {
    const created = await call<Invoice>('POST', '/api/v1/invoices/manual', body());
    expect(created.status).toBe(201);
    draft = created.body;
    expect(draft).toMatchObject({ status: 'draft', kind: 'invoice', totalCents: 70700 });
    expect(draft.number).toMatch(/^ENTWURF-\d+$/);
    expect(draft.totals.vatCents).toBe(60000 - Math.round(60000 / 1.19) + (10700 - 10000));
    const edited = await call<Invoice>('PATCH', `/api/v1/invoices/manual/${draft.id}`, {
      lines: [{ description: 'Turnier', quantity: 1, unitPriceCents: 11900, vatPercent: 19 }],
    });
    expect(edited.body).toMatchObject({ totalCents: 11900, totals: { vatCents: 1900, netCents: 10000 } });
    const read = await call<Invoice & { userId: string }>('GET', `/api/v1/invoices/manual/${draft.id}`);
    expect(read.body).toMatchObject({ userId: customer.userId, status: 'draft' });
  });

  it('refuses an empty or malformed draft', async () => {
    expect((await call('POST', '/api/v1/invoices/manual', { ...body(), lines: [] })).status).toBe(400);
    expect(
      (
        await call('POST', '/api/v1/invoices/manual', {
          ...body(),
          lines: [{ description: 'x', quantity: 0, unitPriceCents: 1, vatPercent: 19 }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/invoices/manual', { ...body(), userId: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(400);
  });

  it('issues the draft with the next gapless number: pending, then paid', async () => {
    const issued = await call<Invoice>('POST', `/api/v1/invoices/manual/${draft.id}/issue`);
    expect(issued.status).toBe(200);
    expect(issued.body.status).toBe('pending');
    expect(issued.body.number).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`));
    const again = await call('PATCH', `/api/v1/invoices/manual/${draft.id}`, { paymentMethod: 'cash' });
    expect(again.status).toBe(409);
    expect(again.body.details?.reason).toBe('not_draft');
    const paid = await call<Invoice>('POST', `/api/v1/invoices/${draft.id}/mark-paid`);
    expect(paid.body.status).toBe('paid');
    const mine = await call<{ rows: Invoice[] }>('GET', '/api/v1/invoices', undefined, customer);
    expect(mine.body.rows.map((r) => r.id)).toContain(draft.id);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${draft.id}/pdf`,
      headers: manager.headers,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('credits part, then the rest: the invoice becomes refunded', async () => {
    const part = await call<Invoice>('POST', `/api/v1/invoices/manual/${draft.id}/credit-note`, {
      amountCents: 1190,
      reason: 'Ein Platz fiel aus',
    });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      kind: 'credit_note',
      status: 'refunded',
      totalCents: -1190,
      totals: { vatCents: -190 },
    });
    const tooMuch = await call('POST', `/api/v1/invoices/manual/${draft.id}/credit-note`, {
      amountCents: 20000,
      reason: 'x',
    });
    expect(tooMuch.status).toBe(400);
    const rest = await call<Invoice>('POST', `/api/v1/invoices/manual/${draft.id}/credit-note`, {
      reason: 'Turnier abgesagt',
    });
    expect(rest.body.totalCents).toBe(-(11900 - 1190));
    const original = await call<Invoice>('GET', `/api/v1/invoices/${draft.id}`);
    expect(original.body).toMatchObject({ status: 'refunded', refundedCents: 11900 });
    const trail = await call<{ rows: { action: string }[] }>('GET', `/api/v1/history/invoice/${draft.id}`);
    expect(trail.body.rows.map((r) => r.action)).toEqual([
      'invoice.credited',
      'invoice.credited',
      'invoice.marked_paid',
      'invoice.issued',
      'invoice.draft_updated',
      'invoice.draft_created',
    ]);
  });

  it('keeps yearly numbers gapless when drafts come and go', async () => {
    const a = await call<Invoice>('POST', '/api/v1/invoices/manual', body());
    expect((await call('DELETE', `/api/v1/invoices/manual/${a.body.id}`)).status).toBe(200);
    const b = await call<Invoice>('POST', '/api/v1/invoices/manual', body());
    const issued = await call<Invoice>('POST', `/api/v1/invoices/manual/${b.body.id}/issue`);
    const { rows } = await t.database.query(
      `select sequence from invoices where organization_id = $1 and year = $2 order by sequence`,
      [manager.organizationId, new Date().getUTCFullYear()],
    );
    expect(rows.map((r) => Number(r.sequence))).toEqual(rows.map((_, i) => i + 1));
    expect(issued.body.number.endsWith(String(rows.length).padStart(6, '0'))).toBe(true);
    expect((await call('DELETE', `/api/v1/invoices/manual/${b.body.id}`)).status).toBe(409);
  });

  it('is for staff with invoice.write; a customer gets 403', async () => {
    expect((await call('POST', '/api/v1/invoices/manual', body(), customer)).status).toBe(403);
    const staff = await loginAs(t.app, 'staff@example.com');
    expect((await call('POST', '/api/v1/invoices/manual', body(), staff)).status).toBe(403);
  });
});
