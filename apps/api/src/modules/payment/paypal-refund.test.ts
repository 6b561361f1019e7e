// PayPal money going back and orders running out, against the local fake PayPal server: dashboard
// refunds (partial, then the rest), the cancellation policy’s refund, PayPal down at refund time
// (kept pending and paid out once by the job), and the paid-after-expiry rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot } from '../../../test/fakes/checkout-fixtures';
import { startFakePayPal } from '../../../test/fakes/fake-paypal-server';
import type { FakePayPal } from '../../../test/fakes/fake-paypal-server';
import { captureWithoutAnswer, paypalOrder } from '../../../test/fakes/paypal-fixtures';
import { cancelAtProviders } from '../order/order-payment-cancel';
import { reconcileOrders } from '../order/order-reconcile';
import { orderRepository } from '../order/order.repository';
import { processPendingRefunds } from '../refund/refund.service';

let t: TestContext;
let paypal: FakePayPal;
let venue: DemoVenue;
beforeAll(async () => {
  paypal = await startFakePayPal();
  t = await buildTestApp({ env: paypal.env });
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
/** 31 min on: past the 15 min payment window and the 15 min grace. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const refundsOf = (paypalId: string) => {
  const capture = paypal.orders.get(paypalId)!.purchase_units[0]!.payments?.captures[0];
  return [...paypal.refunds.values()].filter((r) => r.capture_id === capture?.id);
};
const staffRefund = async (orderId: string, payload: Record<string, unknown>) => {
  const manager = await loginAs(t.app, 'manager@example.com');
  return t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/refund`, headers: manager.headers, payload });
};

async function paidOrder(n: number, time: string, days = 2) {
  const order = await paypalOrder(t.app, venue, n, time, days);
  paypal.approve(order.paypalId);
  expect((await order.confirm()).json()).toMatchObject({ status: 'completed' });
  return order;
}

describe('refunds through PayPal', () => {
  it('staff refund part, then the rest: each one refund of the capture with our refund id as idempotency key', async () => {
    const { answer, paypalId } = await paidOrder(1, '10:00');
    const part = await staffRefund(answer.orderId, { kind: 'money', amountCents: 550, reason: 'Net was broken' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().rows).toEqual([
      expect.objectContaining({ kind: 'money', amountCents: 550, status: 'succeeded' }),
    ]);
    expect(refundsOf(paypalId)).toEqual([expect.objectContaining({ amount: { currency_code: 'EUR', value: '5.50' } })]);
    const rest = answer.totalCents - 550;
    const full = await staffRefund(answer.orderId, { kind: 'money', amountCents: rest, reason: 'Court closed' });
    expect(full.statusCode, full.body).toBe(200);
    const capture = paypal.orders.get(paypalId)!.purchase_units[0]!.payments!.captures[0]!;
    expect(capture.status).toBe('REFUNDED');
    expect(refundsOf(paypalId)).toHaveLength(2);
    const ids = paypal.requests.filter((r) => r.path === `/v2/payments/captures/${capture.id}/refund`);
    expect(ids.map((r) => r.requestId)).toEqual([
      expect.stringMatching(/^courtside-refund-[0-9a-f-]{36}$/),
      expect.stringMatching(/^courtside-refund-[0-9a-f-]{36}$/),
    ]);
    expect(new Set(ids.map((r) => r.requestId)).size).toBe(2);
    // Nothing left: refused before PayPal is asked.
    expect((await staffRefund(answer.orderId, { amountCents: 100, reason: 'again' })).statusCode).toBe(400);
  });

  it('the cancellation policy’s refund goes through PayPal when the booking is cancelled', async () => {
    const { answer, paypalId } = await paidOrder(2, '10:00', 6);
    const [item] = await q('select booking_id from order_items where order_id = $1', [answer.orderId]);
    const manager = await loginAs(t.app, 'manager@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${item!.booking_id}/cancel`,
      headers: manager.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    await processPendingRefunds(t.app);
    expect(await q('select status, amount_cents from refunds where order_id = $1', [answer.orderId])).toEqual([
      { status: 'succeeded', amount_cents: answer.totalCents },
    ]);
    expect(refundsOf(paypalId)).toHaveLength(1);
  });

  it('PayPal down at refund time: the refund stays pending, the job pays it out later exactly once', async () => {
    const { answer, paypalId } = await paidOrder(3, '10:00');
    paypal.setDown(true);
    try {
      const res = await staffRefund(answer.orderId, { kind: 'money', amountCents: 700, reason: 'Rain' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rows).toEqual([expect.objectContaining({ amountCents: 700, status: 'pending' })]);
      expect(await processPendingRefunds(t.app, later(1))).toBe(0);
    } finally {
      paypal.setDown(false);
    }
    expect(refundsOf(paypalId)).toHaveLength(0);
    await processPendingRefunds(t.app, later(1));
    await processPendingRefunds(t.app, later(2));
    expect(await q('select status from refunds where order_id = $1', [answer.orderId])).toEqual([
      { status: 'succeeded' },
    ]);
    expect(refundsOf(paypalId)).toEqual([expect.objectContaining({ amount: { currency_code: 'EUR', value: '7.00' } })]);
  });
});

describe('PayPal orders that run out', () => {
  it('an abandoned order times out without any PayPal call to cancel; an approval afterwards is never captured', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 4, '10:00');
    expect((await reconcileOrders(t.app, later(31))).timedOut).toBe(1);
    expect(await q('select status, confirmation_status from orders where id = $1', [answer.orderId])).toEqual([
      { status: 'cancelled', confirmation_status: 'timeout' },
    ]);
    // The buyer approves in a PayPal window left open: our API refuses, nothing is captured.
    paypal.approve(paypalId);
    expect((await confirm()).statusCode).toBe(409);
    expect(paypal.orders.get(paypalId)!.status).toBe('APPROVED');
    expect(await q('select count(*)::int as n from refunds where order_id = $1', [answer.orderId])).toEqual([{ n: 0 }]);
  });

  it('paid after the holds expired with the court still free: re-booked, nothing refunded', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 5, '10:00');
    await q(
      `update bookings set expires_at = now() - interval '1 minute' where resource_id = $1 and status = 'pending'`,
      [venue.court(5).id],
    );
    paypal.approve(paypalId);
    expect((await confirm()).json()).toMatchObject({ status: 'completed' });
    expect(
      await q('select b.status from bookings b join order_items i on i.booking_id = b.id where i.order_id = $1', [
        answer.orderId,
      ]),
    ).toEqual([{ status: 'upcoming' }]);
    expect(refundsOf(paypalId)).toEqual([]);
  });

  it('paid after the holds expired and the court was taken: the order fails and PayPal gives the money back', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 6, '10:00');
    await q(
      `update bookings set expires_at = now() - interval '1 minute' where resource_id = $1 and status = 'pending'`,
      [venue.court(6).id],
    );
    const other = client(t.app);
    expect((await other.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 6, '10:00', 2)] })).statusCode).toBe(
      200,
    );
    paypal.approve(paypalId);
    const res = await confirm();
    expect(res.json()).toMatchObject({ status: 'failed' });
    await processPendingRefunds(t.app);
    expect(await q('select status, confirmation_status from orders where id = $1', [answer.orderId])).toEqual([
      { status: 'failed', confirmation_status: 'failed' },
    ]);
    expect(refundsOf(paypalId)).toEqual([expect.objectContaining({ status: 'COMPLETED' })]);
    expect(paypal.orders.get(paypalId)!.purchase_units[0]!.payments!.captures[0]!.status).toBe('REFUNDED');
  });

  it('captured just before the timeout but never settled: the timeout reads it back and settles instead', async () => {
    const { answer, paypalId } = await paypalOrder(t.app, venue, 1, '12:00');
    paypal.approve(paypalId);
    await captureWithoutAnswer(paypal, paypalId);
    const outcome = await cancelAtProviders(t.app, await orderRepository.payments(t.app.db, answer.orderId), later(31));
    expect(outcome).toEqual({ cancelled: 0, succeeded: 1, unreachable: 0 });
    expect(await q('select status from orders where id = $1', [answer.orderId])).toEqual([{ status: 'completed' }]);
  });

  it('a retry replaces a PayPal attempt: the old attempt approved later is never captured', async () => {
    const { guest, answer, paypalId: first } = await paypalOrder(t.app, venue, 2, '12:00');
    const retry = await guest.request('POST', `/api/v1/orders/${answer.orderId}/retry`, { provider: 'paypal' });
    expect(retry.statusCode, retry.body).toBe(200);
    paypal.approve(first);
    const old = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: answer.orderId,
      clientSecret: answer.clientSecret,
    });
    expect(old.statusCode).toBe(402);
    expect(paypal.orders.get(first)!.status).toBe('APPROVED');
    const second = String(retry.json().clientSecret).split('_secret_')[0]!.slice('paypal_'.length);
    paypal.approve(second);
    const paid = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: answer.orderId,
      clientSecret: retry.json().clientSecret,
    });
    expect(paid.json()).toMatchObject({ status: 'completed' });
  });
});
