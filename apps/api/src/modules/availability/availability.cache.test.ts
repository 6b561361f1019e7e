// The availability micro-cache (availability.cache.ts): reused while nothing changed, never stale
// for the client that wrote, cleared by slot notifications from any process, bounded by its TTL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { SLOT_CHANNEL } from '../booking/slot-notify';

const tz = 'Europe/Berlin';
const day = quietDay(3);
const at = (time: string) => zonedInstant(day, time, tz);
const guest = { 'x-guest-token': 'availability-cache-guest-0001' };

let t: TestContext;
let venue: DemoVenue;

beforeAll(async () => {
  // Long enough that only the invalidation paths, not the clock, can refresh an entry here.
  t = await buildTestApp({ env: { AVAILABILITY_CACHE_MS: '10000' } });
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

async function slotState(resourceId: string, time: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${day}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  const slot = res
    .json<AvailabilityAnswer>()
    .rows.find((r) => r.resourceId === resourceId)!
    .slots.find((s) => s.start === at(time).toISOString());
  return slot!.state;
}

/** A booking written behind the API's back (as another tool or process would). */
async function insertBehindTheApi(resourceId: string, time: string): Promise<void> {
  const start = at(time);
  const end = new Date(start.getTime() + 3_600_000);
  await t.database.query(
    `insert into bookings (organization_id, resource_id, type, status, starts_at, ends_at, price_cents)
     select organization_id, id, 'normal', 'upcoming', $2::timestamptz, $3::timestamptz, 2000 from resources where id = $1`,
    [resourceId, start.toISOString(), end.toISOString()],
  );
}

describe('availability cache', () => {
  it('serves a repeated question from the cache until something changes', async () => {
    const court = venue.court(4).id;
    expect(await slotState(court, '10:00')).toBe('available');
    await insertBehindTheApi(court, '10:00');
    // Nothing announced the change: the cached answer is reused (within its TTL).
    expect(await slotState(court, '10:00')).toBe('available');
    // A slot notification — from this process or any other — clears it.
    await t.database.query(`select pg_notify($1, $2)`, [
      SLOT_CHANNEL,
      JSON.stringify({ organizationId: venue.organizationId, resourceId: court, start: at('10:00'), end: at('11:00') }),
    ]);
    await expect.poll(() => slotState(court, '10:00'), { timeout: 5_000 }).toBe('booked');
  });

  it('never answers stale to the client that just wrote', async () => {
    const court = venue.court(5).id;
    expect(await slotState(court, '14:00')).toBe('available');
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: court, start: at('14:00').toISOString(), end: at('15:00').toISOString() },
    });
    expect(hold.statusCode).toBe(201);
    expect(await slotState(court, '14:00')).toBe('booked');
    const release = await t.app.inject({ method: 'DELETE', url: `/api/v1/holds/${hold.json().id}`, headers: guest });
    expect(release.statusCode).toBe(200);
    expect(await slotState(court, '14:00')).toBe('available');
  });

  it('keeps entries per question: filters and dates do not share an answer', async () => {
    const all = (
      await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${day}` })
    ).json<AvailabilityAnswer>();
    const indoor = (
      await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${day}&spaceType=indoor` })
    ).json<AvailabilityAnswer>();
    expect(indoor.count).toBeLessThan(all.count);
    expect(indoor.rows.every((r) => r.spaceType === 'indoor')).toBe(true);
  });

  it('is off with AVAILABILITY_CACHE_MS=0', async () => {
    const off = await buildTestApp({ env: { AVAILABILITY_CACHE_MS: '0' } });
    try {
      expect(off.app.availabilityCache.enabled).toBe(false);
      const court = (await demoVenue(off)).court(6).id;
      const state = async () =>
        (await off.app.inject({ method: 'GET', url: `/api/v1/availability?date=${day}` }))
          .json<AvailabilityAnswer>()
          .rows.find((r) => r.resourceId === court)!
          .slots.find((s) => s.start === at('16:00').toISOString())!.state;
      expect(await state()).toBe('available');
      const start = at('16:00');
      await off.database.query(
        `insert into bookings (organization_id, resource_id, type, status, starts_at, ends_at, price_cents)
         select organization_id, id, 'normal', 'upcoming', $2::timestamptz, $3::timestamptz, 2000 from resources where id = $1`,
        [court, start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString()],
      );
      expect(await state()).toBe('booked');
    } finally {
      await off.close();
    }
  });
});
