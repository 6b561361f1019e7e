// Never double-book, never give one freed place to two people: per round, every hall of a window is
// booked, then 64 operations race at once — the cancellations of those bookings and joins of the
// waitlist for that window by guests. The cancelling transactions offer the freed halls through the
// booking hook while the joins offer whatever they find free; afterwards one run of the waitlist job
// (as any instance would) catches what the race left. On PGlite the transactions queue on one
// connection; on PostgreSQL they really race (pool of 20) and the exclusion constraint, the row
// locks and SKIP LOCKED decide.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp, isPostgres } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { holdSlot } from '../booking/hold.service';
import { cancelBooking, confirmBookings } from '../booking/lifecycle.service';
import { runWaitlist } from './waitlist.service';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
const OPS = 64;
// PGlite runs the transactions one after another (one round shows that); the races are PostgreSQL's.
const ROUNDS = Number(process.env.WAITLIST_RACE_ROUNDS ?? (isPostgres ? 5 : 1));

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

describe('racing cancellations and joins', () => {
  it(`hands each freed hall to exactly one person, ${ROUNDS} rounds of ${OPS}`, { timeout: 900_000 }, async () => {
    const halls = venue.resources.filter((r) => r.spaceType === 'indoor');
    expect(halls.length).toBeGreaterThan(1);
    const figures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const day = quietDay(2 + (round % 3));
      const hour = 10 + Math.floor(round / 3);
      const start = zonedInstant(day, `${hour}:00`, tz);
      const end = zonedInstant(day, `${hour + 1}:00`, tz);
      const booked = [];
      for (const hall of halls) {
        const hold = await holdSlot(t.app.db, {
          organizationId: venue.organizationId,
          resourceId: hall.id,
          start,
          end,
          type: 'normal',
          owner: { userId: venue.customer2Id },
        });
        await confirmBookings(t.app.db, [hold.id], randomUUID());
        booked.push(hold.id);
      }
      const joins = OPS - booked.length;
      const began = Date.now();
      const results = await Promise.allSettled([
        ...booked.map((id) => cancelBooking(t.app.db, id, { by: null, reason: 'race' })),
        ...Array.from({ length: joins }, (_, g) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/waitlist',
            headers: { cookie: `courtside_cart=${randomBytes(32).toString('base64url')}` },
            payload: {
              kind: 'slot',
              windowStart: start.toISOString(),
              windowEnd: end.toISOString(),
              durationMinutes: 60,
              category: 'beach_volleyball',
              spaceType: 'indoor',
              email: `race-${round}-${g}@waitlist.example`,
            },
          }),
        ),
      ]);
      const burstMs = Date.now() - began;
      const failed = results.filter(
        (r) => r.status === 'rejected' || (r.value && 'statusCode' in r.value && r.value.statusCode !== 201),
      );
      expect(
        failed.map((r) => (r.status === 'rejected' ? String(r.reason) : r.value)),
        `round ${round}`,
      ).toEqual([]);
      const offeredInRace = await offeredCount(start, end);
      await runWaitlist(t.app.db);

      // Safety: no hall held twice; every offer is a distinct live hold of its own entry's owner.
      const live = await t.database.query(
        `select resource_id, count(*)::int as n from bookings
         where status in ('reserved','pending','upcoming') and session_id is null and dynamic_slot_id is null
           and during && tstzrange($1::timestamptz, $2::timestamptz) group by resource_id`,
        [start.toISOString(), end.toISOString()],
      );
      for (const row of live.rows as { n: number }[]) expect(row.n).toBe(1);
      const offers = await t.database.query(
        `select e.id, e.guest_token, b.guest_token as holder, b.status, b.resource_id from waitlist_entries e
         join bookings b on b.id = e.offer_booking_id
         where e.status = 'offered' and e.window_start = $1::timestamptz`,
        [start.toISOString()],
      );
      const rows = offers.rows as { guest_token: string; holder: string; status: string; resource_id: string }[];
      expect(new Set(rows.map((r) => r.resource_id)).size).toBe(rows.length);
      for (const r of rows) {
        expect(r.status).toBe('reserved');
        expect(r.holder).toBe(r.guest_token);
      }
      // Liveness: every freed hall went to somebody in line (there were more people than halls).
      expect(rows.length, `round ${round}`).toBe(halls.length);
      const waiting = await t.database.query(
        `select count(*)::int as n from waitlist_entries where status = 'waiting' and window_start = $1::timestamptz`,
        [start.toISOString()],
      );
      expect((waiting.rows[0] as { n: number }).n).toBe(joins - halls.length);
      figures.push(`round ${round}: ${burstMs} ms, ${offeredInRace}/${halls.length} offered in the race`);
    }
    console.info(`waitlist race (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):\n${figures.join('\n')}`);
  });
});

async function offeredCount(start: Date, end: Date): Promise<number> {
  const { rows } = await t.database.query(
    `select count(*)::int as n from waitlist_entries where status = 'offered' and window_start = $1::timestamptz and window_end = $2::timestamptz`,
    [start.toISOString(), end.toISOString()],
  );
  return (rows[0] as { n: number }).n;
}
