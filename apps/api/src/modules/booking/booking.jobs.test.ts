import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp, isPostgres } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { onBookingsCancelled } from './booking.hooks';
import type { CancelledBooking } from './booking.hooks';
import { cancelUnderfilledSessions, completePastBookings, purgeExpiredHolds } from './booking.jobs';
import { holdSlot } from './hold.service';
import { confirmBookings } from './lifecycle.service';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
const tz = 'Europe/Berlin';
const day = quietDay(2);
const at = (time: string) => zonedInstant(day, time, tz);
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  manager = await loginAs(t.app, 'manager@example.com');
});
afterAll(async () => t?.close());

const statusOf = async (id: string) =>
  (await t.database.query('select status, cancel_reason from bookings where id = $1', [id])).rows[0]!;
const actionsOf = async (id: string) =>
  (
    await t.database.query('select action from booking_events where booking_id = $1 order by created_at', [id])
  ).rows.map((r) => r.action);

describe('purgeExpiredHolds', () => {
  it('cancels expired holds once, audited, even when several processes sweep at once', async () => {
    const now = new Date();
    const holds = await Promise.all(
      [1, 2, 3].map((n) =>
        holdSlot(t.app.db, {
          organizationId: venue.organizationId,
          resourceId: venue.court(n).id,
          start: at('10:00'),
          end: at('11:00'),
          type: 'normal',
          owner: { guestToken: `purge-${n}` },
          now,
        }),
      ),
    );
    const fresh = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(4).id,
      start: at('10:00'),
      end: at('11:00'),
      type: 'normal',
      owner: { guestToken: 'purge-fresh' },
      now: new Date(now.getTime() + 5 * MINUTE),
    });
    const later = new Date(now.getTime() + 8 * MINUTE);
    const swept = await Promise.all([
      purgeExpiredHolds(t.app.db, later),
      purgeExpiredHolds(t.app.db, later),
      purgeExpiredHolds(t.app.db, later),
    ]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    for (const h of holds) {
      expect(await statusOf(h.id)).toEqual({ status: 'cancelled', cancel_reason: 'hold_expired' });
      expect(await actionsOf(h.id)).toEqual(['hold', 'expire']);
    }
    expect((await statusOf(fresh.id)).status).toBe('reserved');
    expect(await purgeExpiredHolds(t.app.db, later)).toBe(0);
  });
});

describe('completePastBookings', () => {
  it('completes upcoming bookings after their end, idempotently', async () => {
    const b = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(5).id,
      start: at('10:00'),
      end: at('11:00'),
      type: 'normal',
      owner: { userId: venue.customerId },
    });
    await confirmBookings(t.app.db, [b.id], crypto.randomUUID());
    // Everything that ended before (the demo's past and coming days) is completed in batches.
    while ((await completePastBookings(t.app.db, at('10:59'))) > 0);
    expect((await statusOf(b.id)).status).toBe('upcoming');
    expect(await completePastBookings(t.app.db, at('11:00'))).toBeGreaterThanOrEqual(1);
    expect((await statusOf(b.id)).status).toBe('completed');
    expect((await actionsOf(b.id)).slice(-1)).toEqual(['complete']);
  });
});

describe('come-together minimum', () => {
  async function session(resource: number, from: string, to: string, minPlayers: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dynamic-slots',
      headers: manager.headers,
      payload: {
        resourceId: venue.court(resource).id,
        kind: 'come_together',
        start: at(from).toISOString(),
        end: at(to).toISOString(),
        capacity: 8,
        priceCents: 900,
        minPlayers,
        title: 'Open Play',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }
  async function player(
    sessionId: string,
    resource: number,
    from: string,
    to: string,
    owner: { userId?: string; guestToken?: string },
    places: number,
  ) {
    const b = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(resource).id,
      start: at(from),
      end: at(to),
      type: 'come_together',
      places,
      sessionId,
      owner,
      guestContact: { name: 'Gast', email: 'gast@example.org' },
    });
    await confirmBookings(t.app.db, [b.id], crypto.randomUUID());
    return b.id;
  }

  it('cancels a session under its minimum at the decision time, refunds and mails every player', async () => {
    const cancelled: CancelledBooking[] = [];
    const off = onBookingsCancelled('test-spy', async (_tx, list) => void cancelled.push(...list));
    try {
      const thin = await session(1, '18:00', '20:00', 4);
      const full = await session(2, '18:00', '20:00', 2);
      const a = await player(thin, 1, '18:00', '20:00', { userId: venue.customerId }, 1);
      const b = await player(thin, 1, '18:00', '20:00', { guestToken: 'ct-guest-1' }, 2);
      await player(full, 2, '18:00', '20:00', { userId: venue.customer2Id }, 2);

      // Seven hours before: not yet decided. Five hours before: inside the 6-hour window.
      expect(await cancelUnderfilledSessions(t.app.db, new Date(at('18:00').getTime() - 7 * 60 * MINUTE))).toEqual([]);
      const done = await cancelUnderfilledSessions(t.app.db, new Date(at('18:00').getTime() - 5 * 60 * MINUTE));
      expect(done).toEqual([thin]);
      expect((await statusOf(a)).status).toBe('cancelled');
      expect((await statusOf(b)).cancel_reason).toBe('under_minimum');
      expect(cancelled.map((c) => [c.booking.id, c.refund]).sort()).toEqual(
        [
          [a, 'full'],
          [b, 'full'],
        ].sort(),
      );
      const mails = await t.database.query(
        `select "to" from outbox_mails where template = 'booking.session-cancelled' order by "to"`,
      );
      expect(mails.rows.map((r) => r.to)).toEqual(['customer@example.com', 'gast@example.org']);
      const slot = await t.app.inject({ method: 'GET', url: `/api/v1/dynamic-slots/${thin}` });
      expect(slot.json().status).toBe('cancelled');
      // The court is free again for normal bookings.
      const grid = await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${day}` });
      const court = grid.json().rows.find((r: { resourceId: string }) => r.resourceId === venue.court(1).id);
      expect(court.slots.find((s: { start: string }) => s.start === at('18:00').toISOString()).state).toBe('available');
      const kept = await t.app.inject({ method: 'GET', url: `/api/v1/dynamic-slots/${full}` });
      expect(kept.json()).toMatchObject({ status: 'active', placesTaken: 2 });
    } finally {
      off();
    }
  });

  it.runIf(isPostgres)('decides each session once when two processes run the job together', async () => {
    const thin = await session(3, '18:00', '20:00', 4);
    await player(thin, 3, '18:00', '20:00', { guestToken: 'ct-guest-2' }, 1);
    const now = new Date(at('18:00').getTime() - 5 * 60 * MINUTE);
    const [x, y] = await Promise.all([
      cancelUnderfilledSessions(t.app.db, now),
      cancelUnderfilledSessions(t.app.db, now),
    ]);
    expect([...x, ...y]).toEqual([thin]);
  });
});
