import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDtoSchema } from '@courtside/core/booking-schemas';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { pgErrorCode } from '../../lib/pg-errors';
import { onBookingsCancelled } from './booking.hooks';
import type { CancelledBooking } from './booking.hooks';
import { cancelBooking, confirmBookings } from './lifecycle.service';

let t: TestContext;
let venue: DemoVenue;
let customer: LoggedIn;
let customer2: LoggedIn;
let staff: LoggedIn;
const tz = 'Europe/Berlin';
const day = quietDay(1);
const at = (time: string, date = day) => zonedInstant(date, time, tz).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  [customer, customer2, staff] = await Promise.all([
    loginAs(t.app, 'customer@example.com'),
    loginAs(t.app, 'customer2@example.com'),
    loginAs(t.app, 'staff@example.com'),
  ]);
});
afterAll(async () => t?.close());

async function paidBooking(who: LoggedIn, resourceId: string, start: string, end: string) {
  const hold = await t.app.inject({
    method: 'POST',
    url: '/api/v1/holds',
    headers: who.headers,
    payload: { resourceId, start, end },
  });
  expect(hold.statusCode).toBe(201);
  await confirmBookings(t.app.db, [hold.json().id], crypto.randomUUID());
  return hold.json().id as string;
}

describe('the exclusion constraint', () => {
  it('refuses an overlapping court-holding row even when the application checks are bypassed', async () => {
    const id = await paidBooking(customer, venue.court(1).id, at('10:00'), at('12:00'));
    const insert = t.database.query(
      `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents) values ($1, $2, $3, $4, 'normal', 'reserved', 100)`,
      [venue.organizationId, venue.court(1).id, at('11:00'), at('13:00')],
    );
    await expect(
      insert.then(
        () => 'inserted',
        (e: unknown) => pgErrorCode(e),
      ),
    ).resolves.toBe('23P01');
    // A cancelled row or a touching range does not conflict.
    await t.database.query(
      `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents) values ($1, $2, $3, $4, 'normal', 'cancelled', 100)`,
      [venue.organizationId, venue.court(1).id, at('11:00'), at('13:00')],
    );
    await t.database.query(
      `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents) values ($1, $2, $3, $4, 'normal', 'upcoming', 100)`,
      [venue.organizationId, venue.court(1).id, at('12:00'), at('13:00')],
    );
    expect(id).toBeTruthy();
  });
});

