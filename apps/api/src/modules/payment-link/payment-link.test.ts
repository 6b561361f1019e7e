import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { reconcileOrders } from '../order/order-reconcile';
import { resendPaymentLink } from './payment-link-staff';
import { payPaymentLink, viewPaymentLink } from './payment-link.service';

let t: TestContext;
let venue: DemoVenue;
let staff: LoggedIn;
let customer: LoggedIn;
let admin: LoggedIn;
const day = quietDay(3);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(async () => t?.close());

const create = (payload: Record<string, unknown>, who = staff) =>
  t.app.inject({ method: 'POST', url: '/api/v1/staff/payment-links', headers: who.headers, payload });
const tokenOf = (url: string) => url.split('/pay/')[1]!;
const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/payment-links/${token}` });
const pay = (token: string, number = '4242 4242 4242 4242') =>
  t.app.inject({ method: 'POST', url: `/api/v1/payment-links/${token}/pay`, payload: { card: card(number) } });
const phone = { name: 'Paula Phone', email: 'paula.phone@example.net' };

describe('payment links', () => {
  let token: string;
  let created: {
    orderId: string;
    bookingIds: string[];
    expiresAt: string;
    totalCents: number;
    url: string;
    sentTo: string;
  };

  it('books for a phone customer, holds the slot for 24 h and mails the link', async () => {
    const before = Date.now();
    const res = await create({
      contact: phone,
      items: [{ resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') }],
      locale: 'de',
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    token = tokenOf(created.url);
    expect(created.sentTo).toBe(phone.email);
    expect(Date.parse(created.expiresAt) - before).toBeGreaterThanOrEqual(24 * HOUR - 60_000);
    expect(Date.parse(created.expiresAt) - before).toBeLessThanOrEqual(24 * HOUR + 60_000);
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${created.bookingIds[0]}`, headers: staff.headers })
    ).json();
    expect(booking.status).toBe('pending');
    const rows = (
      await t.database.query(`select template, text, sensitive from outbox_mails where "to" = $1`, [phone.email])
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'staff.payment-link', sensitive: true });
    expect(rows[0]!.text).toContain(created.url);
    expect(rows[0]!.text).toContain('Court 1');
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${created.orderId}`, headers: staff.headers })
    ).json();
    expect(order).toMatchObject({ status: 'pending', provider: 'test', holdExpiresAt: created.expiresAt });
  });

  it('keeps the slot from anyone else during the window', async () => {
    const desk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/bookings',
      headers: staff.headers,
      payload: {
        contact: { name: 'Other', email: 'other@example.net' },
        paymentMethod: 'cash',
        items: [{ resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') }],
      },
    });
    expect(desk.statusCode).toBe(409);
  });

  it('shows the order summary without an account', async () => {
    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'open',
      customerName: 'Paula Phone',
      venueName: 'BeachSide Köln',
      provider: 'test',
      orderId: created.orderId,
      invoiceNumber: null,
    });
    expect(res.json().items).toEqual([
      expect.objectContaining({ resourceName: 'Court 1', start: at('10:00'), end: at('11:00'), bookingType: 'normal' }),
    ]);
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
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${created.bookingIds[0]}`, headers: staff.headers })
    ).json();
    expect(booking.status).toBe('upcoming');
    expect((await view(token)).json()).toMatchObject({ state: 'paid', clientSecret: null });
    const again = await pay(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/paid already/);
  });

  it('an expired link says so, is refused, and the slot is free again after the job', async () => {
    const res = await create({
      userId: venue.customer2Id,
      validHours: 1,
      items: [{ resourceId: venue.court(2).id, start: at('12:00'), end: at('13:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = tokenOf(res.json().url);
    const later = new Date(Date.now() + 2 * HOUR);
    expect((await viewPaymentLink(t.app, link, later)).state).toBe('expired');
    await expect(payPaymentLink(t.app, link, { card: card('4242424242424242') }, later)).rejects.toMatchObject({
      code: 'HOLD_EXPIRED',
      message: expect.stringMatching(/expired/),
    });
    await reconcileOrders(t.app, later);
    expect((await view(link)).json().state).toBe('expired');
    const refused = await pay(link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HOLD_EXPIRED');
    const desk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/bookings',
      headers: staff.headers,
      payload: {
        contact: { name: 'Next', email: 'next@example.net' },
        paymentMethod: 'cash',
        items: [{ resourceId: venue.court(2).id, start: at('12:00'), end: at('13:00') }],
      },
    });
    expect(desk.statusCode, desk.body).toBe(201);
  });

  it('an abo through a payment link: every weekly date held, paid together, abo active', async () => {
    const res = await create({
      contact: { name: 'Abo Anna', email: 'abo.anna@example.net' },
      items: [{ resourceId: venue.court(3).id, start: at('18:00'), end: at('19:00'), type: 'abo' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const ids: string[] = res.json().bookingIds;
    expect(ids.length).toBeGreaterThan(1);
    const link = tokenOf(res.json().url);
    expect((await view(link)).json().items.every((i: { bookingType: string }) => i.bookingType === 'abo')).toBe(true);
    expect((await pay(link)).json().state).toBe('paid');
    const rows = (
      await t.database.query(
        `select s.status, count(b.*)::int as n from subscriptions s join bookings b on b.subscription_id = s.id where b.id = any($1::uuid[]) group by s.status`,
        [ids],
      )
    ).rows;
    expect(rows).toEqual([{ status: 'active', n: ids.length }]);
  });

  it('refuses customers, unknown and malformed links, and bad bodies', async () => {
    expect(
      (
        await create(
          { contact: phone, items: [{ resourceId: venue.court(4).id, start: at('10:00'), end: at('11:00') }] },
          customer,
        )
      ).statusCode,
    ).toBe(403);
    expect((await create({ contact: phone, items: [] })).statusCode).toBe(400);
    expect(
      (
        await create({
          contact: phone,
          validHours: 500,
          items: [{ resourceId: venue.court(4).id, start: at('10:00'), end: at('11:00') }],
        })
      ).statusCode,
    ).toBe(400);
    const unknown = await view('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/does not exist/);
    expect((await view('bad token!')).statusCode).toBe(400);
  });
});

describe('staff manage a link: the links of an order, resend, cancel', () => {
  const links = (orderId: string, who = staff) =>
    t.app.inject({ method: 'GET', url: `/api/v1/staff/orders/${orderId}/payment-links`, headers: who.headers });
  const resend = (id: string, who = staff) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff/payment-links/${id}/resend`, headers: who.headers });
  const resendTo = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff/payment-links/${id}/resend`, headers: staff.headers, payload });
  const cancel = (id: string, who = staff) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff/payment-links/${id}/cancel`, headers: who.headers });
  const mails = async (to: string) =>
    (await t.database.query(`select template, text from outbox_mails where "to" = $1 order by created_at`, [to]))
      .rows as { template: string; text: string }[];
  const history = async (bookingId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/bookings/${bookingId}`, headers: staff.headers }))
      .json()
      .history.map((h: { action: string }) => h.action);
  const resendee = { name: 'Rita Resend', email: 'rita.resend@example.net' };

  it('resend: a new token for the same window, mailed again; the old link stops working; audited', async () => {
    const res = await create({
      contact: resendee,
      items: [{ resourceId: venue.court(5).id, start: at('15:00'), end: at('16:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json();
    const again = await resend(first.id);
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json();
    expect(second).toMatchObject({
      orderId: first.orderId,
      state: 'open',
      sentTo: resendee.email,
      expiresAt: first.expiresAt,
      totalCents: first.totalCents,
      bookingIds: first.bookingIds,
    });
    expect(second.id).not.toBe(first.id);
    expect(second.url).not.toBe(first.url);
    const sent = await mails(resendee.email);
    expect(sent.map((m) => m.template)).toEqual(['staff.payment-link', 'staff.payment-link']);
    expect(sent[1]!.text).toContain(second.url);
    expect(sent[1]!.text).not.toContain(first.url);
    // The old link is dead, and says why; the new one works.
    const old = await view(tokenOf(first.url));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'replaced' } });
    expect(old.json().message).toMatch(/replaced by a newer one/);
    expect((await pay(tokenOf(first.url))).statusCode).toBe(404);
    expect((await view(tokenOf(second.url))).json().state).toBe('open');
    // Staff see both links: the live one first, the old one replaced.
    const list = await links(first.orderId);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows).toEqual([
      expect.objectContaining({
        id: second.id,
        state: 'open',
        sentTo: resendee.email,
        createdByName: expect.any(String),
      }),
      expect.objectContaining({ id: first.id, state: 'replaced' }),
    ]);
    // Resending the replaced link is refused; the booking history shows sent and resent.
    expect((await resend(first.id)).statusCode).toBe(409);
    expect(await history(first.bookingIds[0])).toEqual(
      expect.arrayContaining(['order.payment_link_sent', 'order.payment_link_resent']),
    );
    expect((await pay(tokenOf(second.url))).json().state).toBe('paid');
    const closed = await resend(second.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/paid this order already/);
    expect((await links(first.orderId)).json().rows[0].state).toBe('paid');
  });

  it('cancel: the order is cancelled, the slot free at once, the link says cancelled; audited', async () => {
    const slot = { resourceId: venue.court(5).id, start: at('17:00'), end: at('18:00') };
    const res = await create({ contact: { name: 'Carl Cancel', email: 'carl.cancel@example.net' }, items: [slot] });
    const link = res.json();
    const done = await cancel(link.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'cancelled' });
    expect((await view(tokenOf(link.url))).json().state).toBe('cancelled');
    const refused = await pay(tokenOf(link.url));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancelled/);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${link.orderId}`, headers: staff.headers })
    ).json();
    expect(order).toMatchObject({ status: 'cancelled', confirmationStatus: 'cancelled' });
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${link.bookingIds[0]}`, headers: staff.headers })
    ).json();
    expect(booking.status).not.toMatch(/^(pending|reserved|upcoming)$/);
    const desk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/bookings',
      headers: staff.headers,
      payload: { contact: { name: 'Next', email: 'next@example.net' }, paymentMethod: 'cash', items: [slot] },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    expect(await history(link.bookingIds[0])).toContain('order.payment_link_cancelled');
    // Twice, or a resend afterwards: a clear 409.
    const twice = await cancel(link.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/cancelled already/);
    expect((await resend(link.id)).statusCode).toBe(409);
    expect((await links(link.orderId)).json().rows[0].state).toBe('cancelled');
  });

  it('resend to a corrected address: the new link and later the confirmation go there; audited old → new', async () => {
    const typo = { name: 'Erna Email', email: 'erna.emial@example.net' };
    const res = await create({
      contact: typo,
      locale: 'de',
      items: [{ resourceId: venue.court(4).id, start: at('15:00'), end: at('16:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json();
    const fixed = await resendTo(first.id, { email: '  Erna.Email@Example.net ' });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const second = fixed.json();
    expect(second).toMatchObject({
      sentTo: 'erna.email@example.net',
      expiresAt: first.expiresAt,
      orderId: first.orderId,
    });
    const sent = await mails('erna.email@example.net');
    expect(sent.map((m) => m.template)).toEqual(['staff.payment-link']);
    expect(sent[0]!.text).toContain(second.url);
    expect((await mails(typo.email)).map((m) => m.template)).toEqual(['staff.payment-link']);
    expect((await links(first.orderId)).json().rows[0]).toMatchObject({
      id: second.id,
      sentTo: 'erna.email@example.net',
    });
    const audited = (
      await t.database.query(
        `select data from audit_log where entity_id = $1 and action = 'order.payment_link_resent'`,
        [first.orderId],
      )
    ).rows as { data: Record<string, unknown> }[];
    expect(audited).toHaveLength(1);
    expect(audited[0]!.data).toMatchObject({
      sentTo: 'erna.email@example.net',
      emailChanged: { from: typo.email, to: 'erna.email@example.net' },
    });
    // The same address again is no change; the order's contact now has the corrected address.
    const same = await resendTo(second.id, { email: 'erna.email@example.net' });
    expect(same.statusCode, same.body).toBe(201);
    const last = (
      await t.database.query(
        `select data from audit_log where entity_id = $1 and action = 'order.payment_link_resent' order by created_at desc limit 1`,
        [first.orderId],
      )
    ).rows[0] as { data: Record<string, unknown> };
    expect(last.data.emailChanged).toBeUndefined();
    expect((await pay(tokenOf(same.json().url))).json().state).toBe('paid');
    expect((await mails('erna.email@example.net')).length).toBeGreaterThan(2);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${first.orderId}`, headers: staff.headers })
    ).json();
    expect(order.customer.email).toBe('erna.email@example.net');
  });

  it('resend with a bad address or unknown fields: 400 with a message, nothing sent', async () => {
    const res = await create({
      contact: { name: 'Bea Bad', email: 'bea.bad@example.net' },
      items: [{ resourceId: venue.court(4).id, start: at('17:00'), end: at('18:00') }],
    });
    const link = res.json();
    for (const payload of [
      { email: 'not-an-address' },
      { email: '' },
      { email: 42 },
      { email: `${'x'.repeat(250)}@example.net` },
      { mail: 'bea@example.net' },
    ]) {
      const bad = await resendTo(link.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    expect(await mails('bea.bad@example.net')).toHaveLength(1);
    expect((await links(link.orderId)).json().count).toBe(1);
  });

  it('cancel mails the customer that the reservation was released (de and en)', async () => {
    const de = await create({
      contact: { name: 'Dora Deutsch', email: 'dora.deutsch@example.net' },
      locale: 'de',
      items: [{ resourceId: venue.court(4).id, start: at('18:00'), end: at('19:00') }],
    });
    const en = await create({
      contact: { name: 'Ed English', email: 'ed.english@example.net' },
      locale: 'en',
      items: [{ resourceId: venue.court(4).id, start: at('19:00'), end: at('20:00') }],
    });
    expect([de.statusCode, en.statusCode], de.body + en.body).toEqual([201, 201]);
    for (const link of [de.json(), en.json()]) expect((await cancel(link.id)).statusCode).toBe(200);
    const deMails = (
      await t.database.query(`select template, subject, text from outbox_mails where "to" = $1 order by created_at`, [
        'dora.deutsch@example.net',
      ])
    ).rows as { template: string; subject: string; text: string }[];
    expect(deMails.map((m) => m.template)).toEqual(['staff.payment-link', 'staff.payment-link-cancelled']);
    expect(deMails[1]!.subject).toMatch(/Reservierung .* freigegeben/);
    expect(deMails[1]!.text).toContain('Court 4');
    expect(deMails[1]!.text).toMatch(/Hallo Dora Deutsch/);
    expect(deMails[1]!.text).not.toMatch(/\/pay\//);
    const enMails = (
      await t.database.query(`select template, subject, text from outbox_mails where "to" = $1 order by created_at`, [
        'ed.english@example.net',
      ])
    ).rows as { template: string; subject: string; text: string }[];
    expect(enMails.map((m) => m.template)).toEqual(['staff.payment-link', 'staff.payment-link-cancelled']);
    expect(enMails[1]!.subject).toMatch(/reservation .* was released/);
    expect(enMails[1]!.text).toMatch(/nothing was charged/);
    // A refused cancel (twice) mails nothing more.
    expect((await cancel(en.json().id)).statusCode).toBe(409);
    expect(await mails('ed.english@example.net')).toHaveLength(2);
  });

  it('a 0 € link order (100 % coupon) is booked at once and mails the confirmation, not "please pay"', async () => {
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupons',
      headers: admin.headers,
      payload: { code: 'LINKFREE', kind: 'percent', percent: 100 },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const free = { name: 'Frida Free', email: 'frida.free@example.net' };
    const res = await create({
      contact: free,
      couponCode: 'LINKFREE',
      items: [{ resourceId: venue.court(6).id, start: at('16:00'), end: at('17:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: null,
      url: null,
      expiresAt: null,
      state: 'paid',
      totalCents: 0,
      sentTo: free.email,
    });
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${res.json().bookingIds[0]}`, headers: staff.headers })
    ).json();
    expect(booking.status).toBe('upcoming');
    const sent = await mails(free.email);
    expect(sent.map((m) => m.template)).not.toContain('staff.payment-link');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((m) => m.text).join('\n')).not.toMatch(/\/pay\//);
    expect((await links(res.json().orderId)).json()).toEqual({ rows: [], count: 0 });
  });

  it('bad input and other organizations: clear 4xx, never 500', async () => {
    expect((await resend('not-a-uuid')).statusCode).toBe(400);
    expect((await cancel('not-a-uuid')).statusCode).toBe(400);
    expect((await links('nope')).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await resend(unknown)).statusCode).toBe(404);
    expect((await cancel(unknown)).statusCode).toBe(404);
    expect((await links(unknown)).statusCode).toBe(404);
    const res = await create({
      contact: resendee,
      items: [{ resourceId: venue.court(6).id, start: at('11:00'), end: at('12:00') }],
    });
    expect((await resend(res.json().id, customer)).statusCode).toBe(403);
    expect((await cancel(res.json().id, customer)).statusCode).toBe(403);
    expect((await links(res.json().orderId, customer)).statusCode).toBe(403);
    // An expired window: resend refused with the reason.
    const expired = await create({
      contact: resendee,
      validHours: 1,
      items: [{ resourceId: venue.court(6).id, start: at('13:00'), end: at('14:00') }],
    });
    await expect(
      resendPaymentLink(
        t.app,
        { userId: staff.userId, organizationId: staff.organizationId },
        expired.json().id,
        {},
        new Date(Date.now() + 2 * HOUR),
      ),
    ).rejects.toMatchObject({ code: 'HOLD_EXPIRED' });
  });
});
