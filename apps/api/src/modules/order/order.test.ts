import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SLOT_CHANNEL } from '../booking';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { reconcileOrders } from './order-reconcile';
import {
  card,
  clearDemoActivity,
  client,
  comeTogetherSession,
  contact,
  courtSlot,
  payCart,
  startOrder,
} from '../../../test/fakes/checkout-fixtures';

let t: TestContext;
let venue: DemoVenue;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

describe('guest checkout with the test provider', () => {
  it('announces the slot at each step: the hold, the payment start and the payment (after each COMMIT)', async () => {
    const slot = courtSlot(venue, 2, '18:00', 4);
    const payloads: string[] = [];
    const stop = await t.database.listen(SLOT_CHANNEL, (p) => payloads.push(p));
    // Other tests' changes may be announced meanwhile: count this slot's messages only.
    const mine = () =>
      payloads.map((p) => JSON.parse(p)).filter((m) => m.resourceId === slot.resourceId && m.start === slot.start);
    try {
      const guest = client(t.app);
      await guest.request('POST', '/api/v1/cart', { items: [slot] });
      await vi.waitFor(() => expect(mine()).toHaveLength(1));
      const { confirm } = await payCart(guest);
      expect(confirm.json().status).toBe('completed');
      await vi.waitFor(() => expect(mine()).toHaveLength(3));
      // Every step's message names the court's location, the hold's (known) and the moves' (looked up).
      const [location] = await q('select location_id from resources where id = $1', [slot.resourceId]);
      for (const message of mine())
        expect(message).toMatchObject({
          organizationId: venue.organizationId,
          locationId: location!.location_id,
          end: slot.end,
        });
    } finally {
      await stop();
    }
  });

  it('books and pays a court: order, upcoming booking, invoice, mail with PDF and .ics, empty cart', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00')] });
    const summary = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    const order = await startOrder(guest);
    expect(order.statusCode).toBe(200);
    const answer = order.json();
    expect(answer).toMatchObject({
      provider: 'test',
      status: 'pending',
      totalCents: summary.total,
      amountDueCents: summary.total,
      voucherCents: 0,
    });
    expect(answer.clientSecret).toMatch(/^test_pi_/);
    const [held] = await q('select status from bookings where resource_id = $1', [venue.court(1).id]);
    expect(held!.status).toBe('pending');

    const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: answer.orderId,
      clientSecret: answer.clientSecret,
      card: card(),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      status: 'completed',
      confirmationStatus: 'confirmed',
      failedPaymentStatus: false,
    });
    const [booking] = await q('select status, order_id from bookings where resource_id = $1', [venue.court(1).id]);
    expect(booking).toMatchObject({ status: 'upcoming', order_id: answer.orderId });
    expect((await guest.request('GET', '/api/v1/cart')).json().items).toEqual([]);

    const detail = (await guest.request('GET', `/api/v1/orders/${answer.orderId}`)).json();
    expect(detail).toMatchObject({
      status: 'completed',
      paymentMethod: 'credit_card',
      totalCents: summary.total,
      summary: { total: summary.total, vat: summary.vat, serviceFee: summary.serviceFee },
    });
    expect(detail.invoices[0].number).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-0000\\d{2}$`));
    expect(detail.invoices[0].totalCents).toBe(summary.total);

    const [mail] = await q(
      `select locale, subject, attachments from outbox_mails where template = 'checkout.order-confirmation' and "to" = $1`,
      [contact.email],
    );
    expect(mail).toBeDefined();
    const attachments = mail!.attachments as { filename: string; contentType: string; content: string }[];
    expect(attachments.map((a) => a.contentType.split(';')[0])).toEqual(['application/pdf', 'text/calendar']);
    expect(Buffer.from(attachments[0]!.content, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    expect(Buffer.from(attachments[1]!.content, 'base64').toString()).toContain('DTSTART;TZID=Europe/Berlin:');
  });

  it('answers the same order for the same Idempotency-Key and creates one order', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '10:00')] });
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([startOrder(guest, { contact }, key), startOrder(guest, { contact }, key)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().orderId).toBe(a.json().orderId);
    expect(b.json().clientSecret).toBe(a.json().clientSecret);
    const c = await startOrder(guest, { contact }, key);
    expect(c.json()).toEqual(a.json());
    expect(await q('select count(*)::int as n from orders where idempotency_key = $1', [key])).toEqual([{ n: 1 }]);
    const stranger = client(t.app);
    const reuse = await startOrder(stranger, { contact }, key);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('answers 400 with the message to show for an empty cart, a missing key or missing contact', async () => {
    const guest = client(t.app);
    const empty = await startOrder(guest);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 400, code: 'CART_EMPTY', message: 'Your cart is empty' });
    const noKey = await guest.request('POST', '/api/v1/orders', { contact });
    expect(noKey.statusCode).toBe(400);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '12:00')] });
    const noContact = await startOrder(guest, {});
    expect(noContact.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses an order whose hold expired', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 3, '10:00')] });
    await q("update bookings set expires_at = now() - interval '1 second' where resource_id = $1", [venue.court(3).id]);
    const res = await startOrder(guest);
    expect(res.json()).toMatchObject({ status: 400, code: 'HOLD_EXPIRED' });
  });

  it('refuses an order whose prices changed and shows the new price in the cart', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '10:00')] });
    const [item] = (await guest.request('GET', '/api/v1/cart')).json().items;
    await q('update cart_items set unit_price_cents = unit_price_cents - 100 where id = $1', [item.id]);
    const res = await startOrder(guest);
    expect(res.json()).toMatchObject({ status: 400, code: 'CART_CHANGED' });
    const [after] = (await guest.request('GET', '/api/v1/cart')).json().items;
    expect(after.unitPrice).toBe(item.unitPrice);
    expect((await startOrder(guest)).statusCode).toBe(200);
  });
});

describe('failed payments', () => {
  it('flags failedPaymentStatus on a declined card, keeps the holds, and a retry clears it', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 5, '10:00')] });
    const { orderId, clientSecret, confirm } = await payCart(guest, '4000 0000 0000 0002');
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: 'Your card was declined.',
      details: { failedPaymentStatus: true },
    });
    expect((await guest.request('GET', `/api/v1/orders/${orderId}`)).json()).toMatchObject({
      status: 'pending',
      failedPaymentStatus: true,
    });
    const [hold] = await q('select status from bookings where resource_id = $1', [venue.court(5).id]);
    expect(hold!.status).toBe('pending');
    const retry = await guest.request('POST', '/api/v1/payments/confirm', { orderId, clientSecret, card: card() });
    expect(retry.json()).toMatchObject({ status: 'completed', failedPaymentStatus: false });
  });

  it('re-books a slot paid after its hold expired when it is still free', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 6, '10:00')] });
    const order = (await startOrder(guest)).json();
    await q("update bookings set expires_at = now() - interval '1 minute' where resource_id = $1", [venue.court(6).id]);
    const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: order.orderId,
      clientSecret: order.clientSecret,
      card: card(),
    });
    expect(confirm.json()).toMatchObject({ status: 'completed' });
    const [booking] = await q('select status from bookings where resource_id = $1', [venue.court(6).id]);
    expect(booking!.status).toBe('upcoming');
  });

  it('fails the order and refunds automatically when the court was taken after the hold expired', async () => {
    const slot = courtSlot(venue, 6, '12:00');
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [slot] });
    const order = (await startOrder(guest)).json();
    await q(
      "update bookings set expires_at = now() - interval '1 minute' where resource_id = $1 and status = 'pending'",
      [venue.court(6).id],
    );
    const other = client(t.app);
    expect((await other.request('POST', '/api/v1/cart', { items: [slot] })).statusCode).toBe(200);
    const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: order.orderId,
      clientSecret: order.clientSecret,
      card: card(),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'failed', confirmationStatus: 'failed' });
    const refunds = (await guest.request('GET', `/api/v1/orders/${order.orderId}/refunds`)).json();
    expect(refunds.rows).toEqual([
      expect.objectContaining({ kind: 'money', status: 'succeeded', amountCents: order.totalCents }),
    ]);
    expect(await q('select count(*)::int as n from invoices where order_id = $1', [order.orderId])).toEqual([{ n: 0 }]);
  });
});

describe('come-together and zero totals', () => {
  it('books come-together places and completes a 100 % coupon order without a payment step', async () => {
    const { slot } = await comeTogetherSession(t.app, venue, 1, '18:00', { capacity: 8, priceCents: 900 });
    const staff = await import('../../../test/auth').then((m) => m.loginAs(t.app, 'manager@example.com'));
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupons',
      headers: staff.headers,
      payload: { code: 'FREEPLAY', kind: 'percent', percent: 100 },
    });
    expect(coupon.statusCode).toBe(201);
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [{ ...slot, quantity: 2 }] });
    const applied = await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'freeplay' });
    expect(applied.json()).toMatchObject({
      status: 200,
      kind: 'coupon',
      rows: [{ subtotal: 1800, discount: 1800, total: 0 }],
    });
    const order = await startOrder(guest);
    expect(order.json()).toMatchObject({ status: 'completed', clientSecret: null, totalCents: 0, amountDueCents: 0 });
    const detail = (await guest.request('GET', `/api/v1/orders/${order.json().orderId}`)).json();
    expect(detail).toMatchObject({
      paymentMethod: 'coupon',
      couponCode: 'FREEPLAY',
      items: [{ quantity: 2, bookingType: 'come_together' }],
    });
    expect(detail.invoices).toHaveLength(1);
  });
});

describe('timeouts and the demo codes', () => {
  it('gives up an order whose payment window is long over: holds freed, coupon use back, late confirm refused', async () => {
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '16:00')] });
    const applied = await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'BEACH5' });
    expect(applied.statusCode).toBe(422);
    await guest.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '17:00')] });
    expect(
      (await guest.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'BEACH5' })).json().rows[0].discount,
    ).toBe(500);
    const order = (await startOrder(guest)).json();
    const [used] = await q("select used_count from coupons where code = 'BEACH5'");
    expect(used!.used_count).toBe(1);
    await q("update orders set hold_expires_at = now() - interval '1 hour' where id = $1", [order.orderId]);
    const report = await reconcileOrders(t.app);
    expect(report.timedOut).toBe(1);
    const detail = (await guest.request('GET', `/api/v1/orders/${order.orderId}`)).json();
    expect(detail).toMatchObject({ status: 'cancelled', confirmationStatus: 'timeout' });
    const statuses = await q(
      'select status from bookings where id in (select booking_id from order_items where order_id = $1)',
      [order.orderId],
    );
    expect(statuses.every((b) => b.status === 'cancelled')).toBe(true);
    expect((await q("select used_count from coupons where code = 'BEACH5'"))[0]!.used_count).toBe(0);
    const late = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: order.orderId,
      clientSecret: order.clientSecret,
      card: card(),
    });
    expect(late.statusCode).toBe(409);
    expect((await guest.request('GET', '/api/v1/cart')).json().items).toEqual([]);
  });

  it('lets a signed-in customer use the demo welcome coupon once', async () => {
    const { loginAs } = await import('../../../test/auth');
    const session = await loginAs(t.app, 'customer2@example.com');
    const user = client(t.app, session.headers);
    await user.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '15:00')] });
    const applied = (await user.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'WILLKOMMEN10' })).json();
    expect(applied.rows[0].discount).toBe(Math.round(applied.rows[0].subtotal / 10));
    const { confirm } = await payCart(user, undefined, {});
    expect(confirm.json().status).toBe('completed');
    await user.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 4, '16:00')] });
    const again = await user.request('PATCH', '/api/v1/cart/addvoucherdiscount', { code: 'WILLKOMMEN10' });
    expect(again.json()).toMatchObject({ code: 'COUPON_INVALID', message: 'You have already used this coupon' });
  });
});