describe('bookings API', () => {
  it('lists own bookings to a customer and every booking to staff', async () => {
    const mine = await paidBooking(customer, venue.court(2).id, at('10:00'), at('11:00'));
    const theirs = await paidBooking(customer2, venue.court(2).id, at('11:00'), at('12:00'));
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings?from=${at('00:00')}&to=${at('23:59')}`,
      headers: customer.headers,
    });
    expect(own.statusCode).toBe(200);
    const ids = own.json().rows.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings?from=${at('00:00')}&to=${at('23:59')}&resourceId=${venue.court(2).id}`,
      headers: staff.headers,
    });
    expect(all.json().rows.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([mine, theirs]));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${theirs}`, headers: customer.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bookings' })).statusCode).toBe(401);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${mine}/history`,
      headers: customer.headers,
    });
    expect(history.json().rows.map((r: { action: string }) => r.action)).toEqual(['hold', 'confirm']);
  });

  it('tells the customer which of their bookings they may still cancel, and until when', async () => {
    // docs/product.md#cancellation: customers cancel online up to 24 h (creditHours) before the start.
    const hour = 3_600_000;
    const soonStart = new Date(Math.ceil(Date.now() / hour) * hour + 10 * hour);
    const insert = async (start: Date, status: string) => {
      const res = await t.database.query(
        `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents, user_id) values ($1, $2, $3, $4, 'normal', $5, 1000, $6) returning id`,
        [
          venue.organizationId,
          venue.court(3).id,
          start.toISOString(),
          new Date(start.getTime() + hour).toISOString(),
          status,
          customer.userId,
        ],
      );
      return (res.rows[0] as { id: string }).id;
    };
    // The demo's own bookings fill the next hours: free court 3 for the two rows first.
    await t.database.query(
      `update bookings set status = 'cancelled' where resource_id = $1 and starts_at < $3 and ends_at > $2`,
      [venue.court(3).id, soonStart.toISOString(), new Date(soonStart.getTime() + 2 * hour).toISOString()],
    );
    const soon = await insert(soonStart, 'upcoming');
    const cancelled = await insert(new Date(soonStart.getTime() + hour), 'cancelled');
    const later = await paidBooking(customer, venue.court(3).id, at('15:00'), at('16:00'));
    type Row = { id: string; cancellable?: boolean; cancelDeadline?: string | null };
    const list = async (who: LoggedIn) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/bookings?mine=true&limit=500',
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      return new Map((res.json().rows as Row[]).map((r) => [r.id, r]));
    };
    const own = await list(customer);
    expect(own.get(soon)).toMatchObject({
      cancellable: false,
      cancelDeadline: new Date(soonStart.getTime() - 24 * hour).toISOString(),
    });
    expect(own.get(later)).toMatchObject({
      cancellable: true,
      cancelDeadline: new Date(Date.parse(at('15:00')) - 24 * hour).toISOString(),
    });
    expect(own.get(cancelled)).toMatchObject({ cancellable: false, cancelDeadline: null });
    // The list answers what POST /cancel does.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${soon}/cancel`,
      headers: customer.headers,
      payload: {},
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    // Staff may cancel any time: their list says so.
    const staffRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings?resourceId=${venue.court(3).id}&limit=500`,
      headers: staff.headers,
    });
    expect((staffRes.json().rows as Row[]).find((r) => r.id === soon)).toMatchObject({ cancellable: true });
  });

  it('lets a customer cancel within the deadline with a refund, never after, and staff any time', async () => {
    const refunds: CancelledBooking[] = [];
    const off = onBookingsCancelled('test-spy', async (_tx, cancelled) => void refunds.push(...cancelled));
    try {
      const early = await paidBooking(customer, venue.court(3).id, at('10:00'), at('11:00'));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${early}/cancel`,
        headers: customer.headers,
        payload: { reason: 'ill' },
      });
      expect(res.statusCode).toBe(200);
      // Eleven days ahead: more than 96 hours, a full refund (docs/product.md#cancellation).
      expect(res.json()).toMatchObject({ refund: 'full', booking: { status: 'cancelled', cancelReason: 'ill' } });
      expect(refunds.map((r) => [r.booking.id, r.refund])).toEqual([[early, 'full']]);

      // Ten hours before the start: too late for a customer (24 h), staff may still cancel.
      const late = await paidBooking(customer, venue.court(3).id, at('12:00'), at('13:00'));
      const tenHoursBefore = new Date(Date.parse(at('12:00')) - 10 * 3_600_000);
      await expect(
        cancelBooking(t.app.db, late, { by: { userId: customer.userId, isStaff: false }, now: tenHoursBefore }),
      ).rejects.toMatchObject({ code: 'CANCELLATION_DEADLINE_PASSED' });
      const byStaff = await cancelBooking(t.app.db, late, {
        by: { userId: staff.userId, isStaff: true },
        refund: 'credit',
        now: tenHoursBefore,
      });
      expect(byStaff.refund).toBe('credit');
      // Two days before: a customer gets voucher credit (between 24 h and 96 h).
      const credit = await paidBooking(customer, venue.court(3).id, at('14:00'), at('15:00'));
      const twoDaysBefore = new Date(Date.parse(at('14:00')) - 48 * 3_600_000);
      expect(
        (await cancelBooking(t.app.db, credit, { by: { userId: customer.userId, isStaff: false }, now: twoDaysBefore }))
          .refund,
      ).toBe('credit');
      expect(refunds.map((r) => r.refund)).toEqual(['full', 'credit', 'credit']);
      const twice = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${early}/cancel`,
        headers: staff.headers,
        payload: {},
      });
      expect(twice.json().code).toBe('INVALID_TRANSITION');
    } finally {
      off();
    }
  });

  it('refuses other customers and lets only staff choose a refund', async () => {
    const id = await paidBooking(customer, venue.court(4).id, at('10:00'), at('11:00'));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/bookings/${id}/cancel`,
          headers: customer2.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/bookings/${id}/cancel`,
          headers: customer.headers,
          payload: { refund: 'full' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('checks in and marks no-shows at the desk only', async () => {
    const id = await paidBooking(customer, venue.court(5).id, at('10:00'), at('11:00'));
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/check-in`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/check-in`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkedInAt).not.toBeNull();
    const noShow = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/no-show`,
      headers: staff.headers,
    });
    expect(noShow.json().code).toBe('INVALID_TRANSITION');
  });

  it('extends a hold three times, then refuses with EXTENSION_LIMIT', async () => {
    const headers = { 'x-guest-token': 'extend-guest-000000001' };
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers,
      payload: { resourceId: venue.court(6).id, start: at('10:00'), end: at('11:00') },
    });
    // The route sends bookingDto's object without checking it on every hold: the schema holds here.
    expect(hold.statusCode).toBe(201);
    expect(bookingDtoSchema.strict().parse(hold.json())).toEqual(hold.json());
    for (let i = 1; i <= 3; i++) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/holds/${hold.json().id}/extend`, headers });
      expect(res.json().rows[0].extensions).toBe(i);
    }
    const fourth = await t.app.inject({ method: 'PATCH', url: `/api/v1/holds/${hold.json().id}/extend`, headers });
    expect([fourth.statusCode, fourth.json().code]).toEqual([422, 'EXTENSION_LIMIT']);
    const stranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/holds/${hold.json().id}/extend`,
      headers: { 'x-guest-token': 'someone-else-00000001' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('quotes a multi-slot booking and forbids price overrides to customers', async () => {
    const quote = (start: string, end: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings/quote',
        payload: { resourceId: venue.court(6).id, start, end, type: 'normal' },
      });
    const three = await quote(at('15:00'), at('18:00'));
    expect(three.statusCode).toBe(200);
    const singles = await Promise.all(
      [
        ['15:00', '16:00'],
        ['16:00', '17:00'],
        ['17:00', '18:00'],
      ].map(([a, b]) => quote(at(a!), at(b!))),
    );
    expect(three.json().priceCents).toBe(singles.reduce((sum, r) => sum + r.json().priceCents, 0));
    const override = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: customer.headers,
      payload: { resourceId: venue.court(6).id, start: at('15:00'), end: at('16:00'), priceCents: 1 },
    });
    expect(override.statusCode).toBe(403);
  });
});
