import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationSettings } from '@courtside/core/organization';
import { priceCart } from '@courtside/core/pricing';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, comeTogetherSession, courtSlot } from '../../../test/fakes/checkout-fixtures';
import { purgeExpiredCartItems } from './cart.jobs';

let t: TestContext;
let venue: DemoVenue;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => t?.close());

describe('guest cart', () => {
  it('holds a slot for a guest, with an httpOnly cart cookie, and lists it', async () => {
    const guest = client(t.app);
    const res = await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00')] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Added to cart' });
    const cookie = res.cookies.find((c) => c.name === 'courtside_cart');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1' });
    const list = await guest.request('GET', '/api/v1/cart');
    const { items } = list.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 1, bookingType: 'normal', status: 'reserved', resourceName: 'Court 1' });
    expect(items[0].subTotalPrice).toBeGreaterThan(0);
    const expiresIn = new Date(items[0].expiryTime).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(6 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 60_000);
  });

  it('never lets a second guest take the same court (409 with the message to show)', async () => {
    const other = client(t.app);
    const res = await other.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00')] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, code: 'SLOT_TAKEN' });
    expect(res.json().message).toMatch(/booked|taken/);
  });

  it('skips a duplicate add and refuses quantity 2 for a court', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '10:00')] });
    const again = await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '10:00')] });
    expect(again.json()).toMatchObject({ status: 200, message: 'This slot is already in your cart' });
    expect(again.json().items).toHaveLength(1);
    const id = again.json().items[0].id;
    const plus = await guest.request('PATCH', `/api/v1/cart/${id}`, { delta: 1 });
    expect(plus.statusCode).toBe(400);
  });

  it('two first adds sent at once (no cookie yet) fill one cart: the page claim joins them', async () => {
    const claim = 'tap-claim-0123456789abcdef';
    const [a, b] = [client(t.app, { 'x-cart-claim': claim }), client(t.app, { 'x-cart-claim': claim })];
    const [first, second] = await Promise.all([
      a.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 3, '18:00')] }),
      b.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 3, '19:00')] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const tokenA = a.jar.get('courtside_cart');
    expect(tokenA).toBeTruthy();
    expect(b.jar.get('courtside_cart')).toBe(tokenA);
    expect((await a.request('GET', '/api/v1/cart')).json().items).toHaveLength(2);
  });

  it('a double tap on one slot (no cookie yet) holds it once and keeps the cookie of the hold', async () => {
    const claim = 'tap-claim-double-0123456789';
    const [a, b] = [client(t.app, { 'x-cart-claim': claim }), client(t.app, { 'x-cart-claim': claim })];
    const answers = await Promise.all([
      a.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '18:00')] }),
      b.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '18:00')] }),
    ]);
    expect(answers.map((r) => r.json().message).sort()).toEqual(['Added to cart', 'This slot is already in your cart']);
    expect(b.jar.get('courtside_cart')).toBe(a.jar.get('courtside_cart'));
    const held = await t.database.query(
      `select count(*)::int as n from bookings where resource_id = '${venue.court(4).id}' and status = 'reserved'`,
    );
    expect((held as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('a refused first add sets no cookie (it would replace the cookie of a hold in flight)', async () => {
    const other = client(t.app);
    const res = await other.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '18:00')] });
    expect(res.statusCode).toBe(409);
    expect(res.cookies.find((c) => c.name === 'courtside_cart')).toBeUndefined();
  });

  it('an old claim finds no cart: it only joins the first adds of one page', async () => {
    const claim = 'tap-claim-old-0123456789abc';
    const a = client(t.app, { 'x-cart-claim': claim });
    await a.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 5, '18:00')] });
    await t.database.query(`update carts set created_at = now() - interval '1 hour' where guest_claim = '${claim}'`);
    const b = client(t.app, { 'x-cart-claim': claim });
    await b.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 5, '19:00')] });
    expect(b.jar.get('courtside_cart')).not.toBe(a.jar.get('courtside_cart'));
    expect((await b.request('GET', '/api/v1/cart')).json().items).toHaveLength(1);
  });

  it('answers the order summary computed by the core pricing function', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', {
      items: [courtSlot(venue, 3, '10:00'), courtSlot(venue, 3, '11:00')],
    });
    const items = (await guest.request('GET', '/api/v1/cart')).json().items;
    const res = await guest.request('GET', '/api/v1/cart/ordersummery');
    expect(res.statusCode).toBe(200);
    const row = res.json().rows[0];
    const expected = priceCart({
      items: items.map((i: { unitPrice: number; quantity: number }) => ({
        unitPriceCents: i.unitPrice,
        quantity: i.quantity,
        bookingType: 'normal',
      })),
      settings: organizationSettings({}),
    });
    expect(row).toMatchObject({
      ...expected,
      couponCode: null,
      voucherCents: 0,
      amountDue: expected.total,
      currency: 'EUR',
    });
    for (const key of [
      'total',
      'subtotal',
      'discount',
      'vat',
      'serviceFee',
      'net',
      'serviceFeeVat',
      'serviceFeeWaiver',
    ])
      expect(Number.isInteger(row[key])).toBe(true);
  });

  it('removes an item and gives its hold back', async () => {
    const guest = client(t.app);
    const added = await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '10:00')] });
    const del = await guest.request('DELETE', `/api/v1/cart/${added.json().items[0].id}`);
    expect(del.json()).toMatchObject({ status: 200, items: [] });
    const other = client(t.app);
    expect((await other.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '10:00')] })).statusCode).toBe(
      200,
    );
  });

  it('drops expired items and the 60 s job purges them', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 5, '10:00')] });
    await t.database.query(`update bookings set expires_at = now() - interval '1 second' where resource_id = $1`, [
      venue.court(5).id,
    ]);
    expect((await guest.request('GET', '/api/v1/cart')).json().items).toEqual([]);
    const guest2 = client(t.app);
    await guest2.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 5, '12:00')] });
    await t.database.query(`update bookings set expires_at = now() - interval '1 second' where resource_id = $1`, [
      venue.court(5).id,
    ]);
    expect(await purgeExpiredCartItems(t.app.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.query('select count(*)::int as n from cart_items where resource_id = $1', [
      venue.court(5).id,
    ]);
    expect(left.rows[0]!.n).toBe(0);
  });

  it('clears the cart', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 6, '10:00')] });
    const res = await guest.request('PATCH', '/api/v1/cart/clearcart');
    expect(res.json()).toMatchObject({ status: 200, rows: [], count: 0 });
    expect((await guest.request('GET', '/api/v1/cart')).json().items).toEqual([]);
  });

  it('validates bad input with a 400, never a 500', async () => {
    const guest = client(t.app);
    const res = await guest.request('POST', '/api/v1/cart', { items: [{ resourceId: 'nope', start: 'x', end: 'y' }] });
    expect(res.statusCode).toBe(400);
    const abo = await guest.request('POST', '/api/v1/cart', {
      items: [
        { ...courtSlot(venue, 6, '13:00'), bookingType: 'abo', subscriptionId: '00000000-0000-4000-8000-000000000000' },
      ],
    });
    expect(abo.statusCode).toBe(404);
    const unknown = await guest.request('DELETE', '/api/v1/cart/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('come-together places', () => {
  it('raises the quantity on a repeated add and refuses more places than are left', async () => {
    const { slot } = await comeTogetherSession(t.app, venue, 1, '18:00', { capacity: 3, priceCents: 900 });
    const guest = client(t.app);
    const first = await guest.request('POST', '/api/v1/cart', { items: [slot] });
    expect(first.json().items[0]).toMatchObject({ quantity: 1, unitPrice: 900, subTotalPrice: 900 });
    const again = await guest.request('POST', '/api/v1/cart', { items: [slot] });
    expect(again.json()).toMatchObject({ message: 'Quantity increased' });
    expect(again.json().items[0]).toMatchObject({ quantity: 2, subTotalPrice: 1800 });
    const id = again.json().items[0].id;
    expect((await guest.request('PATCH', `/api/v1/cart/${id}`, { delta: 1 })).json().items[0].quantity).toBe(3);
    const full = await guest.request('PATCH', `/api/v1/cart/${id}`, { delta: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SESSION_FULL');
    // The refused change kept the old hold of 3 places.
    expect((await guest.request('GET', '/api/v1/cart')).json().items[0].quantity).toBe(3);
    const down = await guest.request('PATCH', `/api/v1/cart/${id}`, { delta: -1 });
    expect(down.json().items[0].quantity).toBe(2);
  });
});

describe('signed-in cart', () => {
  it('merges the guest cart into the user cart after sign-in (addlocalstorage)', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '14:00')] });
    const session = await loginAs(t.app, 'customer@example.com');
    const user = client(t.app, session.headers);
    for (const [k, v] of guest.jar) user.jar.set(k, v);
    const local = [
      courtSlot(venue, 2, '15:00'),
      { ...courtSlot(venue, 1, '10:00'), id: 'local-1', expiryTime: 'whatever' },
    ];
    const res = await user.request('PATCH', '/api/v1/cart/addlocalstorage', { items: local, discount: 0 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.items.map((i: { start: string }) => i.start).sort()).toEqual(
      [courtSlot(venue, 2, '14:00').start, courtSlot(venue, 2, '15:00').start].sort(),
    );
    expect(data.skipped).toEqual([expect.objectContaining({ code: 'SLOT_TAKEN' })]);
    expect(data.summery.total).toBeGreaterThan(0);
    expect(user.jar.has('courtside_cart')).toBe(false);
    const mine = await user.request('GET', '/api/v1/cart');
    expect(mine.json().items).toHaveLength(2);
  });

  it('refuses filling another user cart', async () => {
    const session = await loginAs(t.app, 'customer2@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart',
      headers: session.headers,
      payload: { userId: venue.customerId, items: [courtSlot(venue, 3, '16:00')] },
    });
    expect(res.statusCode).toBe(403);
  });
});
