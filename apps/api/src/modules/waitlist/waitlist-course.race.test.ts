// A full course under fire (docs/product/waitlist-courses.md#courses): per round, a course of 3 dates
// is filled, then every participant cancels all their dates while guests join the course's waitlist,
// all at once. Each participant's last cancellation frees a course place, offered inside that
// transaction under the course's row lock (the enrolment's lock); whatever the race leaves, one run
// of the job catches. Every freed place must go to exactly one person, and no date may ever hold
// more places than the capacity. PGlite queues the transactions; PostgreSQL really races them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, isPostgres } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, payCart } from '../../../test/fakes/checkout-fixtures';
import { cancelBooking } from '../booking/lifecycle.service';
import { runWaitlist } from './waitlist.service';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
const CAPACITY = 3;
const JOINS = 24;
// PGlite runs the transactions one after another (one round shows that); the races are PostgreSQL's.
const ROUNDS = Number(process.env.WAITLIST_RACE_ROUNDS ?? (isPostgres ? 3 : 1));
const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  manager = await loginAs(t.app, 'manager@example.com');
});
afterAll(async () => t?.close());

describe('racing course cancellations and joins', () => {
  it(`offers each freed course place to exactly one person, ${ROUNDS} rounds`, { timeout: 900_000 }, async () => {
    const figures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/courses/manage',
        headers: manager.headers,
        payload: {
          title: { en: `Race course ${round}` },
          description: { en: 'Full.' },
          resourceIds: [venue.court(3 + (round % 3)).id],
          capacity: CAPACITY,
          priceCents: 6000,
          schedule: { kind: 'weekly', startDate: quietDay(2 + round), count: 3, startTime: '17:00', minutes: 60 },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const course = created.json<{ id: string; sessions: { anchorSlotId: string }[] }>();
      const anchors = course.sessions.map((s) => s.anchorSlotId);
      for (let i = 0; i < CAPACITY; i++) {
        const c = client(t.app);
        expect((await c.request('POST', '/api/v1/cart/courses', { courseId: course.id })).statusCode).toBe(200);
        expect((await payCart(c)).confirm.statusCode).toBe(200);
      }
      const paid = (await q(`select id from bookings where session_id = any($1::uuid[]) and status = 'upcoming'`, [
        anchors,
      ])) as { id: string }[];
      expect(paid).toHaveLength(CAPACITY * anchors.length);
      const began = Date.now();
      const results = await Promise.allSettled([
        ...paid.map((b) => cancelBooking(t.app.db, b.id, { by: null, reason: 'race' })),
        ...Array.from({ length: JOINS }, (_, g) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/waitlist',
            headers: { cookie: `courtside_cart=${randomBytes(32).toString('base64url')}` },
            payload: { kind: 'course', courseId: course.id, email: `course-race-${round}-${g}@waitlist.example` },
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
      const inRace = (await q(
        `select count(*)::int as n from waitlist_entries where course_id = $1 and status = 'offered'`,
        [course.id],
      )) as { n: number }[];
      await runWaitlist(t.app.db);

      // Safety: no date over capacity; every offer holds one place in each date, for its own entry.
      const perDate = (await q(
        `select session_id, sum(places)::int as n from bookings where session_id = any($1::uuid[])
         and status in ('reserved', 'pending', 'upcoming') group by session_id`,
        [anchors],
      )) as { n: number }[];
      for (const row of perDate) expect(row.n).toBeLessThanOrEqual(CAPACITY);
      const offers = (await q(
        `select e.id, e.guest_token, array_length(e.offer_booking_ids, 1) as holds,
           (select count(distinct b.session_id) from bookings b where b.id = any(e.offer_booking_ids)
              and b.status = 'reserved' and b.guest_token = e.guest_token)::int as mine
         from waitlist_entries e where e.course_id = $1 and e.status = 'offered'`,
        [course.id],
      )) as { holds: number; mine: number }[];
      for (const o of offers) expect(o).toMatchObject({ holds: anchors.length, mine: anchors.length });
      const held = (await q(
        `select count(*)::int as n, count(distinct id)::int as d from bookings b
         where b.session_id = any($1::uuid[]) and b.status = 'reserved'`,
        [anchors],
      )) as { n: number; d: number }[];
      expect(held[0]!.n).toBe(offers.length * anchors.length);
      // Liveness: every freed place went to somebody in line (more people than places).
      expect(offers.length, `round ${round}`).toBe(CAPACITY);
      const waiting = (await q(
        `select count(*)::int as n from waitlist_entries where course_id = $1 and status = 'waiting'`,
        [course.id],
      )) as { n: number }[];
      expect(waiting[0]!.n).toBe(JOINS - CAPACITY);
      figures.push(`round ${round}: ${burstMs} ms, ${inRace[0]!.n}/${CAPACITY} offered in the race`);
    }
    console.info(
      `course waitlist race (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):\n${figures.join('\n')}`,
    );
  });
});
