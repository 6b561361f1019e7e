// PayPal through its REST API against the local fake PayPal server (fake-paypal-server.ts): orders,
// our server's capture with the amount read back, webhooks verified by "PayPal", outages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { startFakePayPal } from '../../../test/fakes/fake-paypal-server';
import type { FakePayPal } from '../../../test/fakes/fake-paypal-server';
import {
  captureWithoutAnswer,
  paypalContact,
  paypalOrder,
  paypalOrderOf,
  paypalWebhook,
} from '../../../test/fakes/paypal-fixtures';
import { reconcileOrders } from '../order/order-reconcile';

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
const orderRow = async (id: string) =>
  (
    await q('select status, confirmation_status, failed_payment_status, payment_method from orders where id = $1', [id])
  )[0];
const captures = (paypalId: string) =>
  paypal.requests.filter((r) => r.method === 'POST' && r.path === `/v2/checkout/orders/${paypalId}/capture`);

describe('providers', () => {
  it('offers PayPal with its client id only when its three settings are there', async () => {
    const rows = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/providers' })).json().rows;
    expect(rows.map((r: { provider: string }) => r.provider)).toEqual([
      'paypal',
      'test',
      'voucher',
      'cash',
      'bank_transfer',
    ]);
    expect(rows[0]).toMatchObject({
      method: 'paypal',
      staffOnly: false,
      publicConfig: { clientId: paypal.env.PAYPAL_CLIENT_ID },
    });
    const partial = await buildTestApp({ seed: false, env: { ...paypal.env, PAYPAL_WEBHOOK_ID: '' } });
    try {
      const names = (await partial.app.inject({ method: 'GET', url: '/api/v1/payments/providers' })).json().rows;
      expect(names.map((r: { provider: string }) => r.provider)).not.toContain('paypal');
    } finally {
      await partial.close();
    }
  });
});

