// The occupancy roll-up (drizzle/0012_occupancy_hours.sql) against a direct computation: the
// occupancy and utilisation reports, which read the roll-up, must answer exactly what cutting every
// kept court-holding booking into real minutes of local hours gives — after bookings are inserted
// one by one and in bulk, become kept, are moved, cancelled, marked no-show and deleted, and for
// bookings across both DST change nights of Europe/Berlin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OccupancyAnswer, UtilisationAnswer } from '@courtside/core/analytics-schemas';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import { lastSunday, reportYear, summer, utc } from '../../../test/report-days';
import type { TestContext } from '../../../test/helper';
import { datesOf, openMinutesByLocation } from './open-hours';

let t: TestContext;
let manager: LoggedIn;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
const year = reportYear;

const springSunday = lastSunday(3);
const autumnSunday = lastSunday(10);

async function insert(b: {
  resourceId: string;
  start: string;
  end: string;
  status: string;
  type?: string;
  sessionId?: string;
  dynamicSlotId?: string;
}): Promise<string> {
  const { rows } = await t.database.query(
    `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents, session_id, dynamic_slot_id, places, expires_at)
     values ($1, $2, $3, $4, $5, $6, 1000, $7, $8, case when $8::uuid is null then 1 else 0 end, case when $6 = 'reserved' then now() + interval '7 minutes' end) returning id`,
    [
      venue.organizationId,
      b.resourceId,
      b.start,
      b.end,
      b.type ?? 'normal',
      b.status,
      b.sessionId ?? null,
      b.dynamicSlotId ?? null,
    ],
  );
  return String(rows[0]!.id);
}

async function dynamicSlot(
  resourceId: string,
  kind: 'come_together' | 'block',
  start: string,
  end: string,
): Promise<string> {
  const { rows } = await t.database.query(
    `insert into dynamic_slots (organization_id, resource_id, kind, starts_at, ends_at, price_cents, capacity) values ($1, $2, $3, $4, $5, 500, 8) returning id`,
    [venue.organizationId, resourceId, kind, start, end],
  );
  return String(rows[0]!.id);
}

const localKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: tz,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The direct computation: every kept court-holding booking of the venue walked minute by minute,
 * each minute put in its local date and hour. Shares no code with the roll-up.
 */
// Berlin's offsets are whole hours: the local date and hour change only at UTC hour boundaries, so
// each UTC hour is formatted once (the demo has thousands of bookings).
const localHours = new Map<number, string>();
function localHourOf(m: number): string {
  const utcHour = Math.floor(m / 3_600_000);
  let key = localHours.get(utcHour);
  if (key === undefined) {
    const p = Object.fromEntries(localKey.formatToParts(new Date(utcHour * 3_600_000)).map((x) => [x.type, x.value]));
    key = `${p.year}-${p.month}-${p.day}|${Number(p.hour)}`;
    localHours.set(utcHour, key);
  }
  return key;
}

async function directMinutes(): Promise<Map<string, number>> {
  const { rows } = await t.database.query(
    `select resource_id, starts_at, ends_at, status, type, session_id, dynamic_slot_id from bookings where organization_id = $1`,
    [venue.organizationId],
  );
  const out = new Map<string, number>();
  for (const r of rows as {
    resource_id: string;
    starts_at: Date | string;
    ends_at: Date | string;
    status: string;
    type: string;
    session_id: string | null;
    dynamic_slot_id: string | null;
  }[]) {
    const counts =
      (r.status === 'upcoming' || r.status === 'completed') &&
      r.session_id === null &&
      (r.dynamic_slot_id === null || r.type === 'come_together');
    if (!counts) continue;
    for (let m = new Date(r.starts_at).getTime(); m < new Date(r.ends_at).getTime(); m += 60_000) {
      const key = `${r.resource_id}|${localHourOf(m)}`;
      out.set(key, (out.get(key) ?? 0) + 1);
    }
  }
  return out;
}

