// Punch cards end to end through the API (docs/product/passes.md): define, buy online (VAT at
// sale on the invoice), pay a booking with punches (a 0 € line), eligibility by time and type,
// the punch back on cancellation, the desk sale, the expiry job with its reminder, the liability.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import {
  clearDemoActivity,
  client,
  comeTogetherSession,
  courtSlot,
  dayAhead,
  payCart,
  startOrder,
} from '../../../test/fakes/checkout-fixtures';
import { runPassExpiry } from './pass.jobs';

let t: TestContext;
let venue: DemoVenue;
let admin: LoggedIn;
let staff: LoggedIn;
let customer: LoggedIn;
let typeId: string;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  admin = await loginAs(t.app, 'admin@example.com');
  staff = await loginAs(t.app, 'staff@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
});
afterAll(async () => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

/** Days ahead of the first Monday–Friday (or Saturday) at least `min` days from today. */
function daysTo(kind: 'weekday' | 'saturday', min = 6): number {
  for (let d = min; d < min + 8; d++) {
    const wd = isoWeekday(dayAhead(d));
    if (kind === 'weekday' ? wd <= 5 : wd === 6) return d;
  }
  throw new Error('no day');
}

const offPeak = {
  name: { de: '10er-Karte', en: '10-hour card' },
  unit: 'court_hour',
  units: 10,
  bookingTypes: ['normal'],
  windows: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '16:00' }],
  validityMonths: 12,
  priceCents: 9000,
  vatPercent: 19,
};

type Pass = { id: string; unitsRemaining: number; status: string; history: { kind: string; units: number }[] };
const myPasses = async (who = customer): Promise<Pass[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/passes/mine', headers: who.headers })).json().rows;

describe('pass types', () => {
  it('a manager defines a pass type; bad input is a clear 400 and staff may only read', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pass-types',
      headers: admin.headers,
      payload: { ...offPeak, units: 0, windows: [{ days: [8], from: '16:00', to: '07:00' }] },
    });
    expect(bad.statusCode).toBe(400);
    const byStaff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pass-types',
      headers: staff.headers,
      payload: offPeak,
    });
    expect(byStaff.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pass-types',
      headers: admin.headers,
      payload: offPeak,
    });
    expect(res.statusCode, res.body).toBe(201);
    typeId = res.json().id;
    const catalogue = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pass-types/catalogue',
      headers: { 'accept-language': 'en' },
    });
    expect(catalogue.json().rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: typeId, displayName: '10-hour card', units: 10 })]),
    );
  });
});

