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
