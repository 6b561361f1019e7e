// Provider fees (docs/product/payments.md#provider-fees) against the fake Stripe, PayPal and Adyen
// together: the fee job reads Stripe's balance transaction and PayPal's seller_receivable_breakdown,
// a SEPA debit's fee only once the money arrived, Adyen reports none in the sessions flow; the
// banking summary shows fees, net and pending debits per provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankingSummary } from '@courtside/core/analytics-schemas';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { adyenOrder, sendNotifications, shopperPays } from '../../../test/fakes/adyen-fixtures';
import { clearDemoActivity, client, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { startFakeAdyen } from '../../../test/fakes/fake-adyen-server';
import type { FakeAdyen } from '../../../test/fakes/fake-adyen-server';
import { startFakePayPal } from '../../../test/fakes/fake-paypal-server';
import type { FakePayPal } from '../../../test/fakes/fake-paypal-server';
import { startFakeStripe } from '../../../test/fakes/fake-stripe';
import type { FakeStripe } from '../../../test/fakes/fake-stripe';
import { paypalOrder } from '../../../test/fakes/paypal-fixtures';
import { recordProviderFees } from './payment-fees';

let t: TestContext;
let stripe: FakeStripe;
let paypal: FakePayPal;
let adyen: FakeAdyen;
let venue: DemoVenue;
beforeAll(async () => {
  [stripe, paypal, adyen] = await Promise.all([startFakeStripe(), startFakePayPal(), startFakeAdyen()]);
  t = await buildTestApp({
    env: { ...stripe.env, ...paypal.env, ...adyen.env, STRIPE_PAYMENT_METHODS: 'card,sepa_debit' },
  });
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([stripe?.close(), paypal?.close(), adyen?.close()]);
});

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const feeOf = async (orderId: string) =>
  (
    await q(
      `select f.fee_cents, f.currency, f.attempts from payment_fees f join payments p on p.id = f.payment_id
       where p.order_id = $1`,
      [orderId],
    )
  )[0];
const webhook = (delivery: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/stripe',
    headers: delivery.headers,
    payload: delivery.payload,
  });

async function stripeCard(n: number) {
  const guest = client(t.app);
  await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, n, '10:00', 2)] });
  const res = await startOrder(guest, {
    contact: { name: 'Karla Karte', email: 'karla@example.org' },
    provider: 'stripe',
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ orderId: string; clientSecret: string; amountDueCents: number }>();
  const intentId = answer.clientSecret.split('_secret_')[0]!;
  stripe.pay(intentId, 'succeeded');
  expect((await webhook(stripe.event('payment_intent.succeeded', intentId))).statusCode).toBe(200);
  return { answer, intentId };
}