describe('buying online and paying with punches', () => {
  let passId: string;
  let user: ReturnType<typeof client>;

  it('a guest cannot put a pass in the cart; a customer buys one: the invoice taxes it at sale', async () => {
    const guest = client(t.app);
    expect((await guest.request('POST', '/api/v1/cart/passes', { passTypeId: typeId })).statusCode).toBe(401);
    user = client(t.app, customer.headers);
    const added = await user.request('POST', '/api/v1/cart/passes', { passTypeId: typeId });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().lines).toEqual([expect.objectContaining({ kind: 'pass', unitPrice: 9000, vatPercent: 19 })]);
    const { orderId, confirm } = await payCart(user, undefined, {});
    expect(confirm.json().status).toBe('completed');
    const order = (await user.request('GET', `/api/v1/orders/${orderId}`)).json();
    const invoice = (await q('select lines, total_cents from invoices where order_id = $1', [orderId]))[0] as {
      lines: { kind: string; grossCents: number; vatCents: number; vatPercent: number; passId?: string }[];
      total_cents: number;
    };
    expect(invoice.total_cents).toBe(order.totalCents);
    const line = invoice.lines.find((l) => l.kind === 'pass')!;
    // 90 € gross at 19 %: 75.63 € net + 14.37 € VAT, on the invoice of the sale.
    expect(line).toMatchObject({ grossCents: 9000, vatCents: 1437, vatPercent: 19 });
    const [pass] = await myPasses();
    expect(pass).toMatchObject({ unitsRemaining: 10, status: 'active', history: [{ kind: 'issue', units: 10 }] });
    passId = pass!.id;
    expect(line.passId).toBe(passId);
    // The cart is empty again.
    expect((await user.request('GET', '/api/v1/cart/passes')).json().lines).toEqual([]);
  });

  it('pays an off-peak weekday hour with one punch: a 0 € line that names the pass, no payment step', async () => {
    const day = daysTo('weekday');
    await user.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 1, '10:00', day)] });
    expect((await user.request('PUT', '/api/v1/cart/pass', { passId })).statusCode).toBe(200);
    const summary = (await user.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    expect(summary).toMatchObject({ passId, passUnits: 1, passProblem: null, total: 0, amountDue: 0 });
    const res = await startOrder(user, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('completed');
    const order = (await user.request('GET', `/api/v1/orders/${res.json().orderId}`)).json();
    const invoice = (await q('select lines from invoices where order_id = $1', [order.id]))[0] as {
      lines: { kind: string; grossCents: number; passId?: string; passUnits?: number; description: string }[];
    };
    expect(invoice.lines[0]).toMatchObject({ kind: 'booking', grossCents: 0, passId, passUnits: 1 });
    expect(invoice.lines[0]!.description).toMatch(/10er-Karte|10-hour card/);
    expect((await myPasses())[0]).toMatchObject({ unitsRemaining: 9 });

    // Cancelled 6+ days ahead (a full refund under the policy): the punch comes back.
    const bookingId = order.items[0].bookingId;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${bookingId}/cancel`,
      headers: customer.headers,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = (await myPasses())[0]!;
    expect(after.unitsRemaining).toBe(10);
    expect(after.history.map((h) => [h.kind, h.units])).toEqual([
      ['issue', 10],
      ['redeem', -1],
      ['return', 1],
    ]);
  });

  it('covers only what the pass allows: not after 16:00, not on Saturday, not a come-together place', async () => {
    const day = daysTo('weekday');
    await user.request('PATCH', '/api/v1/cart/clearcart');
    await user.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '17:00', day)] });
    await user.request('PUT', '/api/v1/cart/pass', { passId });
    // The summary says why, so checkout can tell the customer (not just "does not cover").
    expect((await user.request('GET', '/api/v1/cart/ordersummery')).json().rows[0]).toMatchObject({
      passUnits: 0,
      passProblem: 'time',
    });
    await user.request('PATCH', '/api/v1/cart/clearcart');
    await user.request('POST', '/api/v1/cart', { items: [courtSlot(venue, 2, '10:00', daysTo('saturday'))] });
    await user.request('PUT', '/api/v1/cart/pass', { passId });
    expect((await user.request('GET', '/api/v1/cart/ordersummery')).json().rows[0]).toMatchObject({
      passUnits: 0,
      passProblem: 'time',
    });
    await user.request('PATCH', '/api/v1/cart/clearcart');
    const { slot } = await comeTogetherSession(t.app, venue, 3, '10:00', { days: day });
    await user.request('POST', '/api/v1/cart', { items: [slot] });
    await user.request('PUT', '/api/v1/cart/pass', { passId });
    const summary = (await user.request('GET', '/api/v1/cart/ordersummery')).json().rows[0];
    expect(summary.passUnits).toBe(0);
    expect(summary.passProblem).toBe('booking_type');
    expect(summary.total).toBeGreaterThan(0);
    await user.request('PATCH', '/api/v1/cart/clearcart');
  });

  it("another customer cannot attach someone's pass", async () => {
    const other = await loginAs(t.app, 'customer2@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/cart/pass',
      headers: other.headers,
      payload: { passId },
    });
    expect(res.statusCode).toBe(404);
  });

  it('the expiry job reminds once 14 days before, then expires the punches left', async () => {
    await q(`update passes set valid_until = now() + interval '10 days' where id = $1`, [passId]);
    expect((await runPassExpiry(t.app.db)).reminded).toBe(1);
    expect((await runPassExpiry(t.app.db)).reminded).toBe(0);
    const mails = await q(`select subject from outbox_mails where template = 'pass.expiry_reminder'`);
    expect(mails).toHaveLength(1);
    await q(`update passes set valid_until = now() - interval '1 minute' where id = $1`, [passId]);
    expect((await runPassExpiry(t.app.db)).expired).toBe(1);
    expect((await runPassExpiry(t.app.db)).expired).toBe(0);
    const [pass] = await myPasses();
    expect(pass).toMatchObject({ status: 'expired', unitsRemaining: 0 });
    expect(pass!.history.at(-1)).toMatchObject({ kind: 'expire', units: -10 });
    const attach = await user.request('PUT', '/api/v1/cart/pass', { passId });
    expect(attach.statusCode).toBe(422);
    expect(attach.json().code).toBe('PASS_INVALID');
  });
});

describe('desk sale and the liability', () => {
  it('staff sell a pass for cash; banking shows what is outstanding next to the vouchers', async () => {
    const customer2 = await loginAs(t.app, 'customer2@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/passes/sell',
      headers: staff.headers,
      payload: { passTypeId: typeId, userId: customer2.userId, provider: 'card_terminal' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pass).toMatchObject({
      status: 'active',
      unitsRemaining: 10,
      source: 'desk',
      outstandingCents: 9000,
    });
    const [order] = await q('select payment_method, status from orders where id = $1', [res.json().orderId]);
    expect(order).toMatchObject({ payment_method: 'credit_card', status: 'completed' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${customer2.userId}/passes`,
      headers: staff.headers,
    });
    expect(list.json().rows).toHaveLength(1);
    const banking = await t.app.inject({ method: 'GET', url: '/api/v1/banking/summary', headers: admin.headers });
    expect(banking.json().passes).toEqual({ outstandingCents: 9000, active: 1, unitsRemaining: 10 });
  });
});

describe('a cart with only a pass', () => {
  it('validates before payment (the checkout step checks the cart first)', async () => {
    const user = client(t.app, customer.headers);
    await user.request('POST', '/api/v1/cart/passes', { passTypeId: typeId });
    const res = await user.request('POST', '/api/v1/cart/validate', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().valid).toBe(true);
    await user.request('PATCH', '/api/v1/cart/clearcart');
    expect((await user.request('GET', '/api/v1/cart/passes')).json().lines).toEqual([]);
  });
});