describe('checkout with PayPal', () => {
  it('creates one PayPal order in EUR with the amount from cents, our order id and an idempotency key', async () => {
    const { answer, paypalId } = await paypalOrder(t.app, venue, 1, '10:00');
    expect(answer.clientSecret).toMatch(/^paypal_[A-Z0-9]+_secret_[a-f0-9]{32}$/);
    const unit = paypal.orders.get(paypalId)!.purchase_units[0]!;
    expect(unit.custom_id).toBe(answer.orderId);
    expect(unit.amount).toEqual({
      currency_code: 'EUR',
      value: `${Math.floor(answer.amountDueCents / 100)}.${String(answer.amountDueCents % 100).padStart(2, '0')}`,
    });
    const create = paypal.requests.filter((r) => r.path === '/v2/checkout/orders');
    expect(create.at(-1)!.requestId).toMatch(/^courtside-payment-[0-9a-f-]{36}$/);
    // One token for every call so far: it is cached until it expires.
    expect(paypal.tokensIssued).toBe(1);
  });

  it('happy path: the buyer approves, our server captures, checks the amount and completes the booking once', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 2, '10:00');
    paypal.approve(paypalId);
    const res = await confirm();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', confirmationStatus: 'confirmed' });
    expect(paypal.orders.get(paypalId)!.status).toBe('COMPLETED');
    expect(captures(paypalId)).toEqual([expect.objectContaining({ requestId: `courtside-capture-${paypalId}` })]);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed', payment_method: 'paypal' });
    expect(await q('select status from bookings where order_id = $1', [answer.orderId])).toEqual([
      { status: 'upcoming' },
    ]);
    // The browser saying so again is harmless: no second capture, no second invoice.
    expect((await confirm()).json()).toMatchObject({ status: 'completed' });
    expect(captures(paypalId)).toHaveLength(1);
    expect(await q('select count(*)::int as n from invoices where order_id = $1', [answer.orderId])).toEqual([
      { n: 1 },
    ]);
  });

  it('never trusts the browser: not approved at PayPal → nothing captured, the payment is flagged failed', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 3, '10:00');
    const res = await confirm();
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('The payment was not approved in PayPal');
    expect(captures(paypalId)).toHaveLength(0);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending', failed_payment_status: true });
    // Approved after all: the same order is captured on the next try, the holds were kept.
    paypal.approve(paypalId);
    expect((await confirm()).json()).toMatchObject({ status: 'completed', failedPaymentStatus: false });
  });

  it('a declined capture keeps the holds and says why; PayPal refusing the funding source too', async () => {
    const declined = await paypalOrder(t.app, venue, 4, '10:00');
    paypal.approve(declined.paypalId, 'declined');
    const res = await declined.confirm();
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('PayPal declined the payment');
    expect(await orderRow(declined.answer.orderId)).toMatchObject({ status: 'pending', failed_payment_status: true });
    expect(
      await q('select b.status from bookings b join order_items i on i.booking_id = b.id where i.order_id = $1', [
        declined.answer.orderId,
      ]),
    ).toEqual([{ status: 'pending' }]);

    const refused = await paypalOrder(t.app, venue, 5, '10:00');
    paypal.approve(refused.paypalId, 'instrument_declined');
    const again = await refused.confirm();
    expect(again.statusCode).toBe(402);
    expect(again.json().message).toMatch(/declined this payment method/);
    expect(paypal.orders.get(refused.paypalId)!.status).toBe('APPROVED');
  });

  it('a capture whose amount does not match the order is not taken as payment and goes back', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 6, '10:00');
    paypal.approve(paypalId);
    paypal.tamperCapture(paypalId, '0.01');
    const res = await confirm();
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/does not match the order \(amount 0\.01\)/);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending', failed_payment_status: true });
    const capture = paypal.orders.get(paypalId)!.purchase_units[0]!.payments!.captures[0]!;
    expect(capture.status).toBe('REFUNDED');
  });

  it('PayPal down at checkout: the order stays payable and the retry with the same key answers it', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '12:00')] });
    const key = crypto.randomUUID();
    paypal.setDown(true);
    try {
      const down = await startOrder(guest, { contact: paypalContact, provider: 'paypal' }, key);
      expect(down.json()).toMatchObject({ code: 'PAYMENT_FAILED' });
    } finally {
      paypal.setDown(false);
    }
    const again = await startOrder(guest, { contact: paypalContact, provider: 'paypal' }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().clientSecret).toMatch(/^paypal_/);
    expect(await q('select count(*)::int as n from orders where idempotency_key = $1', [key])).toEqual([{ n: 1 }]);

    // Down while the browser confirms: 503, nothing settled; the next try captures.
    const paypalId = paypalOrderOf(again.json().clientSecret);
    paypal.approve(paypalId);
    paypal.setDown(true);
    const body = { orderId: again.json().orderId, clientSecret: again.json().clientSecret };
    try {
      expect((await guest.request('POST', '/api/v1/payments/confirm', body)).statusCode).toBe(503);
    } finally {
      paypal.setDown(false);
    }
    expect((await guest.request('POST', '/api/v1/payments/confirm', body)).json()).toMatchObject({
      status: 'completed',
    });
  });

  it('captured but the answer was lost: the reconcile job reads the capture back and completes', async () => {
    const { answer, paypalId } = await paypalOrder(t.app, venue, 2, '12:00');
    paypal.approve(paypalId);
    await captureWithoutAnswer(paypal, paypalId);
    const report = await reconcileOrders(t.app, new Date(Date.now() + 10_000));
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed', payment_method: 'paypal' });
  });

  it('approved but the browser never came back: the reconcile job captures it once and completes', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 4, '15:00');
    paypal.approve(paypalId);
    const report = await reconcileOrders(t.app, new Date(Date.now() + 10_000));
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed', payment_method: 'paypal' });
    expect(captures(paypalId)).toEqual([expect.objectContaining({ requestId: `courtside-capture-${paypalId}` })]);
    // The browser coming back late changes nothing: no second capture.
    expect((await confirm()).json()).toMatchObject({ status: 'completed' });
    expect(captures(paypalId)).toHaveLength(1);
    // Not approved yet: the job leaves it alone.
    const waiting = await paypalOrder(t.app, venue, 5, '15:00');
    await reconcileOrders(t.app, new Date(Date.now() + 10_000));
    expect(captures(waiting.paypalId)).toHaveLength(0);
    expect(await orderRow(waiting.answer.orderId)).toMatchObject({ status: 'pending' });
  });
});

