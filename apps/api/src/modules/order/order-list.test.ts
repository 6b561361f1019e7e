// The staff orders list (GET /api/v1/orders) reads each part of a page's orders once for all of them
// (order-dto.ts ordersToDtos): every row must be exactly what the order's own page answers — items,
// product lines, rentals, payments, invoices and pick-up state — for orders of every kind side by
// side, newest first, with the exact count.
import { orderSchema } from '@courtside/core/checkout-schemas';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import {
  bareOrder,
  clearDemoActivity,
  client,
  contact,
  courtSlot,
  payCart,
  startOrder,
} from '../../../test/fakes/checkout-fixtures';
import { rentalProduct } from '../../../test/fakes/rental-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let t: TestContext;
let venue: DemoVenue;
let admin: LoggedIn;
let customer: LoggedIn;
const made: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  admin = await loginAs(t.app, 'admin@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
  const settings = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/settings/venue',
    headers: admin.headers,
    payload: { shopEnabled: true, shippingFeeCents: 490 },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const shirt = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: admin.headers,
    payload: {
      status: 'published',
      vatPercent: 19,
      stock: 50,
      name: { de: 'T-Shirt', en: 'T-shirt' },
      category: 'apparel',
      priceCents: 1999,
    },
  });
  expect(shirt.statusCode, shirt.body).toBe(201);
  const balls = await rentalProduct(t.app, venue.organizationId, { unit: 'booking', count: 6, priceCents: 300 });

  // 1. A court with a rental, paid by the signed-in customer.
  const user = client(t.app, customer.headers);
  const added = await user.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00', 5)] });
  expect(added.statusCode, added.body).toBe(200);
  const bookingId = added.json().items[0].bookingId as string;
  const rented = await user.request('PUT', `/api/v1/cart/bookings/${bookingId}/rentals/${balls}`, { quantity: 2 });
  expect(rented.statusCode, rented.body).toBe(200);
  made.push((await payCart(user, undefined, {})).orderId);

  // 2. Two shirts for delivery, paid by a guest: product lines, a shipping line, a fulfilment.
  const guest = client(t.app);
  const products = await guest.request('POST', '/api/v1/cart/products', {
    items: [{ productId: shirt.json().id, quantity: 2 }],
  });
  expect(products.statusCode, products.body).toBe(200);
  const address = { name: 'Gina Gast', street: 'Hafenweg 3', postalCode: '20457', city: 'Hamburg', country: 'de' };
  const delivery = await guest.request('PUT', '/api/v1/cart/delivery', { method: 'delivery', address });
  expect(delivery.statusCode, delivery.body).toBe(200);
  made.push((await payCart(guest)).orderId);

  // 3. Two courts paid by another guest, then 4. a court whose order is still unpaid.
  const second = client(t.app);
  const two = await second.request('POST', '/api/v1/cart', {
    items: [courtSlot(venue, 2, '12:00', 5), courtSlot(venue, 3, '12:00', 5)],
  });
  expect(two.statusCode, two.body).toBe(200);
  made.push((await payCart(second)).orderId);
  const third = client(t.app);
  expect((await third.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '14:00', 5)] })).statusCode).toBe(
    200,
  );
  const pending = await startOrder(third, { contact });
  expect(pending.statusCode, pending.body).toBe(200);
  made.push(pending.json().orderId as string);
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const get = async <T>(url: string, who: LoggedIn = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('the orders list', () => {
  it('answers every order exactly as its own page does, newest first, with the exact count', async () => {
    const list = await get<{ rows: OrderDto[]; count: number }>('/api/v1/orders?page=1&pageSize=25');
    expect(list.count).toBe(made.length);
    expect(list.rows.map((o) => o.id)).toEqual([...made].reverse());
    for (const row of list.rows) expect(row).toEqual(await get<OrderDto>(`/api/v1/orders/${row.id}`));
    // The list's answer is not checked against its schema when sent (order.routes.ts): here it is.
    expect(
      z
        .object({ rows: z.array(orderSchema), count: z.number().int() })
        .strict()
        .parse(list),
    ).toEqual(list);
    // Every kind of part is on the page, so each was grouped to its own order.
    const [pending, courts, shirts, rental] = list.rows;
    expect(rental!.rentalLines).toHaveLength(1);
    expect(shirts!.productLines).toHaveLength(1);
    expect(shirts!.fulfilment).toMatchObject({ method: 'delivery', shippingCents: 490 });
    expect(courts!.items).toHaveLength(2);
    expect(courts!.invoices).toHaveLength(1);
    expect(pending!.status).toBe('pending');
    expect(pending!.invoices).toEqual([]);
  });

  it('pages and filters without mixing the parts of orders on other pages', async () => {
    const first = await get<{ rows: OrderDto[]; count: number }>('/api/v1/orders?page=1&pageSize=2');
    const second = await get<{ rows: OrderDto[]; count: number }>('/api/v1/orders?page=2&pageSize=2');
    expect([...first.rows, ...second.rows].map((o) => o.id)).toEqual([...made].reverse());
    for (const row of [...first.rows, ...second.rows]) {
      expect(row).toEqual(await get<OrderDto>(`/api/v1/orders/${row.id}`));
    }
    const completed = await get<{ rows: OrderDto[]; count: number }>('/api/v1/orders?status=completed');
    expect(completed.count).toBe(3);
    expect(completed.rows.every((o) => o.status === 'completed')).toBe(true);
    const mine = await get<{ rows: OrderDto[]; count: number }>('/api/v1/orders?mine=true', customer);
    expect(mine.rows.map((o) => o.id)).toEqual([made[0]]);
    expect(mine.rows[0]).toEqual(await get<OrderDto>(`/api/v1/orders/${made[0]}`, customer));
  });

  /** The list's count for each filter against count(*) over the orders: shares no code with the counters. */
  async function expectCountsExact() {
    for (const status of [undefined, 'pending', 'completed', 'cancelled', 'failed'] as const) {
      const [live] = await q(
        `select count(*)::int as n from orders where organization_id = $1 and ($2::text is null or status = $2)`,
        [venue.organizationId, status ?? null],
      );
      const listed = await get<{ count: number }>(`/api/v1/orders?pageSize=1${status ? `&status=${status}` : ''}`);
      expect(listed.count, status ?? 'all').toBe(live!.n);
    }
  }

  /** GET /invoices' count, the venue's and a customer's own, against count(*). */
  async function expectInvoiceCountsExact() {
    for (const [who, userId] of [
      [admin, null],
      [customer, venue.customerId],
    ] as const) {
      const [live] = await q(
        `select count(*)::int as n from invoices where organization_id = $1 and ($2::uuid is null or user_id = $2)`,
        [venue.organizationId, userId],
      );
      const listed = await get<{ count: number; rows: unknown[] }>('/api/v1/invoices?pageSize=100', who);
      expect(listed.count).toBe(live!.n);
      expect(listed.rows).toHaveLength(live!.n as number);
    }
  }

  it('counts exactly after cancellation, bulk writes by SQL, status changes and deletes', async () => {
    await expectCountsExact();
    const pendingId = made[3]!;
    const third = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${pendingId}/cancel`,
      headers: admin.headers,
    });
    expect(third.statusCode, third.body).toBe(200);
    expect((await get<OrderDto>(`/api/v1/orders/${pendingId}`)).status).toBe('cancelled');
    await expectCountsExact();
    const bare = [];
    for (let i = 0; i < 20; i++) bare.push(await bareOrder(t, venue.organizationId, `bulk${i}@example.org`));
    await q(`update orders set status = 'failed' where id = any($1::uuid[])`, [bare.slice(0, 7)]);
    await q(`update orders set status = 'completed' where id = any($1::uuid[])`, [bare.slice(7, 9)]);
    await q(`update orders set confirmation_status = 'confirmed' where id = any($1::uuid[])`, [bare]);
    await expectCountsExact();
    await q(`delete from orders where id = any($1::uuid[])`, [bare.slice(5, 15)]);
    await expectCountsExact();
    // The invoices list counts the same way (invoice_counts, drizzle/0046_invoice_list.sql).
    await expectInvoiceCountsExact();
    await q(
      `insert into invoices (organization_id, order_id, user_id, kind, number, year, sequence, status, seller, buyer, lines, totals, total_cents)
       select organization_id, order_id, user_id, kind, number || '-' || g, year, sequence * 10 + 1000 + g, status, seller, buyer, lines, totals, total_cents
       from invoices cross join generate_series(1, 5) g where organization_id = $1`,
      [venue.organizationId],
    );
    await expectInvoiceCountsExact();
    await q(`delete from invoices where organization_id = $1 and sequence > 1023`, [venue.organizationId]);
    await expectInvoiceCountsExact();
    // Twenty orders spread over more than one stripe: the sum is over all of them.
    const [stripes] = await q(`select count(*)::int as n from order_counts where organization_id = $1 and n <> 0`, [
      venue.organizationId,
    ]);
    expect(stripes!.n).toBeGreaterThan(4);
  });
});
