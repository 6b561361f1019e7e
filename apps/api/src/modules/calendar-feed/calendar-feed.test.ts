import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { holdSlot } from '../booking/hold.service';
import { cancelBooking, confirmBookings } from '../booking/lifecycle.service';

let t: TestContext;
let venue: DemoVenue;
let customer: LoggedIn;
let customer2: LoggedIn;
let staff: LoggedIn;
const tz = 'Europe/Berlin';
const inTwoDays = addDays(localDate(new Date(), tz), 2);
const unfold = (text: string) => text.replace(/\r\n /g, '');

interface FreeSlot {
  resourceId: string;
  name: string;
  start: string;
  end: string;
}

/** The first free, bookable slots of beach volleyball courts on a date (the demo seed books some). */
async function freeSlots(date: string): Promise<FreeSlot[]> {
  const res = await t.app.inject({ url: `/api/v1/availability?date=${date}` });
  const rows = res.json<{
    rows: {
      resourceId: string;
      name: string;
      category: string;
      slots: { start: string; end: string; state: string; bookable: boolean }[];
    }[];
  }>().rows;
  return rows
    .filter((r) => r.category === 'beach_volleyball')
    .flatMap((r) =>
      r.slots
        .filter((x) => x.state === 'available' && x.bookable)
        .map((x) => ({ resourceId: r.resourceId, name: r.name, start: x.start, end: x.end })),
    );
}

async function paidBooking(userId: string, slot: FreeSlot) {
  const hold = await holdSlot(t.app.db, {
    organizationId: venue.organizationId,
    resourceId: slot.resourceId,
    start: new Date(slot.start),
    end: new Date(slot.end),
    type: 'normal',
    owner: { userId },
  });
  const [booking] = await confirmBookings(t.app.db, [hold.id], crypto.randomUUID());
  return booking!;
}

/** Slots on distinct courts, so each test's bookings never collide. */
let pool: FreeSlot[] = [];
async function takeSlot(): Promise<FreeSlot> {
  if (!pool.length) pool = await freeSlots(inTwoDays);
  const slot = pool.shift();
  if (!slot) throw new Error('no free slot left for the test');
  pool = pool.filter((x) => !(x.resourceId === slot.resourceId && x.start === slot.start));
  return slot;
}

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  customer = await loginAs(t.app, 'customer@example.com');
  customer2 = await loginAs(t.app, 'customer2@example.com');
  staff = await loginAs(t.app, 'staff@example.com');
});
afterAll(async () => t?.close());

