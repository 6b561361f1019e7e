// The lists' exact count from booking_counts (drizzle/0039_list_counts_revenue.sql) against
// count(*) over the bookings: after holds, payment, confirmation, hold expiry, cancellation, status
// and court changes, bulk inserts and deletes, for every filter the counters answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import type { BookingStatus, BookingType } from '@courtside/core/enums';
import { loginAs } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { countBookings } from './booking-list.repository';
import type { CountFilter } from './booking-list.repository';
import { purgeExpiredHolds } from './booking.jobs';
import { holdSlot } from './hold.service';
import { cancelBooking, confirmBookings, startPayment } from './lifecycle.service';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
const day = quietDay(3);
const at = (time: string) => zonedInstant(day, time, tz);

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

/** count(*) over the bookings with the same filter: shares no code with the counters. */
async function direct(f: CountFilter): Promise<number> {
  const { rows } = await t.database.query(
    `select count(*)::int as n from bookings
     where organization_id = $1 and dynamic_slot_id is null
       and ($2::uuid is null or resource_id = $2)
       and ($3::text[] is null or type = any($3))
       and ($4::text[] is null or status = any($4))
       and (not $5 or status in ('upcoming', 'completed')
         or (status = 'cancelled' and coalesce(cancel_reason, '') not in ('hold_expired', 'released')))`,
    [
      f.organizationId,
      f.resourceId ?? null,
      f.type?.length ? f.type : null,
      f.status?.length ? f.status : null,
      Boolean(f.madeByPeople),
    ],
  );
  return Number(rows[0]!.n);
}

const statusSets: (BookingStatus[] | undefined)[] = [
  undefined,
  ['reserved'],
  ['pending', 'upcoming'],
  ['cancelled'],
  ['completed', 'cancelled', 'reserved'],
];
const typeSets: (BookingType[] | undefined)[] = [undefined, ['abo'], ['normal', 'come_together']];

async function expectExact(): Promise<void> {
  const filters: CountFilter[] = [];
  for (const status of statusSets)
    for (const type of typeSets)
      for (const resourceId of [undefined, venue.court(1).id])
        for (const madeByPeople of [false, true])
          filters.push({ organizationId: venue.organizationId, status, type, resourceId, madeByPeople });
  const got = await Promise.all(filters.map((f) => countBookings(t.app.db, f)));
  const want = await Promise.all(filters.map(direct));
  expect(got).toEqual(want);
  expect(want[0]).toBeGreaterThan(0);
}

const hold = (court: number, time: string, guest: string) =>
  holdSlot(t.app.db, {
    organizationId: venue.organizationId,
    resourceId: venue.court(court).id,
    start: at(time),
    end: at(`${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`),
    type: 'normal',
    owner: { guestToken: guest },
  });

describe('booking counters', () => {
  it('the backfill equals count(*) for the demo venue', async () => {
    await expectExact();
  });

  it('stay exact through hold, payment, confirmation, cancellation and hold expiry', async () => {
    const a = await hold(1, '10:00', 'count-a');
    const b = await hold(1, '11:00', 'count-b');
    const c = await hold(2, '10:00', 'count-c');
    await expectExact();
    await startPayment(t.app.db, [a.id, b.id], new Date(Date.now() + 10 * 60_000));
    await expectExact();
    await confirmBookings(t.app.db, [a.id], crypto.randomUUID());
    await expectExact();
    await cancelBooking(t.app.db, a.id, { by: null, reason: 'rain' });
    await expectExact();
    // The holds lapse: swept by the job (cancelled, hold_expired: not a booking anyone made).
    const swept = await purgeExpiredHolds(t.app.db, new Date(Date.now() + 60 * 60_000));
    expect(swept).toBeGreaterThanOrEqual(2);
    expect((await t.database.query('select cancel_reason from bookings where id = $1', [c.id])).rows[0]).toEqual({
      cancel_reason: 'hold_expired',
    });
    await expectExact();
  });

  it('stay exact through direct status, type and court updates, bulk inserts and deletes', async () => {
    const { rows } = await t.database.query(
      `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents, cancel_reason)
       select $1, $2, $3::timestamptz + n * interval '1 day', $3::timestamptz + n * interval '1 day' + interval '1 hour',
         case when n % 3 = 0 then 'abo' else 'normal' end,
         case when n % 5 = 0 then 'cancelled' when n % 5 = 1 then 'reserved' else 'completed' end, 2400,
         case when n % 10 = 0 then 'released' when n % 5 = 0 then 'staff' end
       from generate_series(1, 40) n returning id`,
      [venue.organizationId, venue.court(3).id, at('07:00').toISOString()],
    );
    expect(rows).toHaveLength(40);
    await expectExact();
    const ids = rows.map((r) => String(r.id));
    await t.database.query(
      `update bookings set status = 'cancelled', cancel_reason = 'hold_expired' where id = any($1) and status = 'reserved'`,
      [ids],
    );
    await expectExact();
    await t.database.query(`update bookings set resource_id = $2, type = 'abo' where id = any($1)`, [
      ids.slice(0, 15),
      venue.court(1).id,
    ]);
    await expectExact();
    // A lapsed hold reinstated by staff, a note that moves nothing.
    await t.database.query(
      `update bookings set status = 'upcoming', cancel_reason = null where id = any($1) and cancel_reason = 'hold_expired'`,
      [ids.slice(0, 20)],
    );
    await t.database.query(`update bookings set note = 'checked' where id = any($1)`, [ids]);
    await expectExact();
    await t.database.query('delete from bookings where id = any($1)', [ids.slice(10)]);
    await expectExact();
  });

  it('GET /bookings answers the counters’ count, the same as a filtered count(*)', async () => {
    const staff = await loginAs(t.app, 'staff@example.com');
    for (const query of [
      '',
      '&status=cancelled',
      `&resourceId=${venue.court(1).id}&type=abo`,
      '&status=reserved,upcoming',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings?limit=3${query}`,
        headers: staff.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const p = new URLSearchParams(query);
      const want = await direct({
        organizationId: venue.organizationId,
        status: p.get('status')?.split(',') as BookingStatus[] | undefined,
        type: p.get('type') ? [p.get('type') as BookingType] : undefined,
        resourceId: p.get('resourceId') ?? undefined,
      });
      expect(res.json().count).toBe(want);
      expect(res.json().rows.length).toBe(Math.min(3, want));
    }
  });

  it('a rebuild writes what the triggers kept', async () => {
    const read = async () =>
      (
        await t.database.query(
          `select resource_id, type, status, lapsed_hold, n::int from booking_counts where organization_id = $1 and n <> 0 order by 1, 2, 3, 4`,
          [venue.organizationId],
        )
      ).rows;
    const kept = await read();
    await t.database.query('select booking_rollups_rebuild($1)', [venue.organizationId]);
    expect(kept.length).toBeGreaterThan(5);
    expect(await read()).toEqual(kept);
  });
});
