// Rentals in the cart (docs/product/shop.md#rentals): offers, prices, the count that is never
// exceeded (a race), touching hours, and units freed when a hold runs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { at, clearDemoActivity, client, courtSlot } from '../../../test/fakes/checkout-fixtures';
import { extraCourts, rentalProduct } from '../../../test/fakes/rental-fixtures';
import { loginAs } from '../../../test/auth';
import { setCartRental } from './rental.service';

let t: TestContext;
let venue: DemoVenue;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
type Client = ReturnType<typeof client>;

/** A guest holding one court slot; answers the guest and the held booking's id. */
async function guestWith(slot: ReturnType<typeof courtSlot>): Promise<{ c: Client; bookingId: string }> {
  const c = client(t.app);
  const res = await c.request('POST', '/api/v1/cart', { items: [slot] });
  expect(res.statusCode, res.body).toBe(200);
  return { c, bookingId: res.json().items[0].bookingId as string };
}
const rent = (c: Client, bookingId: string, productId: string, quantity: number) =>
  c.request('PUT', `/api/v1/cart/bookings/${bookingId}/rentals/${productId}`, { quantity });
const summary = async (c: Client) => (await c.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
const twoHours = (n: number, time: string, days: number) => {
  const s = courtSlot(venue, n, time, days);
  return { ...s, end: new Date(new Date(s.start).getTime() + 2 * 3_600_000).toISOString() };
};

describe('rentals in the cart', () => {
  it('offers the rentals with their price for the booking and prices per hour over 2 h', async () => {
    const balls = await rentalProduct(t.app, venue.organizationId, { unit: 'booking', count: 6, priceCents: 300 });
    const machine = await rentalProduct(t.app, venue.organizationId, { unit: 'hour', count: 1, priceCents: 800 });
    const { c, bookingId } = await guestWith(twoHours(1, '10:00', 3));
    const before = await summary(c);
    const offers = (await c.request('GET', `/api/v1/cart/bookings/${bookingId}/rentals`)).json().rows;
    expect(offers.find((o: { productId: string }) => o.productId === balls)).toMatchObject({
      unitPrice: 300,
      quantity: 0,
      maxQuantity: 6,
    });
    expect(offers.find((o: { productId: string }) => o.productId === machine)).toMatchObject({
      rentalUnit: 'hour',
      price: 800,
      unitPrice: 1600,
      maxQuantity: 1,
    });
    expect((await rent(c, bookingId, balls, 2)).statusCode).toBe(200);
    expect((await rent(c, bookingId, machine, 1)).statusCode).toBe(200);
    const after = await summary(c);
    expect(after.subtotal - before.subtotal).toBe(2 * 300 + 1600);
    expect(after.total - before.total).toBe(2 * 300 + 1600);
    const lines = (await c.request('GET', '/api/v1/cart/rentals')).json().rows;
    expect(lines.map((l: { quantity: number; subTotalPrice: number }) => [l.quantity, l.subTotalPrice]).sort()).toEqual(
      [
        [1, 1600],
        [2, 600],
      ].sort(),
    );
    // Lowering, then removing.
    expect(
      (await rent(c, bookingId, balls, 1)).json().rows.find((o: { productId: string }) => o.productId === balls),
    ).toMatchObject({ quantity: 1 });
    await c.request('DELETE', `/api/v1/cart/bookings/${bookingId}/rentals/${balls}`);
    expect((await summary(c)).subtotal - before.subtotal).toBe(1600);
  });

  it('refuses more units than the venue has, a booking of another cart, and bad input', async () => {
    const balls = await rentalProduct(t.app, venue.organizationId, { unit: 'booking', count: 2, priceCents: 300 });
    const { c, bookingId } = await guestWith(courtSlot(venue, 2, '10:00', 3));
    const tooMany = await rent(c, bookingId, balls, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    const stranger = client(t.app);
    await stranger.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 3, '10:00', 3)] });
    expect((await rent(stranger, bookingId, balls, 1)).statusCode).toBe(404);
    expect((await rent(c, bookingId, balls, -1)).statusCode).toBe(400);
    expect((await rent(c, bookingId, crypto.randomUUID(), 1)).statusCode).toBe(404);
    const shopProduct = (await q("select id from products where rental = false and status = 'published' limit 1"))[0];
    expect((await rent(c, bookingId, shopProduct!.id as string, 1)).statusCode).toBe(404);
    expect(await q('select * from booking_rentals where booking_id = $1', [bookingId])).toEqual([]);
  });

  it('lets exactly one of 20 concurrent renters of the one ball machine have it', async () => {
    const machine = await rentalProduct(t.app, venue.organizationId, { unit: 'hour', count: 1, priceCents: 800 });
    const courts = [
      ...[1, 2, 3, 4, 5, 6].map((n) => venue.court(n).id),
      ...(await extraCourts(t, venue.court(1).id, 14)),
    ];
    const start = at('15:00', 4);
    const guests = [];
    for (const [k, resourceId] of courts.entries()) {
      // Overlapping bookings: every one of them covers 15:00–16:00.
      const from = new Date(start.getTime() - (k % 2) * 3_600_000);
      guests.push(
        await guestWith({
          resourceId,
          start: from.toISOString(),
          end: new Date(from.getTime() + 2 * 3_600_000).toISOString(),
          bookingType: 'normal',
        }),
      );
    }
    const answers = await Promise.all(guests.map((g) => rent(g.c, g.bookingId, machine, 1)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    expect(await q('select * from booking_rentals where product_id = $1', [machine])).toHaveLength(1);
  });

  it('keeps the count when 20 transactions rent at once beside the HTTP path (10 units: exactly 10)', async () => {
    const sets = await rentalProduct(t.app, venue.organizationId, { unit: 'booking', count: 10, priceCents: 300 });
    const courts = await extraCourts(t, venue.court(2).id, 20);
    const start = at('11:00', 8);
    const holders = [];
    for (const resourceId of courts) {
      const slot = { resourceId, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
      const g = await guestWith({ ...slot, bookingType: 'normal' });
      holders.push({
        ...g,
        owner: { organizationId: venue.organizationId, userId: null, guestToken: g.c.jar.get('courtside_cart')! },
      });
    }
    const results = await Promise.allSettled(
      holders.map((h) =>
        t.app.db.transaction((tx) =>
          setCartRental(tx, h.owner, { bookingId: h.bookingId, productId: sets, quantity: 1, now: new Date() }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const [row] = await q('select sum(quantity)::int as n from booking_rentals where product_id = $1', [sets]);
    expect(row!.n).toBe(10);
  });

  it('does not count touching hours as overlapping', async () => {
    const machine = await rentalProduct(t.app, venue.organizationId, { unit: 'hour', count: 1, priceCents: 800 });
    const a = await guestWith(courtSlot(venue, 1, '18:00', 5));
    const b = await guestWith(courtSlot(venue, 2, '19:00', 5));
    const c = await guestWith(courtSlot(venue, 3, '17:00', 5));
    const d = await guestWith(courtSlot(venue, 4, '18:00', 5));
    expect((await rent(a.c, a.bookingId, machine, 1)).statusCode).toBe(200);
    expect((await rent(b.c, b.bookingId, machine, 1)).statusCode).toBe(200);
    expect((await rent(c.c, c.bookingId, machine, 1)).statusCode).toBe(200);
    expect((await rent(d.c, d.bookingId, machine, 1)).statusCode).toBe(409);
    const offers = (await d.c.request('GET', `/api/v1/cart/bookings/${d.bookingId}/rentals`)).json().rows;
    expect(offers.some((o: { productId: string }) => o.productId === machine)).toBe(false);
  });

  it('frees the units when the hold runs out, and the rental leaves the cart with it', async () => {
    const machine = await rentalProduct(t.app, venue.organizationId, { unit: 'hour', count: 1, priceCents: 800 });
    const a = await guestWith(courtSlot(venue, 5, '18:00', 5));
    const b = await guestWith(courtSlot(venue, 6, '18:00', 5));
    expect((await rent(a.c, a.bookingId, machine, 1)).statusCode).toBe(200);
    expect((await rent(b.c, b.bookingId, machine, 1)).statusCode).toBe(409);
    const withRental = (await summary(a.c)).subtotal;
    await q("update bookings set expires_at = now() - interval '1 minute' where id = $1", [a.bookingId]);
    expect((await rent(b.c, b.bookingId, machine, 1)).statusCode).toBe(200);
    const after = await summary(a.c);
    expect(after.subtotal).toBe(0);
    expect(withRental).toBeGreaterThan(0);
    expect((await a.c.request('GET', '/api/v1/cart/rentals')).json().rows).toEqual([]);
    expect((await rent(a.c, a.bookingId, machine, 1)).statusCode).toBe(404);
  });

  it('refuses (409) to lower the count below what is rented at some moment from now on', async () => {
    const balls = await rentalProduct(t.app, venue.organizationId, { unit: 'booking', count: 3, priceCents: 300 });
    const a = await guestWith(twoHours(1, '16:00', 6));
    const b = await guestWith(courtSlot(venue, 2, '17:00', 6));
    expect((await rent(a.c, a.bookingId, balls, 2)).statusCode).toBe(200);
    expect((await rent(b.c, b.bookingId, balls, 1)).statusCode).toBe(200);
    const admin = await loginAs(t.app, 'admin@example.com');
    const dto = (
      await t.app.inject({ method: 'GET', url: `/api/v1/products/${balls}`, headers: admin.headers })
    ).json();
    const put = (rentalCount: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/products/${balls}`,
        headers: admin.headers,
        payload: {
          name: dto.names,
          description: dto.descriptions,
          category: dto.category,
          priceCents: dto.price,
          vatPercent: dto.vatPercent,
          status: dto.status,
          stock: rentalCount,
          rental: true,
          rentalUnit: dto.rentalUnit,
          rentalCount,
        },
      });
    const refused = await put(2);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/^3 unit\(s\) are rented on .*17:00/);
    expect((await q(`select rental_count from products where id = $1`, [balls]))[0]!.rental_count).toBe(3);
    const kept = await put(3);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().rentalCount).toBe(3);
  });
});