function expected(direct: Map<string, number>, from: string, to: string) {
  const byCourtHour = new Map<string, number>();
  const byDay = new Map<string, number>();
  for (const [key, minutes] of direct) {
    const [resourceId, date, hour] = key.split('|') as [string, string, string];
    if (date < from || date > to) continue;
    byCourtHour.set(`${resourceId}|${hour}`, (byCourtHour.get(`${resourceId}|${hour}`) ?? 0) + minutes);
    byDay.set(date, (byDay.get(date) ?? 0) + minutes);
  }
  return { byCourtHour, byDay };
}

async function reports(from: string, to: string) {
  const occupancy = await t.app.inject({
    method: 'GET',
    url: `/api/v1/analytics/occupancy?from=${from}&to=${to}`,
    headers: manager.headers,
  });
  const utilisation = await t.app.inject({
    method: 'GET',
    url: `/api/v1/analytics/utilisation?from=${from}&to=${to}`,
    headers: manager.headers,
  });
  expect(occupancy.statusCode, occupancy.body).toBe(200);
  expect(utilisation.statusCode, utilisation.body).toBe(200);
  const byCourtHour = new Map<string, number>();
  for (const row of occupancy.json<OccupancyAnswer>().rows)
    for (const c of row.cells) if (c.bookedMinutes) byCourtHour.set(`${row.resourceId}|${c.hour}`, c.bookedMinutes);
  const byDay = new Map<string, number>();
  for (const row of utilisation.json<UtilisationAnswer>().rows)
    if (row.bookedMinutes) byDay.set(row.period, row.bookedMinutes);
  return { byCourtHour, byDay };
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));

async function expectReportsMatchDirect(from: string, to: string) {
  const want = expected(await directMinutes(), from, to);
  const got = await reports(from, to);
  expect(want.byCourtHour.size).toBeGreaterThan(0);
  expect(sorted(got.byCourtHour)).toEqual(sorted(want.byCourtHour));
  expect(sorted(got.byDay)).toEqual(sorted(new Map([...want.byDay].filter(([, m]) => m !== 0))));
}

/** The roll-up as the triggers left it (zero rows dropped) and as a rebuild from the bookings writes it. */
async function rollupAgainstRebuild() {
  const read = async () => ({
    hours: (
      await t.database.query(
        `select resource_id, local_date::text, hour, booked_micros::text from occupancy_hours where organization_id = $1 and booked_micros <> 0 order by 1, 2, 3`,
        [venue.organizationId],
      )
    ).rows,
    months: (
      await t.database.query(
        `select resource_id, month::text, hour, booked_micros::text from occupancy_months where organization_id = $1 and booked_micros <> 0 order by 1, 2, 3`,
        [venue.organizationId],
      )
    ).rows,
  });
  const kept = await read();
  await t.database.query('select occupancy_rebuild($1)', [venue.organizationId]);
  return { kept, rebuilt: await read() };
}

let cancelled: string;
let deleted: string;

