// Waitlist demand (docs/product/waitlist-courses.md#demand): entries for court windows counted per
// court or category and local weekday × hour (a window counts in each of its hours), the served ones
// apart; report.read only. PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
// Beyond the booking window: nothing can be offered, so the entries stay as joined.
const day = quietDay(30);

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

async function join(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/waitlist',
    headers: { cookie: `courtside_cart=${randomBytes(32).toString('base64url')}` },
    payload: {
      kind: 'slot',
      durationMinutes: 60,
      email: `d${randomBytes(3).toString('hex')}@demand.example`,
      ...payload,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

describe('waitlist demand', () => {
  it('counts queued and served people per court or category and hour of the week', async () => {
    const w = (from: string, to: string) => ({
      windowStart: zonedInstant(day, from, tz).toISOString(),
      windowEnd: zonedInstant(day, to, tz).toISOString(),
    });
    await join({ ...w('18:00', '20:00'), category: 'beach_volleyball' });
    const served = await join({ ...w('18:00', '19:00'), category: 'beach_volleyball' });
    await join({ ...w('19:00', '20:00'), resourceId: venue.court(2).id });
    await t.database.query(`update waitlist_entries set status = 'booked', offers_made = 1 where id = $1`, [served.id]);

    const manager = await loginAs(t.app, 'manager@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/waitlist-demand?from=${day}&to=${day}`,
      headers: manager.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ queued: 3, offered: 1, served: 1 });
    const weekday = isoWeekday(day);
    const beach = body.rows.filter(
      (r: { category: string | null; resourceId: string | null }) => r.category === 'beach_volleyball' && !r.resourceId,
    );
    expect(beach).toEqual([
      { resourceId: null, resourceName: null, category: 'beach_volleyball', weekday, hour: 18, queued: 2, served: 1 },
      { resourceId: null, resourceName: null, category: 'beach_volleyball', weekday, hour: 19, queued: 1, served: 0 },
    ]);
    const court = body.rows.find((r: { resourceId: string | null }) => r.resourceId === venue.court(2).id);
    expect(court).toMatchObject({ hour: 19, queued: 1, served: 0, resourceName: expect.any(String) });

    // The demo's last four weeks have busy evenings with queues, some served (the default period).
    const recent = (
      await t.app.inject({ method: 'GET', url: '/api/v1/analytics/waitlist-demand', headers: manager.headers })
    ).json();
    expect(recent.totals.queued).toBeGreaterThan(10);
    expect(recent.totals.served).toBeGreaterThan(0);
    expect(recent.rows.some((r: { weekday: number }) => r.weekday === 6)).toBe(true);

    // Another period is empty; customers see nothing.
    const empty = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/waitlist-demand?from=2026-01-01&to=2026-01-31`,
      headers: manager.headers,
    });
    expect(empty.json()).toMatchObject({ rows: [], totals: { queued: 0 } });
    const customer = await loginAs(t.app, 'customer@example.com');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/analytics/waitlist-demand',
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
