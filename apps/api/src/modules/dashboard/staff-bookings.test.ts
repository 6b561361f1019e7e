import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { staffBookingsRepository } from './staff-bookings.repository';

let t: TestContext;
let venue: DemoVenue;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

describe('staff bookings list count', () => {
  it('counts exactly below the cap and stops at the cap (bench: the count was most of a page)', async () => {
    const page = { sort: 'start' as const, order: 'desc' as const, limit: 5, offset: 0 };
    const exact = await staffBookingsRepository.list(t.app.db, { organizationId: venue.organizationId }, page);
    expect(exact.isCountCapped).toBe(false);
    expect(exact.count).toBeGreaterThan(5);
    const capped = await staffBookingsRepository.list(t.app.db, { organizationId: venue.organizationId }, { ...page, countCap: 3 });
    expect(capped).toMatchObject({ count: 3, isCountCapped: true });
    expect(capped.rows).toHaveLength(5);
    const atCap = await staffBookingsRepository.list(t.app.db, { organizationId: venue.organizationId }, { ...page, countCap: exact.count });
    expect(atCap).toMatchObject({ count: exact.count, isCountCapped: false });
  });

  it('the endpoint answers the exact count of the demo venue without the flag', async () => {
    const staff = await loginAs(t.app, 'staff@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/bookings?pageSize=10', headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isCountCapped).toBeUndefined();
    expect(res.json().rows).toHaveLength(10);
  });
});
