// Coupons for products (docs/product/shop.md#coupons-for-products): a coupon targeting products or shop
// categories discounts only the matching lines — not court time, other products or shipping — and
// VAT per rate stays exact to the cent across cart summary, order and invoice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { clearDemoActivity, client, payCart } from '../../../test/fakes/checkout-fixtures';

let t: TestContext;
let admin: LoggedIn;
let shirt: { id: string };
let drink: { id: string };
const address = { name: 'Gina Gast', street: 'Hafenweg 3', postalCode: '20457', city: 'Hamburg', country: 'DE' };

async function makeProduct(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: admin.headers,
    payload: { status: 'published', vatPercent: 19, stock: 50, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}
const coupon = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/coupons', headers: admin.headers, payload });

async function cartWith(code: string) {
  const guest = client(t.app);
  await guest.request('POST', '/api/v1/cart/products', {
    items: [
      { productId: shirt.id, quantity: 2 },
      { productId: drink.id, quantity: 3 },
    ],
  });
  expect((await guest.request('PUT', '/api/v1/cart/delivery', { method: 'delivery', address })).statusCode).toBe(200);
  const applied = await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code });
  expect(applied.statusCode, applied.body).toBe(200);
  return guest;
}

beforeAll(async () => {
  t = await buildTestApp();
  await clearDemoActivity(t);
  admin = await loginAs(t.app, 'admin@example.com');
  const on = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/settings/venue',
    headers: admin.headers,
    payload: { shopEnabled: true, shippingFeeCents: 490 },
  });
  expect(on.statusCode).toBe(200);
  shirt = await makeProduct({ name: { de: 'T-Shirt' }, category: 'apparel', priceCents: 1999 });
  drink = await makeProduct({ name: { de: 'Getränk' }, category: 'drinks', priceCents: 250, vatPercent: 7 });
});
afterAll(async () => t?.close());

describe('coupons targeting products', () => {
  it('a category coupon discounts only that category; VAT per rate exact on summary, order and invoice', async () => {
    const made = await coupon({ code: 'SHIRTS10', kind: 'percent', percent: 10, targetCategories: ['apparel'] });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ targetCategories: ['apparel'], targetProductIds: [] });
    const guest = await cartWith('SHIRTS10');
    const summary = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    // 19 %: shirts 3998 − 400 + shipping 490 = 4088 → net 3435, VAT 653; 7 %: 750 → net 701, VAT 49.
    expect(summary).toMatchObject({ subtotal: 3998 + 750 + 490, discount: 400, gross: 4838, vat: 702, net: 4136 });
    expect(summary.total).toBe(4838 + 300 + 57);
    const paid = await payCart(guest);
    const order = (await guest.request('GET', `/api/v1/orders/${paid.orderId}`)).json<OrderDto>();
    expect(order.summary).toMatchObject({ discount: 400, vat: 702, total: summary.total });
    const lines = order.productLines!;
    expect(lines.find((l) => l.productId === shirt.id)).toMatchObject({ discountCents: 400, grossCents: 3598 });
    expect(lines.find((l) => l.productId === drink.id)).toMatchObject({ discountCents: 0, grossCents: 750 });
    const [invoice] = (
      await t.database.query(`select lines, total_cents from invoices where order_id = $1`, [paid.orderId])
    ).rows as { lines: { kind: string; vatCents: number; vatPercent: number; discountCents: number }[] }[];
    const vatOf = (rate: number) =>
      invoice!.lines
        .filter((l) => l.kind !== 'service_fee' && l.vatPercent === rate)
        .reduce((s, l) => s + l.vatCents, 0);
    expect([vatOf(19), vatOf(7)]).toEqual([653, 49]);
    expect(invoice!.lines.find((l) => l.kind === 'shipping')!.discountCents).toBe(0);
  });

  it('a product coupon discounts that product only, never above it', async () => {
    expect(
      (await coupon({ code: 'DRINK5', kind: 'fixed', amountCents: 500, targetProductIds: [drink.id] })).statusCode,
    ).toBe(201);
    const guest = await cartWith('DRINK5');
    const summary = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    expect(summary.discount).toBe(500);
    expect(
      (await coupon({ code: 'BIG', kind: 'fixed', amountCents: 5000, targetProductIds: [drink.id] })).statusCode,
    ).toBe(201);
    const other = await cartWith('BIG');
    expect((await other.request('GET', '/api/v1/cart/ordersummery')).json().rows[0].discount).toBe(750);
  });

  it('refuses a cart without a matching product and a target of another venue', async () => {
    expect((await coupon({ code: 'FOOD1', kind: 'percent', percent: 5, targetCategories: ['food'] })).statusCode).toBe(
      201,
    );
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart/products', { items: [{ productId: shirt.id, quantity: 1 }] });
    const refused = await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'FOOD1' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'COUPON_INVALID', details: { reason: 'no_eligible_items' } });
    const unknown = await coupon({ code: 'NOPE1', kind: 'percent', percent: 5, targetProductIds: [randomUUID()] });
    expect(unknown.statusCode).toBe(400);
    const badCategory = await coupon({ code: 'NOPE2', kind: 'percent', percent: 5, targetCategories: ['cars'] });
    expect(badCategory.statusCode).toBe(400);
  });
});
