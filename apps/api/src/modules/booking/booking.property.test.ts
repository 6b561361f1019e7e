// Random sequences of hold / extend / expire / confirm / cancel (and release, start
// payment, purge) against the reference model in booking.model.ts. After every step the database
// must agree with the model, and no overlap or over-capacity state may exist. A CI failure replays
// with PROPERTY_SEED and PROPERTY_PATH set to the seed and path fast-check printed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { AppError } from '../../lib/app-error';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { createDynamicSlot } from '../dynamic-slot/dynamic-slot.service';
import { BookingModel } from './booking.model';
import type { ModelBooking, Outcome } from './booking.model';
import { purgeExpiredHolds } from './booking.jobs';
import { extendHold, releaseHold } from './hold-changes';
import { holdSlot } from './hold.service';
import { cancelBooking, confirmBookings, startPayment } from './lifecycle.service';

const tz = 'Europe/Berlin';
const day = quietDay(2);
const HOUR = 3_600_000;
const MINUTE = 60_000;
const CAPACITY = 4;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);

let t: TestContext;
let venue: DemoVenue;
let courts: string[];
let sessionCourt: string;
const slotStart = (i: number) => new Date(zonedInstant(day, '10:00', tz).getTime() + i * HOUR);

type Action =
  | { kind: 'hold'; owner: number; resource: number; from: number; length: number }
  | { kind: 'places'; owner: number; places: number }
  | { kind: 'extend' | 'release' | 'pay' | 'confirm' | 'cancel'; target: number }
  | { kind: 'tick'; minutes: number }
  | { kind: 'purge' };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('hold' as const),
      owner: fc.nat(2),
      resource: fc.nat(1),
      from: fc.nat(3),
      length: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('places' as const),
      owner: fc.nat(2),
      places: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'extend' as const,
        'release' as const,
        'pay' as const,
        'confirm' as const,
        'cancel' as const,
      ),
      target: fc.nat(30),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 16 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('purge' as const) }) },
);

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  courts = [venue.court(4).id, venue.court(5).id];
  sessionCourt = venue.court(6).id;
});
afterAll(async () => t?.close());

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

async function resetWorld(): Promise<string> {
  const ids = [...courts, sessionCourt];
  await t.database.query(
    `delete from bookings where resource_id = any($1::uuid[]) and starts_at >= $2 and starts_at < $3`,
    [ids, slotStart(-2).toISOString(), slotStart(12).toISOString()],
  );
  // The demo's courses hold their dates as sessions on this court: the model starts from an empty court.
  await t.database.query(
    `delete from courses where id in (select s.course_id from course_sessions s join dynamic_slots d on d.id = s.anchor_slot_id where d.resource_id = $1)`,
    [sessionCourt],
  );
  await t.database.query(`delete from dynamic_slots where resource_id = $1`, [sessionCourt]);
  const session = await createDynamicSlot(t.app.db, {
    organizationId: venue.organizationId,
    resourceId: sessionCourt,
    kind: 'come_together',
    start: slotStart(0),
    end: slotStart(2),
    capacity: CAPACITY,
    priceCents: 800,
    createdBy: venue.staffId,
  });
  return session.id;
}

async function checkInvariants(model: BookingModel, sessionId: string): Promise<void> {
  const overlaps = await t.database.query(
    `select count(*)::int as n from bookings a join bookings b on a.resource_id = b.resource_id and a.id < b.id and a.during && b.during
     where a.status in ('reserved','pending','upcoming') and b.status in ('reserved','pending','upcoming')
       and a.session_id is null and b.session_id is null and a.resource_id = any($1::uuid[])`,
    [[...courts, sessionCourt]],
  );
  expect(overlaps.rows[0]!.n).toBe(0);
  const places = await t.database.query(
    `select coalesce(sum(places), 0)::int as held, coalesce(sum(places) filter (where status = 'upcoming' or expires_at > $2), 0)::int as live
     from bookings where session_id = $1 and status in ('reserved','pending','upcoming')`,
    [sessionId, new Date(model.now).toISOString()],
  );
  expect(places.rows[0]!.live).toBeLessThanOrEqual(CAPACITY);
  expect(places.rows[0]!.held).toBeLessThanOrEqual(CAPACITY);
  expect(places.rows[0]!.live).toBe(model.placesTaken());
  if (model.bookings.length) {
    const { rows } = await t.database.query(`select id, status, extensions from bookings where id = any($1::uuid[])`, [
      model.bookings.map((b) => b.id),
    ]);
    const actual = new Map(rows.map((r) => [r.id as string, r]));
    // The history of each booking is one chain: every change starts from the status the last one left.
    const broken = await t.database.query(
      `select booking_id, action, from_status, prev from (
         select booking_id, action, from_status,
                lag(to_status) over (partition by booking_id order by created_at, id) as prev,
                row_number() over (partition by booking_id order by created_at, id) as n
         from booking_events where booking_id = any($1::uuid[])) e
       where n > 1 and from_status is distinct from prev`,
      [model.bookings.map((b) => b.id)],
    );
    expect(broken.rows).toEqual([]);
    for (const b of model.bookings)
      expect({ id: b.id, status: actual.get(b.id)?.status, extensions: actual.get(b.id)?.extensions }).toEqual({
        id: b.id,
        status: b.status,
        extensions: b.extensions,
      });
  }
}

