import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { reconcileOrders } from '../order/order-reconcile';
import { payPaymentLink, viewPaymentLink } from './payment-link.service';

let t: TestContext;
let venue: DemoVenue;
let staff: LoggedIn;
let customer: LoggedIn;
const day = quietDay(3);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
});
afterAll(async () => t?.close());

const create = (payload: Record<string, unknown>, who = staff) => t.app.inject({ method: 'POST', url: '/api/v1/staff/payment-links', headers: who.headers, payload });
const tokenOf = (url: string) => url.split('/pay/')[1]!;
const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${token}` });
const pay = (token: string, number = '4242 4242 4242 4242') => t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/pay`, payload: { card: card(number) } });
const phone = { name: 'Paula Phone', email: 'paula.phone@example.net' };

describe('payment links', () => {
  let token: string;
  let created: { orderId: string; bookingIds: string[]; expiresAt: string; totalCents: number; url: string; sentTo: string };

  it('books for a phone customer, holds the slot for 24 h and mails the link', async () => {
    const before = Date.now();
    const res = await create({ contact: phone, items: [{ resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') }], locale: 'de' });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    token = tokenOf(created.url);
    expect(created.sentTo).toBe(phone.email);
    expect(Date.parse(created.expiresAt) - before).toBeGreaterThanOrEqual(24 * HOUR - 60_000);
    expect(Date.parse(created.expiresAt) - before).toBeLessThanOrEqual(24 * HOUR + 60_000);
    const booking = (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${created.bookingIds[0]}`, headers: staff.headers })).json();
    expect(booking.status).toBe('pending');
    const rows = (await t.database.query(`select template, text, sensitive from outbox_mails where "to" = $1`, [phone.email])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'staff.payment-link', sensitive: true });
    expect(rows[0]!.text).toContain(created.url);
    expect(rows[0]!.text).toContain('Court 1');
    const order = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${created.orderId}`, headers: staff.headers })).json();
    expect(order).toMatchObject({ status: 'pending', provider: 'test', holdExpiresAt: created.expiresAt });
  });

  it('keeps the slot from anyone else during the window', async () => {
    const desk = await t.app.inject({ method: 'POST', url: '/api/v1/staff/bookings', headers: staff.headers, payload: { contact: { name: 'Other', email: 'other@example.net' }, paymentMethod: 'cash', items: [{ resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') }] } });
    expect(desk.statusCode).toBe(409);
  });

  it('shows the order summary without an account', async () => {
    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'open', customerName: 'Paula Phone', venueName: 'BeachSide Köln', provider: 'test', orderId: created.orderId, invoiceNumber: null });
    expect(res.json().items).toEqual([expect.objectContaining({ resourceName: 'Court 1', start: at('10:00'), end: at('11:00'), bookingType: 'normal' })]);
    expect(res.json().summary.total).toBe(created.totalCents);
  });

  it('a declined card leaves the link open; 4242… pays, books and invoices; then it says paid', async () => {
    const declined = await pay(token, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toMatch(/declined/);
    expect((await view(token)).json().state).toBe('open');
    const paid = await pay(token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid' });
    expect(paid.json().invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    const booking = (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${created.bookingIds[0]}`, headers: staff.headers })).json();
    expect(booking.status).toBe('upcoming');
    expect((await view(token)).json()).toMatchObject({ state: 'paid', clientSecret: null });
    const again = await pay(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/paid already/);
  });

  it('an expired link says so, is refused, and the slot is free again after the job', async () => {
    const res = await create({ userId: venue.customer2Id, validHours: 1, items: [{ resourceId: venue.court(2).id, start: at('12:00'), end: at('13:00') }] });
    expect(res.statusCode, res.body).toBe(201);
    const link = tokenOf(res.json().url);
    const later = new Date(Date.now() + 2 * HOUR);
    expect((await viewPaymentLink(t.app, link, later)).state).toBe('expired');
    await expect(payPaymentLink(t.app, link, { card: card('4242424242424242') }, later)).rejects.toMatchObject({ code: 'HOLD_EXPIRED', message: expect.stringMatching(/expired/) });
    await reconcileOrders(t.app, later);
    expect((await view(link)).json().state).toBe('expired');
    const refused = await pay(link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HOLD_EXPIRED');
    const desk = await t.app.inject({ method: 'POST', url: '/api/v1/staff/bookings', headers: staff.headers, payload: { contact: { name: 'Next', email: 'next@example.net' }, paymentMethod: 'cash', items: [{ resourceId: venue.court(2).id, start: at('12:00'), end: at('13:00') }] } });
    expect(desk.statusCode, desk.body).toBe(201);
  });

  it('an abo through a payment link: every weekly date held, paid together, abo active', async () => {
    const res = await create({ contact: { name: 'Abo Anna', email: 'abo.anna@example.net' }, items: [{ resourceId: venue.court(3).id, start: at('18:00'), end: at('19:00'), type: 'abo' }] });
    expect(res.statusCode, res.body).toBe(201);
    const ids: string[] = res.json().bookingIds;
    expect(ids.length).toBeGreaterThan(1);
    const link = tokenOf(res.json().url);
    expect((await view(link)).json().items.every((i: { bookingType: string }) => i.bookingType === 'abo')).toBe(true);
    expect((await pay(link)).json().state).toBe('paid');
    const rows = (await t.database.query(`select s.status, count(b.*)::int as n from subscriptions s join bookings b on b.subscription_id = s.id where b.id = any($1::uuid[]) group by s.status`, [ids])).rows;
    expect(rows).toEqual([{ status: 'active', n: ids.length }]);
  });

  it('refuses customers, unknown and malformed links, and bad bodies', async () => {
    expect((await create({ contact: phone, items: [{ resourceId: venue.court(4).id, start: at('10:00'), end: at('11:00') }] }, customer)).statusCode).toBe(403);
    expect((await create({ contact: phone, items: [] })).statusCode).toBe(400);
    expect((await create({ contact: phone, validHours: 500, items: [{ resourceId: venue.court(4).id, start: at('10:00'), end: at('11:00') }] })).statusCode).toBe(400);
    const unknown = await view('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/does not exist/);
    expect((await view('bad token!')).statusCode).toBe(400);
  });
});
