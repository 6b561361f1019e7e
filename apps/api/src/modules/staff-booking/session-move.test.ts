// Moving a whole come-together session: the slot, its court hold and every player
// booking move in one transaction; a taken target changes nothing; order lines, history and
// the players' mails follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { createDynamicSlot } from '../dynamic-slot/dynamic-slot.service';

let t: TestContext;
let venue: DemoVenue;
let staff: LoggedIn;
let customer: LoggedIn;
const day = quietDay(1);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
});
afterAll(async () => t?.close());

const desk = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/staff/bookings', headers: staff.headers, payload });
const moveSession = (id: string, payload: Record<string, unknown>, who = staff) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/sessions/${id}/move`, headers: who.headers, payload });
const bookingOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/bookings/${id}`, headers: staff.headers })).json();

async function session(court: number, from: string, to: string, title = 'Open play') {
  return createDynamicSlot(t.app.db, {
    organizationId: venue.organizationId,
    resourceId: venue.court(court).id,
    kind: 'come_together',
    start: new Date(at(from)),
    end: new Date(at(to)),
    title,
    priceCents: 900,
    capacity: 8,
    createdBy: venue.staffId,
  });
}

async function places(
  slot: { resourceId: string; startsAt: Date; endsAt: Date },
  who: Record<string, unknown>,
  n: number,
): Promise<string> {
  const res = await desk({
    ...who,
    paymentMethod: 'cash',
    items: [
      {
        resourceId: slot.resourceId,
        start: slot.startsAt.toISOString(),
        end: slot.endsAt.toISOString(),
        type: 'come_together',
        places: n,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bookingIds[0];
}

describe('move a come-together session', () => {
  let slotId: string;
  let guestBooking: string;
  let accountBooking: string;

  beforeAll(async () => {
    const slot = await session(2, '10:00', '12:00', 'Mixed doubles');
    slotId = slot.id;
    guestBooking = await places(slot, { contact: { name: 'Gina Guest', email: 'gina@example.net' } }, 2);
    accountBooking = await places(slot, { userId: venue.customerId }, 1);
  });

  it('moves the slot and every booking to another court and time, keeping the length', async () => {
    const res = await moveSession(slotId, {
      resourceId: venue.court(3).id,
      start: at('14:00'),
      reason: 'Court 2 flooded',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.slot).toMatchObject({
      id: slotId,
      resourceId: venue.court(3).id,
      start: at('14:00'),
      end: at('16:00'),
      placesTaken: 3,
      status: 'active',
    });
    expect(body.bookingIds.sort()).toEqual([guestBooking, accountBooking].sort());
    expect(body.mailed).toBe(2);
    for (const id of [guestBooking, accountBooking]) {
      const detail = await bookingOf(id);
      expect(detail.booking).toMatchObject({
        resourceId: venue.court(3).id,
        start: at('14:00'),
        end: at('16:00'),
        status: 'upcoming',
      });
      const moved = detail.history.find((h: { action: string }) => h.action === 'move');
      expect(moved).toMatchObject({ actorName: 'Sina Staff', reason: 'Court 2 flooded' });
      expect(detail.history.some((h: { action: string }) => h.action === 'booking.moved')).toBe(true);
      expect(detail.history.some((h: { action: string }) => h.action === 'order.line_moved')).toBe(true);
      // Order lines follow; the paid price and the issued invoice stay.
      const order = (
        await t.app.inject({ method: 'GET', url: `/api/v1/orders/${detail.order.id}`, headers: staff.headers })
      ).json();
      expect(order.items[0]).toMatchObject({
        resourceId: venue.court(3).id,
        resourceName: 'Court 3',
        start: at('14:00'),
        end: at('16:00'),
      });
      expect(order.totalCents).toBe(detail.order.totalCents);
    }
    // The court hold went along: the old window is free again, the new one is the session.
    const grid = (await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${day}` })).json();
    const slotOf = (court: number, time: string) =>
      grid.rows
        .find((r: { resourceId: string }) => r.resourceId === venue.court(court).id)
        .slots.find((s: { start: string }) => s.start === at(time));
    expect(slotOf(2, '10:00').state).toBe('available');
    expect(slotOf(3, '14:00')).toMatchObject({ state: 'come_together', placesLeft: 5 });
    const manager = await loginAs(t.app, 'manager@example.com');
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/v1/history/dynamic_slot/${slotId}`, headers: manager.headers })
    ).json();
    expect(history.rows.map((h: { action: string }) => h.action)).toContain('dynamic_slot.moved');
  });

  it('mails every player the new time in their language', async () => {
    const mails = (
      await t.database.query(
        `select "to", locale, subject, text from outbox_mails where template = 'booking.session-moved' order by "to"`,
      )
    ).rows as { to: string; locale: string; subject: string; text: string }[];
    expect(mails.map((m) => m.to)).toEqual(['customer@example.com', 'gina@example.net']);
    const gina = mails.find((m) => m.to === 'gina@example.net')!;
    expect(gina.subject).toMatch(/^Verlegt: Mixed doubles/);
    expect(gina.text).toContain('Court 3');
    expect(gina.text).toContain('Court 2 flooded');
    const clara = mails.find((m) => m.to === 'customer@example.com')!;
    expect(clara.subject).toMatch(clara.locale === 'de' ? /^Verlegt:/ : /^Moved:/);
  });

  it('moves by an hour on the same court, overlapping its own old time', async () => {
    const res = await moveSession(slotId, { start: at('15:00') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slot).toMatchObject({ resourceId: venue.court(3).id, start: at('15:00'), end: at('17:00') });
    expect((await bookingOf(guestBooking)).booking).toMatchObject({ start: at('15:00'), end: at('17:00') });
  });

  it('refuses a target a booking holds with 409 SLOT_TAKEN and moves nothing', async () => {
    const other = await desk({
      contact: { name: 'Otto', email: 'otto@example.net' },
      paymentMethod: 'cash',
      items: [{ resourceId: venue.court(4).id, start: at('19:00'), end: at('20:00') }],
    });
    expect(other.statusCode, other.body).toBe(201);
    const res = await moveSession(slotId, { resourceId: venue.court(4).id, start: at('18:00') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringContaining('Court 4 is taken') });
    const slot = (await t.app.inject({ method: 'GET', url: `/api/v1/dynamic-slots/${slotId}` })).json();
    expect(slot).toMatchObject({ resourceId: venue.court(3).id, start: at('15:00') });
    expect((await bookingOf(accountBooking)).booking).toMatchObject({
      resourceId: venue.court(3).id,
      start: at('15:00'),
    });
  });

  it('refuses a target another session holds with 409', async () => {
    const other = await session(5, '10:00', '12:00', 'Other');
    const res = await moveSession(slotId, { resourceId: venue.court(5).id, start: at('11:00') });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_TAKEN');
    expect((await bookingOf(guestBooking)).booking).toMatchObject({ resourceId: venue.court(3).id });
    expect(other.status).toBe('active');
  });

  it('answers bad input with a clear 4xx', async () => {
    const outside = await moveSession(slotId, { start: at('03:00') });
    expect([outside.statusCode, outside.json().code]).toEqual([422, 'OUTSIDE_OPENING_HOURS']);
    const past = await moveSession(slotId, {
      start: zonedInstant(quietDay(-12), '10:00', 'Europe/Berlin').toISOString(),
    });
    expect([past.statusCode, past.json().message]).toEqual([400, 'A session cannot be moved into the past']);
    const backwards = await moveSession(slotId, { start: at('16:00'), end: at('15:00') });
    expect(backwards.statusCode).toBe(400);
    const unknown = await moveSession('00000000-0000-4000-8000-000000000000', { start: at('16:00') });
    expect(unknown.statusCode).toBe(404);
    const notASession = await moveSession(guestBooking, { start: at('16:00') });
    expect(notASession.statusCode).toBe(404);
    const badCourt = await moveSession(slotId, {
      resourceId: '00000000-0000-4000-8000-000000000000',
      start: at('16:00'),
    });
    expect(badCourt.statusCode).toBe(404);
    const noStart = await moveSession(slotId, {});
    expect(noStart.statusCode).toBe(400);
  });

  it('is not for customers; a cancelled session does not move', async () => {
    expect((await moveSession(slotId, { start: at('16:00') }, customer)).statusCode).toBe(403);
    const gone = await session(6, '10:00', '12:00', 'Gone');
    const manager = await loginAs(t.app, 'manager@example.com');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/dynamic-slots/${gone.id}`, headers: manager.headers }))
        .statusCode,
    ).toBe(200);
    const res = await moveSession(gone.id, { start: at('14:00') });
    expect([res.statusCode, res.json().code]).toEqual([409, 'INVALID_TRANSITION']);
  });
});