describe('PayPal webhooks', () => {
  it('settles on a verified PAYMENT.CAPTURE.COMPLETED once; duplicates and a late DENIED change nothing', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 3, '12:00');
    paypal.approve(paypalId);
    // The capture happened (our confirm) but its settlement is what the webhook must not repeat.
    expect((await confirm()).json().status).toBe('completed');
    const completed = paypalWebhook(t.app, paypal, 'PAYMENT.CAPTURE.COMPLETED', paypalId);
    const first = await completed.send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await completed.send()).json()).toEqual({ received: true, duplicate: true });
    // Out of order: a denial delivered after the success (e.g. an older attempt's) undoes nothing.
    expect((await paypalWebhook(t.app, paypal, 'PAYMENT.CAPTURE.DENIED', paypalId).send()).statusCode).toBe(200);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed', failed_payment_status: false });
    expect(await q('select count(*)::int as n from invoices where order_id = $1', [answer.orderId])).toEqual([
      { n: 1 },
    ]);
    expect(captures(paypalId)).toHaveLength(1);
  });

  it('a COMPLETED event before the browser’s confirmation completes the order; the browser then finds it paid', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 4, '12:00');
    paypal.approve(paypalId);
    await captureWithoutAnswer(paypal, paypalId);
    // A refund event for nothing of ours first (out of order): recorded, nothing changes.
    const refund = paypalWebhook(t.app, paypal, 'PAYMENT.CAPTURE.REFUNDED', paypalId, { refundId: 'NOPE' });
    expect((await refund.send()).statusCode).toBe(200);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending' });
    const completed = await paypalWebhook(t.app, paypal, 'PAYMENT.CAPTURE.COMPLETED', paypalId).send();
    expect(completed.json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed', payment_method: 'paypal' });
    expect((await confirm()).json()).toMatchObject({ status: 'completed' });
    expect(captures(paypalId)).toHaveLength(1);
  });

  it('a DENIED capture flags the payment failed and keeps the holds', async () => {
    const { answer, paypalId, confirm } = await paypalOrder(t.app, venue, 5, '12:00');
    paypal.approve(paypalId, 'declined');
    await confirm();
    const denied = paypalWebhook(t.app, paypal, 'PAYMENT.CAPTURE.DENIED', paypalId);
    expect((await denied.send()).statusCode).toBe(200);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending', failed_payment_status: true });
  });

  it('forged, altered or unsigned deliveries are refused with 400 and change nothing', async () => {
    const { answer, paypalId } = await paypalOrder(t.app, venue, 6, '12:00');
    paypal.approve(paypalId);
    const forged = paypalWebhook(t.app, paypal, 'PAYMENT.CAPTURE.COMPLETED', paypalId, { forge: true });
    expect((await forged.send()).statusCode).toBe(400);
    const genuine = paypalWebhook(t.app, paypal, 'PAYMENT.CAPTURE.COMPLETED', paypalId);
    const altered = genuine.delivery.payload.replace('"event_version":"1.0"', '"event_version":"2.0"');
    expect((await genuine.send({ payload: altered })).statusCode).toBe(400);
    const unsigned = { ...genuine.delivery.headers, 'paypal-transmission-sig': '' };
    expect((await genuine.send({ headers: unsigned })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/webhook/paypal',
          headers: genuine.delivery.headers,
          payload: 'not json',
        })
      ).statusCode,
    ).toBe(400);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending' });
    expect(
      await q(`select count(*)::int as n from payment_events where provider = 'paypal' and event_id = $1`, [
        JSON.parse(altered).id,
      ]),
    ).toEqual([{ n: 0 }]);
    // PayPal unreachable for the verification: 503, so PayPal delivers again.
    paypal.setDown(true);
    try {
      expect((await genuine.send()).statusCode).toBe(503);
    } finally {
      paypal.setDown(false);
    }
    expect((await genuine.send()).statusCode).toBe(200);
  });
});