describe('booking lifecycle against a reference model', () => {
  it(`keeps the database equal to the model and free of overlaps (${RUNS} runs)`, { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 30 }), async (actions) => {
        const sessionId = await resetWorld();
        const model = new BookingModel(
          { holdMs: 7 * MINUTE, paymentMs: 15 * MINUTE, maxExtensions: 3, capacity: CAPACITY },
          Date.now(),
        );
        const orderOf = new Map<string, string>();
        for (const a of actions) {
          const now = new Date(model.now);
          const pick = (i: number): ModelBooking | undefined => model.bookings[i % Math.max(1, model.bookings.length)];
          if (a.kind === 'hold') {
            const to = Math.min(a.from + a.length, 4);
            const expected = model.holdCourt(`g${a.owner}`, a.resource, a.from, to);
            let id = '';
            const got = await outcome(async () => {
              id = (
                await holdSlot(t.app.db, {
                  organizationId: venue.organizationId,
                  resourceId: courts[a.resource]!,
                  start: slotStart(a.from),
                  end: slotStart(to),
                  type: 'normal',
                  owner: { guestToken: `prop-g${a.owner}` },
                  now,
                })
              ).id;
            });
            expect(got, JSON.stringify(a)).toBe(expected);
            if (got === 'ok')
              model.add({
                id,
                owner: `prop-g${a.owner}`,
                resource: a.resource,
                from: a.from,
                to,
                places: 1,
                isSession: false,
              });
          } else if (a.kind === 'places') {
            const expected = model.holdPlaces(a.places);
            let id = '';
            const got = await outcome(async () => {
              id = (
                await holdSlot(t.app.db, {
                  organizationId: venue.organizationId,
                  resourceId: sessionCourt,
                  start: slotStart(0),
                  end: slotStart(2),
                  type: 'come_together',
                  places: a.places,
                  owner: { guestToken: `prop-g${a.owner}` },
                  now,
                })
              ).id;
            });
            expect(got, JSON.stringify(a)).toBe(expected);
            if (got === 'ok')
              model.add({
                id,
                owner: `prop-g${a.owner}`,
                resource: 2,
                from: 0,
                to: 2,
                places: a.places,
                isSession: true,
              });
          } else if (a.kind === 'tick') {
            model.now += a.minutes * MINUTE;
          } else if (a.kind === 'purge') {
            model.purge();
            await purgeExpiredHolds(t.app.db, now);
          } else {
            const b = pick(a.target);
            if (!b) continue;
            const owner = { guestToken: b.owner };
            let expected: Outcome;
            let run: () => Promise<unknown>;
            if (a.kind === 'extend')
              [expected, run] = [model.extend(b), () => extendHold(t.app.db, b.id, owner, { now })];
            else if (a.kind === 'release')
              [expected, run] = [model.release(b), () => releaseHold(t.app.db, b.id, owner, { now })];
            else if (a.kind === 'pay')
              [expected, run] = [
                model.startPayment(b),
                () => startPayment(t.app.db, [b.id], new Date(model.now + 15 * MINUTE), { now }),
              ];
            else if (a.kind === 'confirm') {
              const orderId = orderOf.get(b.id) ?? crypto.randomUUID();
              orderOf.set(b.id, orderId);
              [expected, run] = [model.confirm(b, orderId), () => confirmBookings(t.app.db, [b.id], orderId, { now })];
            } else
              [expected, run] = [
                model.cancelByStaff(b),
                () => cancelBooking(t.app.db, b.id, { by: { userId: venue.staffId, isStaff: true }, now }),
              ];
            expect(await outcome(run), `${a.kind} ${b.status}`).toBe(expected);
          }
          await checkInvariants(model, sessionId);
        }
      }),
      {
        numRuns: RUNS,
        ...(process.env.PROPERTY_SEED
          ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH }
          : {}),
      },
    );
  });
});
