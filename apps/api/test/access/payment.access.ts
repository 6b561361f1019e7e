// Access rows for payments: the client's confirmation proves ownership by the payment's client
// secret, not by a session (an unknown one is 404 for everybody); provider webhooks prove
// themselves by their signature, so a session changes nothing — here no provider is configured,
// so both answer 501 (with PayPal configured, a forged delivery is 400: payment/paypal.test.ts; with
// Adyen, a forged notification is 400: payment/adyen.test.ts). Adyen's session for Drop-in is
// proved by the client secret like the confirmation.
import { actors } from '../auth';
import type { AccessRow, Actor, Expectation } from '../auth';

const all = (status: number) =>
  Object.fromEntries(actors.map((actor) => [actor, status])) as Record<Actor, Expectation>;

export const accessRows: AccessRow[] = [
  {
    name: '/payments/confirm (unknown secret)',
    method: 'POST',
    url: '/api/v1/payments/confirm',
    payload: { orderId: '00000000-0000-4000-8000-000000000001', clientSecret: 'paypal_X_secret_nothing' },
    expect: all(404),
  },
  {
    name: '/payments/webhook/paypal',
    method: 'POST',
    url: '/api/v1/payments/webhook/paypal',
    headers: { 'content-type': 'application/json' },
    payload: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
    expect: all(501),
  },
  {
    name: '/payments/adyen/session (unknown secret)',
    method: 'POST',
    url: '/api/v1/payments/adyen/session',
    payload: { orderId: '00000000-0000-4000-8000-000000000001', clientSecret: 'adyen_CS1_secret_nothing' },
    expect: all(404),
  },
  {
    name: '/payments/webhook/adyen',
    method: 'POST',
    url: '/api/v1/payments/webhook/adyen',
    headers: { 'content-type': 'application/json' },
    payload: { live: 'false', notificationItems: [] },
    expect: all(501),
  },
  {
    name: '/payments/webhook/stripe',
    method: 'POST',
    url: '/api/v1/payments/webhook/stripe',
    headers: { 'content-type': 'application/json' },
    payload: { id: 'evt_1', type: 'payment_intent.succeeded' },
    expect: all(501),
  },
];
