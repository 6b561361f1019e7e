import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BankingSummary,
  CancellationsAnswer,
  OccupancyAnswer,
  RevenueAnswer,
  UtilisationAnswer,
} from '@courtside/core/analytics-schemas';
import { addDays, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import { clearDemoLedger } from '../../../test/fakes/checkout-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { openMinutesOfLocation } from './open-hours';

let t: TestContext;
let manager: LoggedIn;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
// A summer day of last year: the demo has a summer season there (09:00–22:00 or 23:00).
const day = `${new Date().getUTCFullYear() - 1}-06-10`;
const at = (d: string, time: string) => zonedInstant(d, time, tz).toISOString();

interface Row {
  resourceId: string;
  start: string;
  end: string;
  status: string;
  type?: string;
  price: number;
  noShow?: boolean;
  reason?: string;
  sessionId?: string;
  dynamicSlotId?: string;
}

async function insertBooking(b: Row) {
  const { rows } = await t.database.query(
    `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents, no_show, cancel_reason, cancelled_at, session_id, dynamic_slot_id, places)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, case when $6 = 'cancelled' then now() end, $10, $11, case when $11::uuid is null then 1 else 0 end) returning id`,
    [
      venue.organizationId,
      b.resourceId,
      b.start,
      b.end,
      b.type ?? 'normal',
      b.status,
      b.price,
      b.noShow ?? false,
      b.reason ?? null,
      b.sessionId ?? null,
      b.dynamicSlotId ?? null,
    ],
  );
  return String(rows[0]!.id);
}

/** A come-together session: the court-holding row (occupancy) and one player (revenue). */
async function insertSession(resourceId: string, start: string, end: string, placePrice: number) {
  const { rows } = await t.database.query(
    `insert into dynamic_slots (organization_id, resource_id, kind, starts_at, ends_at, price_cents, capacity) values ($1, $2, 'come_together', $3, $4, $5, 8) returning id`,
    [venue.organizationId, resourceId, start, end, placePrice],
  );
  const sessionId = String(rows[0]!.id);
  await insertBooking({
    resourceId,
    start,
    end,
    status: 'upcoming',
    type: 'come_together',
    price: 0,
    dynamicSlotId: sessionId,
  });
  await insertBooking({
    resourceId,
    start,
    end,
    status: 'upcoming',
    type: 'come_together',
    price: placePrice,
    sessionId,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  venue = await demoVenue(t);
  const c1 = venue.court(1).id;
  const c2 = venue.court(2).id;
  await insertBooking({
    resourceId: c1,
    start: at(day, '18:00'),
    end: at(day, '19:00'),
    status: 'completed',
    price: 3600,
  });
  // 90 minutes over two hours: 30 in the 19 o'clock hour, 60 in the 20 o'clock hour.
  await insertBooking({
    resourceId: c1,
    start: at(day, '19:30'),
    end: at(day, '21:00'),
    status: 'completed',
    type: 'abo',
    price: 4000,
    noShow: true,
  });
  await insertSession(c2, at(day, '18:00'), at(day, '19:00'), 1200);
  const cancelled = await insertBooking({
    resourceId: c2,
    start: at(day, '20:00'),
    end: at(day, '21:00'),
    status: 'cancelled',
    price: 3600,
    reason: 'rain',
  });
  // Cancelled by staff, as a cancellation writes it: the booking's flag and its history row.
  await t.database.query(`update bookings set cancelled_by_staff = true where id = $1`, [cancelled]);
  await t.database.query(
    `insert into booking_events (organization_id, booking_id, action, from_status, to_status, details) values ($1, $2, 'cancel', 'upcoming', 'cancelled', '{"byStaff": true}')`,
    [venue.organizationId, cancelled],
  );
  // Cancelled by its customer.
  await insertBooking({
    resourceId: c2,
    start: at(day, '21:00'),
    end: at(day, '22:00'),
    status: 'cancelled',
    price: 3600,
    reason: 'customer',
  });
  // Neither occupancy nor a cancellation: a lapsed cart hold.
  await insertBooking({
    resourceId: c2,
    start: at(day, '10:00'),
    end: at(day, '11:00'),
    status: 'cancelled',
    price: 3600,
    reason: 'hold_expired',
  });
  // Across midnight: half in the period's last hour, half on the next day.
  await insertBooking({
    resourceId: venue.court(3).id,
    start: at(day, '23:30'),
    end: at(addDays(day, 1), '00:30'),
    status: 'completed',
    price: 1000,
  });
  // Another week (next Monday + 1).
  await insertBooking({
    resourceId: c1,
    start: at(addDays(day, 7), '12:00'),
    end: at(addDays(day, 7), '13:00'),
    status: 'completed',
    price: 2400,
  });
});
afterAll(async () => t?.close());

async function get<T>(url: string, who: LoggedIn = manager) {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  return { status: res.statusCode, body: res.json<T>() };
}

describe('open minutes', () => {
  const allDay = { '7': [{ open: '00:00', close: '24:00' }] };
  const season = [
    {
      id: 's',
      locationId: 'l',
      kind: 'summer' as const,
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
      openingHours: allDay,
    },
  ];
  it.each([
    ['the spring DST Sunday has 23 hours and no 2 o’clock', '2026-03-29', 23 * 60, undefined],
    ['the autumn DST Sunday has 25 hours, two of them at 2 o’clock', '2026-10-25', 25 * 60, 120],
    ['a plain Sunday', '2026-06-07', 24 * 60, 60],
  ])('%s', (_name, date, total, atTwo) => {
    const byHour = openMinutesOfLocation(season, [date], tz).get(date)!;
    expect([...byHour.values()].reduce((a, b) => a + b, 0)).toBe(total);
    expect(byHour.get(2)).toBe(atTwo);
  });
});

describe('GET /api/v1/analytics/*', () => {
  it('builds the occupancy heat map court × hour', async () => {
    const { status, body } = await get<OccupancyAnswer>(`/api/v1/analytics/occupancy?from=${day}&to=${day}`);
    expect(status).toBe(200);
    const c1 = body.rows.find((r) => r.resourceId === venue.court(1).id)!;
    const cell = (h: number) => c1.cells.find((c) => c.hour === h)!;
    expect(cell(18)).toEqual({ hour: 18, bookedMinutes: 60, openMinutes: 60, rate: 1 });
    expect(cell(19)).toMatchObject({ bookedMinutes: 30, rate: 0.5 });
    expect(cell(20)).toMatchObject({ bookedMinutes: 60 });
    expect(cell(10)).toMatchObject({ bookedMinutes: 0, openMinutes: 60, rate: 0 });
    const c2 = body.rows.find((r) => r.resourceId === venue.court(2).id)!;
    expect(c2.bookedMinutes).toBe(60);
    expect(body.hours[0]).toBe(9);
    expect(body.count).toBe(11);
    const c3 = body.rows.find((r) => r.resourceId === venue.court(3).id)!;
    expect(c3.cells.find((c) => c.hour === 23)?.bookedMinutes).toBe(30);
    expect(c3.bookedMinutes).toBe(30);
  });

  it('sums booked revenue per booking type and week', async () => {
    const { body } = await get<RevenueAnswer>(`/api/v1/analytics/revenue?from=${day}&to=${addDays(day, 7)}`);
    const byType = Object.fromEntries(body.rows.filter((r) => r.week <= day).map((r) => [r.type, r.cents]));
    expect(byType).toEqual({ normal: 3600 + 1000, abo: 4000, come_together: 1200 });
    expect(body.totals).toEqual({ cents: 3600 + 4000 + 1200 + 1000 + 2400, bookings: 5 });
    expect(new Set(body.rows.map((r) => r.week)).size).toBe(2);
  });

  it('answers the utilisation trend per day and per week', async () => {
    const daily = await get<UtilisationAnswer>(`/api/v1/analytics/utilisation?from=${day}&to=${addDays(day, 1)}`);
    expect(daily.body.rows.map((r) => r.period)).toEqual([day, addDays(day, 1)]);
    expect(daily.body.rows[0]!.bookedMinutes).toBe(60 + 90 + 60 + 30);
    expect(daily.body.rows[0]!.openMinutes).toBeGreaterThan(11 * 12 * 60);
    expect(daily.body.rows[1]!.bookedMinutes).toBe(30);
    const weekly = await get<UtilisationAnswer>(
      `/api/v1/analytics/utilisation?from=${day}&to=${addDays(day, 13)}&granularity=week`,
    );
    expect(weekly.body.rows.reduce((s, r) => s + r.bookedMinutes, 0)).toBe(60 + 90 + 60 + 60 + 60);
  });

  it('counts cancellations (not lapsed holds) and no-shows', async () => {
    const { body } = await get<CancellationsAnswer>(`/api/v1/analytics/cancellations?from=${day}&to=${day}`);
    expect(body.totals).toMatchObject({ bookings: 6, cancelled: 2, noShows: 1 });
    expect(body.totals.cancellationRate).toBeCloseTo(2 / 6, 3);
    expect(body.rows[0]).toMatchObject({ cancelledByStaff: 1 });
  });

  it('refuses reversed or too long periods, and staff', async () => {
    expect((await get(`/api/v1/analytics/revenue?from=${addDays(day, 1)}&to=${day}`)).status).toBe(400);
    expect((await get(`/api/v1/analytics/revenue?from=${addDays(day, -400)}&to=${day}`)).status).toBe(400);
    expect((await get('/api/v1/analytics/revenue?from=2026-13-01')).status).toBe(400);
    const staff = await loginAs(t.app, 'staff@example.com');
    expect((await get('/api/v1/analytics/occupancy', staff)).status).toBe(403);
  });
});

describe('GET /api/v1/banking/*', () => {
  beforeAll(async () => {
    // Only this block's payments: the demo's paid orders go.
    await clearDemoLedger(t);
    const summary = JSON.stringify({
      subtotal: 0,
      discount: 0,
      gross: 0,
      net: 0,
      vat: 0,
      serviceFee: 0,
      serviceFeeVat: 0,
      serviceFeeWaiver: 0,
      total: 0,
      totalItems: 0,
    });
    const order = async (provider: string) =>
      String(
        (
          await t.database.query(
            `insert into orders (organization_id, customer, provider, summary, total_cents, amount_due_cents, status) values ($1, '{"name":"Bea Bank","email":"bea@example.net"}', $2, $3, 5000, 5000, 'completed') returning id`,
            [venue.organizationId, provider, summary],
          )
        ).rows[0]!.id,
      );
    const pay = async (orderId: string, provider: string, amount: number, status: string) =>
      String(
        (
          await t.database.query(
            `insert into payments (organization_id, order_id, provider, method, amount_cents, status, succeeded_at) values ($1, $2, $3, 'card', $4, $5, case when $5 = 'succeeded' then now() end) returning id`,
            [venue.organizationId, orderId, provider, amount, status],
          )
        ).rows[0]!.id,
      );
    const o1 = await order('stripe');
    const p1 = await pay(o1, 'stripe', 5000, 'succeeded');
    await pay(await order('stripe'), 'stripe', 3000, 'failed');
    await pay(await order('cash'), 'cash', 2000, 'succeeded');
    await t.database.query(
      `insert into refunds (organization_id, order_id, payment_id, kind, amount_cents, status, reason) values ($1, $2, $3, 'money', 1500, 'succeeded', 'rain')`,
      [venue.organizationId, o1, p1],
    );
    await t.database.query(
      `insert into refunds (organization_id, order_id, payment_id, kind, amount_cents, status, reason) values ($1, $2, $3, 'credit', 700, 'succeeded', 'late cancellation')`,
      [venue.organizationId, o1, p1],
    );
    await t.database.query(
      `insert into vouchers (organization_id, code, initial_cents, balance_cents, source) values ($1, 'BANK-TEST-1', 700, 700, 'credit')`,
      [venue.organizationId],
    );
  });

  it('sums payments, refunds and balances per provider', async () => {
    const { status, body } = await get<BankingSummary>('/api/v1/banking/summary');
    expect(status).toBe(200);
    const by = Object.fromEntries(body.rows.map((r) => [r.provider, r]));
    expect(by.stripe).toMatchObject({
      payments: 1,
      paidCents: 5000,
      failedPayments: 1,
      refundedCents: 1500,
      balanceCents: 3500,
    });
    expect(by.cash).toMatchObject({ paidCents: 2000, balanceCents: 2000 });
    expect(by.voucher).toMatchObject({ refunds: 1, refundedCents: 700 });
    expect(body.totals.paidCents).toBe(7000);
    expect(body.vouchers.outstandingCents).toBeGreaterThanOrEqual(700);
  });

  it('lists payments and refunds with filters and pages', async () => {
    const all = await get<{ rows: { provider: string; customerName: string }[]; count: number }>(
      '/api/v1/banking/payments?pageSize=2',
    );
    expect(all.body.count).toBe(3);
    expect(all.body.rows).toHaveLength(2);
    const stripe = await get<{ count: number }>('/api/v1/banking/payments?provider=stripe&status=failed');
    expect(stripe.body.count).toBe(1);
    const refunds = await get<{ rows: { kind: string }[]; count: number }>('/api/v1/banking/refunds');
    expect(refunds.body.rows.map((r) => r.kind).sort()).toEqual(['credit', 'money']);
  });
});