beforeAll(async () => {
  t = await buildTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  venue = await demoVenue(t);
  const [c1, c2, c3, c4, c5] = [1, 2, 3, 4, 5].map((n) => venue.court(n).id) as [
    string,
    string,
    string,
    string,
    string,
  ];

  // Autumn DST night: 01:30 CEST → 03:30 CET is three real hours, two of them at 2 o'clock.
  await insert({
    resourceId: c1,
    start: utc(autumnSunday, '23:30', -1),
    end: utc(autumnSunday, '02:30'),
    status: 'completed',
  });
  // Spring DST night: 00:30 CET → 04:00 CEST is two and a half real hours, none at 2 o'clock.
  await insert({
    resourceId: c1,
    start: utc(springSunday, '23:30', -1),
    end: utc(springSunday, '02:00'),
    status: 'completed',
  });
  // Moved: to another court, day and length.
  const moved = await insert({
    resourceId: c2,
    start: summer('06-10', '18:00'),
    end: summer('06-10', '19:00'),
    status: 'completed',
  });
  await t.database.query(`update bookings set resource_id = $2, starts_at = $3, ends_at = $4 where id = $1`, [
    moved,
    c3,
    summer('07-01', '19:30'),
    summer('07-01', '21:00'),
  ]);
  // Cancelled after it was kept.
  cancelled = await insert({
    resourceId: c2,
    start: summer('06-11', '10:00'),
    end: summer('06-11', '11:00'),
    status: 'completed',
  });
  await t.database.query(
    `update bookings set status = 'cancelled', cancelled_at = now(), cancel_reason = 'rain' where id = $1`,
    [cancelled],
  );
  // A cart hold that becomes kept (paid), then completed: counted once.
  const paid = await insert({
    resourceId: c2,
    start: summer('06-12', '10:00'),
    end: summer('06-12', '11:30'),
    status: 'reserved',
  });
  await t.database.query(`update bookings set status = 'upcoming', expires_at = null where id = $1`, [paid]);
  await t.database.query(`update bookings set status = 'completed' where id = $1`, [paid]);
  // A no-show still held the court.
  const noShow = await insert({
    resourceId: c4,
    start: summer('06-13', '12:00'),
    end: summer('06-13', '13:30'),
    status: 'completed',
  });
  await t.database.query(`update bookings set no_show = true where id = $1`, [noShow]);
  // Deleted.
  deleted = await insert({
    resourceId: c4,
    start: summer('06-14', '12:00'),
    end: summer('06-14', '13:00'),
    status: 'completed',
  });
  await t.database.query(`delete from bookings where id = $1`, [deleted]);
  // Across midnight and a month's end (the report splits whole months from edge days there).
  await insert({ resourceId: c3, start: summer('08-31', '23:30'), end: summer('09-01', '00:30'), status: 'completed' });
  // A come-together session holds the court once; its places and a block are not occupancy.
  const session = await dynamicSlot(c1, 'come_together', summer('05-05', '18:00'), summer('05-05', '20:00'));
  await insert({
    resourceId: c1,
    start: summer('05-05', '18:00'),
    end: summer('05-05', '20:00'),
    status: 'upcoming',
    type: 'come_together',
    dynamicSlotId: session,
  });
  await insert({
    resourceId: c1,
    start: summer('05-05', '18:00'),
    end: summer('05-05', '20:00'),
    status: 'upcoming',
    type: 'come_together',
    sessionId: session,
  });
  const block = await dynamicSlot(c2, 'block', summer('05-06', '08:00'), summer('05-06', '12:00'));
  await insert({
    resourceId: c2,
    start: summer('05-06', '08:00'),
    end: summer('05-06', '12:00'),
    status: 'upcoming',
    dynamicSlotId: block,
  });
  // Bulk: one INSERT … SELECT (as seeds and the bench write), every 7th cancelled, then a bulk move.
  await t.database.query(
    `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents)
     select $1, $2, d, d + interval '75 minutes', 'normal', case when n % 7 = 0 then 'cancelled' else 'completed' end, 2400
     from generate_series(1, 60) n cross join lateral (select (($3::date + n)::timestamp + interval '10 hours') at time zone 'Europe/Berlin' as d) x`,
    [venue.organizationId, c5, `${year}-03-01`],
  );
  await t.database.query(
    `update bookings set starts_at = starts_at + interval '45 minutes', ends_at = ends_at + interval '45 minutes' where resource_id = $1 and starts_at < $2`,
    [c5, `${year}-04-15`],
  );
});
afterAll(async () => t?.close());

