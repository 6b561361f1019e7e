// Given-up orders close their Stripe PaymentIntent, through the real SDK against the
// local fake Stripe server: a timed-out, cancelled, replaced or retried order can't be paid late.
// The race where the payment succeeds anyway still re-books the slot or refunds automatically.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { startFakeStripe } from '../../../test/fakes/fake-stripe';
import type { FakeStripe } from '../../../test/fakes/fake-stripe';
import { cancelAtProviders } from '../order/order-payment-cancel';
import { reconcileOrders } from '../order/order-reconcile';
import { orderRepository } from '../order/order.repository';
import { processPendingRefunds } from '../refund/refund.service';

let t: TestContext;
let stripe: FakeStripe;
let venue: DemoVenue;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ env: stripe.env });
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
/** An instant `minutes` from now: 31 min is past the 15 min payment window and the 15 min grace. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const contact = { name: 'Stripe Kunde', email: 'stripe-cancel@example.org' };
const intentOf = (clientSecret: unknown) => String(clientSecret).split('_secret_')[0]!;
const cancelCalls = (intentId: string) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intentId}/cancel`);

async function stripeOrder(n: number, time: string, days = 2) {
  const guest = client(t.app);
  await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, n, time, days)] });
  const res = await startOrder(guest, { contact, provider: 'stripe' });
  expect(res.statusCode).toBe(200);
  const answer = res.json<{ orderId: string; clientSecret: string; totalCents: number }>();
  return { guest, answer, intentId: intentOf(answer.clientSecret) };
}

describe('when an order is given up its PaymentIntent is cancelled at Stripe', () => {
  it('times out: the intent is cancelled (abandoned), the browser can no longer pay, the confirmation is refused', async () => {
    const { guest, answer, intentId } = await stripeOrder(1, '10:00');
    // Inside the window (and its grace) nothing is cancelled: a 3-D Secure challenge may still finish.
    await reconcileOrders(t.app, later(20));
    expect(stripe.intents.get(intentId)!.status).toBe('requires_payment_method');
    expect(cancelCalls(intentId)).toHaveLength(0);

    const report = await reconcileOrders(t.app, later(31));
    expect(report.timedOut).toBe(1);
    expect(stripe.intents.get(intentId)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(cancelCalls(intentId)).toEqual([
      expect.objectContaining({ idempotencyKey: `courtside-cancel-${intentId}` }),
    ]);
    expect(() => stripe.pay(intentId)).toThrow(/payment_intent_unexpected_state/);
    expect(await q('select status, confirmation_status from orders where id = $1', [answer.orderId])).toEqual([
      { status: 'cancelled', confirmation_status: 'timeout' },
    ]);
    expect(await q('select status from payments where order_id = $1', [answer.orderId])).toEqual([
      { status: 'cancelled' },
    ]);
    expect(
      await q(
        `select count(*)::int as n from bookings where order_id = $1 and status in ('reserved', 'pending', 'upcoming')`,
        [answer.orderId],
      ),
    ).toEqual([{ n: 0 }]);
    const late = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: answer.orderId,
      clientSecret: answer.clientSecret,
    });
    expect(late.statusCode).toBe(409);
    // A second run has nothing left to do and does not call Stripe again.
    await reconcileOrders(t.app, later(32));
    expect(cancelCalls(intentId)).toHaveLength(1);
  });

  it('keeps a timed-out order open while Stripe is unreachable and cancels it on the next run', async () => {
    const { answer, intentId } = await stripeOrder(2, '10:00');
    stripe.failNext(1000);
    try {
      const report = await reconcileOrders(t.app, later(31));
      expect(report.timedOut).toBe(0);
    } finally {
      stripe.failNext(0);
    }
    expect(await q('select status from orders where id = $1', [answer.orderId])).toEqual([{ status: 'pending' }]);
    expect(stripe.intents.get(intentId)!.status).toBe('requires_payment_method');
    expect((await reconcileOrders(t.app, later(32))).timedOut).toBe(1);
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect(await q('select status, confirmation_status from orders where id = $1', [answer.orderId])).toEqual([
      { status: 'cancelled', confirmation_status: 'timeout' },
    ]);
  });

  it('paid just before the cancel (webhook lost): Stripe refuses to cancel, the slot is re-booked and nothing refunded', async () => {
    const { answer, intentId } = await stripeOrder(3, '10:00');
    stripe.pay(intentId, 'succeeded');
    const payments = await orderRepository.payments(t.app.db, answer.orderId);
    // After the window: the holds have expired, the court is still free.
    const outcome = await cancelAtProviders(t.app, payments, later(31));
    expect(outcome).toEqual({ cancelled: 0, succeeded: 1, unreachable: 0 });
    expect(stripe.intents.get(intentId)!.status).toBe('succeeded');
    expect(await q('select status, confirmation_status from orders where id = $1', [answer.orderId])).toEqual([
      { status: 'completed', confirmation_status: 'confirmed' },
    ]);
    expect(await q('select status from bookings where order_id = $1', [answer.orderId])).toEqual([
      { status: 'upcoming' },
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId)).toEqual([]);
  });

  it('paid just before the cancel while the court was taken meanwhile: the order fails and the money goes back', async () => {
    const { answer, intentId } = await stripeOrder(4, '10:00');
    // The hold ran out and another guest took the court.
    await q(
      `update bookings set expires_at = now() - interval '1 minute' where resource_id = $1 and status = 'pending'`,
      [venue.court(4).id],
    );
    const other = client(t.app);
    const taken = await other.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '10:00', 2)] });
    expect(taken.statusCode, taken.body).toBe(200);
    stripe.pay(intentId, 'succeeded');
    // Now, while the other guest's hold is alive (later(31) would see it expired and re-book).
    const outcome = await cancelAtProviders(
      t.app,
      await orderRepository.payments(t.app.db, answer.orderId),
      new Date(),
    );
    expect(outcome.succeeded).toBe(1);
    await processPendingRefunds(t.app);
    expect(await q('select status, confirmation_status from orders where id = $1', [answer.orderId])).toEqual([
      { status: 'failed', confirmation_status: 'failed' },
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: answer.totalCents, status: 'succeeded' }),
    ]);
  });

  it('is cancelled when the customer gives up the order', async () => {
    const { guest, answer, intentId } = await stripeOrder(5, '10:00');
    const res = await guest.request('POST', `/api/v1/orders/${answer.orderId}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled' });
    expect(stripe.intents.get(intentId)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
  });

  it('is cancelled when a new checkout replaces the order, and when a retry starts a new payment', async () => {
    const { guest, answer, intentId: first } = await stripeOrder(6, '10:00');
    const again = await startOrder(guest, { contact, provider: 'stripe' });
    expect(again.statusCode).toBe(200);
    const second = intentOf(again.json().clientSecret);
    expect(second).not.toBe(first);
    expect(stripe.intents.get(first)!.status).toBe('canceled');
    expect(await q('select status from orders where id = $1', [answer.orderId])).toEqual([{ status: 'cancelled' }]);

    // The new order's card is declined; the retry closes that intent before opening a new one.
    const orderId = again.json().orderId as string;
    stripe.pay(second, 'declined');
    expect(
      (await guest.request('POST', '/api/v1/payments/confirm', { orderId, clientSecret: again.json().clientSecret }))
        .statusCode,
    ).toBe(402);
    const retry = await guest.request('POST', `/api/v1/orders/${orderId}/retry`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    const third = intentOf(retry.json().clientSecret);
    expect(stripe.intents.get(second)!.status).toBe('canceled');
    expect(stripe.intents.get(third)!.status).toBe('requires_payment_method');
    stripe.pay(third, 'succeeded');
    const paid = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId,
      clientSecret: retry.json().clientSecret,
    });
    expect(paid.json()).toMatchObject({ status: 'completed' });
  });

  it('refunds the second payment in full when an attempt that could not be cancelled (Stripe down) is paid too', async () => {
    const { guest, answer, intentId: first } = await stripeOrder(1, '12:00');
    // The retry's cancel of the first intent fails three times (the SDK's tries): it stays open.
    stripe.failNext(3);
    const retry = await guest.request('POST', `/api/v1/orders/${answer.orderId}/retry`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    const second = intentOf(retry.json().clientSecret);
    expect(stripe.intents.get(first)!.status).toBe('requires_payment_method');
    stripe.pay(second, 'succeeded');
    expect(
      (
        await guest.request('POST', '/api/v1/payments/confirm', {
          orderId: answer.orderId,
          clientSecret: retry.json().clientSecret,
        })
      ).json(),
    ).toMatchObject({ status: 'completed' });
    // The customer pays the first attempt too (another tab): its webhook gives that money back.
    stripe.pay(first, 'succeeded');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/webhook/stripe',
          ...(({ payload, headers }) => ({ payload, headers }))(stripe.event('payment_intent.succeeded', first)),
        })
      ).statusCode,
    ).toBe(200);
    expect(stripe.refunds.filter((r) => r.payment_intent === first)).toEqual([
      expect.objectContaining({ amount: answer.totalCents, status: 'succeeded' }),
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === second)).toEqual([]);
    expect(await q('select status from orders where id = $1', [answer.orderId])).toEqual([{ status: 'completed' }]);
    expect(await q('select count(*)::int as n from invoices where order_id = $1', [answer.orderId])).toEqual([
      { n: 1 },
    ]);
  });
});
