// Helpers for the PayPal tests: a guest's order paid with PayPal, and webhook deliveries.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DemoVenue } from '../booking-fixtures';
import { client, courtSlot, startOrder } from './checkout-fixtures';
import { payPalEvent } from './fake-paypal-events';
import type { PayPalEventType } from './fake-paypal-events';
import { fakePayPalCredentials } from './fake-paypal-server';
import type { FakePayPal } from './fake-paypal-server';

export const paypalContact = { name: 'Paula Pal', email: 'paula@example.org' };
/** The PayPal order id inside our client secret (paypal_<id>_secret_<random>). */
export const paypalOrderOf = (clientSecret: unknown) =>
  String(clientSecret).split('_secret_')[0]!.slice('paypal_'.length);

export async function paypalOrder(app: FastifyInstance, venue: DemoVenue, n: number, time: string, days = 2) {
  const guest = client(app);
  const added = await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, n, time, days)] });
  expect(added.statusCode, added.body).toBe(200);
  const res = await startOrder(guest, { contact: paypalContact, provider: 'paypal' });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ orderId: string; clientSecret: string; totalCents: number; amountDueCents: number }>();
  const confirm = () =>
    guest.request('POST', '/api/v1/payments/confirm', { orderId: answer.orderId, clientSecret: answer.clientSecret });
  return { guest, answer, paypalId: paypalOrderOf(answer.clientSecret), confirm };
}

export function paypalWebhook(
  app: FastifyInstance,
  paypal: FakePayPal,
  type: PayPalEventType,
  paypalId: string,
  options: { id?: string; forge?: boolean; refundId?: string } = {},
) {
  const delivery = payPalEvent(type, paypal.orders.get(paypalId)!, {
    webhookId: fakePayPalCredentials.webhookId,
    ...options,
  });
  return {
    delivery,
    send: (override: Partial<typeof delivery> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/paypal',
        headers: { ...delivery.headers, ...override.headers },
        payload: override.payload ?? delivery.payload,
      }),
  };
}

/**
 * Our server's capture went through at PayPal, but its answer never came back (the process died,
 * the connection broke): the capture is made straight at the fake, as our request had made it.
 */
export async function captureWithoutAnswer(paypal: FakePayPal, paypalId: string): Promise<void> {
  const basic = Buffer.from(`${paypal.env.PAYPAL_CLIENT_ID}:${paypal.env.PAYPAL_CLIENT_SECRET}`).toString('base64');
  const token = (await (
    await fetch(`${paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  const res = await fetch(`${paypal.url}/v2/checkout/orders/${paypalId}/capture`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(201);
}
