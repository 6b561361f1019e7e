// The customers list (docs/product.md#customers): its counts, spend and credit agree with the
// bookings, orders, refunds and vouchers behind them, guests appear by e-mail, and a guest booking
// made with an account's address counts for that account.
import argon2 from 'argon2';
import { passwordHashOptions } from '../../lib/password-hash-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow } from '@courtside/core/dashboard-schemas';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { clearDemoActivity, client, courtSlot, payCart } from '../../../test/fakes/checkout-fixtures';
import type { SlotInput } from '../../../test/fakes/checkout-fixtures';
import { processPendingRefunds } from '../refund/refund.service';

let t: TestContext;
let venue: DemoVenue;
let staff: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
});
afterAll(async () => t?.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: staff.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const customers = (search: string) =>
  get<{ rows: CustomerRow[]; count: number }>(
    `/api/v1/dashboard/customers?pageSize=100&search=${encodeURIComponent(search)}`,
  );
const keptBookingsOf = async (email: string) =>
  (
    await get<{ count: number }>(
      `/api/v1/dashboard/bookings?pageSize=1&status=upcoming,completed&email=${encodeURIComponent(email)}`,
    )
  ).count;

describe('customers list of the demo venue', () => {
  it('counts the demo customer’s bookings and lists the guests of the next arrivals', async () => {
    const [clara] = (await customers('customer@example.com')).rows;
    expect(clara).toMatchObject({ email: 'customer@example.com', isGuest: false });
    expect(clara!.bookingCount).toBeGreaterThan(0);
    expect(clara!.upcomingCount).toBeGreaterThan(0);
    expect(clara!.bookingCount).toBe(await keptBookingsOf('customer@example.com'));
    const [own] = (
      await t.database.query(
        `select count(*)::int as n from bookings b join users u on u.id = b.user_id
         where u.email = 'customer@example.com' and b.dynamic_slot_id is null and b.status in ('upcoming', 'completed')`,
      )
    ).rows as { n: number }[];
    expect(clara!.bookingCount).toBeGreaterThanOrEqual(own!.n);

    const overview = await get<{ arrivals: { customerEmail: string | null; isGuest: boolean }[] }>(
      '/api/v1/dashboard/overview',
    );
    const all = (await get<{ rows: CustomerRow[] }>('/api/v1/dashboard/customers?pageSize=100')).rows;
    for (const arrival of overview.arrivals.filter((a) => a.customerEmail)) {
      expect(all.map((c) => c.email)).toContain(arrival.customerEmail!.toLowerCase());
    }
  });
});

describe('one customer’s history', () => {
  const email = 'nora.netz@example.org';
  let nora: LoggedIn;
  beforeAll(async () => {
    await clearDemoActivity(t);
    await t.database.query(
      `insert into users (organization_id, email, name, role, password_hash, locale, email_verified_at)
       values ($1, $2, 'Nora Netz', 'customer', $3, 'en', now())`,
      [venue.organizationId, email, await argon2.hash('courtside-demo', passwordHashOptions())],
    );
    nora = await loginAs(t.app, email);
  });

  async function buy(slots: SlotInput[], signedIn = true) {
    const c = client(t.app, signedIn ? nora.headers : {});
    const added = await c.request('POST', '/api/v1/cart', { items: slots });
    expect(added.statusCode, added.body).toBe(200);
    const { orderId, confirm } = await payCart(c, undefined, { contact: { name: 'Nora N.', email } });
    expect(confirm.json().status).toBe('completed');
    const [order] = (await t.database.query('select total_cents from orders where id = $1', [orderId])).rows as {
      total_cents: number;
    }[];
    const [item] = (await t.database.query('select booking_id from order_items where order_id = $1', [orderId]))
      .rows as { booking_id: string }[];
    return { orderId, totalCents: order!.total_cents, bookingId: item!.booking_id };
  }
  const cancel = (bookingId: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/bookings/${bookingId}/cancel`, headers: nora.headers, payload: {} });

  it('agrees with the bookings, orders, refunds and vouchers behind it', async () => {
    const two = await buy([courtSlot(venue, 3, '10:00', 6), courtSlot(venue, 3, '11:00', 6)]);
    const credited = await buy([courtSlot(venue, 4, '10:00', 2)]);
    const refunded = await buy([courtSlot(venue, 5, '10:00', 7)]);
    // The same person without signing in: a guest checkout with her address.
    const asGuest = await buy([courtSlot(venue, 6, '10:00', 8)], false);
    expect((await cancel(credited.bookingId)).json().refund).toBe('credit');
    expect((await cancel(refunded.bookingId)).json().refund).toBe('full');
    await processPendingRefunds(t.app);

    const refundRows = (
      await t.database.query(
        `select order_id, kind, amount_cents, voucher_id from refunds where order_id = any($1::uuid[]) and status = 'succeeded'`,
        [[credited.orderId, refunded.orderId]],
      )
    ).rows as { order_id: string; kind: string; amount_cents: number }[];
    const refundedOn = (orderId: string) =>
      refundRows.filter((r) => r.order_id === orderId).reduce((s, r) => s + r.amount_cents, 0);
    expect(refundedOn(credited.orderId)).toBeGreaterThan(0);
    expect(refundedOn(refunded.orderId)).toBe(refunded.totalCents);
    const creditCents = refundRows.filter((r) => r.kind === 'credit').reduce((s, r) => s + r.amount_cents, 0);

    const { rows } = await customers(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email,
      name: 'Nora Netz',
      isGuest: false,
      // Two hours of one order and the guest booking; the cancelled ones do not count.
      bookingCount: 3,
      upcomingCount: 3,
      spendCents:
        two.totalCents +
        asGuest.totalCents +
        credited.totalCents -
        refundedOn(credited.orderId) +
        refunded.totalCents -
        refundedOn(refunded.orderId),
      creditCents,
    });
    expect(creditCents).toBeGreaterThan(0);
    expect(await keptBookingsOf(email)).toBe(3);
  });

  it('lists a guest without an account by the address of their bookings', async () => {
    const c = client(t.app);
    await c.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '12:00', 9)] });
    await payCart(c, undefined, { contact: { name: 'Gerd Gast', email: 'Gerd.Gast@example.org' } });
    const { rows } = await customers('gerd');
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'guest:gerd.gast@example.org',
        userId: null,
        isGuest: true,
        name: 'Gerd Gast',
        email: 'gerd.gast@example.org',
        bookingCount: 1,
        upcomingCount: 1,
      }),
    ]);
    expect(rows[0]!.spendCents).toBeGreaterThan(0);
    expect(await keptBookingsOf('gerd.gast@example.org')).toBe(1);
  });
});
