// Adyen money going back, against the local fake Adyen: dashboard refunds (partial, then the rest)
// answered `received` and finished by REFUND notifications, a refund Adyen fails, Adyen down at
// refund time (kept pending, paid out once by the refund job), and the paid-after-expiry and
// double-payment rules with the refund going through Adyen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot } from '../../../test/fakes/checkout-fixtures';
import { startFakeAdyen } from '../../../test/fakes/fake-adyen-server';
import type { FakeAdyen } from '../../../test/fakes/fake-adyen-server';
import {
  adyenOrder,
  adyenSessionOf,
  sendNotifications,
  shopperPays,
  takeNotifications,
} from '../../../test/fakes/adyen-fixtures';
import { reconcileOrders } from '../order/order-reconcile';
import { processPendingRefunds } from '../refund/refund.service';

let t: TestContext;
let adyen: FakeAdyen;
let venue: DemoVenue;
beforeAll(async () => {
  adyen = await startFakeAdyen();
  t = await buildTestApp({ env: adyen.env });
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => {
  await t?.close();
  await adyen?.close();
});

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const refunds = async (orderId: string) =>
  q('select status, amount_cents, reason from refunds where order_id = $1 order by created_at', [orderId]);
const refundCalls = (psp: string) => adyen.requests.filter((r) => r.path === `/v71/payments/${psp}/refunds`);
const staffRefund = async (orderId: string, payload: Record<string, unknown>) => {
  const manager = await loginAs(t.app, 'manager@example.com');
  return t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/refund`, headers: manager.headers, payload });
};
/** Adyen's notifications since the last call, delivered to our webhook. */
const deliverAll = async () => {
  const items = takeNotifications(adyen);
  if (items.length) expect((await sendNotifications(t.app, items)).body).toBe('[accepted]');
  return items;
};

async function paidOrder(n: number, time: string, days = 2) {
  const order = await adyenOrder(t.app, venue, n, time, days);
  const { authorisation } = shopperPays(adyen, order.sessionId);
  expect((await sendNotifications(t.app, [authorisation])).body).toBe('[accepted]');
  expect((await order.confirm()).json()).toMatchObject({ status: 'completed' });
  return { ...order, psp: authorisation.pspReference };
}

describe('refunds through Adyen', () => {
  it('staff refund part, then the rest: each one Adyen refund with its own key, finished by REFUND', async () => {
    const { answer, psp } = await paidOrder(1, '10:00');
    const part = await staffRefund(answer.orderId, { kind: 'money', amountCents: 550, reason: 'Net was broken' });
    expect(part.statusCode, part.body).toBe(200);
    // Adyen answered `received`: pending until its REFUND notification.
    expect(part.json().rows).toEqual([expect.objectContaining({ amountCents: 550, status: 'pending' })]);
    const [refund] = await deliverAll();
    expect(refund).toMatchObject({
      eventCode: 'REFUND',
      originalReference: psp,
      amount: { value: 550, currency: 'EUR' },
    });
    expect(await refunds(answer.orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 550 }),
    ]);
    // Recorded against the refunded payment (named by originalReference).
    expect(
      await q(`select count(*)::int as n from payment_events where event_id = $1 and payment_id is not null`, [
        `REFUND:${refund!.pspReference}:true`,
      ]),
    ).toEqual([{ n: 1 }]);
    // Delivered again: nothing more happens.
    expect((await sendNotifications(t.app, [refund!])).body).toBe('[accepted]');

    const rest = answer.totalCents - 550;
    expect(
      (await staffRefund(answer.orderId, { kind: 'money', amountCents: rest, reason: 'Court closed' })).statusCode,
    ).toBe(200);
    await deliverAll();
    expect((await refunds(answer.orderId)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(adyen.payments.get(psp)!.refundedCents).toBe(answer.totalCents);
    const calls = refundCalls(psp);
    expect(calls.map((c) => c.body)).toEqual([
      expect.objectContaining({
        amount: { value: 550, currency: 'EUR' },
        merchantAccount: adyen.env.ADYEN_MERCHANT_ACCOUNT,
      }),
      expect.objectContaining({ amount: { value: rest, currency: 'EUR' } }),
    ]);
    expect(calls.map((c) => c.idempotencyKey)).toEqual([
      expect.stringMatching(/^courtside-refund-[0-9a-f-]{36}$/),
      expect.stringMatching(/^courtside-refund-[0-9a-f-]{36}$/),
    ]);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(2);
    expect((await staffRefund(answer.orderId, { amountCents: 100, reason: 'again' })).statusCode).toBe(400);
  });

  it('a refund Adyen fails after accepting it ends failed, and the amount can be refunded again', async () => {
    const { answer } = await paidOrder(2, '10:00');
    adyen.failRefunds(true);
    try {
      expect((await staffRefund(answer.orderId, { kind: 'money', amountCents: 300, reason: 'Rain' })).statusCode).toBe(
        200,
      );
    } finally {
      adyen.failRefunds(false);
    }
    const [failed] = await deliverAll();
    expect(failed).toMatchObject({ eventCode: 'REFUND', success: 'false' });
    expect(await refunds(answer.orderId)).toEqual([expect.objectContaining({ status: 'failed', amount_cents: 300 })]);
    expect(await q('select refunded_cents from payments where order_id = $1', [answer.orderId])).toEqual([
      { refunded_cents: 0 },
    ]);
  });

  it('Adyen down at refund time: the refund stays pending, the job pays it out later exactly once', async () => {
    const { answer, psp } = await paidOrder(3, '10:00');
    adyen.setDown(true);
    try {
      const res = await staffRefund(answer.orderId, { kind: 'money', amountCents: 700, reason: 'Rain' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rows).toEqual([expect.objectContaining({ amountCents: 700, status: 'pending' })]);
      expect(await processPendingRefunds(t.app, later(1))).toBe(0);
    } finally {
      adyen.setDown(false);
    }
    expect(refundCalls(psp)).toHaveLength(0);
    await processPendingRefunds(t.app, later(1));
    await processPendingRefunds(t.app, later(2));
    expect(refundCalls(psp)).toHaveLength(1);
    expect(await refunds(answer.orderId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    await deliverAll();
    expect(await refunds(answer.orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 700 }),
    ]);
    expect(adyen.payments.get(psp)!.refundedCents).toBe(700);
  });
});

describe('Adyen payments that come late or twice', () => {
  it('paid after the holds expired and the court was taken: the order fails and Adyen gives the money back', async () => {
    const { answer, sessionId } = await adyenOrder(t.app, venue, 4, '10:00');
    await q(
      `update bookings set expires_at = now() - interval '1 minute' where resource_id = $1 and status = 'pending'`,
      [venue.court(4).id],
    );
    const other = client(t.app);
    expect((await other.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '10:00', 2)] })).statusCode).toBe(
      200,
    );
    const { authorisation } = shopperPays(adyen, sessionId);
    expect((await sendNotifications(t.app, [authorisation])).body).toBe('[accepted]');
    expect(await q('select status, confirmation_status from orders where id = $1', [answer.orderId])).toEqual([
      { status: 'failed', confirmation_status: 'failed' },
    ]);
    expect(refundCalls(authorisation.pspReference)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ amount: { value: answer.totalCents, currency: 'EUR' } }),
      }),
    ]);
    await deliverAll();
    expect(await refunds(answer.orderId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });

  it('an order that timed out and is paid in a Drop-in left open: the money goes back', async () => {
    const { answer, sessionId } = await adyenOrder(t.app, venue, 5, '10:00');
    expect((await reconcileOrders(t.app, later(31))).timedOut).toBeGreaterThanOrEqual(1);
    expect(await q('select status from orders where id = $1', [answer.orderId])).toEqual([{ status: 'cancelled' }]);
    const { authorisation } = shopperPays(adyen, sessionId);
    expect((await sendNotifications(t.app, [authorisation])).body).toBe('[accepted]');
    await deliverAll();
    expect(await q('select status from orders where id = $1', [answer.orderId])).toEqual([{ status: 'cancelled' }]);
    expect(await refunds(answer.orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: answer.totalCents }),
    ]);
  });

  it('two attempts of one order both paid (a retry, the old Drop-in still open): the second goes back in full', async () => {
    const { guest, answer, sessionId: first } = await adyenOrder(t.app, venue, 6, '10:00');
    const retry = await guest.request('POST', `/api/v1/orders/${answer.orderId}/retry`, { provider: 'adyen' });
    expect(retry.statusCode, retry.body).toBe(200);
    const second = adyenSessionOf(retry.json().clientSecret);
    expect(second).not.toBe(first);
    const paidSecond = shopperPays(adyen, second).authorisation;
    const paidFirst = shopperPays(adyen, first).authorisation;
    expect((await sendNotifications(t.app, [paidSecond, paidFirst])).body).toBe('[accepted]');
    await deliverAll();
    expect(await q('select status from orders where id = $1', [answer.orderId])).toEqual([{ status: 'completed' }]);
    expect(await refunds(answer.orderId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: answer.totalCents, reason: 'duplicate_payment' }),
    ]);
    expect(refundCalls(paidFirst.pspReference)).toHaveLength(1);
    expect(refundCalls(paidSecond.pspReference)).toHaveLength(0);
  });
});
