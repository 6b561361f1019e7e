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
    // Not checked in: a filter the counters cannot answer, so the capped count runs.
    const filter = { organizationId: venue.organizationId, checkedIn: false };
    const page = { sort: 'start' as const, order: 'desc' as const, limit: 5, offset: 0 };
    const exact = await staffBookingsRepository.list(t.app.db, filter, page);
    expect(exact.isCountCapped).toBe(false);
    expect(exact.count).toBeGreaterThan(5);
    const capped = await staffBookingsRepository.list(t.app.db, filter, { ...page, countCap: 3 });
    expect(capped).toMatchObject({ count: 3, isCountCapped: true });
    expect(capped.rows).toHaveLength(5);
    const atCap = await staffBookingsRepository.list(t.app.db, filter, { ...page, countCap: exact.count });
    expect(atCap).toMatchObject({ count: exact.count, isCountCapped: false });
  });

  it('filtered by court, type and status only, the count is exact from the counters, past any cap', async () => {
    const page = { sort: 'start' as const, order: 'desc' as const, limit: 5, offset: 0, countCap: 3 };
    const direct = async (where: string) =>
      Number(
        (
          await t.database.query(
            `select count(*)::int as n from bookings where organization_id = $1 and dynamic_slot_id is null and ${where}`,
            [venue.organizationId],
          )
        ).rows[0]!.n,
      );
    const madeByPeople = `(status in ('upcoming', 'completed') or (status = 'cancelled' and coalesce(cancel_reason, '') not in ('hold_expired', 'released')))`;
    const all = await staffBookingsRepository.list(t.app.db, { organizationId: venue.organizationId }, page);
    expect(all).toMatchObject({ count: await direct(madeByPeople), isCountCapped: false });
    expect(all.count).toBeGreaterThan(3);
    const court = venue.court(2).id;
    const abo = await staffBookingsRepository.list(
      t.app.db,
      { organizationId: venue.organizationId, resourceId: court, type: ['abo', 'normal'], status: ['upcoming'] },
      page,
    );
    expect(abo.count).toBe(await direct(`resource_id = '${court}' and status = 'upcoming'`));
    const holds = await staffBookingsRepository.list(
      t.app.db,
      { organizationId: venue.organizationId, includeHolds: true },
      page,
    );
    expect(holds.count).toBe(await direct('true'));
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
      // Six days around now (the demo customers play in them): a few hundred bookings, paged by five.
      const window = { from: new Date(Date.now() - 4 * 86_400_000), to: new Date(Date.now() + 2 * 86_400_000) };
      const whole = await all(sort, order, window);
      expect(whole.length).toBeGreaterThan(12);
      const pages: StaffBookingRecord[] = [];
      for (let offset = 0; offset < whole.length; offset += 5) {
        pages.push(
          ...(
            await staffBookingsRepository.list(
              t.app.db,
              { organizationId: venue.organizationId, ...window },
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

describe('holds are not bookings', () => {
  it('the list and its export leave out holds and expired or given-back holds unless asked for', async () => {
    const picked = (await t.database.query(
      `select id from bookings where organization_id = '${venue.organizationId}' and dynamic_slot_id is null
       and status = 'upcoming' order by starts_at limit 4`,
    )) as { rows: { id: string }[] };
    const [held, expired, released, cancelled] = picked.rows.map((r) => r.id);
    await t.database.query(
      `update bookings set status = 'reserved', expires_at = now() + interval '5 minutes' where id = '${held}'`,
    );
    for (const [id, reason] of [
      [expired, 'hold_expired'],
      [released, 'released'],
      [cancelled, 'customer'],
    ])
      await t.database.query(
        `update bookings set status = 'cancelled', cancelled_at = now(), cancel_reason = '${reason}' where id = '${id}'`,
      );
    const staff = await loginAs(t.app, 'staff@example.com');
    const ids = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/bookings?pageSize=200&${query}`,
        headers: staff.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { rows: { id: string }[]; count: number }).rows.map((r) => r.id);
    };
    const shown = async (id: string | undefined, query = '') => (await ids(`search=${id}&${query}`)).includes(id!);
    expect(await shown(held)).toBe(false);
    expect(await shown(expired)).toBe(false);
    expect(await shown(released)).toBe(false);
    expect(await shown(cancelled)).toBe(true);
    expect(await shown(cancelled, 'status=cancelled')).toBe(true);
    expect(await shown(expired, 'status=cancelled')).toBe(false);
    for (const id of [held, expired, released, cancelled]) expect(await shown(id, 'includeHolds=true')).toBe(true);
    expect(await shown(held, 'status=reserved')).toBe(true);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/export/bookings?format=csv&status=cancelled',
      headers: staff.headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(cancelled!.slice(0, 8));
    expect(csv.body).not.toContain(expired!.slice(0, 8));
  });

  it("the sort 'today' lists upcoming bookings soonest first, then the past latest first", async () => {
    // Two bookings moved far into the past (the demo's are all upcoming).
    await t.database.query(
      `update bookings set starts_at = starts_at - interval '400 days', ends_at = ends_at - interval '400 days'
       where id in (select id from bookings where resource_id = '${venue.court(1).id}'
       and dynamic_slot_id is null and status = 'upcoming' order by starts_at desc limit 2)`,
    );
    const staff = await loginAs(t.app, 'staff@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/bookings?pageSize=200&sort=today&resourceId=${venue.court(1).id}`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const starts = (res.json() as { rows: { start: string }[] }).rows.map((r) => Date.parse(r.start));
    // Ascending up to the furthest upcoming booking, then descending from the latest past one.
    const turn = starts.findIndex((s, i) => i > 0 && s < starts[i - 1]!);
    expect(turn).toBeGreaterThan(0);
    const upcoming = starts.slice(0, turn);
    const past = starts.slice(turn);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(past[0]!).toBeLessThan(upcoming[0]!);
    expect(past).toEqual([...past].sort((a, b) => b - a));
    expect(upcoming[0]!).toBeGreaterThan(Date.now() - 24 * 3_600_000);
  });
});