async function stripeDebit(n: number) {
  const guest = client(t.app, { 'user-agent': 'Mozilla/5.0 (Courtside test)' });
  await guest.request('POST', '/api/v1/cart', { items: [{ ...courtSlot(venue, n, '18:00', 3), bookingType: 'abo' }] });
  const res = await startOrder(guest, {
    contact: { name: 'Sepa Kunde', email: 'sepa@example.org' },
    provider: 'stripe',
    paymentMethod: 'sepa_debit',
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ orderId: string; clientSecret: string; amountDueCents: number }>();
  const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
    orderId: answer.orderId,
    clientSecret: answer.clientSecret,
    sepaDebit: { paymentMethodId: stripe.sepaPaymentMethod('DE89370400440532013000'), mandateAccepted: true },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { answer, intentId: answer.clientSecret.split('_secret_')[0]! };
}

describe('provider fees', () => {
  it('records what Stripe, PayPal report; a pending debit has none until the bank paid; Adyen none at all', async () => {
    const card = await stripeCard(1);
    const pp = await paypalOrder(t.app, venue, 2, '10:00');
    paypal.approve(pp.paypalId);
    expect((await pp.confirm()).json()).toMatchObject({ status: 'completed' });
    const ad = await adyenOrder(t.app, venue, 3, '10:00');
    expect((await sendNotifications(t.app, [shopperPays(adyen, ad.sessionId).authorisation])).statusCode).toBe(200);
    const debit = await stripeDebit(4);

    const now = new Date();
    expect(await recordProviderFees(t.app, now)).toBe(2);
    // Stripe's German card price (fake): 1.5 % + 0.25 €, from the charge's balance transaction.
    const cardAmount = card.answer.amountDueCents;
    expect(await feeOf(card.answer.orderId)).toEqual({
      fee_cents: Math.round(cardAmount * 0.015) + 25,
      currency: 'eur',
      attempts: 1,
    });
    const txn = [...stripe.balanceTransactions.values()].find((b) => b.amount === cardAmount)!;
    expect((await feeOf(card.answer.orderId))?.fee_cents).toBe(txn.fee);
    // PayPal: the capture's seller_receivable_breakdown.paypal_fee (2.99 % + 0.39 €).
    const capture = paypal.orders.get(pp.paypalId)!.purchase_units[0]!.payments!.captures[0]!;
    const ppFee = Math.round(Number(capture.seller_receivable_breakdown!.paypal_fee.value) * 100);
    expect(ppFee).toBe(Math.round(pp.answer.amountDueCents * 0.0299) + 39);
    expect(await feeOf(pp.answer.orderId)).toEqual({ fee_cents: ppFee, currency: 'eur', attempts: 1 });
    // Adyen's sessions flow reports no fee: never asked. The debit is still processing: not succeeded.
    expect(await feeOf(ad.answer.orderId)).toBeUndefined();
    expect(await feeOf(debit.answer.orderId)).toBeUndefined();
    // Asked once: the next run has nothing to ask.
    const asked = stripe.requests.length + paypal.requests.length;
    expect(await recordProviderFees(t.app, now)).toBe(0);
    expect(stripe.requests.length + paypal.requests.length).toBe(asked);

    const manager = await loginAs(t.app, 'manager@example.com');
    const summary = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/banking/summary', headers: manager.headers })
      ).json<BankingSummary>();
    const before = await summary();
    const row = (s: BankingSummary, provider: string) => s.rows.find((r) => r.provider === provider)!;
    expect(row(before, 'stripe')).toMatchObject({
      paidCents: cardAmount,
      pendingCents: debit.answer.amountDueCents,
      debitPendingCents: debit.answer.amountDueCents,
      feeCents: txn.fee,
      feesMissing: 0,
      netCents: cardAmount - txn.fee,
    });
    expect(row(before, 'paypal')).toMatchObject({ feeCents: ppFee, netCents: pp.answer.amountDueCents - ppFee });
    expect(row(before, 'adyen')).toMatchObject({
      paidCents: ad.answer.amountDueCents,
      feeCents: null,
      feesMissing: 1,
      netCents: ad.answer.amountDueCents,
    });
    expect(before.totals).toMatchObject({
      feeCents: txn.fee + ppFee,
      debitPendingCents: debit.answer.amountDueCents,
      netCents: before.totals.balanceCents - txn.fee - ppFee,
    });

    // The bank pays the debit: Stripe's SEPA fee (0.35 €) comes with the balance transaction.
    for (const type of await stripe.settleDebit(debit.intentId))
      expect((await webhook(stripe.event(type, debit.intentId))).statusCode).toBe(200);
    expect(await recordProviderFees(t.app, new Date())).toBe(1);
    expect(await feeOf(debit.answer.orderId)).toEqual({ fee_cents: 35, currency: 'eur', attempts: 1 });
    const after = await summary();
    expect(row(after, 'stripe')).toMatchObject({ debitPendingCents: 0, feeCents: txn.fee + 35 });
  });

  it('a provider that cannot be reached is asked again on a later run; nothing is recorded meanwhile', async () => {
    const card = await stripeCard(5);
    stripe.failNext(10);
    expect(await recordProviderFees(t.app, new Date())).toBe(0);
    expect(await feeOf(card.answer.orderId)).toBeUndefined();
    stripe.failNext(0);
    expect(await recordProviderFees(t.app, new Date())).toBe(1);
    expect((await feeOf(card.answer.orderId))?.fee_cents).toBe(Math.round(card.answer.amountDueCents * 0.015) + 25);
  });
});
