// Payment links with Stripe configured, through the real SDK against the local fake Stripe server:
// the page gets the publishable key and the intent's client secret, the server believes only what
// Stripe says about the intent, and a cancelled link cancels the intent so it cannot be paid late.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { startFakeStripe } from '../../../test/fakes/fake-stripe';
import type { FakeStripe } from '../../../test/fakes/fake-stripe';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let t: TestContext;
let stripe: FakeStripe;
let venue: DemoVenue;
let staff: LoggedIn;
const day = quietDay(4);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ env: stripe.env });
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const tokenOf = (url: string) => url.split('/pay/')[1]!;
const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${token}` });
const pay = (token: string) => t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/pay`, payload: {} });
async function link(n: number, time: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/payment-links',
    headers: staff.headers,
    payload: {
      contact: { name: 'Stripe Link', email: `stripe.link${n}@example.net` },
      items: [{ resourceId: venue.court(n).id, start: at(time), end: at(`${Number(time.slice(0, 2)) + 1}:00`) }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; orderId: string; url: string; bookingIds: string[] }>();
}

describe('payment links with Stripe', () => {
  it('the page gets the publishable key and client secret; paying is believed only once Stripe says so', async () => {
    const created = await link(1, '10:00');
    const page = (await view(tokenOf(created.url))).json();
    expect(page).toMatchObject({
      state: 'open',
      provider: 'stripe',
      publicConfig: { publishableKey: 'pk_test_courtside_fake' },
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
    });
    const intentId = intentOf(page.clientSecret);
    // The browser says "paid" before Stripe has it: nothing is booked.
    const early = await pay(tokenOf(created.url));
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().state).toBe('open');
    // A decline in the Payment Element: the link stays open with Stripe's reason.
    stripe.pay(intentId, 'declined');
    const declined = await pay(tokenOf(created.url));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toMatch(/declined/);
    stripe.pay(intentId);
    const paid = await pay(tokenOf(created.url));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid', invoiceNumber: expect.stringMatching(/^\d{4}-\d{6}$/) });
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${created.bookingIds[0]}`, headers: staff.headers })
    ).json();
    expect(booking.status).toBe('upcoming');
  });

  it('cancel: the PaymentIntent is cancelled at Stripe first, so the customer cannot pay late', async () => {
    const created = await link(2, '10:00');
    const intentId = intentOf((await view(tokenOf(created.url))).json().clientSecret);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/payment-links/${created.id}/cancel`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.intents.get(intentId)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(() => stripe.pay(intentId)).toThrow(/payment_intent_unexpected_state/);
    expect((await view(tokenOf(created.url))).json()).toMatchObject({ state: 'cancelled', clientSecret: null });
  });

  it('cancel while Stripe is down: 503 with a clear message, the link stays open', async () => {
    const created = await link(3, '10:00');
    stripe.failNext(1000);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/payment-links/${created.id}/cancel`,
        headers: staff.headers,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/could not be reached/);
    } finally {
      stripe.failNext(0);
    }
    expect((await view(tokenOf(created.url))).json().state).toBe('open');
  });

  it('cancel after the customer paid at Stripe: refused, the payment is settled and the order booked', async () => {
    const created = await link(4, '10:00');
    const intentId = intentOf((await view(tokenOf(created.url))).json().clientSecret);
    stripe.pay(intentId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/payment-links/${created.id}/cancel`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/paid just before/);
    expect((await view(tokenOf(created.url))).json().state).toBe('paid');
  });
});

describe('staff cancel the booking of an unpaid link (booking detail → cancel)', () => {
  const cancelBooking = (id: string, payload: Record<string, unknown> = { reason: 'Customer called' }) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff/bookings/${id}/cancel`, headers: staff.headers, payload });
  const booking = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: staff.headers })).json<{
      status: string;
    }>();

  it('closes the PaymentIntent at Stripe first, cancels booking and order; the link answers cancelled', async () => {
    const created = await link(1, '12:00');
    const intentId = intentOf((await view(tokenOf(created.url))).json().clientSecret);
    const res = await cancelBooking(created.bookingIds[0]!, { reason: 'Customer called', refund: 'full' });
    expect(res.statusCode, res.body).toBe(200);
    // Nothing was paid: nothing comes back, whatever the dialog asked.
    expect(res.json()).toMatchObject({ booking: { status: 'cancelled' }, refund: 'none' });
    expect(stripe.intents.get(intentId)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
    expect(() => stripe.pay(intentId)).toThrow(/payment_intent_unexpected_state/);
    expect((await view(tokenOf(created.url))).json()).toMatchObject({ state: 'cancelled', clientSecret: null });
    const paid = await pay(tokenOf(created.url));
    expect(paid.statusCode).toBe(409);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${created.orderId}`, headers: staff.headers })
    ).json();
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(0);
    // The customer is told the reservation was released.
    const mails = (
      await t.database.query(`select template from outbox_mails where "to" = $1 order by created_at`, [
        'stripe.link1@example.net',
      ])
    ).rows.map((r) => (r as { template: string }).template);
    expect(mails.filter((m) => m === 'staff.payment-link-cancelled')).toHaveLength(1);
    // The slot is free again: a new link for it goes out.
    await link(1, '12:00');
    // Cancelling again: the booking is closed already (a clear 4xx, Stripe not asked again).
    const again = await cancelBooking(created.bookingIds[0]!);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
  });

  it('Stripe down: 503 with a clear message, booking and link stay as they were', async () => {
    const created = await link(2, '12:00');
    stripe.failNext(1000);
    try {
      const res = await cancelBooking(created.bookingIds[0]!);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/could not be reached/);
    } finally {
      stripe.failNext(0);
    }
    expect((await booking(created.bookingIds[0]!)).status).toBe('pending');
    expect((await view(tokenOf(created.url))).json().state).toBe('open');
  });

  it('paid at Stripe just before: refused, the payment is settled and the booking kept', async () => {
    const created = await link(3, '12:00');
    stripe.pay(intentOf((await view(tokenOf(created.url))).json().clientSecret));
    const res = await cancelBooking(created.bookingIds[0]!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/paid just before/);
    expect((await booking(created.bookingIds[0]!)).status).toBe('upcoming');
    expect((await view(tokenOf(created.url))).json().state).toBe('paid');
  });

  it('one link for two bookings: refused with a pointer to the link, nothing cancelled', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/payment-links',
      headers: staff.headers,
      payload: {
        contact: { name: 'Two Courts', email: 'two.courts@example.net' },
        items: [
          { resourceId: venue.court(4).id, start: at('12:00'), end: at('13:00') },
          { resourceId: venue.court(4).id, start: at('13:00'), end: at('14:00') },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ url: string; bookingIds: string[] }>();
    const intentId = intentOf((await view(tokenOf(created.url))).json().clientSecret);
    const cancel = await cancelBooking(created.bookingIds[0]!);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/Cancel the payment link/);
    expect(stripe.intents.get(intentId)!.status).not.toBe('canceled');
    expect((await booking(created.bookingIds[0]!)).status).toBe('pending');
  });
});
