import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import {
  bareOrder,
  card,
  clearDemoActivity,
  client,
  courtSlot,
  startOrder,
} from '../../../test/fakes/checkout-fixtures';
import { redeemVoucher } from './voucher.service';

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

const issue = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/vouchers', headers: manager.headers, payload });
const get = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/vouchers/${id}`, headers: manager.headers })).json();

describe('voucher management', () => {
  it('issues a voucher with a generated code and its history, corrects and deactivates it', async () => {
    const res = await issue({ amountCents: 5000, email: 'gift@example.org' });
    expect(res.statusCode).toBe(201);
    const v = res.json();
    expect(v.code).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(v).toMatchObject({
      initialCents: 5000,
      balanceCents: 5000,
      source: 'manual',
      history: [{ kind: 'issue', amountCents: 5000, balanceAfterCents: 5000 }],
    });
    const adjusted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/vouchers/${v.id}`,
      headers: manager.headers,
      payload: { adjustCents: -1000, note: 'typo' },
    });
    expect(adjusted.json()).toMatchObject({ balanceCents: 4000 });
    const below = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/vouchers/${v.id}`,
      headers: manager.headers,
      payload: { adjustCents: -5000, note: 'too much' },
    });
    expect(below.statusCode).toBe(400);
    expect((await get(v.id)).balanceCents).toBe(4000);
    const off = await t.app.inject({ method: 'DELETE', url: `/api/v1/vouchers/${v.id}`, headers: manager.headers });
    expect(off.json().active).toBe(false);
    const customer = await loginAs(t.app, 'customer@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/vouchers', headers: customer.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('paying with vouchers', () => {
  it('pays part of an order by voucher and the rest by card (partial redemption)', async () => {
    const v = (await issue({ code: 'GIFT-1000', amountCents: 1000 })).json();
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00')] });
    const applied = await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'gift-1000' });
    const row = applied.json().rows[0];
    expect(applied.json().kind).toBe('voucher');
    expect(row).toMatchObject({
      voucherCode: 'GIFT-1000',
      voucherCents: 1000,
      amountDue: row.total - 1000,
      discount: 0,
    });
    const order = (await startOrder(guest)).json();
    expect(order).toMatchObject({ voucherCents: 1000, amountDueCents: row.total - 1000, provider: 'test' });
    expect((await get(v.id)).balanceCents).toBe(0);
    const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: order.orderId,
      clientSecret: order.clientSecret,
      card: card(),
    });
    expect(confirm.json().status).toBe('completed');
    const detail = (await guest.request('GET', `/api/v1/orders/${order.orderId}`)).json();
    expect(
      detail.payments.map((p: { provider: string; amountCents: number; status: string }) => [
        p.provider,
        p.amountCents,
        p.status,
      ]),
    ).toEqual([
      ['voucher', 1000, 'succeeded'],
      ['test', row.total - 1000, 'succeeded'],
    ]);
    expect(
      (await get(v.id)).history.map((h: { kind: string; amountCents: number }) => [h.kind, h.amountCents]),
    ).toEqual([
      ['issue', 1000],
      ['redeem', -1000],
    ]);
  });

  it('pays a whole order by voucher without a payment step, and gives the balance back when an order is cancelled unpaid', async () => {
    const v = (await issue({ code: 'GIFT-BIG', amountCents: 5000 })).json();
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '10:00')] });
    await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { voucherCode: 'GIFT-BIG' });
    const total = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0].total;
    const order = (await startOrder(guest)).json();
    expect(order).toMatchObject({
      status: 'completed',
      clientSecret: null,
      provider: 'voucher',
      voucherCents: total,
      amountDueCents: 0,
    });
    expect((await get(v.id)).balanceCents).toBe(5000 - total);

    const other = client(t.app);
    await other.request('POST', '/api/v1/cart', {
      items: [courtSlot(venue, 3, '10:00'), courtSlot(venue, 3, '11:00'), courtSlot(venue, 3, '12:00')],
    });
    await other.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'GIFT-BIG' });
    const partial = (await startOrder(other)).json();
    expect(partial).toMatchObject({ status: 'pending', voucherCents: 5000 - total });
    expect(partial.amountDueCents).toBeGreaterThan(0);
    expect((await get(v.id)).balanceCents).toBe(0);
    await other.request('POST', `/api/v1/orders/${partial.orderId}/cancel`);
    expect((await get(v.id)).balanceCents).toBe(5000 - total);
  });

  it('never lets the balance go below zero under 20 parallel redemptions', async () => {
    const v = (await issue({ code: 'RACE-5000', amountCents: 5000 })).json();
    const orders = await Promise.all(Array.from({ length: 20 }, () => bareOrder(t, venue.organizationId)));
    const results = await Promise.allSettled(
      orders.map((orderId) =>
        t.app.db.transaction((tx) =>
          redeemVoucher(tx, { voucherId: v.id, orderId, wantedCents: 1000, now: new Date() }),
        ),
      ),
    );
    const taken = results.reduce((s, r) => s + (r.status === 'fulfilled' ? r.value : 0), 0);
    expect(taken).toBe(5000);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === 1000)).toHaveLength(5);
    const after = await get(v.id);
    expect(after.balanceCents).toBe(0);
    expect(after.history.filter((h: { kind: string }) => h.kind === 'redeem')).toHaveLength(5);
    await expect(t.database.query('update vouchers set balance_cents = -1 where id = $1', [v.id])).rejects.toThrow();
  });
});