describe('personal iCal feed', () => {
  it('needs a signed-in user to show the address', async () => {
    const res = await t.app.inject({ url: '/api/v1/calendar/feed' });
    expect(res.statusCode).toBe(401);
  });

  it('gives a stable secret address and serves the customer’s bookings as text/calendar', async () => {
    const playedSlot = await takeSlot();
    const played = await paidBooking(venue.customerId, playedSlot);
    const cancelled = await paidBooking(venue.customerId, await takeSlot());
    await cancelBooking(t.app.db, cancelled.id, { by: { userId: venue.staffId, isStaff: true } });
    const others = await paidBooking(venue.customer2Id, await takeSlot());
    // A hold that was never paid is not a calendar entry.
    const holdSlotFree = await takeSlot();
    const hold = await holdSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: holdSlotFree.resourceId,
      start: new Date(holdSlotFree.start),
      end: new Date(holdSlotFree.end),
      type: 'normal',
      owner: { userId: venue.customerId },
    });

    const first = await t.app.inject({ url: '/api/v1/calendar/feed', headers: customer.headers });
    expect(first.statusCode).toBe(200);
    const feed = first.json<{ url: string; webcalUrl: string }>();
    expect(feed.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('http:', 'webcal:'));
    const again = await t.app.inject({ url: '/api/v1/calendar/feed', headers: customer.headers });
    expect(again.json<{ url: string }>().url).toBe(feed.url);

    const path = new URL(feed.url).pathname;
    const ics = await t.app.inject({ url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = unfold(ics.body);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`UID:booking-${played.id}@courtside`);
    expect(text).toContain(`UID:booking-${cancelled.id}@courtside`);
    expect(text).not.toContain(others.id);
    expect(text).not.toContain(hold.id);
    // The demo customer's account language is German.
    expect(text).toContain(`SUMMARY:${playedSlot.name} – Beachvolleyball · BeachSide Köln`);
    expect(text).toContain('LOCATION:BeachSide am Rhein\\, Alfred-Schütte-Allee 50\\, 50679 Köln');
    expect(text).toContain(`DTSTART:${playedSlot.start.replace(/[-:]/g, '').replace('.000', '')}`);
    const cancelledEvent = text.split('BEGIN:VEVENT').find((e) => e.includes(cancelled.id))!;
    expect(cancelledEvent).toContain('STATUS:CANCELLED');
    expect(cancelledEvent).toContain('SEQUENCE:1');
  });

  it('stops serving the old address after a reset', async () => {
    const before = (await t.app.inject({ url: '/api/v1/calendar/feed', headers: customer2.headers })).json<{
      url: string;
    }>();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/calendar/feed/reset',
      headers: customer2.headers,
    });
    expect(reset.statusCode).toBe(200);
    const after = reset.json<{ url: string }>();
    expect(after.url).not.toBe(before.url);
    expect((await t.app.inject({ url: new URL(before.url).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(after.url).pathname })).statusCode).toBe(200);
  });

  it('answers 404 for unknown or malformed tokens', async () => {
    expect((await t.app.inject({ url: `/api/v1/calendar/${'a'.repeat(43)}.ics` })).statusCode).toBe(404);
    const res = await t.app.inject({ url: '/api/v1/calendar/short.ics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('single booking .ics', () => {
  it('lets the owner and staff download it, nobody else', async () => {
    const slot = await takeSlot();
    const booking = await paidBooking(venue.customerId, slot);
    const url = `/api/v1/calendar/bookings/${booking.id}.ics?lang=en`;
    const own = await t.app.inject({ url, headers: customer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="booking-${booking.id.slice(0, 8)}.ics"`);
    expect(unfold(own.body)).toContain(`SUMMARY:${slot.name} – Beach volleyball · BeachSide Köln`);
    expect(unfold(own.body)).toContain('TRIGGER:-PT60M');
    expect((await t.app.inject({ url, headers: staff.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: customer2.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/calendar/bookings/not-a-uuid.ics', headers: customer.headers })).statusCode,
    ).toBe(400);
  });
});

describe('availability overview', () => {
  it('counts free slots per day and court, with past days and the booking window', async () => {
    const today = localDate(new Date(), tz);
    const from = addDays(today, -1);
    const res = await t.app.inject({ url: `/api/v1/calendar/overview?from=${from}&days=21` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      days: { date: string; total: number; free: number; status: string }[];
      courts: { name: string; days: { date: string; total: number; free: number }[] }[];
      today: string;
    }>();
    expect(body.today).toBe(today);
    expect(body.days).toHaveLength(21);
    expect(body.courts.map((c) => c.name)).toContain('Court 1');
    expect(body.days[0]).toMatchObject({ date: from, status: 'past', free: 0 });
    // The demo rule books 14 days ahead: the last days are not bookable yet.
    expect(body.days.at(-1)!.status).toBe('not_yet');
    const day = body.days.find((d) => d.date === inTwoDays)!;
    expect(day.total).toBeGreaterThan(0);
    expect(['free', 'few']).toContain(day.status);
    const sum = body.courts.reduce((n, c) => n + c.days.find((d) => d.date === inTwoDays)!.free, 0);
    expect(day.free).toBe(sum);

    // One more paid booking is one free slot less, on that court and in the day's total.
    const slot = await takeSlot();
    await paidBooking(venue.customer2Id, slot);
    const after = (await t.app.inject({ url: `/api/v1/calendar/overview?from=${from}&days=21` })).json<typeof body>();
    const courtBefore = body.courts.find((c) => c.name === slot.name)!.days.find((d) => d.date === inTwoDays)!;
    const courtAfter = after.courts.find((c) => c.name === slot.name)!.days.find((d) => d.date === inTwoDays)!;
    expect(courtAfter.free).toBe(courtBefore.free - 1);
    expect(after.days.find((d) => d.date === inTwoDays)!.free).toBe(day.free - 1);
  });

  it('filters by space type and validates the query', async () => {
    const today = localDate(new Date(), tz);
    const indoor = await t.app.inject({ url: `/api/v1/calendar/overview?from=${today}&days=7&spaceType=indoor` });
    expect(indoor.json<{ courts: { spaceType: string }[] }>().courts.every((c) => c.spaceType === 'indoor')).toBe(true);
    expect((await t.app.inject({ url: `/api/v1/calendar/overview?from=${today}&days=90` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/calendar/overview?from=2026-13-01' })).statusCode).toBe(400);
  });
});
