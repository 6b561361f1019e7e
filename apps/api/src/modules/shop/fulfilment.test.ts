// Pick-up or delivery (docs/product/shop.md#pick-up-or-delivery): the cart's choice and its shipping
// line (summary, order and invoice agree to the cent), the fulfilment state and its guarded
// transitions (unpaid refused, wrong method refused, repeats idempotent and audited once), the
// staff's list and the shipped mail.
import { randomUUID } from 'node:crypto';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { clearDemoActivity, client, contact, payCart, startOrder } from '../../../test/fakes/checkout-fixtures';

let t: TestContext;
let admin: LoggedIn;
let staff: LoggedIn;
let shirt: { id: string };
let drink: { id: string };
let card: { id: string };
const address = { name: 'Gina Gast', street: 'Hafenweg 3', postalCode: '20457', city: 'Hamburg', country: 'de' };

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const settings = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/settings/venue', headers: admin.headers, payload });
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
const mark = (orderId: string, action: 'picked-up' | 'shipped', who: LoggedIn = staff) =>
  t.app.inject({ method: 'POST', url: `/api/v1/shop/fulfilments/${orderId}/${action}`, headers: who.headers });
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/shop/fulfilments${query}`, headers: staff.headers })).json<{
    rows: { orderId: string; code: string; customerName: string; state: string; lines: { quantity: number }[] }[];
  }>();
const order = async (guest: ReturnType<typeof client>, id: string) =>
  (await guest.request('GET', `/api/v1/orders/${id}`)).json<OrderDto>();

beforeAll(async () => {
  t = await buildTestApp();
  await clearDemoActivity(t);
  admin = await loginAs(t.app, 'admin@example.com');
  staff = await loginAs(t.app, 'staff@example.com');
  expect((await settings({ shopEnabled: true, shippingFeeCents: 490 })).statusCode).toBe(200);
  shirt = await makeProduct({ name: { de: 'T-Shirt', en: 'T-shirt' }, category: 'apparel', priceCents: 1999 });
  drink = await makeProduct({ name: { de: 'Getränk' }, category: 'drinks', priceCents: 250, vatPercent: 7 });
  card = await makeProduct({ name: { de: 'Gutschein' }, category: 'gift_card', priceCents: 2500, giftCard: true });
});
afterAll(async () => t?.close());

describe('delivery', () => {
  let orderId: string;
  let guest: ReturnType<typeof client>;

  it('offers delivery for shippable products, adds the fee as a 19 % line; summary, order and invoice agree', async () => {
    guest = client(t.app);
    expect((await guest.request('GET', '/api/v1/cart/delivery')).json()).toMatchObject({ offered: false });
    const added = await guest.request('POST', '/api/v1/cart/products', {
      items: [
        { productId: shirt.id, quantity: 2 },
        { productId: drink.id, quantity: 3 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await guest.request('GET', '/api/v1/cart/delivery')).json()).toEqual({
      needed: true,
      offered: true,
      feeCents: 490,
      method: 'pickup',
      address: null,
    });
    const before = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    expect(before.shipping).toBe(0);
    const noAddress = await guest.request('PUT', '/api/v1/cart/delivery', { method: 'delivery' });
    expect(noAddress.statusCode).toBe(400);
    const chosen = await guest.request('PUT', '/api/v1/cart/delivery', { method: 'delivery', address });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ method: 'delivery', address: { ...address, country: 'DE' } });
    const summary = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    expect(summary.shipping).toBe(490);
    expect(summary.subtotal).toBe(2 * 1999 + 3 * 250 + 490);
    expect(summary.totalItems).toBe(5);
    expect(summary.total).toBe(before.total + 490 + (summary.serviceFee - before.serviceFee));

    const paid = await payCart(guest);
    expect(paid.confirm.json()).toMatchObject({ status: 'completed' });
    orderId = paid.orderId;
    const dto = await order(guest, orderId);
    expect(dto.summary).toMatchObject({ subtotal: summary.subtotal, vat: summary.vat, total: summary.total });
    expect(dto.fulfilment).toMatchObject({ method: 'delivery', status: 'open', state: 'to_ship', shippingCents: 490 });
    const [invoice] = await q(`select lines, totals, total_cents from invoices where order_id = $1`, [orderId]);
    const lines = invoice!.lines as { kind: string; grossCents: number; vatCents: number; vatPercent: number }[];
    const ship = lines.find((l) => l.kind === 'shipping')!;
    // 4.90 € gross at 19 %: net 4.12, VAT 0.78 (the only 19 % goods besides it are the shirts).
    expect(ship).toMatchObject({ grossCents: 490, vatPercent: 19 });
    expect(invoice!.total_cents).toBe(summary.total);
    const goodsVat = lines.filter((l) => l.kind !== 'service_fee').reduce((s, l) => s + l.vatCents, 0);
    expect(goodsVat).toBe(summary.vat);
    const [f] = await q(`select shipping_cents, shipping_vat_cents from order_fulfilments where order_id = $1`, [
      orderId,
    ]);
    expect(f).toEqual({ shipping_cents: 490, shipping_vat_cents: ship.vatCents });
  });

  it('cannot be picked up; shipping is idempotent, audited once and mails the customer', async () => {
    const wrong = await mark(orderId, 'picked-up');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_TRANSITION', details: { reason: 'wrong_method' } });
    expect((await list('?method=delivery')).rows.map((r) => r.orderId)).toContain(orderId);
    const shipped = await Promise.all([mark(orderId, 'shipped'), mark(orderId, 'shipped'), mark(orderId, 'shipped')]);
    for (const s of shipped) expect(s.json()).toMatchObject({ status: 'shipped', state: 'shipped' });
    expect((await mark(orderId, 'shipped')).statusCode).toBe(200);
    expect(await q(`select action from audit_log where entity_id = $1 and action like 'shop.%'`, [orderId])).toEqual([
      { action: 'shop.order_shipped' },
    ]);
    const mails = await q(
      `select subject, text from outbox_mails where template = 'shop.order-shipped' and "to" = $1`,
      [contact.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hafenweg 3');
    expect((await order(guest, orderId)).fulfilment).toMatchObject({ state: 'shipped' });
    expect((await list()).rows.map((r) => r.orderId)).not.toContain(orderId);
    expect((await list('?state=done')).rows.map((r) => r.orderId)).toContain(orderId);
  });
});

describe('pick-up', () => {
  it('is the default: ready for pick-up once paid, listed with the code and name, picked up once', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart/products', { items: [{ productId: shirt.id, quantity: 1 }] });
    const paid = await payCart(guest, undefined, { contact: { name: 'Paul Pick', email: 'paul@example.org' } });
    const dto = await order(guest, paid.orderId);
    expect(dto.fulfilment).toMatchObject({ method: 'pickup', state: 'ready_for_pickup', shippingCents: 0 });
    expect(dto.summary.total).toBe(1999 + dto.summary.serviceFee + dto.summary.serviceFeeVat);
    const row = (await list('?method=pickup')).rows.find((r) => r.orderId === paid.orderId)!;
    expect(row).toMatchObject({ customerName: 'Paul Pick', state: 'ready_for_pickup', code: dto.fulfilment!.code });
    expect(row.code).toMatch(/^[0-9A-F]{8}$/);
    const ship = await mark(paid.orderId, 'shipped');
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toContain('picked up at the venue');
    const picked = await Promise.all(Array.from({ length: 5 }, () => mark(paid.orderId, 'picked-up')));
    expect(picked.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await q(`select count(*)::int as n from audit_log where entity_id = $1`, [paid.orderId])).toEqual([
      { n: 1 },
    ]);
    expect((await order(guest, paid.orderId)).fulfilment).toMatchObject({ status: 'picked_up' });
  });

  it('refuses an unpaid order, another venue sees none, a customer may not mark', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart/products', { items: [{ productId: shirt.id, quantity: 1 }] });
    const started = await startOrder(guest);
    const { orderId } = started.json<{ orderId: string }>();
    const refused = await mark(orderId, 'picked-up');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { reason: 'not_paid' } });
    expect((await list()).rows.map((r) => r.orderId)).not.toContain(orderId);
    const other = await loginAs(t.app, 'staff@sandplatz.example');
    expect((await mark(orderId, 'picked-up', other)).statusCode).toBe(404);
    expect((await mark(randomUUID(), 'picked-up')).statusCode).toBe(404);
    const customer = await loginAs(t.app, 'customer@example.com');
    expect((await mark(orderId, 'picked-up', customer)).statusCode).toBe(403);
  });

  it('gift cards are mailed, not shipped: no delivery, no fulfilment', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart/products', { items: [{ productId: card.id, quantity: 1 }] });
    expect((await guest.request('GET', '/api/v1/cart/delivery')).json()).toMatchObject({
      needed: false,
      offered: false,
    });
    const refused = await guest.request('PUT', '/api/v1/cart/delivery', { method: 'delivery', address });
    expect(refused.statusCode).toBe(409);
    const paid = await payCart(guest);
    expect((await order(guest, paid.orderId)).fulfilment).toBeUndefined();
  });

  it('without a shipping fee the venue does not deliver', async () => {
    expect((await settings({ shippingFeeCents: null })).statusCode).toBe(200);
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart/products', { items: [{ productId: shirt.id, quantity: 1 }] });
    expect((await guest.request('GET', '/api/v1/cart/delivery')).json()).toMatchObject({ offered: false });
    const refused = await guest.request('PUT', '/api/v1/cart/delivery', { method: 'delivery', address });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: 'delivery_not_offered' });
    expect((await settings({ shippingFeeCents: 490 })).statusCode).toBe(200);
  });
});
