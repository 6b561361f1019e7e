// A payment link paid with PayPal or Adyen instead of the default online provider
// (docs/product.md#checkout payment links), against the fake PayPal and the fake Adyen: the link's
// page lists every online provider, choosing one starts its payment for the same amount (the old
// attempt is closed), and completion goes through the same settle path as a checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { adyenSessionOf, sendNotifications, shopperPays } from '../../../test/fakes/adyen-fixtures';
import { startFakeAdyen } from '../../../test/fakes/fake-adyen-server';
import type { FakeAdyen } from '../../../test/fakes/fake-adyen-server';
import { paypalOrderOf } from '../../../test/fakes/paypal-fixtures';
import { startFakePayPal } from '../../../test/fakes/fake-paypal-server';
import type { FakePayPal } from '../../../test/fakes/fake-paypal-server';

let t: TestContext;
let paypal: FakePayPal;
let adyen: FakeAdyen;
let venue: DemoVenue;
let staff: LoggedIn;
const day = quietDay(5);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

beforeAll(async () => {
  paypal = await startFakePayPal();
  adyen = await startFakeAdyen();
  t = await buildTestApp({ env: { ...paypal.env, ...adyen.env } });
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
  await adyen?.close();
});

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

async function link(court: number, time: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/payment-links',
    headers: staff.headers,
    payload: {
      contact: { name: 'Lina Link', email: 'lina@example.net' },
      items: [
        {
          resourceId: venue.court(court).id,
          start: at(time),
          end: at(time.replace(/^(\d+)/, (h) => String(Number(h) + 1))),
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<{ orderId: string; url: string; totalCents: number }>();
  return { ...created, token: created.url.split('/pay/')[1]! };
}

const choose = (token: string, provider: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/provider`, payload: { provider } });

describe('a payment link paid with another provider', () => {
  it('lists every online provider on the link page', async () => {
    const { token } = await link(1, '10:00');
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${token}` })).json();
    expect(view.providers.map((p: { provider: string }) => p.provider)).toEqual(['paypal', 'adyen', 'test']);
    expect(
      view.providers.find((p: { provider: string }) => p.provider === 'paypal').publicConfig.clientId,
    ).toBeTruthy();
    const cash = await choose(token, 'cash');
    expect(cash.statusCode).toBe(400);
  });

  it('PayPal: the buyer approves, our server captures through the link, the order completes once', async () => {
    const { token, orderId, totalCents } = await link(2, '10:00');
    const chosen = await choose(token, 'paypal');
    expect(chosen.statusCode, chosen.body).toBe(200);
    const view = chosen.json();
    expect(view).toMatchObject({ provider: 'paypal', state: 'open' });
    const paypalId = paypalOrderOf(view.clientSecret);
    expect(paypal.orders.get(paypalId)).toBeTruthy();
    // Choosing it again changes nothing: the same PayPal order.
    expect((await choose(token, 'paypal')).json().clientSecret).toBe(view.clientSecret);
    // The earlier attempt (the default provider's) was closed; one open payment, with PayPal.
    const payments = await q(
      `select provider, status, amount_cents from payments where order_id = $1 order by created_at`,
      [orderId],
    );
    expect(payments.at(-1)).toEqual({ provider: 'paypal', status: 'pending', amount_cents: totalCents });
    expect(payments.slice(0, -1).every((p) => p.status === 'cancelled')).toBe(true);

    paypal.approve(paypalId);
    const paid = await t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/pay`, payload: {} });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid' });
    expect((await q(`select status, payment_method from orders where id = $1`, [orderId]))[0]).toEqual({
      status: 'completed',
      payment_method: 'paypal',
    });
    expect(await q(`select count(*)::int as n from invoices where order_id = $1`, [orderId])).toEqual([{ n: 1 }]);
  });

  it('Adyen: Drop-in pays the session, the AUTHORISATION notification completes the order', async () => {
    const { token, orderId } = await link(3, '12:00');
    const view = (await choose(token, 'adyen')).json();
    expect(view).toMatchObject({ provider: 'adyen', state: 'open' });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/adyen/session',
      payload: { orderId, clientSecret: view.clientSecret },
    });
    expect(session.statusCode, session.body).toBe(200);
    const { authorisation } = shopperPays(adyen, adyenSessionOf(view.clientSecret));
    // Drop-in's onPaymentCompleted: the browser's word settles nothing.
    const pending = await t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/pay`, payload: {} });
    expect(pending.json()).toMatchObject({ state: 'open' });
    const delivered = await sendNotifications(t.app, [authorisation]);
    expect(delivered.body).toBe('[accepted]');
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${token}` })).json();
    expect(after).toMatchObject({ state: 'paid', clientSecret: null });
  });
});
