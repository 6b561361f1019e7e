import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot, payCart } from '../../../test/fakes/checkout-fixtures';
import { purgeExpiredCartItems } from '../cart/cart.jobs';

let t: TestContext;
let venue: DemoVenue;
let admin: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  admin = await loginAs(t.app, 'admin@example.com');
  await setShop(true);
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

async function setShop(on: boolean) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/settings/venue',
    headers: admin.headers,
    payload: { shopEnabled: on },
  });
  expect(res.statusCode).toBe(200);
}

let skuCounter = 0;
async function makeProduct(over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: admin.headers,
    payload: {
      name: { de: 'Testartikel', en: 'Test item' },
      category: 'accessories',
      priceCents: 2500,
      vatPercent: 19,
      status: 'published',
      sku: `T-${++skuCounter}`,
      stock: 10,
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const variantOf = async (productId: string) =>
  ((await q('select id from product_variants where product_id = $1', [productId]))[0] as { id: string }).id;

const stockOf = async (variantId: string) =>
  (await q('select stock, reserved from product_variants where id = $1', [variantId]))[0] as {
    stock: number;
    reserved: number;
  };

describe('catalogue', () => {
  it('creates a product with variants, each with its own stock, and shows the stock state', async () => {
    const p = await makeProduct({
      name: { de: 'T-Shirt', en: 'T-shirt' },
      lowStockThreshold: 2,
      variants: [
        { name: 'S', stock: 0 },
        { name: 'M', stock: 2 },
        { name: 'L', stock: 5 },
      ],
    });
    expect(p.variants.map((v: { name: string; stockStatus: string }) => [v.name, v.stockStatus])).toEqual([
      ['S', 'out of stock'],
      ['M', 'low stock'],
      ['L', 'in stock'],
    ]);
    expect(p.stock).toBe(7);
    const en = await t.app.inject({ method: 'GET', url: `/api/v1/shop/products/${p.id}?lang=en` });
    expect(en.json().name).toBe('T-shirt');
    const fr = await t.app.inject({ method: 'GET', url: `/api/v1/shop/products/${p.id}?lang=fr` });
    expect(fr.json().name).toBe('T-Shirt');
  });

  it('hides drafts from the public shop (404) and lists published products', async () => {
    const draft = await makeProduct({ status: 'draft' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/shop/products/${draft.id}` })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/shop/products' })).json();
    expect(list.rows.some((r: { id: string }) => r.id === draft.id)).toBe(false);
    expect(list.rows.length).toBeGreaterThan(0);
  });

  it('refuses a bad VAT rate and a non-URL image with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: admin.headers,
      payload: { name: { de: 'x' }, category: 'x', priceCents: 100, vatPercent: 16, images: ['javascript:alert(1)'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('stock in the cart', () => {
  it('64 buyers racing for the last 3 get exactly 3', async () => {
    const p = await makeProduct({ stock: 3 });
    const buyers = Array.from({ length: 64 }, () => client(t.app));
    const results = await Promise.all(
      buyers.map((b) => b.request('POST', '/api/v1/cart/products', { items: [{ productId: p.id, quantity: 1 }] })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(61);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('OUT_OF_STOCK');
    const variantId = await variantOf(p.id);
    expect(await stockOf(variantId)).toEqual({ stock: 3, reserved: 3 });
  });

  it('names cart products in the language of the page that asks', async () => {
    const p = await makeProduct();
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart/products', { items: [{ productId: p.id }] });
    const names = async (lang: string) =>
      (await guest.request('GET', '/api/v1/cart', undefined, { 'accept-language': lang })).json().products[0].name;
    expect(await names('en')).toBe('Test item');
    expect(await names('de-DE,de;q=0.9')).toBe('Testartikel');
  });

  it('gives the stock back when the reservation expires, and when the line is removed', async () => {
    const p = await makeProduct({ stock: 2 });
    const variantId = await variantOf(p.id);
    const a = client(t.app);
    const added = await a.request('POST', '/api/v1/cart/products', { items: [{ productId: p.id, quantity: 2 }] });
    expect(added.statusCode).toBe(200);
    expect(await stockOf(variantId)).toEqual({ stock: 2, reserved: 2 });
    const other = client(t.app);
    expect((await other.request('POST', '/api/v1/cart/products', { items: [{ productId: p.id }] })).statusCode).toBe(
      409,
    );
    await purgeExpiredCartItems(t.app.db, new Date(Date.now() + 8 * 60_000));
    expect(await stockOf(variantId)).toEqual({ stock: 2, reserved: 0 });
    expect((await a.request('GET', '/api/v1/cart')).json().products).toEqual([]);

    const b = client(t.app);
    const line = (await b.request('POST', '/api/v1/cart/products', { items: [{ productId: p.id }] })).json()
      .products[0];
    expect(await stockOf(variantId)).toEqual({ stock: 2, reserved: 1 });
    const plus = await b.request('PATCH', `/api/v1/cart/${line.id}`, { delta: 1 });
    expect(plus.json().products[0].quantity).toBe(2);
    expect(await stockOf(variantId)).toEqual({ stock: 2, reserved: 2 });
    expect((await b.request('PATCH', `/api/v1/cart/${line.id}`, { delta: 1 })).statusCode).toBe(409);
    await b.request('PATCH', `/api/v1/cart/${line.id}`, { delta: -1 });
    expect(await stockOf(variantId)).toEqual({ stock: 2, reserved: 1 });
    expect((await b.request('DELETE', `/api/v1/cart/${line.id}`)).statusCode).toBe(200);
    expect(await stockOf(variantId)).toEqual({ stock: 2, reserved: 0 });
  });

  it('needs a variant for a product that has variants', async () => {
    const p = await makeProduct({
      variants: [
        { name: 'M', stock: 1 },
        { name: 'L', stock: 1 },
      ],
    });
    const c = client(t.app);
    expect((await c.request('POST', '/api/v1/cart/products', { items: [{ productId: p.id }] })).statusCode).toBe(400);
  });
});

describe('money: mixed VAT through cart, order and invoice', () => {
  it('agrees to the cent, sells the stock, and a per-line refund gives stock and money back', async () => {
    const shirt = await makeProduct({ priceCents: 2500, vatPercent: 19, variants: [{ name: 'M', stock: 4 }] });
    const drink = await makeProduct({ name: { de: 'Getränkegutschein' }, priceCents: 350, vatPercent: 7, stock: 20 });
    const guest = client(t.app);
    expect((await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '12:00')] })).statusCode).toBe(
      200,
    );
    await guest.request('POST', '/api/v1/cart/products', {
      items: [
        { productId: shirt.id, variantId: shirt.variants[0].id },
        { productId: drink.id, quantity: 3 },
      ],
    });
    const summary = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    expect(summary.totalItems).toBe(5);
    const { orderId, confirm } = await payCart(guest);
    expect(confirm.json()).toMatchObject({ status: 'completed' });

    const order = (await guest.request('GET', `/api/v1/orders/${orderId}`)).json();
    expect(order.summary).toMatchObject({ total: summary.total, vat: summary.vat, net: summary.net });
    expect(order.productLines).toHaveLength(2);
    const [invoice] = (await q(
      `select lines, totals, total_cents from invoices where order_id = $1 and kind = 'invoice'`,
      [orderId],
    )) as {
      lines: { kind: string; vatPercent: number; vatCents: number; grossCents: number; netCents: number }[];
      totals: { vatCents: number; netCents: number };
      total_cents: number;
    }[];
    expect(invoice!.total_cents).toBe(summary.total);
    expect(invoice!.totals.vatCents).toBe(summary.vat + summary.serviceFeeVat);
    const goods = invoice!.lines.filter((l) => l.kind !== 'service_fee' && l.kind !== 'service_fee_waiver');
    const byRate = (rate: number) => goods.filter((l) => l.vatPercent === rate).reduce((s, l) => s + l.vatCents, 0);
    // 7 %: 3 × 3.50 € = 10.50 € gross → 9.81 € net, 0.69 € VAT (one rounding per rate).
    expect(byRate(7)).toBe(69);
    expect(byRate(19) + byRate(7)).toBe(summary.vat);
    expect(await stockOf(shirt.variants[0].id)).toEqual({ stock: 3, reserved: 0 });

    const drinkLine = order.productLines.find((l: { productId: string }) => l.productId === drink.id);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/product-refunds`,
      headers: admin.headers,
      payload: { lines: [{ lineId: drinkLine.id, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().refunded[0].amountCents).toBe(350);
    const drinkVariant = await variantOf(drink.id);
    expect(await stockOf(drinkVariant)).toEqual({ stock: 18, reserved: 0 });
    const [note] = (await q(`select lines from invoices where order_id = $1 and kind = 'credit_note'`, [orderId])) as {
      lines: { vatPercent: number; grossCents: number }[];
    }[];
    expect(note!.lines[0]).toMatchObject({ vatPercent: 7, grossCents: -350 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/product-refunds`,
      headers: admin.headers,
      payload: { lines: [{ lineId: drinkLine.id, quantity: 3 }] },
    });
    expect(again.statusCode).toBe(400);

    // Sold once: the product is archived, not deleted.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/products/${drink.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(409);
    const never = await makeProduct();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/products/${never.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
  });

  it('a shop-only cart checks out too', async () => {
    const p = await makeProduct({ priceCents: 1200, vatPercent: 7, stock: 5 });
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart/products', { items: [{ productId: p.id, quantity: 2 }] });
    const { confirm } = await payCart(guest);
    expect(confirm.json()).toMatchObject({ status: 'completed' });
    const id = await variantOf(p.id);
    expect(await stockOf(id)).toEqual({ stock: 3, reserved: 0 });
  });
});

describe('shop switched off', () => {
  it('answers 409 SHOP_DISABLED for shop items and the public catalogue', async () => {
    const p = await makeProduct();
    await setShop(false);
    try {
      const guest = client(t.app);
      const add = await guest.request('POST', '/api/v1/cart/products', { items: [{ productId: p.id }] });
      expect(add.statusCode).toBe(409);
      expect(add.json().code).toBe('SHOP_DISABLED');
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/shop/products' })).statusCode).toBe(409);
      // Staff still run the catalogue.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/products', headers: admin.headers })).statusCode).toBe(
        200,
      );
    } finally {
      await setShop(true);
    }
  });
});
