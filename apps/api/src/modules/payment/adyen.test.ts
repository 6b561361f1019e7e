// Adyen's sessions flow against the local fake Adyen (fake-adyen-server.ts): sessions, the order
// completed only by HMAC-verified AUTHORISATION notifications checked against the order, refusals,
// duplicated, out-of-order and forged notifications, a tampered amount, outages at checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot, startOrder } from '../../../test/fakes/checkout-fixtures';
import { startFakeAdyen } from '../../../test/fakes/fake-adyen-server';
import type { FakeAdyen } from '../../../test/fakes/fake-adyen-server';
import { adyenContact, adyenOrder, resigned, sendNotifications, shopperPays } from '../../../test/fakes/adyen-fixtures';

let t: TestContext;
let adyen: FakeAdyen;
let venue: DemoVenue;
beforeAll(async () => {
  adyen = await startFakeAdyen();
  t = await buildTestApp({ env: adyen.env });
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => {
  await t?.close();
  await adyen?.close();
});

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const orderRow = async (id: string) =>
  (
    await q('select status, confirmation_status, failed_payment_status, payment_method from orders where id = $1', [id])
  )[0];
const invoices = async (id: string) =>
  (await q('select count(*)::int as n from invoices where order_id = $1', [id]))[0]!.n as number;
const accepted = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).toBe('[accepted]');
};

describe('providers', () => {
  it('offers Adyen with its client key only when its key, merchant account and HMAC key are there', async () => {
    const rows = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/providers' })).json().rows;
    expect(rows.map((r: { provider: string }) => r.provider)).toEqual([
      'adyen',
      'test',
      'voucher',
      'cash',
      'bank_transfer',
    ]);
    expect(rows[0]).toMatchObject({
      method: 'online',
      publicConfig: { clientKey: adyen.env.ADYEN_CLIENT_KEY, environment: 'test' },
    });
    const partial = await buildTestApp({ seed: false, env: { ...adyen.env, ADYEN_HMAC_KEY: '' } });
    try {
      const names = (await partial.app.inject({ method: 'GET', url: '/api/v1/payments/providers' })).json().rows;
      expect(names.map((r: { provider: string }) => r.provider)).not.toContain('adyen');
    } finally {
      await partial.close();
    }
  });
});

