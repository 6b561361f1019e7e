// Helpers for the Adyen tests: a guest's order paid with Adyen, and the fake's signed
// notifications delivered to our webhook (in order, twice, out of order, or forged).
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DemoVenue } from '../booking-fixtures';
import { client, courtSlot, startOrder } from './checkout-fixtures';
import { fakeItem, notificationBody } from './fake-adyen-notifications';
import type { FakeNotificationItem } from './fake-adyen-notifications';
import type { FakeAdyen } from './fake-adyen-server';

export const adyenContact = { name: 'Ada Yen', email: 'ada@example.org' };
/** The Adyen session id inside our client secret (adyen_<session>_secret_<random>). */
export const adyenSessionOf = (clientSecret: unknown) =>
  String(clientSecret).split('_secret_')[0]!.slice('adyen_'.length);

export async function adyenOrder(app: FastifyInstance, venue: DemoVenue, n: number, time: string, days = 2) {
  const guest = client(app);
  const added = await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, n, time, days)] });
  expect(added.statusCode, added.body).toBe(200);
  const res = await startOrder(guest, { contact: adyenContact, provider: 'adyen' });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ orderId: string; clientSecret: string; totalCents: number; amountDueCents: number }>();
  const body = { orderId: answer.orderId, clientSecret: answer.clientSecret };
  return {
    guest,
    answer,
    sessionId: adyenSessionOf(answer.clientSecret),
    confirm: () => guest.request('POST', '/api/v1/payments/confirm', body),
    session: () => guest.request('POST', '/api/v1/payments/adyen/session', body),
  };
}

/** POSTs notification items to our webhook as Adyen does. */
export const sendNotifications = (app: FastifyInstance, items: FakeNotificationItem[], payload?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/adyen',
    headers: { 'content-type': 'application/json' },
    payload: payload ?? notificationBody(items),
  });

/** The fake's notifications not yet taken, oldest first (each test takes what its actions caused). */
export function takeNotifications(adyen: FakeAdyen): FakeNotificationItem[] {
  return adyen.notifications.splice(0, adyen.notifications.length);
}

/** The shopper pays in Drop-in; answers the AUTHORISATION the fake sends for it. */
export function shopperPays(adyen: FakeAdyen, sessionId: string, outcome?: 'authorised' | 'refused') {
  const before = adyen.notifications.length;
  const result = adyen.pay(sessionId, outcome);
  const [authorisation] = adyen.notifications.splice(before, 1);
  return { result, authorisation: authorisation! };
}

/** The same item re-signed after a change, with our key (Adyen's own word) or a forger's. */
export function resigned(item: FakeNotificationItem, change: Partial<FakeNotificationItem>, forge = false) {
  const { additionalData, eventDate: _eventDate, ...fields } = { ...item, ...change };
  const { hmacSignature: _signature, ...extra } = additionalData;
  return fakeItem({ ...fields, additionalData: extra }, { forge });
}
