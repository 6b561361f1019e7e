// The cancellations roll-up (cancellation_days, drizzle/0049_cancellation_days.sql) against the
// direct computation the report ran before it (the bookings of the period grouped per local week,
// staff cancellations found in the booking history): bookings kept, cancelled by staff and by their
// customer through the real cancellation, lapsed and released holds, no-shows marked and unmarked,
// moved, deleted, inserted in bulk, session rows, on both DST nights and at a week's edge, with and
// without a location, after a rebuild and after a change of the venue's zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationsAnswer } from '@courtside/core/analytics-schemas';
import { addDays, zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import { getReport, inZone, lastSunday, reportYear, summer, utc } from '../../../test/report-days';
import type { TestContext } from '../../../test/helper';
import { cancelBooking } from '../booking';

let t: TestContext;
let manager: LoggedIn;
let customer: LoggedIn;
let venue: DemoVenue;
const year = reportYear;

const springSunday = lastSunday(3);
const autumnSunday = lastSunday(10);

async function insert(b: {
  court: number;
  start: string;
  status: string;
  reason?: string;
  noShow?: boolean;
  byStaff?: boolean;
  userId?: string;
  sessionId?: string;
  dynamicSlotId?: string;
}): Promise<string> {
  const { rows } = await t.database.query(
    `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents, cancel_reason,
       no_show, cancelled_by_staff, user_id, session_id, dynamic_slot_id, places)
     values ($1, $2, $3, $3::timestamptz + interval '1 hour', case when $9::uuid is null and $10::uuid is null then 'normal' else 'come_together' end,
       $4, 2400, $5, $6, $7, $8, $9, $10, case when $10::uuid is null then 1 else 0 end) returning id`,
    [
      venue.organizationId,
      venue.court(b.court).id,
      b.start,
      b.status,
      b.reason ?? null,
      b.noShow ?? false,
      b.byStaff ?? false,
      b.userId ?? null,
      b.sessionId ?? null,
      b.dynamicSlotId ?? null,
    ],
  );
  const id = String(rows[0]!.id);
  if (b.status === 'cancelled' && b.reason !== 'hold_expired' && b.reason !== 'released') {
    await t.database.query(
      `insert into booking_events (organization_id, booking_id, action, from_status, to_status, details)
       values ($1, $2, 'cancel', 'upcoming', 'cancelled', jsonb_build_object('byStaff', $3::boolean))`,
      [venue.organizationId, id, b.byStaff ?? false],
    );
  }
  return id;
}

/** The report's SQL before the roll-up, on the bookings and their history. */
async function direct(from: string, to: string, zone: string, locationId?: string) {
  const { rows } = await t.database.query(
    `with g as (
       select b.starts_at,
         count(*) filter (where b.status in ('upcoming', 'completed')) as kept,
         count(*) filter (where b.status = 'cancelled') as cancelled,
         count(*) filter (where b.no_show) as no_shows,
         count(*) filter (where b.status = 'cancelled' and exists (select 1 from booking_events e
           where e.booking_id = b.id and e.action = 'cancel' and e.details ->> 'byStaff' = 'true')) as by_staff
       from bookings b
       where b.organization_id = $1
         and ($5::uuid is null or b.resource_id in (select id from resources where location_id = $5::uuid))
         and b.dynamic_slot_id is null
         and (b.status in ('upcoming', 'completed') or (b.status = 'cancelled' and coalesce(b.cancel_reason, '') not in ('hold_expired', 'released')))
         and b.starts_at >= $2::timestamptz and b.starts_at < $3::timestamptz
       group by 1)
     select to_char(date_trunc('week', g.starts_at at time zone $4), 'YYYY-MM-DD') as week,
       sum(g.kept + g.cancelled)::int as bookings, sum(g.cancelled)::int as cancelled,
       sum(g.no_shows)::int as "noShows", sum(g.by_staff)::int as "cancelledByStaff"
     from g group by 1 order by 1`,
    [
      venue.organizationId,
      zonedInstant(from, '00:00', zone).toISOString(),
      zonedInstant(addDays(to, 1), '00:00', zone).toISOString(),
      zone,
      locationId ?? null,
    ],
  );
  return rows as CancellationsAnswer['rows'];
}

const report = (from: string, to: string, locationId?: string) =>
  getReport<CancellationsAnswer>(t, manager, 'cancellations', { from, to, locationId });

async function expectSame(from: string, to: string, zone = 'Europe/Berlin', locationId?: string) {
  const want = await direct(from, to, zone, locationId);
  const got = await report(from, to, locationId);
  expect(want.length).toBeGreaterThan(0);
  expect(got.rows).toEqual(want);
  expect(got.totals).toMatchObject({
    bookings: want.reduce((s, r) => s + r.bookings, 0),
    cancelled: want.reduce((s, r) => s + r.cancelled, 0),
    noShows: want.reduce((s, r) => s + r.noShows, 0),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
  venue = await demoVenue(t);
  // Autumn DST night: 01:30 CEST on Sunday is Saturday 23:30 UTC (the local Sunday counts).
  await insert({ court: 1, start: utc(autumnSunday, '23:30', -1), status: 'completed', noShow: true });
  await insert({ court: 1, start: utc(autumnSunday, '00:30'), status: 'cancelled', reason: 'rain', byStaff: true });
  // Spring DST night: 00:30 CET is Saturday 23:30 UTC; 03:00 CEST is Sunday 01:00 UTC.
  await insert({ court: 2, start: utc(springSunday, '23:30', -1), status: 'cancelled', reason: 'customer' });
  await insert({ court: 2, start: utc(springSunday, '01:00'), status: 'completed' });
  // A local Monday 00:30 is Sunday 22:30 UTC: the next week.
  await insert({ court: 3, start: summer('06-08', '00:30'), status: 'cancelled', reason: 'staff', byStaff: true });
  await insert({ court: 3, start: summer('06-07', '23:30'), status: 'completed', noShow: true });
  // Lapsed and released holds are not cancellations; open holds are not bookings yet.
  await insert({ court: 2, start: summer('06-11', '10:00'), status: 'cancelled', reason: 'hold_expired' });
  await insert({ court: 2, start: summer('06-11', '11:00'), status: 'cancelled', reason: 'released' });
  await insert({ court: 2, start: summer('06-11', '12:00'), status: 'reserved' });
  await insert({ court: 2, start: summer('06-11', '13:00'), status: 'pending' });
  // A no-show marked, then taken back; another marked on an upcoming booking (another week, so
  // that a roll-up missing both changes cannot come out right).
  const unmarked = await insert({ court: 4, start: summer('06-12', '10:00'), status: 'completed', noShow: true });
  await t.database.query('update bookings set no_show = false where id = $1', [unmarked]);
  const marked = await insert({ court: 4, start: summer('06-19', '11:00'), status: 'upcoming' });
  await t.database.query('update bookings set no_show = true where id = $1', [marked]);
  // Moved to another court and week; deleted; a cancelled one deleted.
  const moved = await insert({
    court: 4,
    start: summer('06-14', '12:00'),
    status: 'cancelled',
    reason: 'x',
    byStaff: true,
  });
  await t.database.query(
    `update bookings set resource_id = $2, starts_at = $3, ends_at = $3::timestamptz + interval '1 hour' where id = $1`,
    [moved, venue.court(5).id, summer('06-22', '09:00')],
  );
  await t.database.query('delete from bookings where id = $1', [
    await insert({ court: 4, start: summer('06-15', '12:00'), status: 'completed' }),
  ]);
  await t.database.query('delete from bookings where id = $1', [
    await insert({ court: 4, start: summer('06-15', '13:00'), status: 'cancelled', reason: 'x', byStaff: true }),
  ]);
  // A come-together session cancelled: its court row is not a booking, its players' rows are.
  const { rows } = await t.database.query(
    `insert into dynamic_slots (organization_id, resource_id, kind, starts_at, ends_at, price_cents, capacity)
     values ($1, $2, 'come_together', $3, $3::timestamptz + interval '1 hour', 900, 8) returning id`,
    [venue.organizationId, venue.court(1).id, summer('06-16', '18:00')],
  );
  const session = String(rows[0]!.id);
  await insert({ court: 1, start: summer('06-16', '18:00'), status: 'cancelled', reason: 'x', dynamicSlotId: session });
  await insert({ court: 1, start: summer('06-16', '18:00'), status: 'cancelled', reason: 'x', sessionId: session });
  await insert({ court: 1, start: summer('06-16', '18:00'), status: 'upcoming', sessionId: session });
  // Bulk, as seeds write: every 7th cancelled (every 14th by staff), every 9th a no-show.
  await t.database.query(
    `with ins as (
       insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents, cancel_reason, cancelled_by_staff, no_show)
       select $1, $2, d, d + interval '1 hour', 'normal', case when n % 7 = 0 then 'cancelled' else 'completed' end, 2400,
         case when n % 7 = 0 then 'x' end, n % 14 = 0, n % 9 = 0
       from generate_series(1, 90) n cross join lateral (select (($3::date + n)::timestamp + interval '20 hours') at time zone 'Europe/Berlin' as d) x
       returning id, organization_id, status, cancelled_by_staff)
     insert into booking_events (organization_id, booking_id, action, from_status, to_status, details)
     select organization_id, id, 'cancel', 'upcoming', 'cancelled', jsonb_build_object('byStaff', cancelled_by_staff)
     from ins where status = 'cancelled'`,
    [venue.organizationId, venue.court(6).id, `${year}-02-20`],
  );
});
afterAll(async () => t?.close());

describe('cancellations roll-up', () => {
  it.each([
    ['the autumn DST week', addDays(autumnSunday, -6), autumnSunday],
    ['the spring DST Sunday alone', springSunday, springSunday],
    ['a week edge at local midnight', `${year}-06-07`, `${year}-06-08`],
    ['holds, no-shows, moved, deleted and session bookings', `${year}-06-09`, `${year}-06-30`],
    ['a year of bulk and DST bookings', `${year}-01-01`, `${year}-12-31`],
    [
      'the demo venue around today',
      new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10),
      new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    ],
  ])('the report equals the direct computation: %s', async (_name, from, to) => {
    await expectSame(from, to);
  });

  it('answers the same for a location', async () => {
    await expectSame(`${year}-01-01`, `${year}-12-31`, 'Europe/Berlin', venue.locationId);
  });

  it('the real cancellation marks who cancelled, as its history row says', async () => {
    const day = quietDay(2);
    const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();
    const own = await insert({ court: 5, start: at('10:00'), status: 'upcoming', userId: customer.userId });
    const byStaff = await insert({ court: 5, start: at('11:00'), status: 'upcoming', userId: customer.userId });
    const bySystem = await insert({ court: 5, start: at('12:00'), status: 'upcoming' });
    const before = await report(day, day);
    await cancelBooking(t.database.db, own, { by: { userId: customer.userId, isStaff: false } });
    await cancelBooking(t.database.db, byStaff, { by: { userId: manager.userId, isStaff: true } });
    await cancelBooking(t.database.db, bySystem, { by: null, reason: 'weather' });
    const { rows } = await t.database.query(
      `select b.id, b.cancelled_by_staff, e.details ->> 'byStaff' as by_staff from bookings b
       join booking_events e on e.booking_id = b.id and e.action = 'cancel' where b.id = any($1::uuid[])`,
      [[own, byStaff, bySystem]],
    );
    const flags = Object.fromEntries(rows.map((r) => [r.id, [r.cancelled_by_staff, r.by_staff]]));
    expect(flags).toEqual({ [own]: [false, 'false'], [byStaff]: [true, 'true'], [bySystem]: [true, 'true'] });
    expect(before.totals).toMatchObject({ bookings: 3, cancelled: 0 });
    const after = await report(day, day);
    expect(after.totals).toMatchObject({ bookings: 3, cancelled: 3 });
    expect(after.rows.reduce((s, r) => s + r.cancelledByStaff, 0)).toBe(2);
    await expectSame(day, day);
  });

  it('a rebuild writes what the triggers kept', async () => {
    const read = async () =>
      (
        await t.database.query(
          `select local_date::text, resource_id, kept, cancelled, no_shows, cancelled_by_staff from cancellation_days
           where organization_id = $1 and (kept, cancelled, no_shows, cancelled_by_staff) <> (0, 0, 0, 0) order by 1, 2`,
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
      expectSame(`${year}-01-01`, `${year}-12-31`, 'America/New_York'),
    );
    await expectSame(`${year}-01-01`, `${year}-12-31`);
  });
});
