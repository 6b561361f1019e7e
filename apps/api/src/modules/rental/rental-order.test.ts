// Rentals through checkout (docs/product/shop.md#rental-money): totals that agree to the cent across
// cart, order and invoice; refunds with the cancelled booking; moves; the desk's hand-out list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { at, clearDemoActivity, client, courtSlot, dayAhead, payCart } from '../../../test/fakes/checkout-fixtures';
import { rentalProduct } from '../../../test/fakes/rental-fixtures';
import { processPendingRefunds } from '../refund/refund.service';

let t: TestContext;
let venue: DemoVenue;
let customer: LoggedIn;
let staff: LoggedIn;
let balls: string;
let machine: string;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  customer = await loginAs(t.app, 'customer@example.com');
  staff = await loginAs(t.app, 'staff@example.com');
  balls = await rentalProduct(t.app, venue.organizationId, { unit: 'booking', count: 6, priceCents: 300 });
  machine = await rentalProduct(t.app, venue.organizationId, {
    unit: 'hour',
    count: 1,
    priceCents: 850,
    vatBasisPoints: 700,
  });
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** The customer books `slot` with the given rentals and pays by card; answers the order. */
async function bookWithRentals(slot: ReturnType<typeof courtSlot>, rentals: [string, number][]) {
  const user = client(t.app, customer.headers);
  const added = await user.request('POST', '/api/v1/cart', { items: [slot] });
  expect(added.statusCode, added.body).toBe(200);
  const bookingId = added.json().items[0].bookingId as string;
  for (const [productId, quantity] of rentals) {
    const res = await user.request('PUT', `/api/v1/cart/bookings/${bookingId}/rentals/${productId}`, { quantity });
    expect(res.statusCode, res.body).toBe(200);
  }
  const summary = (await user.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
  const { orderId, confirm } = await payCart(user, undefined, {});
  expect(confirm.json().status).toBe('completed');
  const order = (await user.request('GET', `/api/v1/orders/${orderId}`)).json();
  return { user, order, summary, bookingId };
}

const twoHours = (n: number, time: string, days: number) => {
  const s = courtSlot(venue, n, time, days);
  return { ...s, end: new Date(new Date(s.start).getTime() + 2 * 3_600_000).toISOString() };
};

describe('rentals through checkout', () => {
  it('agrees to the cent across cart summary, order and invoice, each rental at its own VAT rate', async () => {
    const { order, summary, bookingId } = await bookWithRentals(twoHours(1, '10:00', 6), [
      [balls, 2],
      [machine, 1],
    ]);
    expect(order.totalCents).toBe(summary.total);
    expect(
      order.rentalLines.map((l: { grossCents: number }) => l.grossCents).sort((a: number, b: number) => a - b),
    ).toEqual([600, 1700]);
    const lineGross = sum([
      ...order.items.map((i: { grossCents: number }) => i.grossCents),
      ...order.rentalLines.map((l: { grossCents: number }) => l.grossCents),
    ]);
    expect(lineGross + summary.serviceFee + summary.serviceFeeVat - summary.serviceFeeWaiver).toBe(order.totalCents);
    const [invoice] = await q("select lines, total_cents from invoices where order_id = $1 and kind = 'invoice'", [
      order.id,
    ]);
    const lines = invoice!.lines as { grossCents: number; vatPercent: number; bookingId?: string; kind: string }[];
    expect(invoice!.total_cents).toBe(order.totalCents);
    expect(sum(lines.map((l) => l.grossCents))).toBe(order.totalCents);
    expect(
      lines
        .filter((l) => l.bookingId === bookingId && l.kind === 'product')
        .map((l) => l.vatPercent)
        .sort(),
    ).toEqual([19, 7]);
    expect(order.summary.vatBreakdown?.some((v: { ratePercent: number }) => v.ratePercent === 7) ?? true).toBe(true);
  });

  it('refunds the rentals with the booking under the cancellation policy (full, then credit)', async () => {
    const full = await bookWithRentals(courtSlot(venue, 2, '10:00', 7), [[balls, 2]]);
    const quote = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${full.bookingId}/cancellation-quote`,
        headers: customer.headers,
      })
    ).json();
    expect(quote).toMatchObject({ outcome: 'full', amountCents: full.order.totalCents });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${full.bookingId}/cancel`,
      headers: customer.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    await processPendingRefunds(t.app);
    const [refunded] = await q('select sum(amount_cents)::int as n from refunds where order_id = $1', [full.order.id]);
    expect(refunded!.n).toBe(full.order.totalCents);
    const [rental] = await q('select gross_cents, refunded_cents from booking_rentals where booking_id = $1', [
      full.bookingId,
    ]);
    expect(rental).toEqual({ gross_cents: 600, refunded_cents: 600 });
    // The units are free again at that time.
    const other = client(t.app);
    const held = await other.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 3, '10:00', 7)] });
    const offers = (
      await other.request('GET', `/api/v1/cart/bookings/${held.json().items[0].bookingId}/rentals`)
    ).json().rows;
    expect(offers.find((o: { productId: string }) => o.productId === balls).maxQuantity).toBe(6);

    const credit = await bookWithRentals(courtSlot(venue, 4, '10:00', 2), [[balls, 1]]);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${credit.bookingId}/cancel`,
      headers: customer.headers,
      payload: {},
    });
    const vouchers = await q(
      "select sum(amount_cents)::int as n, count(*)::int as c from refunds where order_id = $1 and kind = 'credit'",
      [credit.order.id],
    );
    expect(vouchers[0]).toEqual({ n: credit.order.items[0].grossCents + 300, c: 2 });
  });

  it('moves the rentals with the booking, and refuses a move to a time where they are taken (409)', async () => {
    const mover = await bookWithRentals(courtSlot(venue, 5, '12:00', 6), [[machine, 1]]);
    await bookWithRentals(courtSlot(venue, 6, '14:00', 6), [[machine, 1]]);
    const move = (start: Date) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/bookings/${mover.bookingId}/move`,
        headers: staff.headers,
        payload: { start: start.toISOString() },
      });
    const refused = await move(at('14:00', 6));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    const [still] = await q('select starts_at from bookings where id = $1', [mover.bookingId]);
    expect((still!.starts_at as Date).getTime()).toBe(at('12:00', 6).getTime());
    expect((await move(at('15:00', 6))).statusCode).toBe(200);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/staff/rentals/hand-out?date=${dayAhead(6)}`,
        headers: staff.headers,
      })
    ).json();
    const row = list.rows.find((r: { bookingId: string }) => r.bookingId === mover.bookingId);
    expect(row).toMatchObject({ resourceName: 'Court 5', quantity: 1, start: at('15:00', 6).toISOString() });
  });

  it("shows a booking's rentals to staff, not to another venue's staff", async () => {
    const { bookingId } = await bookWithRentals(courtSlot(venue, 1, '16:00', 7), [[balls, 2]]);
    const url = `/api/v1/staff/bookings/${bookingId}/rentals`;
    const mine = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(mine.json().rows).toEqual([expect.objectContaining({ productId: balls, quantity: 2, subTotalPrice: 600 })]);
    const otherStaff = await loginAs(t.app, 'staff@sandplatz.example');
    expect((await t.app.inject({ method: 'GET', url, headers: otherStaff.headers })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/rentals/hand-out?date=tomorrow',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(400);
    // A rental that was taken is archived, never deleted (its bookings and orders keep it).
    const admin = await loginAs(t.app, 'admin@example.com');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/products/${balls}`, headers: admin.headers });
    expect(del.statusCode, del.body).toBe(409);
  });
});
