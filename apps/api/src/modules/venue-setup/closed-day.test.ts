// Closed days (docs/product.md#closed-days): CRUD, validation, tenant isolation, and their effect
// on the grid, holds and abo plans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import type { ClosedDayDto } from '@courtside/core/closed-day-schemas';
import { addDays, zonedInstant } from '@courtside/core/slots/time';
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
let otherAdmin: LoggedIn;
const tz = 'Europe/Berlin';

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  [manager, staff, otherAdmin] = await Promise.all([
    loginAs(t.app, 'manager@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, 'admin@sandplatz.example'),
  ]);
});
afterAll(async () => t?.close());

async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who?: LoggedIn) {
  const res = await t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<T & { code?: string; message?: string }>() };
}

async function grid(date: string) {
  const res = await call<AvailabilityAnswer>('GET', `/api/v1/availability?date=${date}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('closed days', () => {
  const day = quietDay(2);
  let created: ClosedDayDto;

  it('is offered with zero closed days: the day has bookable slots and no reason', async () => {
    const list = await call<{ rows: ClosedDayDto[] }>('GET', '/api/v1/closed-days', undefined, manager);
    expect(list.status).toBe(200);
    const answer = await grid(day);
    expect(answer.rows.every((r) => r.closed === undefined)).toBe(true);
    expect(answer.rows.some((r) => r.slots.some((s) => s.bookable))).toBe(true);
  });

  it('a manager closes a day with a label; the grid shows no slots and the reason', async () => {
    // Read first, so a cached answer would be served again if the cache were not cleared.
    await grid(day);
    const res = await call<ClosedDayDto>(
      'POST',
      '/api/v1/closed-days',
      { startsOn: day, label: { de: 'Heiligabend', en: 'Christmas Eve' } },
      manager,
    );
    expect(res.status).toBe(201);
    created = res.body;
    expect(created).toMatchObject({ startsOn: day, endsOn: day, locationId: null });
    expect(created.label).toEqual({ de: 'Heiligabend', en: 'Christmas Eve' });
    const list = await call<{ rows: ClosedDayDto[] }>('GET', '/api/v1/closed-days', undefined, manager);
    expect(list.body.rows.map((r) => r.id)).toContain(created.id);

    const answer = await grid(day);
    expect(answer.rows.length).toBeGreaterThan(0);
    for (const row of answer.rows) {
      expect(row.slots).toEqual([]);
      expect(row.closed).toEqual({ id: created.id, label: { de: 'Heiligabend', en: 'Christmas Eve' } });
    }
    // The days around it are open.
    const next = await grid(addDays(day, 1));
    expect(next.rows.every((r) => r.closed === undefined)).toBe(true);
    expect(next.rows.some((r) => r.slots.length > 0)).toBe(true);
  });

  it('the staff calendar shows no free slots on the closed day', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/availability?date=${day}&locationId=${venue.locationId}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AvailabilityAnswer).rows.every((r) => r.slots.length === 0 && r.closed)).toBe(true);
  });

  it('refuses a hold on the closed day with CLOSED_DAY (422), for customers and staff', async () => {
    const payload = {
      resourceId: venue.court(1).id,
      start: zonedInstant(day, '18:00', tz).toISOString(),
      end: zonedInstant(day, '19:00', tz).toISOString(),
    };
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: { 'x-guest-token': 'guest-closed-day-0001' },
      payload,
    });
    expect(guest.statusCode).toBe(422);
    expect(guest.json()).toMatchObject({ code: 'CLOSED_DAY' });
    expect(guest.json().message).toContain('Heiligabend');
    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: staff.headers,
      payload: { ...payload, asStaff: true },
    });
    expect(asStaff.statusCode).toBe(422);
    expect(asStaff.json().code).toBe('CLOSED_DAY');
  });

  it('an abo skips the closed day, says so in the check, and charges only the dates it books', async () => {
    const court = venue.court(3).id;
    const first = addDays(day, -7);
    const slot = {
      resourceId: court,
      start: zonedInstant(first, '19:00', tz).toISOString(),
      end: zonedInstant(first, '20:00', tz).toISOString(),
      subEndDate: addDays(day, 14),
    };
    const check = await t.app.inject({ method: 'POST', url: '/api/v1/subscrptions', payload: [slot] });
    expect(check.statusCode).toBe(200);
    const rows = check.json().rows as { date: string; state: string; reason?: string; priceCents: number }[];
    expect(rows.map((r) => r.date)).toEqual([first, day, addDays(day, 7), addDays(day, 14)]);
    expect(rows[1]).toMatchObject({
      state: 'closed',
      reason: 'CLOSED_DAY',
      priceCents: 0,
      closedLabel: { de: 'Heiligabend', en: 'Christmas Eve' },
    });
    // The demo may have booked other weeks; the closed day is the only date skipped for being closed.
    const free = rows.filter((r) => r.state === 'free');
    expect(free.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.state === 'closed').map((r) => r.date)).toEqual([day]);

    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscrptions/add',
      headers: { 'x-guest-token': 'guest-closed-abo-00001' },
      payload: [slot],
    });
    expect(add.statusCode).toBe(200);
    const sub = add.json().rows[0];
    expect(sub.bookingIds).toHaveLength(free.length);
    expect(sub.skippedDates).toContainEqual({ date: day, reason: 'CLOSED_DAY' });
    const freeTotal = free.reduce((s, r) => s + r.priceCents, 0);
    expect(freeTotal).toBeGreaterThan(0);
    expect(sub.priceCents).toBe(freeTotal);
    const { rows: booked } = await t.database.query(
      `select count(*)::int as n from bookings where subscription_id = $1 and (starts_at at time zone 'Europe/Berlin')::date = $2::date`,
      [sub.id, day],
    );
    expect(booked[0]).toEqual({ n: 0 });
  });

  it('another organization cannot see or delete it; staff without settings.manage cannot manage', async () => {
    const list = await call<{ rows: ClosedDayDto[] }>('GET', '/api/v1/closed-days', undefined, otherAdmin);
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r) => r.id)).not.toContain(created.id);
    const del = await call('DELETE', `/api/v1/closed-days/${created.id}`, undefined, otherAdmin);
    expect(del.status).toBe(404);
    // The other organization's closed day does not close this venue.
    const theirs = await call<ClosedDayDto>(
      'POST',
      '/api/v1/closed-days',
      { startsOn: addDays(day, 1), label: { de: 'Betriebsausflug' } },
      otherAdmin,
    );
    expect(theirs.status).toBe(201);
    const next = await grid(addDays(day, 1));
    expect(next.rows.every((r) => r.closed === undefined && r.slots.length > 0)).toBe(true);
    // Nor can it name this organization's location.
    const foreignLocation = await call(
      'POST',
      '/api/v1/closed-days',
      { startsOn: day, locationId: venue.locationId },
      otherAdmin,
    );
    expect(foreignLocation.status).toBe(400);

    expect((await call('GET', '/api/v1/closed-days', undefined, staff)).status).toBe(403);
    expect((await call('POST', '/api/v1/closed-days', { startsOn: day }, staff)).status).toBe(403);
    expect((await call('GET', '/api/v1/closed-days')).status).toBe(401);
  });

  it('answers 400 with a message for a bad date, a reversed range and a range over 366 days', async () => {
    const bad = await call('POST', '/api/v1/closed-days', { startsOn: '2026-02-30' }, manager);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/YYYY-MM-DD/);
    const reversed = await call(
      'POST',
      '/api/v1/closed-days',
      { startsOn: '2026-12-31', endsOn: '2026-12-24' },
      manager,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/must not be before/);
    const long = await call('POST', '/api/v1/closed-days', { startsOn: '2026-01-01', endsOn: '2027-01-02' }, manager);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/366 days/);
    const year = await call<ClosedDayDto>(
      'POST',
      '/api/v1/closed-days',
      { startsOn: '2030-01-01', endsOn: '2031-01-01' },
      manager,
    );
    expect(year.status).toBe(201);
    expect((await call('DELETE', `/api/v1/closed-days/${year.body.id}`, undefined, manager)).status).toBe(200);
    const unknownLocation = await call(
      'POST',
      '/api/v1/closed-days',
      { startsOn: day, locationId: '00000000-0000-4000-8000-000000000000' },
      manager,
    );
    expect(unknownLocation.status).toBe(400);
  });

  it('a range closes every date in it, for one location', async () => {
    const from = quietDay(20);
    const res = await call<ClosedDayDto>(
      'POST',
      '/api/v1/closed-days',
      { startsOn: from, endsOn: addDays(from, 2), locationId: venue.locationId, label: { en: 'Renovation' } },
      manager,
    );
    expect(res.status).toBe(201);
    for (const d of [from, addDays(from, 1), addDays(from, 2)]) {
      const answer = await grid(d);
      expect(answer.rows.every((r) => r.slots.length === 0 && r.closed?.label.en === 'Renovation')).toBe(true);
    }
    expect((await grid(addDays(from, 3))).rows.every((r) => r.closed === undefined)).toBe(true);
  });

  it('deleting the closed day opens it again', async () => {
    const del = await call('DELETE', `/api/v1/closed-days/${created.id}`, undefined, manager);
    expect(del.status).toBe(200);
    const answer = await grid(day);
    expect(answer.rows.every((r) => r.closed === undefined)).toBe(true);
    expect(answer.rows.some((r) => r.slots.length > 0)).toBe(true);
    expect((await call('DELETE', `/api/v1/closed-days/${created.id}`, undefined, manager)).status).toBe(404);
  });
});
