import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, courtSlot, payCart } from '../../../test/fakes/checkout-fixtures';

let t: TestContext;
let venue: DemoVenue;
let customer: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  customer = await loginAs(t.app, 'customer@example.com');
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

async function bookAndPay(slots: ReturnType<typeof courtSlot>[]) {
  const user = client(t.app, customer.headers);
  await user.request('POST', '/api/v1/cart', { items: slots });
  const { orderId, confirm } = await payCart(user, undefined, {});
  expect(confirm.json().status).toBe('completed');
  const order = (await user.request('GET', `/api/v1/orders/${orderId}`)).json();
  return { user, order };
}
const quote = (bookingId: string, who = customer) =>
  t.app.inject({ method: 'GET', url: `/api/v1/bookings/${bookingId}/cancellation-quote`, headers: who.headers });
const cancel = (bookingId: string, who = customer) =>
  t.app.inject({ method: 'POST', url: `/api/v1/bookings/${bookingId}/cancel`, headers: who.headers, payload: {} });

describe('cancellation refunds', () => {
  it('gives the full amount back through the provider 4+ days before, with a credit note and the invoice refunded', async () => {
    const { user, order } = await bookAndPay([courtSlot(venue, 1, '10:00', 6)]);
    const bookingId = order.items[0].bookingId;
    const before = (await quote(bookingId)).json();
    expect(before).toMatchObject({
      cancellable: true,
      outcome: 'full',
      amountCents: order.totalCents,
      reason: 'FULL_REFUND_WINDOW',
    });
    const res = await cancel(bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toBe('full');
    const refunds = (await user.request('GET', `/api/v1/orders/${order.id}/refunds`)).json().rows;
    expect(refunds).toEqual([expect.objectContaining({ kind: 'money', amountCents: order.totalCents, bookingId })]);
    // Paid out by the refund job (the hook only records it inside the cancelling transaction).
    const { processPendingRefunds } = await import('./refund.service');
    await processPendingRefunds(t.app);
    expect((await user.request('GET', `/api/v1/orders/${order.id}/refunds`)).json().rows[0].status).toBe('succeeded');
    const after = (await user.request('GET', `/api/v1/orders/${order.id}`)).json();
    expect(
      after.invoices.map((i: { kind: string; status: string; totalCents: number }) => [i.kind, i.status, i.totalCents]),
    ).toEqual([
      ['invoice', 'refunded', order.totalCents],
      ['credit_note', 'refunded', -order.totalCents],
    ]);
    expect(after.payments[0].refundedCents).toBe(order.totalCents);
  });

  it('gives a voucher credit 24 h – 4 days before', async () => {
    const { order } = await bookAndPay([courtSlot(venue, 2, '10:00', 2)]);
    const bookingId = order.items[0].bookingId;
    expect((await quote(bookingId)).json()).toMatchObject({ outcome: 'credit', reason: 'CREDIT_WINDOW' });
    const res = await cancel(bookingId);
    expect(res.json().refund).toBe('credit');
    const [voucher] = await q(
      "select balance_cents, source, email from vouchers where source = 'credit' order by created_at desc limit 1",
    );
    expect(voucher).toMatchObject({
      source: 'credit',
      email: 'customer@example.com',
      balance_cents: order.items[0].grossCents,
    });
    const refunds = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}/refunds`, headers: customer.headers })
    ).json().rows;
    expect(refunds[0]).toMatchObject({ kind: 'credit', status: 'succeeded' });
    expect(refunds[0].voucherCode).toMatch(/^GC-/);
    const [mail] = await q(
      `select subject, text from outbox_mails where template = 'checkout.refund' and "to" = 'customer@example.com' and text like $1`,
      [`%${refunds[0].voucherCode}%`],
    );
    expect(mail!.subject).toMatch(/Gutschein|voucher/);
  });

  it('pays back the fee with the last booking of an order: the two refunds add up to the total', async () => {
    const { order } = await bookAndPay([courtSlot(venue, 3, '10:00', 7), courtSlot(venue, 3, '11:00', 7)]);
    const [a, b] = order.items;
    const qa = (await quote(a.bookingId)).json();
    expect(qa.amountCents).toBe(a.grossCents);
    await cancel(a.bookingId);
    const qb = (await quote(b.bookingId)).json();
    expect(qb.amountCents).toBe(order.totalCents - a.grossCents);
    await cancel(b.bookingId);
    const rows = await q('select sum(amount_cents)::int as n from refunds where order_id = $1', [order.id]);
    expect(rows[0]!.n).toBe(order.totalCents);
  });

  it('lets staff see the quote of any booking; other customers get a 404', async () => {
    const { order } = await bookAndPay([courtSlot(venue, 4, '10:00', 6)]);
    const staff = await loginAs(t.app, 'staff@example.com');
    expect((await quote(order.items[0].bookingId, staff)).json()).toMatchObject({ reason: 'STAFF', outcome: 'full' });
    const other = await loginAs(t.app, 'customer2@example.com');
    expect((await quote(order.items[0].bookingId, other)).statusCode).toBe(404);
  });
});

describe('abo through the cart', () => {
  it('lets a new visitor hold a season abo, pay it, and gets every date upcoming', async () => {
    const guest = client(t.app);
    const slot = { ...courtSlot(venue, 5, '17:00', 3), bookingType: 'abo' };
    const added = await guest.request('POST', '/api/v1/cart', { items: [slot] });
    expect(added.statusCode).toBe(200);
    const item = added.json().items[0];
    expect(item).toMatchObject({ bookingType: 'abo', quantity: 1 });
    expect(item.subscriptionId).toBeTruthy();
    const [sub] = await q('select price_cents, status from subscriptions where id = $1', [item.subscriptionId]);
    expect(item.unitPrice).toBe(sub!.price_cents);
    const summary = (await guest.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    expect(summary.subtotal).toBe(sub!.price_cents);
    const { confirm } = await payCart(guest);
    expect(confirm.json().status).toBe('completed');
    const [active] = await q('select status from subscriptions where id = $1', [item.subscriptionId]);
    expect(active!.status).toBe('active');
    const dates = await q('select status from bookings where subscription_id = $1', [item.subscriptionId]);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates.every((d) => d.status === 'upcoming')).toBe(true);
  });
});
