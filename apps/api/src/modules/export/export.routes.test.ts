import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
  await demoVenue(t);
});
afterAll(async () => t?.close());

describe('export language (docs/product.md#languages)', () => {
  const get = async (url: string) => {
    const staff = await loginAs(t.app, 'staff@example.com');
    return t.app.inject({ method: 'GET', url, headers: staff.headers });
  };
  const headerRow = (body: string) => body.replace(/^\uFEFF/, '').split(/\r?\n/)[0];

  it('writes the bookings and customers in the asked language, German when none is asked', async () => {
    const fr = await get('/api/v1/export/bookings?format=csv&lang=fr');
    expect(fr.statusCode, fr.body).toBe(200);
    expect(headerRow(fr.body)).toContain('ID de réservation');
    expect(headerRow(fr.body)).toContain('Moyen de paiement');
    const zh = await get('/api/v1/export/customers?format=csv&lang=zh');
    expect(zh.statusCode, zh.body).toBe(200);
    expect(headerRow(zh.body)).toContain('姓名');
    const de = await get('/api/v1/export/bookings?format=csv');
    expect(headerRow(de.body)).toContain('Buchungs-ID');
  });

  it('refuses an unknown language with a 400 and a message', async () => {
    for (const url of ['/api/v1/export/bookings?format=csv&lang=xx', '/api/v1/export/customers?lang=es']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/lang/);
    }
  });
});
