import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { extendHold, releaseHold } from './hold-changes';
import { holdSlot, slotTakenOnConflict } from './hold.service';
import { cancelBooking, confirmBookings, startPayment } from './lifecycle.service';
import { bookingRepository } from './booking.repository';
import { SLOT_CHANNEL } from './slot-notify';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
const tomorrow = quietDay(1);
const at = (time: string, date = tomorrow) => zonedInstant(date, time, tz);

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

describe('holdSlot', () => {
  it('holds a free slot with the grid price and a 7-minute expiry', async () => {
    const now = new Date();
    const b = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(3).id,
      start: at('11:00'),
      end: at('12:00'),
      type: 'normal',
      owner: { guestToken: 'g-1' },
      now,
    });
    expect(b.status).toBe('reserved');
    expect(b.priceCents).toBeGreaterThan(0);
    expect(b.expiresAt!.getTime() - now.getTime()).toBe(7 * 60_000);
  });

  it('refuses the same slot to another guest with SLOT_TAKEN', async () => {
    await expect(
      holdSlot(t.app.db, {
        organizationId: venue.organizationId,
        resourceId: venue.court(3).id,
        start: at('11:00'),
        end: at('12:00'),
        type: 'normal',
        owner: { guestToken: 'g-2' },
      }),
    ).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
  });

  it('lets a new hold replace an expired one', async () => {
    const later = new Date(Date.now() + 8 * 60_000);
    const b = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(3).id,
      start: at('11:00'),
      end: at('12:00'),
      type: 'normal',
      owner: { guestToken: 'g-3' },
      now: later,
    });
    expect(b.guestToken).toBe('g-3');
  });

  it('runs the lifecycle hold → extend → pending → upcoming → cancel', async () => {
    const owner = { userId: venue.customerId };
    const b = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(4).id,
      start: at('13:00'),
      end: at('15:00'),
      type: 'normal',
      owner,
    });
    const [extended] = await extendHold(t.app.db, b.id, owner);
    expect(extended!.extensions).toBe(1);
    const [pending] = await startPayment(t.app.db, [b.id], new Date(Date.now() + 15 * 60_000));
    expect(pending!.status).toBe('pending');
    const orderId = crypto.randomUUID();
    const [upcoming] = await confirmBookings(t.app.db, [b.id], orderId);
    expect(upcoming).toMatchObject({ status: 'upcoming', orderId, expiresAt: null });
    const again = await confirmBookings(t.app.db, [b.id], orderId);
    expect(again[0]!.status).toBe('upcoming');
    const cancelled = await cancelBooking(t.app.db, b.id, { by: { userId: venue.staffId, isStaff: true } });
    expect(cancelled.booking.status).toBe('cancelled');
  });

  it('releases a hold of its owner only', async () => {
    const b = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(5).id,
      start: at('16:00'),
      end: at('17:00'),
      type: 'normal',
      owner: { guestToken: 'mine' },
    });
    await expect(releaseHold(t.app.db, b.id, { guestToken: 'other' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [released] = await releaseHold(t.app.db, b.id, { guestToken: 'mine' });
    expect(released!.status).toBe('cancelled');
  });
});

describe('the one-call court hold (docs/decisions/017-hold-in-one-call.md)', () => {
  it('answers with the row as stored, writes its history and announces the slot with its location', async () => {
    const court = venue.court(4);
    const payloads: string[] = [];
    const stop = await t.database.listen(SLOT_CHANNEL, (p) => payloads.push(p));
    const b = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: court.id,
      start: at('15:00'),
      end: at('16:00'),
      type: 'normal',
      owner: { guestToken: 'g-row' },
      guestContact: { name: 'Row Check', email: 'row@example.com' },
    });
    const stored = await bookingRepository.findById(t.app.db, b.id);
    expect({ ...b, during: undefined }).toEqual({ ...stored, during: undefined });
    const history = await t.database.query('select action, to_status from booking_events where booking_id = $1', [
      b.id,
    ]);
    expect(history.rows).toEqual([{ action: 'hold', to_status: 'reserved' }]);
    // Other tests' holds may still be announced while this one listens: pick this court's message.
    const mine = () =>
      payloads
        .map((p) => JSON.parse(p))
        .filter((m) => m.resourceId === court.id && m.start === at('15:00').toISOString());
    await vi.waitFor(() => expect(mine().length).toBeGreaterThan(0));
    await stop();
    expect(mine().at(-1)).toEqual({
      organizationId: venue.organizationId,
      locationId: court.locationId,
      resourceId: court.id,
      start: at('15:00').toISOString(),
      end: at('16:00').toISOString(),
    });
  });
});

