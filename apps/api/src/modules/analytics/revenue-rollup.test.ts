// The revenue roll-up (revenue_days and revenue_weeks, drizzle/0039_list_counts_revenue.sql) against the direct
// computation the report ran before it (kept bookings summed per start instant, then per local week
// of the venue's zone): bookings kept, cancelled, paid after a hold, repriced, moved, deleted,
// inserted in bulk, on both DST nights and at a week's edge, with and without a location, and after
// a change of the venue's zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevenueAnswer } from '@courtside/core/analytics-schemas';
import { addDays, zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import { getReport, inZone, lastSunday, reportYear, summer, utc } from '../../../test/report-days';
import type { TestContext } from '../../../test/helper';

let t: TestContext;
let manager: LoggedIn;
let venue: DemoVenue;
const year = reportYear;

const springSunday = lastSunday(3);
const autumnSunday = lastSunday(10);
/** Monday of the ISO week of a date. */
const monday = (date: string) => addDays(date, 1 - (new Date(`${date}T00:00:00Z`).getUTCDay() || 7));

async function insert(b: {
  court: number;
  start: string;
  minutes?: number;
  status: string;
  type?: string;
  price?: number;
  sessionId?: string;
  dynamicSlotId?: string;
}): Promise<string> {
  const { rows } = await t.database.query(
    `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents, session_id, dynamic_slot_id, places)
     values ($1, $2, $3, $3::timestamptz + make_interval(mins => $4), $5, $6, $7, $8, $9, case when $9::uuid is null then 1 else 0 end) returning id`,
    [
      venue.organizationId,
      venue.court(b.court).id,
      b.start,
      b.minutes ?? 60,
      b.type ?? 'normal',
      b.status,
      b.price ?? 2400,
      b.sessionId ?? null,
      b.dynamicSlotId ?? null,
    ],
  );
  return String(rows[0]!.id);
}

/** The report's SQL before the roll-up, run on the bookings. */
async function direct(from: string, to: string, zone: string, locationId?: string) {
  const { rows } = await t.database.query(
    `with g as (
       select b.starts_at, b.type, sum(b.price_cents) as cents, count(*) as n from bookings b
       where b.organization_id = $1
         and ($5::uuid is null or b.resource_id in (select id from resources where location_id = $5::uuid))
         and b.status in ('upcoming', 'completed') and b.dynamic_slot_id is null
         and b.starts_at >= $2::timestamptz and b.starts_at < $3::timestamptz
       group by 1, 2)
     select to_char(date_trunc('week', g.starts_at at time zone $4), 'YYYY-MM-DD') as week, g.type,
       sum(g.cents)::int as cents, sum(g.n)::int as bookings
     from g group by 1, 2 order by 1, 2`,
    [
      venue.organizationId,
      zonedInstant(from, '00:00', zone).toISOString(),
      zonedInstant(addDays(to, 1), '00:00', zone).toISOString(),
      zone,
      locationId ?? null,
    ],
  );
  return rows as { week: string; type: string; cents: number; bookings: number }[];
}

const report = (from: string, to: string, locationId?: string) =>
  getReport<RevenueAnswer>(t, manager, 'revenue', { from, to, locationId });

async function expectSame(from: string, to: string, zone = 'Europe/Berlin', locationId?: string) {
  const want = await direct(from, to, zone, locationId);
  const got = await report(from, to, locationId);
  expect(want.length).toBeGreaterThan(0);
  expect(got.rows).toEqual(want);
  expect(got.totals).toEqual({
    cents: want.reduce((s, r) => s + r.cents, 0),
    bookings: want.reduce((s, r) => s + r.bookings, 0),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  venue = await demoVenue(t);
  // Autumn DST night: 01:30 CEST on Sunday is Saturday 23:30 UTC (the local Sunday counts).
  await insert({ court: 1, start: utc(autumnSunday, '23:30', -1), minutes: 180, status: 'completed', price: 5100 });
  await insert({ court: 1, start: utc(autumnSunday, '00:30'), status: 'completed', type: 'abo', price: 3000 });
  // Spring DST night: 00:30 CET is Saturday 23:30 UTC; 03:00 CEST is Sunday 01:00 UTC.
  await insert({ court: 2, start: utc(springSunday, '23:30', -1), minutes: 150, status: 'completed', price: 4100 });
  await insert({ court: 2, start: utc(springSunday, '01:00'), status: 'completed', price: 2600 });
  // A local Monday 00:30 is Sunday 22:30 UTC: the next week.
  await insert({ court: 3, start: summer('06-08', '00:30'), status: 'completed', price: 1700 });
  await insert({ court: 3, start: summer('06-07', '23:30'), status: 'completed', price: 1900 });
  // Cancelled after it was kept; a hold that lapsed; a hold paid and kept.
  const cancelled = await insert({ court: 2, start: summer('06-11', '10:00'), status: 'completed' });
  await t.database.query(`update bookings set status = 'cancelled', cancel_reason = 'rain' where id = $1`, [cancelled]);
  await insert({ court: 2, start: summer('06-11', '12:00'), status: 'reserved' });
  const paid = await insert({ court: 2, start: summer('06-12', '10:00'), status: 'reserved', price: 2800 });
  await t.database.query(`update bookings set status = 'pending' where id = $1`, [paid]);
  await t.database.query(`update bookings set status = 'upcoming' where id = $1`, [paid]);
  // Repriced, moved to another court and week, deleted.
  const repriced = await insert({ court: 4, start: summer('06-13', '12:00'), status: 'completed', price: 2000 });
  await t.database.query(`update bookings set price_cents = 1500 where id = $1`, [repriced]);
  const moved = await insert({ court: 4, start: summer('06-14', '12:00'), status: 'upcoming' });
  await t.database.query(
    `update bookings set resource_id = $2, starts_at = $3, ends_at = $3::timestamptz + interval '1 hour' where id = $1`,
    [moved, venue.court(5).id, summer('06-22', '09:00')],
  );
  const deleted = await insert({ court: 4, start: summer('06-15', '12:00'), status: 'completed' });
  await t.database.query('delete from bookings where id = $1', [deleted]);
  // A come-together session: its places are revenue, its court row is not.
  const { rows } = await t.database.query(
    `insert into dynamic_slots (organization_id, resource_id, kind, starts_at, ends_at, price_cents, capacity)
     values ($1, $2, 'come_together', $3, $3::timestamptz + interval '2 hours', 900, 8) returning id`,
    [venue.organizationId, venue.court(1).id, summer('06-16', '18:00')],
  );
  const session = String(rows[0]!.id);
  const start = summer('06-16', '18:00');
  await insert({ court: 1, start, minutes: 120, status: 'upcoming', type: 'come_together', dynamicSlotId: session });
  await insert({
    court: 1,
    start,
    minutes: 120,
    status: 'upcoming',
    type: 'come_together',
    sessionId: session,
    price: 900,
  });
  await insert({
    court: 1,
    start,
    minutes: 120,
    status: 'upcoming',
    type: 'come_together',
    sessionId: session,
    price: 900,
  });
  // Bulk, as seeds write: every 7th cancelled, then a bulk repricing.
  await t.database.query(
    `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents)
     select $1, $2, d, d + interval '1 hour', case when n % 4 = 0 then 'abo' else 'normal' end,
       case when n % 7 = 0 then 'cancelled' else 'completed' end, 2400 + n
     from generate_series(1, 90) n cross join lateral (select (($3::date + n)::timestamp + interval '20 hours') at time zone 'Europe/Berlin' as d) x`,
    [venue.organizationId, venue.court(6).id, `${year}-02-20`],
  );
  await t.database.query(
    `update bookings set price_cents = price_cents + 100 where resource_id = $1 and starts_at < $2`,
    [venue.court(6).id, `${year}-04-01`],
  );
});
afterAll(async () => t?.close());

describe('revenue roll-up', () => {
  it.each([
    ['the autumn DST week', addDays(autumnSunday, -6), autumnSunday],
    ['the spring DST Sunday alone', springSunday, springSunday],
    ['a week edge at local midnight', `${year}-06-07`, `${year}-06-08`],
    ['cancelled, paid, repriced, moved and deleted bookings', `${year}-06-09`, `${year}-06-30`],
    ['a year of bulk and DST bookings (whole weeks and edge days)', `${year}-01-15`, `${year}-12-31`],
    ['four whole weeks, Monday to Sunday', monday(`${year}-03-10`), addDays(monday(`${year}-03-10`), 27)],
    [
      'the demo venue around today',
      new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10),
      new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    ],
  ])('the report equals the direct computation: %s', async (_name, from, to) => {
    await expectSame(from, to);
  });

  it('counts the autumn night’s booking on the local Sunday, the session’s places and not its court row', async () => {
    const sunday = await report(autumnSunday, autumnSunday);
    expect(sunday.totals).toEqual({ cents: 8100, bookings: 2 });
    const session = await report(`${year}-06-16`, `${year}-06-16`);
    expect(session.rows).toEqual([{ week: monday(`${year}-06-16`), type: 'come_together', cents: 1800, bookings: 2 }]);
  });

  it('answers the same for a location', async () => {
    await expectSame(`${year}-01-15`, `${year}-12-31`, 'Europe/Berlin', venue.locationId);
  });

  it('a rebuild writes what the triggers kept', async () => {
    const read = async () =>
      (
        await t.database.query(
          `select 'day' as kind, local_date::text as at, resource_id, type, cents::int, bookings from revenue_days
           where organization_id = $1 and (bookings <> 0 or cents <> 0)
           union all
           select 'week', week::text, resource_id, type, cents::int, bookings from revenue_weeks
           where organization_id = $1 and (bookings <> 0 or cents <> 0) order by 1, 2, 3, 4`,
          [venue.organizationId],
        )
      ).rows;
    const kept = await read();
    await t.database.query('select booking_rollups_rebuild($1)', [venue.organizationId]);
    expect(kept.length).toBeGreaterThan(50);
    expect(await read()).toEqual(kept);
  });

  it('follows a change of the venue’s zone (the roll-up is rebuilt in the new zone)', async () => {
    await inZone(t, venue.organizationId, 'America/New_York', () =>
      expectSame(`${year}-01-15`, `${year}-12-31`, 'America/New_York'),
    );
    await expectSame(`${year}-01-15`, `${year}-12-31`);
  });
});
