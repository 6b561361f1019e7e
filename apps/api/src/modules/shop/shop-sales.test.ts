import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { clearDemoActivity, client, payCart } from '../../../test/fakes/checkout-fixtures';

let t: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  await clearDemoActivity(t);
  admin = await loginAs(t.app, 'admin@example.com');
  const shopOn = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/settings/venue',
    headers: admin.headers,
    payload: { shopEnabled: true },
  });
  expect(shopOn.statusCode).toBe(200);
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

async function makeProduct(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: admin.headers,
    payload: { category: 'accessories', status: 'published', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function buy(items: Record<string, unknown>[]) {
  const guest = client(t.app);
  expect((await guest.request('POST', '/api/v1/cart/products', { items })).statusCode).toBe(200);
  const { orderId, confirm } = await payCart(guest);
  expect(confirm.json()).toMatchObject({ status: 'completed' });
  return orderId;
}

const sales = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/shop/sales?${query}`, headers: admin.headers });

describe('shop sales report', () => {
  it('agrees to the cent with the invoices and credit notes, per VAT rate, with units, products and stock alerts', async () => {
    const shirt = await makeProduct({
      name: { de: 'Vereinsshirt', en: 'Club shirt' },
      priceCents: 2999,
      vatPercent: 19,
      lowStockThreshold: 2,
      variants: [{ name: 'M', stock: 3 }],
    });
    const drink = await makeProduct({
      name: { de: 'Getränkegutschein', en: 'Drinks voucher' },
      category: 'food',
      priceCents: 350,
      vatPercent: 7,
      stock: 50,
    });
    const first = await buy([
      { productId: shirt.id, variantId: shirt.variants[0].id },
      { productId: drink.id, quantity: 3 },
    ]);
    await buy([{ productId: drink.id, quantity: 2 }]);
    // One drink of the first order comes back.
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${first}`, headers: admin.headers })
    ).json();
    const drinkLine = order.productLines.find((l: { productId: string }) => l.productId === drink.id);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${first}/product-refunds`,
      headers: admin.headers,
      payload: { lines: [{ lineId: drinkLine.id, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const today = localDate(new Date(), 'Europe/Berlin');
    const res = await sales(`from=${today}&to=${today}&granularity=day`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();

    // The documents: product lines of invoices plus the lines of the credit note (the only one), per rate.
    const docs = (await q(`select lines from invoices where kind in ('invoice', 'credit_note')`)) as {
      lines: { kind: string; vatPercent: number; grossCents: number; vatCents: number }[];
    }[];
    const byRate = new Map<number, { gross: number; vat: number }>();
    for (const line of docs.flatMap((d) => d.lines).filter((l) => l.kind === 'product' || l.kind === 'credit')) {
      const sum = byRate.get(line.vatPercent) ?? { gross: 0, vat: 0 };
      byRate.set(line.vatPercent, { gross: sum.gross + line.grossCents, vat: sum.vat + line.vatCents });
    }
    expect(byRate.size).toBe(2);
    for (const [percent, sum] of byRate) {
      const row = report.byVatRate.find((r: { vatBasisPoints: number }) => r.vatBasisPoints === percent * 100);
      expect(row, `rate ${percent}`).toMatchObject({ grossCents: sum.gross, vatCents: sum.vat });
      expect(row.netCents).toBe(sum.gross - sum.vat);
    }
    // 1 shirt 29.99 € + 4 drinks kept of 5 at 3.50 €.
    expect(report.totals).toMatchObject({ grossCents: 2999 + 4 * 350, units: 5, orders: 2 });
    expect(report.series).toEqual([expect.objectContaining({ start: today, grossCents: 2999 + 1400, units: 5 })]);
    expect(report.topProducts.map((p: { name: string; units: number }) => [p.name, p.units])).toEqual([
      ['Vereinsshirt', 1],
      ['Getränkegutschein', 4],
    ]);
    expect(report.byCategory.map((c: { category: string; grossCents: number }) => [c.category, c.grossCents])).toEqual([
      ['accessories', 2999],
      ['food', 1400],
    ]);
    // The shirt's last two units are at the threshold: a low-stock alert.
    expect(report.stockAlerts).toContainEqual(
      expect.objectContaining({ productId: shirt.id, variantName: 'M', available: 2, state: 'low stock' }),
    );

    // English names for an English dashboard; weeks start on Monday; a past period is empty.
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/v1/shop/sales?from=${today}&to=${today}&granularity=week`,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(english.json().topProducts[0].name).toBe('Club shirt');
    const monday = english.json().series[0].start as string;
    expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
    const past = (await sales('from=2020-01-01&to=2020-01-31')).json();
    expect(past.totals).toMatchObject({ grossCents: 0, units: 0, orders: 0 });
    expect(past.series).toEqual([]);
  });

  it('refuses a reversed or too long period and an unknown granularity with 400', async () => {
    expect((await sales('from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await sales('from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await sales('granularity=year')).statusCode).toBe(400);
  });
});