describe('the hold announced after its commit (docs/decisions/022-hold-announced-after-commit.md)', () => {
  const day = quietDay(2);
  const slot = (time: string, on = day) => {
    const start = zonedInstant(on, time, tz);
    return { start, end: new Date(start.getTime() + 60 * 60_000) };
  };
  const hold = (db: Parameters<typeof holdSlot>[0], time: string, guestToken: string, now?: Date, on = day) =>
    holdSlot(db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(6).id,
      ...slot(time, on),
      type: 'normal',
      owner: { guestToken },
      ...(now ? { now } : {}),
    });
  /** The messages for court 6 at `time` on this day received so far. */
  const listening = async () => {
    const payloads: string[] = [];
    const stop = await t.database.listen(SLOT_CHANNEL, (p) => payloads.push(p));
    const about = (time: string) =>
      payloads
        .map((p) => JSON.parse(p))
        .filter((m) => m.resourceId === venue.court(6).id && m.start === slot(time).start.toISOString());
    return { about, stop };
  };

  /**
   * The hold function called as an API of another version would: the 16 arguments of 0037 for a
   * guest's hold of court 6 at `time`, then `later` — the ones later versions added (0043: announce,
   * grid version; 0044: refusal as answer) — the rest left to their defaults.
   */
  const callHoldFunction = (time: string, guestToken: string, on = day, later: unknown[] = []) => {
    const { start, end } = slot(time, on);
    const now = new Date();
    const args = [
      venue.organizationId,
      venue.court(6).id,
      venue.court(6).locationId,
      start.toISOString(),
      end.toISOString(),
      'normal',
      2000,
      null,
      guestToken,
      null,
      null,
      new Date(now.getTime() + 7 * 60_000).toISOString(),
      null,
      null,
      now.toISOString(),
      now.toISOString(),
      ...later,
    ];
    const params = args.map((_, i) => `$${i + 1}`).join(', ');
    return t.database.query(`select hold_id from courtside_court_hold(${params})`, args);
  };

  it('announces each of many concurrent holds once, and nothing for a refused one', async () => {
    const heard = await listening();
    const times = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    await Promise.all(times.map((time, i) => hold(t.app.db, time, `g-many-${i}`)));
    await expect(hold(t.app.db, '10:00', 'g-many-late')).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    await vi.waitFor(() => expect(times.map((time) => heard.about(time).length)).toEqual(times.map(() => 1)));
    // A second message for 10:00 (the refused hold) would arrive after the first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await heard.stop();
    expect(heard.about('10:00')).toHaveLength(1);
    expect(heard.about('10:00')[0]).toEqual({
      organizationId: venue.organizationId,
      locationId: venue.court(6).locationId,
      resourceId: venue.court(6).id,
      start: slot('10:00').start.toISOString(),
      end: slot('10:00').end.toISOString(),
    });
  });

  it('announces a hold inside a caller’s transaction only if that transaction commits', async () => {
    const heard = await listening();
    await expect(
      t.app.db.transaction(async (tx) => {
        await hold(tx, '16:00', 'g-rolled-back');
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    const kept = await t.app.db.transaction((tx) => hold(tx, '16:00', 'g-committed'));
    await vi.waitFor(() => expect(heard.about('16:00').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await heard.stop();
    expect(heard.about('16:00')).toHaveLength(1);
    const stored = await bookingRepository.findById(t.app.db, kept.id);
    expect(stored?.guestToken).toBe('g-committed');
  });

  it('still announces inside its transaction when called with the 16 arguments of 0037 (an API not yet updated)', async () => {
    const heard = await listening();
    const answer = await callHoldFunction('19:00', 'g-old-api');
    expect(answer.rows).toHaveLength(1);
    await vi.waitFor(() => expect(heard.about('19:00')).toHaveLength(1));
    await heard.stop();
  });

  it('refuses a taken slot with no row when asked so (0044), and with CS409 to an API not yet updated (18 arguments)', async () => {
    const other = quietDay(3);
    const first = await hold(t.app.db, '15:00', 'g-first', undefined, other);
    const quiet = await callHoldFunction('15:00', 'g-second', other, [false, null, true]);
    expect(quiet.rows).toEqual([{ hold_id: null }]);
    await expect(callHoldFunction('15:00', 'g-second', other, [false, null])).rejects.toMatchObject({
      code: 'CS409',
    });
    const { start, end } = slot('15:00', other);
    // Nothing written by either refusal: the first hold is the slot's only booking.
    const rows = await t.database.query(
      `select id from bookings where resource_id = $1 and during && tstzrange($2, $3, '[)') and status = 'reserved'`,
      [venue.court(6).id, start.toISOString(), end.toISOString()],
    );
    expect(rows.rows.map((r) => r.id)).toEqual([first.id]);
  });

  it('cancels the expired holds it replaces with their history, and refuses a slot while its hold lives', async () => {
    const stale = await hold(t.app.db, '17:00', 'g-stale');
    const live = await hold(t.app.db, '18:00', 'g-live');
    // 8 minutes later the 17:00 hold has expired; the 18:00 one is refused while it lives.
    const later = new Date(Date.now() + 8 * 60_000);
    const fresh = await hold(t.app.db, '17:00', 'g-fresh', later);
    await expect(hold(t.app.db, '18:00', 'g-refused')).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    const old = await bookingRepository.findById(t.app.db, stale.id);
    expect(old).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired', cancelledAt: later });
    const history = await t.database.query(
      'select booking_id, action, from_status, to_status, reason from booking_events where booking_id = any($1::uuid[]) order by created_at, action',
      [[stale.id, fresh.id, live.id]],
    );
    expect(history.rows).toEqual(
      expect.arrayContaining([
        {
          booking_id: stale.id,
          action: 'expire',
          from_status: 'reserved',
          to_status: 'cancelled',
          reason: 'hold_expired',
        },
        { booking_id: fresh.id, action: 'hold', from_status: null, to_status: 'reserved', reason: null },
      ]),
    );
    expect(history.rows.filter((r) => r.booking_id === live.id).map((r) => r.action)).toEqual(['hold']);
    expect((await bookingRepository.findById(t.app.db, live.id))?.status).toBe('reserved');
  });

  it('writes the status a swept hold had: a payment that ran out was pending, not reserved', async () => {
    // A day of its own at midday: open on every weekday in both seasons, and free of this file's holds.
    const own = quietDay(3);
    const paying = await hold(t.app.db, '12:00', 'g-paying', undefined, own);
    await startPayment(t.app.db, [paying.id], new Date(Date.now() + 15 * 60_000));
    const later = new Date(Date.now() + 16 * 60_000);
    await hold(t.app.db, '12:00', 'g-after', later, own);
    const { rows } = await t.database.query(
      `select action, from_status, to_status from booking_events where booking_id = $1 order by created_at, id`,
      [paying.id],
    );
    expect(rows.map((r) => `${r.action} ${r.from_status ?? '-'}→${r.to_status}`)).toEqual([
      'hold -→reserved',
      'start_payment reserved→pending',
      'expire pending→cancelled',
    ]);
  });
});

describe('slotTakenOnConflict', () => {
  it('turns an exclusion violation into SLOT_TAKEN and a deadlock into a retryable CONFLICT, nothing else', () => {
    expect(() => slotTakenOnConflict({ code: '23P01' })).toThrow(
      expect.objectContaining({ code: 'SLOT_TAKEN', status: 409 }),
    );
    expect(() => slotTakenOnConflict({ cause: { code: '23P01' } })).toThrow(
      expect.objectContaining({ code: 'SLOT_TAKEN' }),
    );
    expect(() => slotTakenOnConflict({ code: '40P01' })).toThrow(
      expect.objectContaining({ code: 'CONFLICT', status: 409 }),
    );
    const other = new Error('boom');
    expect(() => slotTakenOnConflict(other)).toThrow(other);
  });
});
