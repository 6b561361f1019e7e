// 64 simultaneous holds of one slot by 64 guests, 20 rounds → exactly one success per
// round and 63 clean 409s; the same for come-together places against a session's capacity. On
// PGlite the transactions queue on one connection; on PostgreSQL they really race (pool of 20) and
// the exclusion constraint and the session row lock decide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp, isPostgres } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { createDynamicSlot } from '../dynamic-slot/dynamic-slot.service';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
const GUESTS = 64;
// PGlite runs the transactions one after another: a few rounds show that; the races are PostgreSQL's.
const ROUNDS = isPostgres ? 20 : 3;
// A day without demo bookings; hours that every season and weekday keeps open (10:00–20:00).
const day = quietDay(3);
const at = (hour: number) => zonedInstant(day, `${String(hour).padStart(2, '0')}:00`, tz);
const guestHeaders = (round: number, guest: number) => ({
  'x-guest-token': `race-${round}-${guest}-${'x'.repeat(16)}`,
});

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

function tally(responses: { statusCode: number; body: string }[]) {
  const by = new Map<string, number>();
  for (const r of responses) {
    const key = r.statusCode === 201 ? '201' : `${r.statusCode} ${JSON.parse(r.body).code}`;
    by.set(key, (by.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(by);
}

describe('racing holds', () => {
  it(`gives one slot to exactly one of ${GUESTS} guests, ${ROUNDS} rounds`, { timeout: 300_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const resource = venue.resources[round % venue.resources.length]!;
      const hour = 11 + Math.floor(round / venue.resources.length);
      const payload = { resourceId: resource.id, start: at(hour).toISOString(), end: at(hour + 1).toISOString() };
      const responses = await Promise.all(
        Array.from({ length: GUESTS }, (_, g) =>
          t.app.inject({ method: 'POST', url: '/api/v1/holds', headers: guestHeaders(round, g), payload }),
        ),
      );
      expect(tally(responses), `round ${round}`).toEqual({ '201': 1, '409 SLOT_TAKEN': GUESTS - 1 });
      const { rows } = await t.database.query(
        `select count(*)::int as n from bookings where resource_id = $1 and status = 'reserved' and during && tstzrange($2::timestamptz, $3::timestamptz)`,
        [resource.id, payload.start, payload.end],
      );
      expect(rows[0]!.n).toBe(1);
    }
  });

  it(`never sells more come-together places than the capacity, ${ROUNDS} rounds`, { timeout: 300_000 }, async () => {
    const capacity = 8;
    for (let round = 0; round < ROUNDS; round++) {
      const resource = venue.resources[round % venue.resources.length]!;
      const hour = 14 + Math.floor(round / venue.resources.length) * 2;
      const session = await createDynamicSlot(t.app.db, {
        organizationId: venue.organizationId,
        resourceId: resource.id,
        kind: 'come_together',
        start: at(hour),
        end: at(hour + 2),
        capacity,
        priceCents: 900,
        title: `Race ${round}`,
        createdBy: venue.staffId,
      });
      const payload = {
        resourceId: resource.id,
        start: at(hour).toISOString(),
        end: at(hour + 2).toISOString(),
        type: 'come_together',
        places: 1,
        sessionId: session.id,
      };
      const responses = await Promise.all(
        Array.from({ length: GUESTS }, (_, g) =>
          t.app.inject({ method: 'POST', url: '/api/v1/holds', headers: guestHeaders(100 + round, g), payload }),
        ),
      );
      expect(tally(responses), `round ${round}`).toEqual({ '201': capacity, '409 SESSION_FULL': GUESTS - capacity });
      const { rows } = await t.database.query(
        `select coalesce(sum(places), 0)::int as n from bookings where session_id = $1 and status = 'reserved'`,
        [session.id],
      );
      expect(rows[0]!.n).toBe(capacity);
    }
  });
});
