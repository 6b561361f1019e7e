import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, payCart } from '../../../test/fakes/checkout-fixtures';
import { decideCourseMinimums } from './course.jobs';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
let staff: LoggedIn;
let customer: LoggedIn;
const tz = 'Europe/Berlin';
const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  [manager, staff, customer] = await Promise.all([
    loginAs(t.app, 'manager@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, 'customer@example.com'),
  ]);
  const marked = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/courses/trainers/${venue.staffId}`,
    headers: manager.headers,
    payload: { isTrainer: true },
  });
  expect(marked.statusCode).toBe(200);
});
afterAll(async () => t?.close());

let n = 0;
function body(overrides: Record<string, unknown> = {}, courts = [4, 5], time = '18:00') {
  n += 1;
  return {
    title: { en: `Beginners ${n}`, de: `Anfänger ${n}` },
    description: { en: 'Learn the basics.' },
    level: 'beginner',
    trainerId: venue.staffId,
    resourceIds: courts.map((c) => venue.court(c).id),
    capacity: 12,
    priceCents: 16000,
    schedule: { kind: 'weekly', startDate: quietDay(n), count: 3, startTime: time, minutes: 90 },
    ...overrides,
  };
}
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/courses/manage', headers: manager.headers, payload });
const enrol = (headers: Record<string, string>, courseId: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart/courses', headers, payload: { courseId } });

describe('courses', () => {
  it('blocks every session on every court through the booking engine, splitting the price exactly', async () => {
    const res = await create(body({ priceCents: 10000 }));
    expect(res.statusCode).toBe(201);
    const course = res.json();
    expect(course.sessions.map((s: { priceCents: number }) => s.priceCents)).toEqual([3334, 3333, 3333]);
    expect(course).toMatchObject({ placesLeft: 12, enrolPriceCents: 10000, trainerName: expect.any(String) });
    // Every session keeps 18:00 on the venue's wall clock, a week apart.
    const first = quietDay(n);
    expect(course.sessions.map((s: { start: string }) => s.start)).toEqual(
      [0, 7, 14].map((d) => zonedInstant(addDays(first, d), '18:00', tz).toISOString()),
    );
    const holders = await q(
      `select resource_id, count(*)::int as n from bookings where dynamic_slot_id is not null and status = 'upcoming'
       and starts_at >= $1 group by resource_id order by resource_id`,
      [course.sessions[0].start],
    );
    expect(holders.map((h) => h.n)).toEqual([3, 3]);
    // A court holder of the course refuses a booking at the same time (the exclusion constraint).
    const grid = await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${first}` });
    const row = grid.json().rows.find((r: { resourceId: string }) => r.resourceId === venue.court(5).id);
    const slot = row.slots.find((s: { start: string }) => s.start === course.sessions[0].start);
    expect(slot?.available ?? false).toBe(false);
  });

  it('shows conflicts before saving and refuses the save with 409 when a court is taken', async () => {
    const payload = body({}, [2, 3], '10:00');
    const day = (payload.schedule as { startDate: string }).startDate;
    const start = zonedInstant(day, '10:00', tz);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart',
      headers: customer.headers,
      payload: {
        items: [
          {
            resourceId: venue.court(3).id,
            start: start.toISOString(),
            end: new Date(start.getTime() + 3_600_000).toISOString(),
          },
        ],
      },
    });
    expect(booked.statusCode).toBe(200);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/courses/manage/preview',
      headers: manager.headers,
      payload: { resourceIds: payload.resourceIds, schedule: payload.schedule },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().sessions).toHaveLength(3);
    expect(preview.json().conflicts).toEqual([
      { resourceId: venue.court(3).id, start: start.toISOString(), end: expect.any(String), reason: 'booked' },
    ]);
    const refused = await create(payload);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SLOT_TAKEN']);
    expect(await q(`select id from courses where title->>'en' = $1`, [payload.title.en])).toHaveLength(0);
    expect(await q(`select id from dynamic_slots where note = 'course' or starts_at = $1`, [start])).toHaveLength(0);
  });

  it('gives N parallel enrolments for the last places exactly the capacity', async () => {
    const course = (await create(body({ capacity: 3 }, [6], '11:00'))).json();
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        enrol({ 'x-guest-token': `course-race-${String(k).padStart(8, '0')}` }, course.id),
      ),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    if (codes.filter((c) => c === 200).length !== 3) console.log(tries.map((r) => r.body));
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(tries.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array(7).fill('SESSION_FULL'));
    const places = await q(
      `select session_id, sum(places)::int as n from bookings where session_id = any($1::uuid[]) and status = 'reserved' group by session_id`,
      [course.sessions.map((s: { anchorSlotId: string }) => s.anchorSlotId)],
    );
    expect(places.map((p) => p.n)).toEqual([3, 3, 3]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${course.slug}` });
    expect(detail.json()).toMatchObject({ placesLeft: 0, enrolled: 3 });
  });

  it('enrols through the cart and checkout: one paid place in every session, the course price in total', async () => {
    const course = (await create(body({}, [1], '12:00'))).json();
    const user = client(t.app, customer.headers);
    await user.request('PATCH', '/api/v1/cart/clearcart');
    const added = await user.request('POST', '/api/v1/cart/courses', { courseId: course.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().items.filter((i: { sessionId: string }) => i.sessionId)).toHaveLength(3);
    const { orderId, confirm } = await payCart(user, undefined, {});
    expect(confirm.json().status).toBe('completed');
    const order = (await user.request('GET', `/api/v1/orders/${orderId}`)).json();
    expect(order.items.reduce((s: number, i: { subtotalCents: number }) => s + i.subtotalCents, 0)).toBe(16000);
    const mine = await q(`select status from bookings where user_id = $1 and session_id = any($2::uuid[])`, [
      venue.customerId,
      course.sessions.map((s: { anchorSlotId: string }) => s.anchorSlotId),
    ]);
    expect(mine.map((b) => b.status)).toEqual(['upcoming', 'upcoming', 'upcoming']);
    // The trainer sees the participant; another course's trainer would not.
    const people = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/manage/${course.id}/participants`,
      headers: staff.headers,
    });
    expect(people.json().rows).toEqual([expect.objectContaining({ email: 'customer@example.com', sessions: 3 })]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/manage/${course.id}/participants/export?format=csv&lang=en`,
      headers: staff.headers,
    });
    expect(csv.body).toContain('customer@example.com');
    expect(csv.body).toContain('Sessions');
    const fr = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/manage/${course.id}/participants/export?format=csv&lang=fr`,
      headers: staff.headers,
    });
    expect(fr.body).toContain('Téléphone');
    expect(fr.body).toContain('Séances');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/manage/${course.id}/participants/export?format=csv&lang=xx`,
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('sells a course date only through the course: a single place is refused, the list marks the dates', async () => {
    // A date inside the booking window, so only the course rule can refuse the single place.
    const schedule = { kind: 'weekly', startDate: quietDay(1), count: 2, startTime: '12:00', minutes: 90 };
    const course = (await create(body({ schedule }, [2]))).json();
    const anchor = course.sessions[0] as { anchorSlotId: string };
    const slot = (await t.app.inject({ method: 'GET', url: `/api/v1/dynamic-slots/${anchor.anchorSlotId}` })).json();
    expect(slot).toMatchObject({ kind: 'come_together', courseId: course.id });
    const guest = client(t.app);
    const single = await guest.request('POST', '/api/v1/cart', {
      items: [
        {
          resourceId: slot.resourceId,
          start: slot.start,
          end: slot.end,
          bookingType: 'come_together',
          quantity: 1,
          sessionId: slot.id,
        },
      ],
    });
    expect(single.statusCode).toBe(422);
    expect(single.json()).toMatchObject({
      code: 'BOOKING_TYPE_NOT_ALLOWED',
      message: expect.stringContaining('course'),
    });
    // Nothing was held for the refused place; enrolling in the course still works.
    expect(await q(`select count(*)::int as n from bookings where session_id = $1`, [slot.id])).toEqual([{ n: 0 }]);
    expect((await guest.request('POST', '/api/v1/cart/courses', { courseId: course.id })).statusCode).toBe(200);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/dynamic-slots?kind=come_together&limit=200' })
    ).json() as { rows: { id: string; courseId: string | null }[] };
    expect(list.rows.find((r) => r.id === slot.id)?.courseId).toBe(course.id);
  });

  it('cancels a course below its minimum at the deadline and refunds every paid place', async () => {
    const payload = body(
      { minParticipants: 2, minDeadline: new Date(Date.now() + 86_400_000).toISOString() },
      [1],
      '15:00',
    );
    const course = (await create(payload)).json();
    const user = client(t.app, customer.headers);
    await user.request('PATCH', '/api/v1/cart/clearcart');
    expect((await user.request('POST', '/api/v1/cart/courses', { courseId: course.id })).statusCode).toBe(200);
    const { orderId, confirm } = await payCart(user, undefined, {});
    expect(confirm.json().status).toBe('completed');
    expect(await decideCourseMinimums(t.app.db, new Date())).toEqual([]);
    expect(await decideCourseMinimums(t.app.db, new Date(Date.now() + 2 * 86_400_000))).toEqual([course.id]);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/v1/courses/manage/${course.id}`, headers: manager.headers })
    ).json();
    expect(after.status).toBe('cancelled');
    expect(after.sessions.map((s: { status: string }) => s.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const refunds = (await user.request('GET', `/api/v1/orders/${orderId}/refunds`)).json().rows;
    const order = (await user.request('GET', `/api/v1/orders/${orderId}`)).json();
    // The venue called it off: everything paid comes back, the service fee included.
    expect(refunds.reduce((s: number, r: { amountCents: number }) => s + r.amountCents, 0)).toBe(order.totalCents);
    expect(order.items.reduce((s: number, i: { subtotalCents: number }) => s + i.subtotalCents, 0)).toBe(16000);
    const mails = await q(
      `select count(*)::int as n from outbox_mails where "to" = 'customer@example.com' and template = 'booking.session-cancelled'`,
    );
    expect(mails[0]!.n).toBeGreaterThan(0);
  });

  it('lets a trainer see only their own courses; customers and other staff get nothing', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/courses/manage', headers: staff.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().rows.every((c: { trainerId: string }) => c.trainerId === venue.staffId)).toBe(true);
    const made = await create(body({ trainerId: null }, [2], '16:30'));
    expect(made.statusCode, made.body).toBe(201);
    const other = made.json();
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/manage/${other.id}`,
      headers: staff.headers,
    });
    expect(hidden.statusCode).toBe(403);
    const cust = await t.app.inject({ method: 'GET', url: '/api/v1/courses/manage', headers: customer.headers });
    expect(cust.statusCode).toBe(403);
    expect(isoWeekday(quietDay(1))).toBeGreaterThan(0);
  });
});
