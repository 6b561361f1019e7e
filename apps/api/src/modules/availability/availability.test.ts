import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '@courtside/core/slots/time';
import { availabilityAnswerSchema } from '@courtside/core/booking-schemas';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
const day = quietDay(2);
const at = (time: string) => zonedInstant(day, time, tz).toISOString();
const guest = (n: number) => ({ 'x-guest-token': `availability-guest-${String(n).padStart(4, '0')}` });

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

async function grid(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${day}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<AvailabilityAnswer>();
}

describe('GET /api/v1/availability', () => {
  it('answers every active court with priced slots', async () => {
    const body = await grid();
    expect(body.timezone).toBe('Europe/Berlin');
    expect(body.count).toBe(11);
    const court = body.rows.find((r) => r.resourceId === venue.court(1).id)!;
    expect(court.slots.length).toBeGreaterThan(5);
    for (const s of court.slots) expect(Number.isInteger(s.price)).toBe(true);
    // The route skips the runtime response check for speed; the contract is checked here.
    expect(availabilityAnswerSchema.safeParse(body).success).toBe(true);
    // The demo venue's seeded week: tomorrow has booked, abo and come-together slots.
    const busy = (
      await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${addDays(quietDay(0), -9)}` })
    ).json<AvailabilityAnswer>();
    expect(availabilityAnswerSchema.safeParse(busy).success).toBe(true);
    const states = new Set(busy.rows.flatMap((r) => r.slots.map((x) => x.state)));
    expect([...states].sort()).toEqual(['abo', 'available', 'booked', 'come_together']);
  });

  it('filters by space type and category', async () => {
    expect((await grid('&spaceType=indoor')).rows.map((r) => r.name)).toEqual(['Halle 1', 'Halle 2', 'Halle 3']);
    expect((await grid('&category=beach_tennis')).rows.map((r) => r.name)).toEqual(['Beach Tennis']);
    expect((await grid(`&locationId=${venue.locationId}`)).count).toBe(11);
  });

  it('shows a hold as booked and its release as available again', async () => {
    const court = venue.court(2).id;
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest(1),
      payload: { resourceId: court, start: at('12:00'), end: at('13:00') },
    });
    expect(hold.statusCode).toBe(201);
    const slot = async () =>
      (await grid()).rows.find((r) => r.resourceId === court)!.slots.find((s) => s.start === at('12:00'))!;
    expect(await slot()).toMatchObject({ state: 'booked', bookable: false });
    const release = await t.app.inject({ method: 'DELETE', url: `/api/v1/holds/${hold.json().id}`, headers: guest(1) });
    expect(release.statusCode).toBe(200);
    expect(await slot()).toMatchObject({ state: 'available', bookable: true });
  });

  it('rejects a bad date with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/availability?date=2026-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/v1/holds', () => {
  it('answers 409 SLOT_TAKEN to a second guest and 422 with codes for rule breaks', async () => {
    const court = venue.court(6).id;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest(2),
      payload: { resourceId: court, start: at('14:00'), end: at('15:00') },
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest(3),
      payload: { resourceId: court, start: at('14:00'), end: at('15:00') },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'SLOT_TAKEN', status: 409 });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest(3),
      payload: { resourceId: court, start: at('06:00'), end: at('07:00') },
    });
    expect(closed.json().code).toBe('OUTSIDE_OPENING_HOURS');
    const far = zonedInstant(addDays(day, 30), '12:00', tz).toISOString();
    const tooEarly = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest(3),
      payload: { resourceId: court, start: far, end: zonedInstant(addDays(day, 30), '13:00', tz).toISOString() },
    });
    expect(tooEarly.json().code).toBe('TOO_EARLY');
  });

  it('needs a sign-in or a guest token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      payload: { resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/v1/resources/filterresources', () => {
  it('lists the courts free in a window with their price', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/filterresources',
      payload: { date: day, start: '16:00', end: '17:00' },
    });
    expect(before.statusCode).toBe(200);
    const count = before.json().count;
    expect(count).toBeGreaterThan(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest(4),
      payload: { resourceId: venue.court(1).id, start: at('16:00'), end: at('17:00') },
    });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/filterresources',
      payload: { date: day, start: '16:00', end: '17:00' },
    });
    expect(after.json().count).toBe(count - 1);
    expect(after.json().rows.every((r: { priceCents: number }) => r.priceCents > 0)).toBe(true);
  });
});

describe('GET /api/v1/slots-info/all', () => {
  it('describes how every court is scheduled', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/slots-info/all?tenantId=beachside-koeln&date=${day}`,
    });
    expect(res.statusCode).toBe(200);
    const hall = res.json().rows.find((r: { name: string }) => r.name === 'Halle 1');
    expect(hall).toMatchObject({ slotMinutes: 60, leadDays: 14 });
    expect(hall.season).not.toBeNull();
  });
});
