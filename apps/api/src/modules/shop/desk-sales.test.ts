// Desk sales (docs/product/shop.md#desk-sales): staff sell products at the desk, alone or with a
// walk-in's court, paid cash / card terminal / bank transfer, without a service fee, with an invoice;
// stock is taken by the same atomic reservation as online (a race for the last units stays exact);
// rentals with a walk-in's court never exceed the count; a gift card paid by transfer issues its
// voucher only when the transfer arrives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let t: TestContext;
let venue: DemoVenue;
let staff: LoggedIn;
let admin: LoggedIn;
const day = quietDay(4);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();
const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

async function makeProduct(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: admin.headers,
    payload: { status: 'published', vatPercent: 19, stock: 20, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}
const sell = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/bookings',
    headers: staff.headers,
    payload: { contact: { name: 'Walk In' }, paymentMethod: 'cash', ...payload },
  });
const stockOf = async (productId: string) =>
  (await q(`select stock, reserved from product_variants where product_id = $1`, [productId]))[0] as {
    stock: number;
    reserved: number;
  };

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(async () => t?.close());

describe('desk sales', () => {
  it('sells products alone, paid by card terminal, without a service fee, with a paid invoice', async () => {
    const drink = await makeProduct({ name: { de: 'Wasser' }, category: 'drinks', priceCents: 250, vatPercent: 7 });
    const cap = await makeProduct({ name: { de: 'Kappe' }, category: 'accessories', priceCents: 1500 });
    const products = [
      { productId: drink.id, quantity: 2 },
      { productId: cap.id, quantity: 1 },
    ];
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/bookings/quote',
      headers: staff.headers,
      payload: { paymentMethod: 'card_terminal', products },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ subtotal: 2000, serviceFee: 0, total: 2000 });
    const sold = await sell({ paymentMethod: 'card_terminal', products });
    expect(sold.statusCode, sold.body).toBe(201);
    const answer = sold.json<{ orderId: string; totalCents: number; invoiceNumber: string | null }>();
    expect(answer.totalCents).toBe(2000);
    expect(answer.invoiceNumber).toBeTruthy();
    const [invoice] = await q(`select status, total_cents from invoices where order_id = $1`, [answer.orderId]);
    expect(invoice).toEqual({ status: 'paid', total_cents: 2000 });
    expect(await stockOf(drink.id)).toEqual({ stock: 18, reserved: 0 });
    // Handed over at the desk: nothing to pick up or ship.
    expect(await q(`select 1 from order_fulfilments where order_id = $1`, [answer.orderId])).toHaveLength(0);
    const empty = await sell({ products: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('never sells more than is on hand: 8 desks race for the last 3', async () => {
    const last = await makeProduct({ name: { de: 'Letzte' }, category: 'equipment', priceCents: 990, stock: 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => sell({ products: [{ productId: last.id, quantity: 1 }] })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('OUT_OF_STOCK');
    expect(await stockOf(last.id)).toEqual({ stock: 0, reserved: 0 });
  });

  it('adds rentals to a walk-in court, never more than the venue has', async () => {
    const machine = await makeProduct({
      name: { de: 'Ballmaschine' },
      category: 'rental',
      priceCents: 800,
      rental: true,
      rentalUnit: 'hour',
      rentalCount: 1,
    });
    const first = await sell({
      items: [{ resourceId: venue.court(1).id, start: at('16:00'), end: at('18:00') }],
      rentals: [{ productId: machine.id, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<{ orderId: string; totalCents: number }>();
    const rentals = await q(`select gross_cents, order_id from booking_rentals where order_id = $1`, [order.orderId]);
    expect(rentals).toEqual([{ gross_cents: 1600, order_id: order.orderId }]);
    const second = await sell({
      items: [{ resourceId: venue.court(2).id, start: at('17:00'), end: at('18:00') }],
      rentals: [{ productId: machine.id, quantity: 1 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('OUT_OF_STOCK');
    // Nothing of the refused sale stays: its court is still free.
    const again = await sell({ items: [{ resourceId: venue.court(2).id, start: at('17:00'), end: at('18:00') }] });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('a gift card paid by bank transfer issues its voucher only when the transfer arrives', async () => {
    const card = await makeProduct({
      name: { de: 'Gutschein' },
      category: 'gift_card',
      priceCents: 3000,
      giftCard: true,
    });
    const sold = await sell({ paymentMethod: 'bank_transfer', products: [{ productId: card.id, quantity: 1 }] });
    expect(sold.statusCode, sold.body).toBe(201);
    const { orderId } = sold.json<{ orderId: string }>();
    const vouchers = () =>
      q(
        `select v.initial_cents from vouchers v join order_product_lines l on l.id = v.order_product_line_id where l.order_id = $1`,
        [orderId],
      );
    expect(await vouchers()).toHaveLength(0);
    const [invoice] = await q(`select id, status from invoices where order_id = $1`, [orderId]);
    expect(invoice!.status).toBe('pending');
    const manager = await loginAs(t.app, 'manager@example.com');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invoices/${invoice!.id as string}/mark-paid`,
      headers: manager.headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await vouchers()).toEqual([{ initial_cents: 3000 }]);
  });
});
