// Access rows for payments: the client's confirmation proves ownership by the payment's client
// secret, not by a session (an unknown one is 404 for everybody); provider webhooks prove
// themselves by their signature, so a session changes nothing — here no provider is configured,
// so both answer 501 (with PayPal configured, a forged delivery is 400: payment/paypal.test.ts; with
// Adyen, a forged notification is 400: payment/adyen.test.ts). Adyen's session for Drop-in is
// proved by the client secret like the confirmation.
import { orders, payments } from '../../src/db/schema/checkout';
import { paymentDebts } from '../../src/db/schema/payment-debts';
import { actors } from '../auth';
import type { AccessContext, AccessRow, Actor, Expectation } from '../auth';

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

// Open debts (docs/product/payments.md#open-debts): staff of the venue only; another venue's staff
// find nothing to settle (404), customers are refused.
const staffOnly = (ok: number, otherVenue: number) =>
  ({
    anonymous: 401,
    customerA: 403,
    customerB: 403,
    staffX: ok,
    staffY: otherVenue,
    admin: ok,
  }) as Record<Actor, Expectation>;

/** A fresh open debt of venue X (an order, its failed SEPA payment, the debt). */
async function debtOfX(ctx: AccessContext): Promise<void> {
  const organizationId = ctx.orgs.x;
  const summary = {
    subtotal: 0,
    discount: 0,
    gross: 0,
    net: 0,
    vat: 0,
    serviceFee: 0,
    serviceFeeVat: 0,
    serviceFeeWaiver: 0,
    total: 0,
    totalItems: 0,
  };
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      organizationId,
      customer: { name: 'Debtor', email: 'debtor@example.net' },
      provider: 'stripe',
      summary,
      totalCents: 5000,
      amountDueCents: 5000,
      status: 'cancelled',
    })
    .returning();
  const [payment] = await ctx.app.db
    .insert(payments)
    .values({
      organizationId,
      orderId: order!.id,
      provider: 'stripe',
      method: 'sepa_debit',
      amountCents: 5000,
      status: 'failed',
    })
    .returning();
  const [debt] = await ctx.app.db
    .insert(paymentDebts)
    .values({ organizationId, orderId: order!.id, paymentId: payment!.id, reason: 'debit_failed', amountCents: 2500 })
    .returning();
  ctx.fixtures.debtId = debt!.id;
}

accessRows.push(
  {
    name: '/staff/payment-debts',
    method: 'GET',
    url: '/api/v1/staff/payment-debts',
    expect: staffOnly(200, 200),
  },
  {
    name: '/staff/payment-debts/:id/settle (no such debt here)',
    method: 'POST',
    url: '/api/v1/staff/payment-debts/00000000-0000-4000-8000-000000000001/settle',
    payload: { note: 'Paid cash' },
    expect: staffOnly(404, 404),
  },
  {
    name: '/staff/payment-debts/:id/settle of X',
    method: 'POST',
    setup: debtOfX,
    url: (ctx) => `/api/v1/staff/payment-debts/${ctx.fixtures.debtId}/settle`,
    payload: { note: 'Paid cash' },
    expect: staffOnly(200, 404),
  },
);
