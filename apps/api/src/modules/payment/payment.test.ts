// Stripe through the real SDK against the local fake Stripe server; the test provider offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { startFakeStripe } from '../../../test/fakes/fake-stripe';
import type { FakeStripe } from '../../../test/fakes/fake-stripe';
import { reconcileOrders } from '../order/order-reconcile';

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
const webhook = (delivery: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/stripe',
    headers: delivery.headers,
    payload: delivery.payload,
  });

async function stripeOrder(n: number, time: string) {
  const guest = client(t.app);
  await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, n, time)] });
  const res = await startOrder(guest, {
    contact: { name: 'Stripe Kunde', email: 'stripe@example.org' },
    provider: 'stripe',
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json();
  const intentId = String(answer.clientSecret).split('_secret_')[0]!;
  return { guest, answer, intentId };
}

describe('providers', () => {
  it('offers stripe only when its keys are configured', async () => {
    const withKeys = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/providers' })).json();
    expect(withKeys.rows.map((r: { provider: string }) => r.provider)).toEqual([
      'stripe',
      'test',
      'voucher',
      'cash',
      'bank_transfer',
    ]);
    expect(withKeys.rows[0].publicConfig).toEqual({ publishableKey: 'pk_test_courtside_fake', paymentMethods: 'card' });
    const plain = await buildTestApp({ seed: false });
    try {
      const rows = (await plain.app.inject({ method: 'GET', url: '/api/v1/payments/providers' })).json().rows;
      expect(rows.map((r: { provider: string }) => r.provider)).toEqual(['test', 'voucher', 'cash', 'bank_transfer']);
      expect(
        rows.filter((r: { staffOnly: boolean }) => r.staffOnly).map((r: { provider: string }) => r.provider),
      ).toEqual(['cash', 'bank_transfer']);
    } finally {
      await plain.close();
    }
  });
});

describe('stripe', () => {
  it('creates one PaymentIntent per payment with an idempotency key and answers its client secret', async () => {
    const { answer, intentId } = await stripeOrder(1, '10:00');
    expect(answer).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_courtside_fake' });
    const intent = stripe.intents.get(intentId)!;
    expect(intent).toMatchObject({
      amount: answer.amountDueCents,
      currency: 'eur',
      metadata: { orderId: answer.orderId },
    });
    expect(stripe.requests.find((r) => r.path === '/v1/payment_intents')?.idempotencyKey).toMatch(
      /^courtside-payment-/,
    );
  });

  it('completes on a verified webhook once; duplicates and late failure events change nothing', async () => {
    const { guest, answer, intentId } = await stripeOrder(2, '10:00');
    stripe.pay(intentId, 'succeeded');
    const delivery = stripe.event('payment_intent.succeeded', intentId);
    const first = await webhook(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await webhook(delivery)).json()).toEqual({ received: true, duplicate: true });
    // An out-of-order failure event (older attempt) must not undo the success.
    const late = stripe.event('payment_intent.payment_failed', intentId);
    expect((await webhook(late)).statusCode).toBe(200);
    const order = (await guest.request('GET', `/api/v1/orders/${answer.orderId}`)).json();
    expect(order).toMatchObject({ status: 'completed', paymentMethod: 'credit_card', failedPaymentStatus: false });
    expect(order.invoices).toHaveLength(1);
    expect(await q('select count(*)::int as n from payment_events where provider = $1', ['stripe'])).toEqual([
      { n: 2 },
    ]);
    // The client's own confirmation arriving afterwards is harmless too.
    const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: answer.orderId,
      clientSecret: answer.clientSecret,
    });
    expect(confirm.json()).toMatchObject({ status: 'completed' });
  });

  it('rejects webhooks with a bad signature and keeps state', async () => {
    const { answer, intentId } = await stripeOrder(3, '10:00');
    stripe.pay(intentId, 'succeeded');
    const forged = stripe.event('payment_intent.succeeded', intentId, { secret: 'whsec_wrong' });
    const res = await webhook(forged);
    expect(res.statusCode).toBe(400);
    expect((await q('select status from orders where id = $1', [answer.orderId]))[0]!.status).toBe('pending');
    const tampered = stripe.event('payment_intent.succeeded', intentId);
    expect(
      (await webhook({ ...tampered, payload: tampered.payload.replace('"livemode":false', '"livemode":true') }))
        .statusCode,
    ).toBe(400);
  });

  it('marks a declined Payment Element attempt failed and completes on the retry', async () => {
    const { guest, answer, intentId } = await stripeOrder(4, '10:00');
    stripe.pay(intentId, 'declined');
    const failed = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: answer.orderId,
      clientSecret: answer.clientSecret,
    });
    expect(failed.statusCode).toBe(402);
    expect((await guest.request('GET', `/api/v1/orders/${answer.orderId}`)).json().failedPaymentStatus).toBe(true);
    stripe.pay(intentId, 'succeeded');
    const ok = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: answer.orderId,
      clientSecret: answer.clientSecret,
    });
    expect(ok.json()).toMatchObject({ status: 'completed', failedPaymentStatus: false });
  });

  it('refunds through Stripe when staff refund an order', async () => {
    const { answer, intentId } = await stripeOrder(5, '10:00');
    stripe.pay(intentId, 'succeeded');
    await webhook(stripe.event('payment_intent.succeeded', intentId));
    const manager = await loginAs(t.app, 'manager@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${answer.orderId}/refund`,
      headers: manager.headers,
      payload: { kind: 'money', amountCents: 500, reason: 'Net was broken' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      expect.objectContaining({ kind: 'money', amountCents: 500, status: 'succeeded' }),
    ]);
    expect(stripe.refunds).toEqual([expect.objectContaining({ payment_intent: intentId, amount: 500 })]);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${answer.orderId}/refund`,
      headers: manager.headers,
      payload: { amountCents: answer.totalCents, reason: 'again' },
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('loses nothing when the process dies between payment and completion', async () => {
    const { answer, intentId } = await stripeOrder(6, '10:00');
    // Paid at Stripe, but the webhook never arrives and nobody confirms: the process "died".
    stripe.pay(intentId, 'succeeded');
    await t.app.close();
    // A new app instance on the same database reconciles at start.
    const restarted = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    await restarted.ready();
    t.app = restarted;
    const report = await reconcileOrders(restarted, new Date(Date.now() + 10_000));
    expect(report.settled).toBeGreaterThanOrEqual(1);
    const [order] = await q('select status, confirmation_status from orders where id = $1', [answer.orderId]);
    expect(order).toEqual({ status: 'completed', confirmation_status: 'confirmed' });
    expect((await q('select status from bookings where order_id = $1', [answer.orderId]))[0]!.status).toBe('upcoming');
    expect(await q('select count(*)::int as n from invoices where order_id = $1', [answer.orderId])).toEqual([
      { n: 1 },
    ]);
    // Running it again changes nothing (several processes may run it).
    await reconcileOrders(restarted, new Date(Date.now() + 10_000));
    expect(await q('select count(*)::int as n from invoices where order_id = $1', [answer.orderId])).toEqual([
      { n: 1 },
    ]);
  });

  it('keeps an order payable while Stripe is down at checkout and answers the same order on retry', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '14:00')] });
    const key = crypto.randomUUID();
    // The SDK tries three times (maxNetworkRetries 2): all three fail.
    stripe.failNext(3);
    const down = await startOrder(guest, { contact: { name: 'A', email: 'a@example.org' }, provider: 'stripe' }, key);
    expect(down.json()).toMatchObject({ status: 400, code: 'PAYMENT_FAILED' });
    const again = await startOrder(guest, { contact: { name: 'A', email: 'a@example.org' }, provider: 'stripe' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().clientSecret).toMatch(/^pi_/);
    expect(await q('select count(*)::int as n from orders where idempotency_key = $1', [key])).toEqual([{ n: 1 }]);
  });
});
