// SEPA direct debit through Stripe (docs/product/payments.md#sepa-direct-debit) against the fake Stripe:
// the mandate confirmed by our server, the pending period that keeps the court held past every
// hold expiry, success and failure by signed webhook (duplicated, out of order, forged), and a
// chargeback after success.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { startFakeStripe } from '../../../test/fakes/fake-stripe';
import type { FakeStripe } from '../../../test/fakes/fake-stripe';
import { purgeExpiredHolds } from '../booking/booking.jobs';
import { reconcileOrders } from '../order/order-reconcile';

let t: TestContext;
let stripe: FakeStripe;
let venue: DemoVenue;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ env: { ...stripe.env, STRIPE_PAYMENT_METHODS: 'card,sepa_debit,klarna' } });
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  await t.database.query(
    `update organizations set legal = jsonb_set(coalesce(legal, '{}'::jsonb), '{email}', '"office@venue.example"') where id = $1`,
    [venue.organizationId],
  );
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/stripe',
    headers: delivery.headers,
    payload: delivery.payload,
  });
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const contact = { name: 'Sepa Kunde', email: 'sepa@example.org' };

/** An abo on court n paid by SEPA: the order, its intent, and the confirmation with the IBAN. */
async function aboBySepa(n: number, iban: string) {
  const guest = client(t.app, { 'user-agent': 'Mozilla/5.0 (Courtside test)' });
  const added = await guest.request('POST', '/api/v1/cart', {
    items: [{ ...courtSlot(venue, n, '18:00', 3), bookingType: 'abo' }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const res = await startOrder(guest, { contact, provider: 'stripe', paymentMethod: 'sepa_debit' });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ orderId: string; clientSecret: string; amountDueCents: number }>();
  const intentId = answer.clientSecret.split('_secret_')[0]!;
  const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
    orderId: answer.orderId,
    clientSecret: answer.clientSecret,
    sepaDebit: { paymentMethodId: stripe.sepaPaymentMethod(iban), mandateAccepted: true },
  });
  return { guest, answer, intentId, confirm };
}

async function settle(intentId: string) {
  const types = await stripe.settleDebit(intentId);
  return types.map((type) => stripe.event(type, intentId));
}

const mails = (orderId: string) =>
  q(`select template, "to" from outbox_mails where template like 'payment.debit%' and text like $1 order by "to"`, [
    `%${orderId}%`,
  ]);

