// Keyset paging of GET /api/v1/dashboard/bookings (`after` = the previous answer's nextCursor):
// following the cursors walks the same rows as the offset pages, for every sort a cursor can
// continue, in both directions and with filters; bad or foreign cursors answer 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBookingListSchema } from '@courtside/core/dashboard-schemas';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let t: TestContext;
let venue: DemoVenue;
let staff: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
  // Equal keys, so the tie-breakers (start, id) decide: several bookings share a price and a
  // creation instant (created_at has microseconds, which a cursor must not lose).
  await t.database.query(
    `update bookings set created_at = '2026-01-01 10:00:00.123456+00' where id in (
       select id from bookings where organization_id = $1 and dynamic_slot_id is null order by starts_at limit 7)`,
    [venue.organizationId],
  );
});
afterAll(async () => t?.close());

async function get(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/bookings?${query}`, headers: staff.headers });
  return res;
}

async function list(query: string) {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return staffBookingListSchema.parse(res.json());
}

describe('staff bookings keyset paging', () => {
  it.each([
    ['start', 'desc', '', -1],
    ['start', 'asc', '&status=upcoming,completed', -1],
    ['createdAt', 'desc', '', -1],
    ['priceCents', 'asc', '', -1],
    ['status', 'desc', '&includeHolds=true', -1],
    ['type', 'asc', `&resourceId=${'COURT'}`, -8],
  ])('following nextCursor by %s %s%s walks the offset pages’ rows', async (sort, order, extra, fromShift) => {
    const filter = extra.replace('COURT', venue.court(1).id);
    // Yesterday, or a week of one court (the demo customers play every day): fewer than 200 bookings.
    const day = (shift: number) => new Date(Date.now() + shift * 86_400_000).toISOString().slice(0, 10);
    const base = `sort=${sort}&order=${order}&from=${day(fromShift)}&to=${day(-1)}${filter}`;
    const whole = await list(`${base}&pageSize=200`);
    expect(whole.rows.length).toBeGreaterThan(12);
    expect(whole.rows.length).toBeLessThan(200);
    const walked: string[] = [];
    let page = await list(`${base}&pageSize=7`);
    for (let n = 0; n < 80; n++) {
      walked.push(...page.rows.map((r) => r.id));
      expect(page.count).toBe(whole.count);
      if (!page.nextCursor) break;
      page = await list(`${base}&pageSize=7&page=7&after=${page.nextCursor}`);
    }
    expect(walked).toEqual(whole.rows.map((r) => r.id));
  });

  it('a full page offers a cursor, a short last page none; page still works without after', async () => {
    const first = await list('pageSize=3');
    expect(first.rows).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list('pageSize=3&page=2');
    const afterFirst = await list(`pageSize=3&after=${first.nextCursor}`);
    expect(afterFirst.rows).toEqual(second.rows);
    expect((await list('pageSize=3&sort=customerName')).nextCursor).toBeUndefined();
  });

  it('answers 400 for a cursor that is not one, of another sort, of a sort without keyset, or of a foreign booking', async () => {
    const { nextCursor } = await list('pageSize=2&sort=priceCents&order=asc');
    const cases = [
      'after=not-a-cursor',
      `after=${Buffer.from('["start","desc","x"]').toString('base64url')}`,
      `after=${nextCursor}`, // made for priceCents asc, asked with start desc
      `sort=priceCents&order=desc&after=${nextCursor}`,
      `sort=customerName&order=asc&after=${nextCursor}`,
      `after=${Buffer.from(JSON.stringify(['start', 'desc', crypto.randomUUID()])).toString('base64url')}`,
    ];
    for (const query of cases) {
      const res = await get(`pageSize=2&${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { reason: 'bad_cursor' } });
    }
  });
});
