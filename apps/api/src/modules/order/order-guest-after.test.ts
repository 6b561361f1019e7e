// After a guest paid: the calendar file names every date of an abo, and a
// sign-in in the same browser (the cart cookie as proof) attaches the paid orders to the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { loginAs } from '../../../test/auth';
import {
  bareOrder,
  clearDemoActivity,
  client,
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
const berlinHour = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

describe('GET /api/v1/orders/{id}/calendar', () => {
  it('puts every date of a paid abo in the file, each at the venue wall-clock time', async () => {
    const guest = client(t.app);
    const added = await guest.request('POST', '/api/v1/cart', {
      items: [{ ...courtSlot(venue, 3, '12:00', 2), bookingType: 'abo' }, courtSlot(venue, 4, '10:00', 3)],
    });
    expect(added.statusCode, added.body).toBe(200);
    const started = (await startOrder(guest)).json();
    // Not paid yet: nothing to put in a calendar.
    const early = await guest.request('GET', `/api/v1/orders/${started.orderId}/calendar`);
    expect(early.statusCode).toBe(409);
    const confirm = await guest.request('POST', '/api/v1/payments/confirm', {
      orderId: started.orderId,
      clientSecret: started.clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
    });
    expect(confirm.json().status).toBe('completed');

    const aboDates = await q(
      `select starts_at from bookings where order_id = $1 and type = 'abo' and status = 'upcoming' order by starts_at`,
      [started.orderId],
    );
    expect(aboDates.length).toBeGreaterThan(1);
    // The order line names only the first date; the file must name all of them.
    const lines = await q(`select count(*)::int as n from order_items where order_id = $1 and booking_type = 'abo'`, [
      started.orderId,
    ]);
    expect(lines).toEqual([{ n: 1 }]);
    // Every date, the abo's later ones too, names the guest who paid (staff lists, participant lists).
    const named = await q(
      `select count(*)::int as n, count(*) filter (where guest_contact->>'email' = $2 and guest_contact->>'name' = $3)::int as named
         from bookings where order_id = $1`,
      [started.orderId, contact.email, contact.name],
    );
    expect(named[0]!.n).toBeGreaterThan(2);
    expect(named[0]!.named).toBe(named[0]!.n);

    const res = await guest.request('GET', `/api/v1/orders/${started.orderId}/calendar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="booking-[0-9a-f]{8}\.ics"/);
    const ics = res.body;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(aboDates.length + 1);
    const starts = [...ics.matchAll(/DTSTART;TZID=Europe\/Berlin:(\d{8})T(\d{6})/g)];
    const aboStarts = starts.filter((m) => m[2] === '120000');
    expect(aboStarts).toHaveLength(aboDates.length);
    // Each abo date in the file is the booking's own day, at 12:00 Berlin time whatever the UTC offset.
    const days = aboDates.map((r) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(r.starts_at as Date).replace(/-/g, ''),
    );
    expect(aboStarts.map((m) => m[1])).toEqual(days);
    expect(aboDates.every((r) => berlinHour(r.starts_at as Date) === '12:00')).toBe(true);
    expect(starts.filter((m) => m[2] === '100000')).toHaveLength(1);
    expect(new Set([...ics.matchAll(/UID:(.+)/g)].map((m) => m[1])).size).toBe(aboDates.length + 1);

    // The mail's attachment carries the same dates.
    const [mail] = await q(
      `select attachments from outbox_mails where template = 'checkout.order-confirmation' and attachments->0->>'filename' = (select number || '.pdf' from invoices where order_id = $1)`,
      [started.orderId],
    );
    const attached = Buffer.from((mail!.attachments as { content: string }[])[1]!.content, 'base64').toString();
    expect(attached.match(/BEGIN:VEVENT/g)).toHaveLength(aboDates.length + 1);

    // Strangers, other customers: not found.
    expect((await client(t.app).request('GET', `/api/v1/orders/${started.orderId}/calendar`)).statusCode).toBe(404);
    const other = await loginAs(t.app, 'customer2@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${started.orderId}/calendar`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    // Documented in the OpenAPI document.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths['/api/v1/orders/{id}/calendar'].get
        .summary,
    ).toMatch(/iCalendar/);
  });
});

describe('cart merge attaches the guest cookie’s paid orders', () => {
  it('moves orders, bookings, the abo, the invoice to the signed-in user; audited; never by e-mail alone or across organizations', async () => {
    const me = await loginAs(t.app, 'customer@example.com');
    const guest = client(t.app);
    await guest.request('POST', '/api/v1/cart', {
      items: [courtSlot(venue, 5, '16:00', 4), { ...courtSlot(venue, 6, '17:00', 4), bookingType: 'abo' }],
    });
    const paid = await payCart(guest, '4242 4242 4242 4242', {
      contact: { name: 'Carla Kunde', email: 'customer@example.com' },
    });
    expect(paid.confirm.json().status).toBe('completed');
    const token = guest.jar.get('courtside_cart')!;
    expect(token).toBeTruthy();

    // Another browser paid with the same e-mail address: that order stays a guest order.
    const stranger = client(t.app);
    await stranger.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 5, '19:00', 4)] });
    const foreign = await payCart(stranger, '4242 4242 4242 4242', {
      contact: { name: 'Carla Kunde', email: 'customer@example.com' },
    });
    expect(foreign.confirm.json().status).toBe('completed');
    // The same token in another organization (a guest of both venues): not this account's.
    const [otherOrg] = await q('select id from organizations where id <> $1 limit 1', [venue.organizationId]);
    const elsewhere = await bareOrder(t, otherOrg!.id as string, 'customer@example.com');
    await q(`update orders set guest_token = $1, status = 'completed' where id = $2`, [token, elsewhere]);

    // Before: the account sees none of it.
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/bookings?mine=true`, headers: me.headers });
    expect(before.json().rows.filter((b: { orderId: string }) => b.orderId === paid.orderId)).toEqual([]);

    const user = client(t.app, me.headers);
    user.jar.set('courtside_cart', token);
    const merged = await user.request('PATCH', '/api/v1/cart/addlocalstorage', { items: [], discount: 0 });
    expect(merged.statusCode).toBe(200);

    const [order] = await q('select user_id, guest_token from orders where id = $1', [paid.orderId]);
    expect(order!.user_id).toBe(venue.customerId);
    const bookings = await q('select user_id, guest_token, type from bookings where order_id = $1', [paid.orderId]);
    expect(bookings.length).toBeGreaterThan(2);
    expect(bookings.every((b) => b.user_id === venue.customerId && b.guest_token === null)).toBe(true);
    const subs = await q('select user_id, guest_token, status from subscriptions where order_id = $1', [paid.orderId]);
    expect(subs).toEqual([{ user_id: venue.customerId, guest_token: null, status: 'active' }]);
    const invoices = await q('select id, user_id from invoices where order_id = $1', [paid.orderId]);
    expect(invoices.map((i) => i.user_id)).toEqual([venue.customerId]);
    const [audit] = await q(
      `select actor_user_id, data from audit_log where action = 'order.guest_order_attached' and entity_id = $1`,
      [paid.orderId],
    );
    expect(audit).toMatchObject({
      actor_user_id: venue.customerId,
      data: { bookings: bookings.length, subscriptions: 1, invoices: 1, proof: 'cart_cookie' },
    });
    const history = await q(
      `select count(*)::int as n from booking_events e join bookings b on b.id = e.booking_id where b.order_id = $1 and e.action = 'transfer'`,
      [paid.orderId],
    );
    expect(history).toEqual([{ n: bookings.length }]);

    // Through the API, as the customer: my bookings, my orders, my invoice PDF.
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings?mine=true&limit=100`, headers: me.headers })
    ).json();
    expect(mine.rows.filter((b: { orderId: string }) => b.orderId === paid.orderId)).toHaveLength(bookings.length);
    const orders = (await t.app.inject({ method: 'GET', url: '/api/v1/orders?mine=true', headers: me.headers })).json();
    expect(orders.rows.map((o: { id: string }) => o.id)).toContain(paid.orderId);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${invoices[0]!.id}/pdf`,
      headers: me.headers,
    });
    expect(pdf.statusCode).toBe(200);

    // Same e-mail, other cookie; same cookie, other organization: untouched.
    expect(await q('select user_id from orders where id = $1', [foreign.orderId])).toEqual([{ user_id: null }]);
    expect(await q('select user_id from bookings where order_id = $1', [foreign.orderId])).toEqual([{ user_id: null }]);
    expect(await q('select user_id from orders where id = $1', [elsewhere])).toEqual([{ user_id: null }]);

    // The cookie is gone after the merge; a second merge attaches nothing more and fails nothing.
    expect(user.jar.has('courtside_cart')).toBe(false);
    const again = await user.request(
      'PATCH',
      '/api/v1/cart/addlocalstorage',
      { items: [], discount: 0 },
      { cookie: `courtside_cart=${token}` },
    );
    expect(again.statusCode).toBe(200);
    expect(
      await q(
        `select count(*)::int as n from audit_log where action = 'order.guest_order_attached' and entity_id = $1`,
        [paid.orderId],
      ),
    ).toEqual([{ n: 1 }]);
    expect(contact.email).not.toBe('customer@example.com');
  });
});
