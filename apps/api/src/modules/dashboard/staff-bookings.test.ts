import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBookingListSchema } from '@courtside/core/dashboard-schemas';
import { loginAs } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { staffBookingsRepository } from './staff-bookings.repository';
import type { StaffBookingFilter, StaffBookingRecord, StaffBookingSort } from './staff-bookings.repository';

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
    const capped = await staffBookingsRepository.list(
      t.app.db,
      { organizationId: venue.organizationId },
      { ...page, countCap: 3 },
    );
    expect(capped).toMatchObject({ count: 3, isCountCapped: true });
    expect(capped.rows).toHaveLength(5);
    const atCap = await staffBookingsRepository.list(
      t.app.db,
      { organizationId: venue.organizationId },
      { ...page, countCap: exact.count },
    );
    expect(atCap).toMatchObject({ count: exact.count, isCountCapped: false });
  });

  it('the endpoint answers the exact count of the demo venue without the flag', async () => {
    const staff = await loginAs(t.app, 'staff@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/bookings?pageSize=10',
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isCountCapped).toBeUndefined();
    expect(res.json().rows).toHaveLength(10);
  });
});

describe('staff bookings pages', () => {
  const all = async (sort: StaffBookingSort, order: 'asc' | 'desc', filter: Partial<StaffBookingFilter> = {}) =>
    (
      await staffBookingsRepository.list(
        t.app.db,
        { organizationId: venue.organizationId, ...filter },
        { sort, order, limit: 1000, offset: 0 },
      )
    ).rows;

  it.each([
    ['start', 'desc'],
    ['start', 'asc'],
    ['priceCents', 'asc'],
    ['createdAt', 'desc'],
    ['customerName', 'asc'],
    ['resourceName', 'desc'],
  ] as const)(
    'pages by %s %s are consecutive slices of the whole ordered list, with their joined columns',
    async (sort, order) => {
      const whole = await all(sort, order);
      expect(whole.length).toBeGreaterThan(12);
      const pages: StaffBookingRecord[] = [];
      for (let offset = 0; offset < whole.length; offset += 5) {
        pages.push(
          ...(
            await staffBookingsRepository.list(
              t.app.db,
              { organizationId: venue.organizationId },
              { sort, order, limit: 5, offset },
            )
          ).rows,
        );
      }
      expect(pages).toEqual(whole);
      expect(pages.some((r) => r.userName !== null)).toBe(true);
      expect(pages.every((r) => r.resourceName.length > 0)).toBe(true);
    },
  );

  it('a page past the end is empty and still counts', async () => {
    const past = await staffBookingsRepository.list(
      t.app.db,
      { organizationId: venue.organizationId },
      { sort: 'start', order: 'desc', limit: 25, offset: 100_000 },
    );
    expect(past.rows).toEqual([]);
    expect(past.count).toBeGreaterThan(0);
  });

  it('the endpoint answers the list schema (not checked per request) and pages by status', async () => {
    const staff = await loginAs(t.app, 'staff@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/bookings?page=2&pageSize=3&status=upcoming,completed',
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = staffBookingListSchema.parse(res.json());
    expect(body.rows).toHaveLength(3);
    expect(body.rows.every((r) => r.status === 'upcoming' || r.status === 'completed')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/bookings?page=0', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });
});
