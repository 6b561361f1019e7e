// Checkouts racing each other for the same rows (docs/ARCHITECTURE.md "Lock order"): no deadlock
// and no serialization failure may reach a customer as a 500, and the limits still hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { card, clearDemoActivity, client, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';

let t: TestContext;
let venue: DemoVenue;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => t?.close());

describe('parallel checkouts with one coupon', () => {
  it('16 at once on a coupon limited to 3 uses: exactly 3 orders, 13 × 409 COUPON_USED_UP, no 5xx', async () => {
    const manager = await loginAs(t.app, 'manager@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupons',
      headers: manager.headers,
      payload: { code: 'RUSH3', kind: 'fixed', amountCents: 200, maxUses: 3 },
    });
    expect(created.statusCode).toBe(201);
    const guests = Array.from({ length: 16 }, () => client(t.app));
    for (const [i, guest] of guests.entries()) {
      const slot = courtSlot(venue, 1 + (i % 4), `${10 + Math.floor(i / 4)}:00`, 3);
      expect((await guest.request('POST', '/api/v1/cart', { items: [slot] })).statusCode).toBeLessThan(300);
      expect((await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'RUSH3' })).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      guests.map((guest, i) => startOrder(guest, { contact: { name: `Racer ${i}`, email: `racer${i}@example.org` } })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(answers.map((a) => a.json())),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(13);
    for (const r of refused) expect(r.json()).toMatchObject({ status: 409, code: 'COUPON_USED_UP' });
    const [row] = (
      await t.database.query(
        `select c.used_count, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions
           from coupons c where c.code = 'RUSH3'`,
      )
    ).rows;
    expect(row).toEqual({ used_count: 3, redemptions: 3 });
  });
});

describe('removing a cart item while its payment is confirmed', () => {
  it('×20: never a 5xx, and never a paid order without its booking', async () => {
    const rounds = 20;
    const batch = 5;
    for (let start = 0; start < rounds; start += batch) {
      await Promise.all(
        Array.from({ length: batch }, async (_, k) => {
          const i = start + k;
          const guest = client(t.app);
          const slot = courtSlot(venue, 1 + (i % 4), `${15 + Math.floor(i / 4)}:00`, 4);
          const added = await guest.request('POST', '/api/v1/cart', { items: [slot] });
          expect(added.statusCode).toBeLessThan(300);
          const itemId = (await guest.request('GET', '/api/v1/cart')).json().items[0].id as string;
          const order = await startOrder(guest);
          expect(order.statusCode).toBe(200);
          const { orderId, clientSecret } = order.json() as { orderId: string; clientSecret: string };
          const [removed, confirmed] = await Promise.all([
            guest.request('DELETE', `/api/v1/cart/${itemId}`),
            guest.request('POST', '/api/v1/payments/confirm', { orderId, clientSecret, card: card() }),
          ]);
          expect(removed.statusCode, removed.body).toBeLessThan(500);
          expect(confirmed.statusCode, confirmed.body).toBeLessThan(500);
          const [state] = (
            await t.database.query(
              `select o.status as order_status, b.status as booking_status
                 from orders o join order_items i on i.order_id = o.id join bookings b on b.id = i.booking_id
                where o.id = $1`,
              [orderId],
            )
          ).rows;
          // Either the payment won (booked) or the removal did (the order failed and is refunded).
          if (state!.order_status === 'completed') expect(state!.booking_status).toBe('upcoming');
          else expect(state!.booking_status).not.toBe('upcoming');
        }),
      );
    }
  });
});
