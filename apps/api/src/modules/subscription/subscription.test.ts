import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { holdSlot } from '../booking/hold.service';
import { confirmBookings } from '../booking/lifecycle.service';

let t: TestContext;
let venue: DemoVenue;
let customer: LoggedIn;
let staff: LoggedIn;
const tz = 'Europe/Berlin';
const first = quietDay(0);
const start = zonedInstant(first, '19:00', tz).toISOString();
const end = zonedInstant(first, '20:00', tz).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  customer = await loginAs(t.app, 'customer@example.com');
  staff = await loginAs(t.app, 'staff@example.com');
});
afterAll(async () => t?.close());

describe('abo', () => {
  it('plans the weekly dates of the season and marks a booked week as a conflict', async () => {
    const court = venue.court(1).id;
    const busyDate = addDays(first, 7);
    await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: court,
      start: zonedInstant(busyDate, '19:00', tz),
      end: zonedInstant(busyDate, '20:00', tz),
      type: 'normal',
      owner: { guestToken: 'someone-else-0000' },
      createdBy: venue.staffId,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscrptions',
      payload: [{ resourceId: court, start, end }],
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { date: string; state: string; reason?: string; priceCents: number }[];
    expect(rows[0]!.date).toBe(first);
    expect(rows.every((r) => isoWeekday(r.date) === isoWeekday(first))).toBe(true);
    expect(rows.find((r) => r.date === busyDate)).toMatchObject({ state: 'conflict', reason: 'SLOT_TAKEN' });
    expect(rows.filter((r) => r.state === 'free').length).toBe(rows.length - 1);
    // The demo season's last date bounds the abo.
    expect(rows[rows.length - 1]!.date <= '2027-04-30').toBe(true);
  });

  it('creates the abo holding every free date together; rows[0].id; the dates confirm together', async () => {
    const court = venue.court(2).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscrptions/add',
      headers: customer.headers,
      payload: [{ resourceId: court, start, end }],
    });
    expect(res.statusCode).toBe(200);
    const sub = res.json().rows[0];
    expect(sub.id).toMatch(/[0-9a-f-]{36}/);
    expect(sub.status).toBe('reserved');
    expect(sub.bookingIds.length).toBeGreaterThan(10);
    const { rows } = await t.database.query(
      `select sum(price_cents)::int as total, count(*)::int as n from bookings where subscription_id = $1 and type = 'abo' and status = 'reserved'`,
      [sub.id],
    );
    expect(rows[0]).toEqual({ total: sub.priceCents, n: sub.bookingIds.length });
    // The availability shows an abo slot.
    const grid = await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${first}` });
    const slot = grid
      .json()
      .rows.find((r: { resourceId: string }) => r.resourceId === court)
      .slots.find((s: { start: string }) => s.start === start);
    expect(slot.state).toBe('abo');
    // Confirming one date confirms the whole abo.
    const confirmed = await confirmBookings(t.app.db, [sub.bookingIds[0]], crypto.randomUUID());
    expect(confirmed).toHaveLength(sub.bookingIds.length);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscrptions/${sub.id}`,
      headers: customer.headers,
    });
    expect(again.json().status).toBe('active');

    // Staff cancel a single date; the others stay.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${sub.bookingIds[1]}/cancel`,
      headers: staff.headers,
      payload: { reason: 'tournament' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().booking.status).toBe('cancelled');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscrptions/${sub.id}`,
      headers: customer.headers,
    });
    expect(after.json().bookingIds).toHaveLength(sub.bookingIds.length - 1);
    expect(after.json().status).toBe('active');

    // Staff cancel the rest.
    const all = await t.app.inject({
      method: 'POST',
      url: `/api/v1/subscrptions/${sub.id}/cancel`,
      headers: staff.headers,
      payload: {},
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().cancelledDates).toBe(sub.bookingIds.length - 1);
    const customerCannot = await t.app.inject({
      method: 'POST',
      url: `/api/v1/subscrptions/${sub.id}/cancel`,
      headers: customer.headers,
      payload: {},
    });
    expect(customerCannot.statusCode).toBe(403);
  });

  it('prices an abo pro rata: only the remaining dates of the season', async () => {
    const court = venue.court(3).id;
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscrptions',
      payload: { resourceId: court, start, end },
    });
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscrptions',
      payload: { resourceId: court, start, end, subStartDate: addDays(first, 28) },
    });
    const total = (r: typeof whole) =>
      r
        .json()
        .rows.filter((d: { state: string }) => d.state === 'free')
        .reduce((s: number, d: { priceCents: number }) => s + d.priceCents, 0);
    expect(later.json().count).toBe(whole.json().count - 4);
    expect(total(later)).toBeLessThan(total(whole));
  });

  it('answers 409 when no date is free and 400 for a bad request', async () => {
    const court = venue.court(2).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscrptions/add',
      headers: { 'x-guest-token': 'guest-abo-000000000' },
      payload: [
        {
          resourceId: court,
          start: zonedInstant(first, '03:00', tz).toISOString(),
          end: zonedInstant(first, '04:00', tz).toISOString(),
        },
      ],
    });
    expect(res.statusCode).toBe(409);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/subscrptions', payload: [{ resourceId: court }] });
    expect(bad.statusCode).toBe(400);
  });
});