describe('SEPA direct debit', () => {
  it('offers the debit for abos and from the threshold only, and only methods the venue enabled', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00', 4)] });
    const small = await startOrder(guest, { contact, provider: 'stripe', paymentMethod: 'sepa_debit' });
    expect(small.statusCode, small.body).toBe(400); // order initiation failures answer 400 (docs/product.md#checkout)
    expect(small.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_ALLOWED' });
    const sofort = await startOrder(guest, { contact, provider: 'stripe', paymentMethod: 'Sofort' });
    expect(sofort.json()).toMatchObject({ status: 400, code: 'PAYMENT_METHOD_NOT_ALLOWED' });
    const offered = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/providers' })).json();
    expect(offered.rows[0].publicConfig.paymentMethods).toBe('card,sepa_debit,klarna');
    // The card checkout's PaymentIntent carries the venue's other types (not SEPA, which has its own flow):
    // the Payment Element shows them.
    const card = await startOrder(guest, { contact, provider: 'stripe' });
    const intentId = String(card.json().clientSecret).split('_secret_')[0]!;
    expect(stripe.intents.get(intentId)?.payment_method_types).toEqual(['card', 'klarna']);
    const created = stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(created?.body).toMatchObject({ allowed_payment_method_types: ['card', 'klarna'] });
    expect(created?.body).not.toHaveProperty('automatic_payment_methods');
  });

  it('holds the abo while the debit runs, past every hold expiry, and completes on the success webhook', async () => {
    const { guest, answer, intentId, confirm } = await aboBySepa(1, 'DE89370400440532013000');
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'pending', failedPaymentStatus: false });
    expect(stripe.intents.get(intentId)).toMatchObject({ payment_method_types: ['sepa_debit'], status: 'processing' });
    // Our server confirmed with the mandate's online acceptance: the customer's IP address and browser.
    const confirmed = stripe.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/confirm`);
    expect(confirmed?.body).toMatchObject({
      mandate_data: {
        customer_acceptance: { type: 'online', online: { user_agent: 'Mozilla/5.0 (Courtside test)' } },
      },
    });
    const mandate = [...stripe.mandates.values()].at(-1)!;
    const [payment] = await q(
      `select mandate_reference, processing_since, method, status from payments where order_id = $1`,
      [answer.orderId],
    );
    expect(payment).toMatchObject({
      mandate_reference: mandate.payment_method_details.sepa_debit.reference,
      method: 'sepa_debit',
      status: 'pending',
    });
    expect(payment!.processing_since).not.toBeNull();

    // The courts belong to the order now: the cart no longer offers them, so no new checkout can
    // replace the order (and cancel the debit at Stripe).
    const again = await startOrder(guest, { contact, provider: 'stripe' });
    expect(again.json()).toMatchObject({ code: 'CART_EMPTY' });
    expect(stripe.intents.get(intentId)?.status).toBe('processing');
    // Hours pass (hold and payment window long over): the sweep and the reconcile job leave it held.
    await purgeExpiredHolds(t.app.db, later(3));
    await reconcileOrders(t.app, later(3));
    expect(
      await q(`select b.status from bookings b join order_items i on i.booking_id = b.id where i.order_id = $1`, [
        answer.orderId,
      ]),
    ).toEqual([{ status: 'pending' }]);
    const pending = (await guest.request('GET', `/api/v1/orders/${answer.orderId}`)).json();
    expect(pending).toMatchObject({ status: 'pending', paymentMethod: 'sepa_debit' });

    const [succeeded] = await settle(intentId);
    expect((await deliver(succeeded!)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(succeeded!)).json()).toEqual({ received: true, duplicate: true });
    // A late `processing` event (out of order) reads the intent back: nothing rolls back.
    expect((await deliver(stripe.event('payment_intent.processing', intentId))).statusCode).toBe(200);
    const paid = (await guest.request('GET', `/api/v1/orders/${answer.orderId}`)).json();
    expect(paid).toMatchObject({ status: 'completed', paymentMethod: 'sepa_debit' });
    const dates = await q(
      `select distinct b.status from bookings b join order_items i on i.order_id = $1 where b.id = i.booking_id or b.order_id = $1`,
      [answer.orderId],
    );
    expect(dates).toEqual([{ status: 'upcoming' }]);
  });

  it('a failed debit cancels the abo, frees the court and tells the customer and staff', async () => {
    const { answer, intentId, confirm } = await aboBySepa(2, 'DE62370400440532013001');
    expect(confirm.json()).toMatchObject({ status: 'pending' });
    const [failed] = await settle(intentId);
    // A forged delivery changes nothing.
    const forged = stripe.event('payment_intent.payment_failed', intentId, { secret: 'whsec_wrong' });
    expect((await deliver(forged)).statusCode).toBe(400);
    expect((await q(`select status from orders where id = $1`, [answer.orderId]))[0]).toEqual({ status: 'pending' });
    expect((await deliver(failed!)).statusCode).toBe(200);
    expect((await deliver(failed!)).json()).toMatchObject({ duplicate: true });
    const [order] = await q(`select status, failure_message from orders where id = $1`, [answer.orderId]);
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(String(order!.failure_message)).toMatch(/direct debit failed/);
    expect(
      await q(
        `select distinct b.status from bookings b join order_items i on i.booking_id = b.id where i.order_id = $1`,
        [answer.orderId],
      ),
    ).toEqual([{ status: 'cancelled' }]);
    // Nothing was played: no debt; one mail each (the duplicate sent none).
    expect(await q(`select count(*)::int as n from payment_debts where order_id = $1`, [answer.orderId])).toEqual([
      { n: 0 },
    ]);
    expect(await mails(answer.orderId)).toEqual([{ template: 'payment.debit-staff', to: 'office@venue.example' }]);
    expect(
      await q(`select count(*)::int as n from outbox_mails where template = 'payment.debit-failed' and "to" = $1`, [
        contact.email,
      ]),
    ).toEqual([{ n: 1 }]);
    // The court is free again: another customer can hold it.
    const other = client(t.app);
    const again = await other.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '18:00', 3)] });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a debit that fails after the first date was played leaves an open debt for staff', async () => {
    const { answer, intentId } = await aboBySepa(3, 'DE78370400440532013004');
    // The first date was played while the debit ran.
    await t.database.query(`update order_items set starts_at = now() - interval '2 hours' where order_id = $1`, [
      answer.orderId,
    ]);
    const [failed] = await settle(intentId);
    expect((await deliver(failed!)).statusCode).toBe(200);
    const [item] = await q(`select gross_cents from order_items where order_id = $1`, [answer.orderId]);
    const staff = await loginAs(t.app, 'admin@example.com');
    const debts = (
      await t.app.inject({ method: 'GET', url: '/api/v1/staff/payment-debts', headers: staff.headers })
    ).json();
    const debt = debts.rows.find((d: { orderId: string }) => d.orderId === answer.orderId);
    expect(debt).toMatchObject({ reason: 'debit_failed', amountCents: item!.gross_cents, status: 'open' });
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/payment-debts/${debt.id}/settle`,
      headers: staff.headers,
      payload: { note: 'Paid cash at the desk' },
    });
    expect(settled.json()).toMatchObject({ status: 'settled', note: 'Paid cash at the desk' });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/payment-debts/${debt.id}/settle`,
      headers: staff.headers,
      payload: { note: 'again' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a chargeback after success becomes an open debt once; the booking stays', async () => {
    const { answer, intentId } = await aboBySepa(4, 'DE35370400440532013002');
    const [succeeded, dispute] = await settle(intentId);
    // Out of order: the dispute first, then the success.
    expect((await deliver(dispute!)).statusCode).toBe(200);
    expect((await deliver(succeeded!)).statusCode).toBe(200);
    expect((await deliver(dispute!)).json()).toMatchObject({ duplicate: true });
    const forged = stripe.event('charge.dispute.created', intentId, { secret: 'whsec_wrong' });
    expect((await deliver(forged)).statusCode).toBe(400);
    expect((await q(`select status from orders where id = $1`, [answer.orderId]))[0]).toEqual({ status: 'completed' });
    const debts = await q(`select reason, amount_cents, provider_ref from payment_debts where order_id = $1`, [
      answer.orderId,
    ]);
    expect(debts).toEqual([
      { reason: 'chargeback', amount_cents: answer.amountDueCents, provider_ref: stripe.disputes.at(-1)!.id },
    ]);
    expect((await mails(answer.orderId)).map((m) => m.template)).toEqual(['payment.debit-staff']);
  });

  it('a lost success webhook is completed by the reconcile job', async () => {
    const { answer, intentId } = await aboBySepa(5, 'DE08370400440532013003');
    await stripe.settleDebit(intentId);
    await reconcileOrders(t.app, later(0.01));
    expect((await q(`select status from orders where id = $1`, [answer.orderId]))[0]).toEqual({ status: 'completed' });
  });
});
