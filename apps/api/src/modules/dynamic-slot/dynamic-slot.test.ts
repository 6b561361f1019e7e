import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
let staff: LoggedIn;
const tz = 'Europe/Berlin';
const day = quietDay(3);
const at = (time: string) => zonedInstant(day, time, tz).toISOString();
const guest = { 'x-guest-token': 'dynamic-guest-00000001' };

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  [manager, staff] = await Promise.all([loginAs(t.app, 'manager@example.com'), loginAs(t.app, 'staff@example.com')]);
});
afterAll(async () => t?.close());

const create = (payload: Record<string, unknown>, headers = manager.headers) =>
  t.app.inject({ method: 'POST', url: '/api/v1/dynamic-slots', headers, payload });
const slotAt = async (resourceId: string, start: string) => {
  const grid = await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${day}` });
  return grid
    .json()
    .rows.find((r: { resourceId: string }) => r.resourceId === resourceId)
    .slots.find((s: { start: string }) => s.start === start);
};

describe('dynamic slots', () => {
  it('sets a special price within 1/3× and 3× of the slot price only', async () => {
    const court = venue.court(1).id;
    const base = (await slotAt(court, at('10:00'))).price as number;
    const tooLow = await create({
      resourceId: court,
      kind: 'special_price',
      start: at('10:00'),
      end: at('12:00'),
      priceCents: Math.ceil(base / 3) - 1,
    });
    expect([tooLow.statusCode, tooLow.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const tooHigh = await create({
      resourceId: court,
      kind: 'special_price',
      start: at('10:00'),
      end: at('12:00'),
      priceCents: base * 3 + 1,
    });
    expect(tooHigh.statusCode).toBe(400);
    const ok = await create({
      resourceId: court,
      kind: 'special_price',
      start: at('10:00'),
      end: at('12:00'),
      priceCents: Math.ceil(base / 2),
      title: 'Happy Hour',
    });
    expect(ok.statusCode).toBe(201);
    expect((await slotAt(court, at('11:00'))).price).toBe(Math.ceil(base / 2));
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: court, start: at('10:00'), end: at('12:00') },
    });
    expect(hold.json().priceCents).toBe(2 * Math.ceil(base / 2));
  });

  it('blocks a court: refused over a booking, then shown blocked and not bookable', async () => {
    const court = venue.court(2).id;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: court, start: at('14:00'), end: at('15:00') },
    });
    expect(booked.statusCode).toBe(201);
    const clash = await create({
      resourceId: court,
      kind: 'block',
      start: at('13:00'),
      end: at('15:00'),
      title: 'Sand',
    });
    expect([clash.statusCode, clash.json().code, clash.json().details.bookingIds]).toEqual([
      409,
      'SLOT_TAKEN',
      [booked.json().id],
    ]);
    const block = await create({
      resourceId: court,
      kind: 'block',
      start: at('10:00'),
      end: at('12:00'),
      title: 'Sand leveling',
    });
    expect(block.statusCode).toBe(201);
    expect(await slotAt(court, at('10:00'))).toMatchObject({
      state: 'booked',
      blocked: true,
      bookable: false,
      title: 'Sand leveling',
    });
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: court, start: at('11:00'), end: at('12:00') },
    });
    expect(hold.json().code).toBe('SLOT_BLOCKED');
    const overlap = await create({
      resourceId: court,
      kind: 'come_together',
      start: at('11:00'),
      end: at('13:00'),
      capacity: 8,
      priceCents: 900,
    });
    expect(overlap.json().code).toBe('SLOT_TAKEN');
    const lift = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dynamic-slots/${block.json().id}`,
      headers: manager.headers,
      payload: {},
    });
    expect(lift.statusCode).toBe(200);
    expect((await slotAt(court, at('10:00'))).state).toBe('available');
  });

  it('opens a come-together session with caution from 75 % and full at capacity', async () => {
    const court = venue.court(3).id;
    const res = await create({
      resourceId: court,
      kind: 'come_together',
      start: at('18:00'),
      end: at('20:00'),
      capacity: 4,
      priceCents: 900,
      title: 'Open Play',
    });
    expect(res.statusCode).toBe(201);
    const sessionId = res.json().id;
    const book = (places: number, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/holds',
        headers: { 'x-guest-token': token },
        payload: { resourceId: court, start: at('18:00'), end: at('20:00'), type: 'come_together', places },
      });
    expect((await book(2, 'ct-player-000000001')).json()).toMatchObject({ priceCents: 1800, places: 2, sessionId });
    expect(await slotAt(court, at('18:00'))).toMatchObject({ state: 'come_together', placesLeft: 2, price: 900 });
    expect((await book(1, 'ct-player-000000002')).statusCode).toBe(201);
    expect(await slotAt(court, at('18:00'))).toMatchObject({ availability: 'caution', placesLeft: 1 });
    const tooMany = await book(2, 'ct-player-000000003');
    expect([tooMany.statusCode, tooMany.json().code, tooMany.json().details]).toEqual([
      409,
      'SESSION_FULL',
      { placesLeft: 1 },
    ]);
    expect((await book(1, 'ct-player-000000003')).statusCode).toBe(201);
    expect(await slotAt(court, at('18:00'))).toMatchObject({ availability: 'full', placesLeft: 0, bookable: false });
    // A normal booking cannot take the court under the session.
    const normal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: court, start: at('18:00'), end: at('19:00') },
    });
    expect(normal.json().code).toBe('BOOKING_TYPE_NOT_ALLOWED');
    const shrink = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/dynamic-slots/${sessionId}`,
      headers: manager.headers,
      payload: { capacity: 3 },
    });
    expect(shrink.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dynamic-slots?kind=come_together&resourceId=${court}`,
    });
    expect(list.json().rows[0]).toMatchObject({ id: sessionId, placesTaken: 4, placesLeft: 0, availability: 'full' });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dynamic-slots/${sessionId}`,
      headers: manager.headers,
      payload: { reason: 'storm' },
    });
    expect(cancel.json()).toMatchObject({ cancelledBookings: 3, slot: { status: 'cancelled' } });
  });

  it('validates shape, opening hours and permissions', async () => {
    const court = venue.court(4).id;
    expect(
      (await create({ resourceId: court, kind: 'come_together', start: at('18:00'), end: at('20:00') })).statusCode,
    ).toBe(400);
    expect((await create({ resourceId: court, kind: 'block', start: at('06:00'), end: at('08:00') })).json().code).toBe(
      'OUTSIDE_OPENING_HOURS',
    );
    expect((await create({ resourceId: court, kind: 'block', start: at('12:00'), end: at('11:00') })).statusCode).toBe(
      400,
    );
    expect(
      (await create({ resourceId: court, kind: 'block', start: at('12:00'), end: at('13:00') }, staff.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/dynamic-slots',
          payload: { resourceId: court, kind: 'block', start: at('12:00'), end: at('13:00') },
        })
      ).statusCode,
    ).toBe(401);
  });
});