describe('occupancy roll-up', () => {
  it('counts the autumn DST night in real minutes: 120 at 2 o’clock, 180 in all', async () => {
    const { byCourtHour } = await reports(autumnSunday, autumnSunday);
    const c1 = venue.court(1).id;
    expect([1, 2, 3].map((h) => byCourtHour.get(`${c1}|${h}`))).toEqual([30, 120, 30]);
  });

  it('counts the spring DST night in real minutes: no 2 o’clock, 150 in all', async () => {
    const { byCourtHour } = await reports(springSunday, springSunday);
    const c1 = venue.court(1).id;
    expect([0, 1, 2, 3, 4].map((h) => byCourtHour.get(`${c1}|${h}`))).toEqual([30, 60, undefined, 60, undefined]);
  });

  it.each([
    ['days only, around the autumn switch', `${year}-10-20`, `${year}-10-31`],
    ['whole months and edge days, both switches', `${year}-03-15`, `${year}-11-10`],
    ['a period starting on the 1st and ending on a month’s last day', `${year}-04-01`, `${year}-09-30`],
    [
      'the demo venue around today',
      new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10),
      new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    ],
  ])('reports equal the direct computation: %s', async (_name, from, to) => {
    await expectReportsMatchDirect(from, to);
  });

  it('leaves out the cancelled and the deleted booking', async () => {
    const { byDay } = await reports(`${year}-06-11`, `${year}-06-14`);
    expect([...byDay.entries()]).toEqual([
      [`${year}-06-12`, 90],
      [`${year}-06-13`, 90],
    ]);
  });

  it('the triggers leave the roll-up exactly as a rebuild from the bookings would', async () => {
    const { kept, rebuilt } = await rollupAgainstRebuild();
    expect(kept.hours.length).toBeGreaterThan(100);
    expect(kept).toEqual(rebuilt);
  });

  it('a deleted court takes its bookings out of the roll-up (cascade)', async () => {
    const { rows } = await t.database.query(
      `insert into resources (organization_id, location_id, name, category, space_type, sort_order)
       select organization_id, location_id, 'Temporary court', category, space_type, 99 from resources where id = $1 returning id`,
      [venue.court(1).id],
    );
    const court = String(rows[0]!.id);
    await insert({
      resourceId: court,
      start: summer('06-20', '10:00'),
      end: summer('06-20', '12:00'),
      status: 'completed',
    });
    expect((await reports(`${year}-06-20`, `${year}-06-20`)).byDay.get(`${year}-06-20`)).toBe(120);
    await t.database.query('delete from resources where id = $1', [court]);
    expect((await reports(`${year}-06-20`, `${year}-06-20`)).byDay.get(`${year}-06-20`)).toBeUndefined();
    const left = await t.database.query(
      `select coalesce(sum(booked_micros), 0)::text as s from occupancy_hours where resource_id = $1`,
      [court],
    );
    expect(left.rows[0]!.s).toBe('0');
  });
});

describe('open minutes cache', () => {
  it('answers an edited season anew (the key holds the opening hours), the same season from the cache', () => {
    const season = (close: string) => [
      {
        id: 's',
        locationId: 'l',
        kind: 'summer' as const,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        openingHours: { '7': [{ open: '10:00', close }] },
      },
    ];
    const shape = (close: string) => ({
      resources: [{ id: 'r', name: 'Court', locationId: 'l', active: true }],
      seasons: season(close),
    });
    const dates = datesOf('2026-06-01', '2026-06-30');
    const total = (m: ReturnType<typeof openMinutesByLocation>) =>
      [...m.get('l')!.values()].reduce((sum, byHour) => sum + [...byHour.values()].reduce((a, b) => a + b, 0), 0);
    const first = openMinutesByLocation(shape('12:00'), dates, tz);
    expect(total(first)).toBe(4 * 120);
    expect(openMinutesByLocation(shape('12:00'), dates, tz).get('l')).toBe(first.get('l'));
    expect(total(openMinutesByLocation(shape('13:00'), dates, tz))).toBe(4 * 180);
    expect(total(openMinutesByLocation(shape('12:00'), dates, 'UTC'))).toBe(4 * 120);
  });
});
