import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { bareOrder, clearDemoActivity, client, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { AppError } from '../../lib/app-error';
import { redeemCoupon } from './coupon.service';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  manager = await loginAs(t.app, 'manager@example.com');
});
afterAll(async () => t?.close());

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/coupons', headers: manager.headers, payload });

describe('coupon CRUD', () => {
  it('creates, lists with usage counts, updates and deletes coupons', async () => {
    const res = await create({
      code: 'SUMMER10',
      kind: 'percent',
      percent: 10,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      minOrderCents: 2000,
    });
    expect(res.statusCode).toBe(201);
    const coupon = res.json();
    expect(coupon).toMatchObject({
      code: 'SUMMER10',
      kind: 'percent',
      percent: 10,
      amountCents: null,
      usedCount: 0,
      remainingUses: 100,
      eligibleBookingTypes: ['normal', 'come_together'],
    });
    expect((await create({ code: 'summer10', kind: 'fixed', amountCents: 500 })).statusCode).toBe(409);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/coupons', headers: manager.headers })).json();
    expect(list.count).toBeGreaterThanOrEqual(1);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/coupons/${coupon.id}`,
      headers: manager.headers,
      payload: { percent: 15, active: false },
    });
    expect(patched.json()).toMatchObject({ percent: 15, active: false });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/coupons/${coupon.id}`,
          headers: manager.headers,
          payload: { amountCents: 100 },
        })
      ).statusCode,
    ).toBe(400);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/coupons/${coupon.id}`, headers: manager.headers });
    expect(del.json()).toMatchObject({ result: 'deleted' });
  });

  it('validates bad coupons with 400s', async () => {
    expect((await create({ code: 'X', kind: 'percent', percent: 10 })).statusCode).toBe(400);
    expect((await create({ code: 'NOPCT', kind: 'percent' })).statusCode).toBe(400);
    expect((await create({ code: 'TOOMUCH', kind: 'percent', percent: 120 })).statusCode).toBe(400);
    expect(
      (
        await create({
          code: 'BACKWARDS',
          kind: 'fixed',
          amountCents: 100,
          validFrom: '2026-05-01T00:00:00Z',
          validUntil: '2026-04-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('needs coupon.write to change and coupon.read to list', async () => {
    const customer = await loginAs(t.app, 'customer@example.com');
    const staff = await loginAs(t.app, 'staff@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/coupons', headers: customer.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/coupons', headers: staff.headers })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/coupons',
          headers: staff.headers,
          payload: { code: 'STAFFX', kind: 'fixed', amountCents: 100 },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('coupon rules in the cart', () => {
  it('applies window, minimum order and eligible types with the message to show', async () => {
    await create({
      code: 'LATER',
      kind: 'fixed',
      amountCents: 500,
      validFrom: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await create({ code: 'BIGORDER', kind: 'fixed', amountCents: 500, minOrderCents: 100_000 });
    await create({ code: 'ABOONLY', kind: 'percent', percent: 20, eligibleBookingTypes: ['abo'] });
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00')] });
    const later = await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'LATER' });
    expect(later.json()).toMatchObject({
      status: 422,
      code: 'COUPON_INVALID',
      message: 'This coupon is not valid yet',
    });
    expect(
      (await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'BIGORDER' })).json().message,
    ).toMatch(/minimum order/);
    expect(
      (await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'ABOONLY' })).json().message,
    ).toMatch(/applies only to season subscriptions/);
    expect((await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'NOSUCH' })).json()).toMatchObject({
      code: 'COUPON_INVALID',
      message: 'This coupon or voucher code is not valid',
    });
  });

  it('limits uses per customer by e-mail at checkout and releases the use of a cancelled order', async () => {
    await create({ code: 'ONCE', kind: 'fixed', amountCents: 300, maxUsesPerCustomer: 1 });
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '10:00')] });
    await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'ONCE' });
    const first = await startOrder(guest, { contact: { name: 'Ole', email: 'ole@example.org' } });
    expect(first.statusCode).toBe(200);
    const second = client(t.app);
    await second.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 3, '10:00')] });
    await second.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'ONCE' });
    const refused = await startOrder(second, { contact: { name: 'Ole', email: 'OLE@example.org' } });
    expect(refused.json()).toMatchObject({
      status: 400,
      code: 'COUPON_INVALID',
      message: 'You have already used this coupon',
    });
    await guest.request('POST', `/api/v1/orders/${first.json().orderId}/cancel`);
    expect((await startOrder(second, { contact: { name: 'Ole', email: 'ole@example.org' } })).statusCode).toBe(200);
  });
});

describe('coupon races', () => {
  it('gives exactly 10 of 50 parallel redemptions of a 10-use coupon', async () => {
    const coupon = (await create({ code: 'TENONLY', kind: 'fixed', amountCents: 100, maxUses: 10 })).json();
    const orders = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bareOrder(t, venue.organizationId, `racer${i}@example.org`)),
    );
    const items = [{ unitPriceCents: 2400, quantity: 1, bookingType: 'normal' as const }];
    const results = await Promise.allSettled(
      orders.map((orderId, i) =>
        t.app.db.transaction((tx) =>
          redeemCoupon(tx, {
            couponId: coupon.id,
            orderId,
            organizationId: venue.organizationId,
            customer: { userId: null, email: `racer${i}@example.org` },
            discountCents: 100,
            now: new Date(),
            items,
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(10);
    expect(
      refused.every(
        (r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'COUPON_USED_UP',
      ),
    ).toBe(true);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/v1/coupons/${coupon.id}`, headers: manager.headers })
    ).json();
    expect(after).toMatchObject({ usedCount: 10, remainingUses: 0 });
    const [row] = (
      await t.database.query('select count(*)::int as n from coupon_redemptions where coupon_id = $1', [coupon.id])
    ).rows;
    expect(row!.n).toBe(10);
  });
});