describe('checkout with Adyen', () => {
  it('creates one session: minor units, our order as reference, returnUrl, merchant account, keys', async () => {
    const { answer, sessionId, session } = await adyenOrder(t.app, venue, 1, '10:00');
    expect(answer.clientSecret).toMatch(/^adyen_CS[0-9A-F]+_secret_[a-f0-9]{32}$/);
    const created = adyen.sessions.get(sessionId)!;
    expect(created).toMatchObject({
      amount: { value: answer.amountDueCents, currency: 'EUR' },
      reference: answer.orderId,
      merchantAccount: adyen.env.ADYEN_MERCHANT_ACCOUNT,
      shopperEmail: adyenContact.email,
    });
    expect(created.returnUrl).toMatch(new RegExp(`/payment\\?orderId=${answer.orderId}&status=pending$`));
    const [payment] = await q('select id from payments where order_id = $1', [answer.orderId]);
    const posts = adyen.requests.filter((r) => r.path === '/v71/sessions');
    expect(posts.at(-1)!.idempotencyKey).toBe(`courtside-payment-${payment!.id}`);
    // Drop-in asks for the session: Adyen replays the same one by its key, no second session.
    const count = adyen.sessions.size;
    const res = await session();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: sessionId, sessionData: created.sessionData });
    expect(adyen.sessions.size).toBe(count);
    // Only the client secret's owner gets it.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/adyen/session',
      payload: { orderId: answer.orderId, clientSecret: `adyen_${sessionId}_secret_guess` },
    });
    expect(other.statusCode).toBe(404);
  });

  it('happy path: the browser’s word settles nothing; the signed AUTHORISATION completes the booking once', async () => {
    const { answer, sessionId, confirm } = await adyenOrder(t.app, venue, 2, '10:00');
    const { authorisation } = shopperPays(adyen, sessionId);
    // Drop-in said "Authorised": our API still waits for Adyen's notification.
    expect((await confirm()).json()).toMatchObject({ status: 'pending', message: 'Payment is being processed' });
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending' });
    accepted(await sendNotifications(t.app, [authorisation]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed', payment_method: 'credit_card' });
    expect(await q('select status from bookings where order_id = $1', [answer.orderId])).toEqual([
      { status: 'upcoming' },
    ]);
    // From now on the payment is known by Adyen's pspReference (refunds name it).
    expect(await q('select provider_ref, status from payments where order_id = $1', [answer.orderId])).toEqual([
      { provider_ref: authorisation.pspReference, status: 'succeeded' },
    ]);
    // Delivered again (Adyen repeats until it reads [accepted]): harmless.
    accepted(await sendNotifications(t.app, [authorisation]));
    accepted(await sendNotifications(t.app, [authorisation, authorisation]));
    expect(await invoices(answer.orderId)).toBe(1);
    expect((await confirm()).json()).toMatchObject({ status: 'completed' });
  });

  it('refused: the payment is flagged failed with the holds kept; paid on the next try in the same session', async () => {
    const { answer, sessionId } = await adyenOrder(t.app, venue, 3, '10:00');
    const refused = shopperPays(adyen, sessionId, 'refused').authorisation;
    accepted(await sendNotifications(t.app, [refused]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending', failed_payment_status: true });
    expect(
      await q('select b.status from bookings b join order_items i on i.booking_id = b.id where i.order_id = $1', [
        answer.orderId,
      ]),
    ).toEqual([{ status: 'pending' }]);
    const paid = shopperPays(adyen, sessionId).authorisation;
    accepted(await sendNotifications(t.app, [paid]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed', failed_payment_status: false });
    // The refusal delivered once more, late: nothing rolls back.
    accepted(await sendNotifications(t.app, [refused]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed' });
  });

  it('out of order: a late refusal of an earlier attempt after the success changes nothing', async () => {
    const { answer, sessionId } = await adyenOrder(t.app, venue, 4, '10:00');
    const refused = shopperPays(adyen, sessionId, 'refused').authorisation;
    const paid = shopperPays(adyen, sessionId).authorisation;
    accepted(await sendNotifications(t.app, [paid]));
    accepted(await sendNotifications(t.app, [refused]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed', failed_payment_status: false });
    expect(await invoices(answer.orderId)).toBe(1);
  });

  it('a refusal of an attempt replaced by a retry flags nothing; the new attempt pays', async () => {
    const { guest, answer, sessionId: first } = await adyenOrder(t.app, venue, 1, '14:00');
    const retry = await guest.request('POST', `/api/v1/orders/${answer.orderId}/retry`, { provider: 'adyen' });
    expect(retry.statusCode, retry.body).toBe(200);
    accepted(await sendNotifications(t.app, [shopperPays(adyen, first, 'refused').authorisation]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending', failed_payment_status: false });
    const second = String(retry.json().clientSecret).split('_secret_')[0]!.slice('adyen_'.length);
    accepted(await sendNotifications(t.app, [shopperPays(adyen, second).authorisation]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed' });
  });

  it('forged or altered notifications are refused with 400 and change nothing, even beside a genuine one', async () => {
    const { answer, sessionId } = await adyenOrder(t.app, venue, 5, '10:00');
    const genuine = shopperPays(adyen, sessionId).authorisation;
    const forged = resigned(genuine, {}, true);
    expect((await sendNotifications(t.app, [forged])).statusCode).toBe(400);
    // The amount changed, the signature kept: no longer Adyen's word.
    const altered = { ...genuine, amount: { ...genuine.amount, value: 1 } };
    expect((await sendNotifications(t.app, [altered])).statusCode).toBe(400);
    const unsigned = { ...genuine, additionalData: { checkoutSessionId: sessionId } };
    expect((await sendNotifications(t.app, [unsigned])).statusCode).toBe(400);
    // One bad item spoils the batch: the genuine one beside it is not acted on either.
    expect((await sendNotifications(t.app, [genuine, forged])).statusCode).toBe(400);
    expect((await sendNotifications(t.app, [], 'not json')).statusCode).toBe(400);
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending', failed_payment_status: false });
    expect(
      await q(`select count(*)::int as n from payment_events where provider = 'adyen' and event_id like $1`, [
        `%${genuine.pspReference}%`,
      ]),
    ).toEqual([{ n: 0 }]);
    accepted(await sendNotifications(t.app, [genuine]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'completed' });
  });

  it('a signed AUTHORISATION whose amount does not match the order is not payment: it is reversed', async () => {
    const { answer, sessionId } = await adyenOrder(t.app, venue, 6, '10:00');
    adyen.tamperAmount(1);
    const { authorisation } = shopperPays(adyen, sessionId);
    expect(authorisation.amount.value).toBe(1);
    // Adyen unreachable for the reversal: 503, Adyen delivers again, nothing recorded meanwhile.
    adyen.setDown(true);
    try {
      expect((await sendNotifications(t.app, [authorisation])).statusCode).toBe(503);
    } finally {
      adyen.setDown(false);
    }
    accepted(await sendNotifications(t.app, [authorisation]));
    expect(await orderRow(answer.orderId)).toMatchObject({ status: 'pending', failed_payment_status: true });
    expect(await q('select failure_message from payments where order_id = $1', [answer.orderId])).toEqual([
      { failure_message: expect.stringMatching(/does not match the order \(amount 1\)/) },
    ]);
    const reversals = adyen.requests.filter((r) => r.path === `/v71/payments/${authorisation.pspReference}/reversals`);
    expect(reversals).toEqual([
      expect.objectContaining({ idempotencyKey: `courtside-reversal-${authorisation.pspReference}` }),
    ]);
    // Another order's reference on a genuine item: not ours to settle.
    const { answer: second, sessionId: otherSession } = await adyenOrder(t.app, venue, 6, '12:00');
    const foreign = resigned(shopperPays(adyen, otherSession).authorisation, { merchantReference: answer.orderId });
    accepted(await sendNotifications(t.app, [foreign]));
    expect(await orderRow(second.orderId)).toMatchObject({ status: 'pending' });
  });

  it('Adyen down at checkout: 503 and nothing lost; the same key then answers the one order', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '12:00')] });
    const key = crypto.randomUUID();
    adyen.setDown(true);
    try {
      const down = await startOrder(guest, { contact: adyenContact, provider: 'adyen' }, key);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: expect.stringMatching(/Adyen cannot be reached/),
      });
    } finally {
      adyen.setDown(false);
    }
    const again = await startOrder(guest, { contact: adyenContact, provider: 'adyen' }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().clientSecret).toMatch(/^adyen_/);
    expect(await q('select count(*)::int as n from orders where idempotency_key = $1', [key])).toEqual([{ n: 1 }]);
    expect(await orderRow(again.json().orderId)).toMatchObject({ status: 'pending', failed_payment_status: false });
    // Down while Drop-in asks for the session: 503 as well.
    adyen.setDown(true);
    try {
      const body = { orderId: again.json().orderId, clientSecret: again.json().clientSecret };
      expect((await guest.request('POST', '/api/v1/payments/adyen/session', body)).statusCode).toBe(503);
    } finally {
      adyen.setDown(false);
    }
  });
});
