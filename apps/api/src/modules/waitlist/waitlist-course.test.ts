// The waitlist for a full course (docs/product/waitlist-courses.md#courses): joining from the course
// page, a participant's cancellation freeing a course place that is offered as a real hold of a place
// in every date still to come (the enrolment's locks), decline cascading to the next person, paying
// through the normal cart and checkout, and a raised capacity found by the waitlist job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { latestMailTo, loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { clearDemoActivity, client, payCart } from '../../../test/fakes/checkout-fixtures';
import { cancelBooking } from '../booking/lifecycle.service';
import { runWaitlist } from './waitlist.service';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
const q = async (sql: string, params: unknown[] = []) => (await t.database.query(sql, params)).rows;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  await clearDemoActivity(t);
  manager = await loginAs(t.app, 'manager@example.com');
});
afterAll(async () => t?.close());

async function fullCourse(capacity: number, day: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/courses/manage',
    headers: manager.headers,
    payload: {
      title: { en: `Queue course ${day}`, de: `Wartekurs ${day}` },
      description: { en: 'Full.' },
      level: 'beginner',
      resourceIds: [venue.court(4).id],
      capacity,
      priceCents: 9000,
      schedule: { kind: 'weekly', startDate: quietDay(day), count: 3, startTime: '18:00', minutes: 90 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const course = res.json<{ id: string; slug: string; sessions: { anchorSlotId: string }[] }>();
  const participants = [];
  for (let i = 0; i < capacity; i++) {
    const c = client(t.app);
    const enrol = await c.request('POST', '/api/v1/cart/courses', { courseId: course.id });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { confirm } = await payCart(c);
    expect(confirm.statusCode, confirm.body).toBe(200);
    participants.push(c);
  }
  return course;
}

/** The live places of each date (paid or held), never above the capacity. */
async function placesPerDate(anchorIds: string[]) {
  const rows = await q(
    `select session_id, coalesce(sum(places), 0)::int as n from bookings
     where session_id = any($1::uuid[]) and status in ('reserved', 'pending', 'upcoming') group by session_id`,
    [anchorIds],
  );
  return anchorIds.map((id) => (rows.find((r) => r.session_id === id) as { n: number } | undefined)?.n ?? 0);
}

const paidPlacesOfOneParticipant = async (anchorIds: string[]) => {
  const [first] = await q(
    `select coalesce(user_id::text, guest_token) as who from bookings where session_id = $1 and status = 'upcoming' limit 1`,
    [anchorIds[0]],
  );
  const rows = await q(
    `select id from bookings where session_id = any($1::uuid[]) and status = 'upcoming'
     and coalesce(user_id::text, guest_token) = $2`,
    [anchorIds, (first as { who: string }).who],
  );
  return rows.map((r) => (r as { id: string }).id);
};

describe('waitlist for a full course', () => {
  it('offers a freed course place to the first in line, cascades on decline, pays through the checkout', async () => {
    const course = await fullCourse(2, 3);
    const anchors = course.sessions.map((s) => s.anchorSlotId);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${course.slug}` });
    expect(page.json().placesLeft).toBe(0);
    const [ann, ben] = [client(t.app), client(t.app)];
    const joined = await ann.request('POST', '/api/v1/waitlist', {
      kind: 'course',
      courseId: course.id,
      email: 'ann@course.example',
      locale: 'de',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ kind: 'course', status: 'waiting', position: 1, courseSlug: course.slug });
    expect(joined.json().courseTitle).toBe('Wartekurs 3');
    const again = await ann.request('POST', '/api/v1/waitlist', {
      kind: 'course',
      courseId: course.id,
      email: 'a@x.de',
    });
    expect(again.statusCode).toBe(409);
    const second = await ben.request('POST', '/api/v1/waitlist', {
      kind: 'course',
      courseId: course.id,
      email: 'ben@course.example',
    });
    expect(second.json()).toMatchObject({ position: 2, queueLength: 2 });

    // One date given back frees no course place: the other dates are still full.
    const places = await paidPlacesOfOneParticipant(anchors);
    expect(places).toHaveLength(3);
    await cancelBooking(t.app.db, places[0]!, { by: null, reason: 'test' });
    expect(
      (await q(`select status from waitlist_entries where course_id = $1`, [course.id])).map((r) => r.status),
    ).toEqual(['waiting', 'waiting']);
    // The last date of that participant frees a course place: offered inside the cancellation.
    await cancelBooking(t.app.db, places[1]!, { by: null, reason: 'test' });
    await cancelBooking(t.app.db, places[2]!, { by: null, reason: 'test' });
    const annView = (await ann.request('GET', `/api/v1/waitlist/entries/${joined.json().token}`)).json();
    expect(annView.status).toBe('offered');
    expect(annView.offer).toMatchObject({ dates: 3, priceCents: 9000 });
    expect(await placesPerDate(anchors)).toEqual([2, 2, 2]);
    const mail = await latestMailTo(t.app, 'ann@course.example', 'waitlist.offer');
    expect(mail?.text ?? '').toContain('Wartekurs 3');

    // Declined: every date's hold is released and the next person gets them in the same transaction.
    const declined = await ann.request('POST', `/api/v1/waitlist/entries/${joined.json().token}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    const benView = (await ben.request('GET', `/api/v1/waitlist/entries/${second.json().token}`)).json();
    expect(benView.offer).toMatchObject({ dates: 3 });
    expect(await placesPerDate(anchors)).toEqual([2, 2, 2]);

    // Pay now: all three places go into Ben's cart and through the normal checkout.
    const accepted = await ben.request('POST', `/api/v1/waitlist/entries/${second.json().token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cart = await ben.request('GET', '/api/v1/cart');
    expect(cart.json().items).toHaveLength(3);
    const { confirm } = await payCart(ben);
    expect(confirm.statusCode, confirm.body).toBe(200);
    await runWaitlist(t.app.db);
    const [row] = await q(`select status from waitlist_entries where email = 'ben@course.example'`);
    expect(row).toMatchObject({ status: 'booked' });
    expect(await placesPerDate(anchors)).toEqual([2, 2, 2]);
  });

  it('a raised capacity is found by the waitlist job; a cancelled course closes its queue', async () => {
    const course = await fullCourse(1, 5);
    const cleo = client(t.app);
    const joined = await cleo.request('POST', '/api/v1/waitlist', {
      kind: 'course',
      courseId: course.id,
      email: 'cleo@course.example',
    });
    expect(joined.json().status).toBe('waiting');
    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/courses/manage/${course.id}`,
      headers: manager.headers,
      payload: { capacity: 2 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const run = await runWaitlist(t.app.db);
    expect(run.offers).toBeGreaterThanOrEqual(1);
    const view = (await cleo.request('GET', `/api/v1/waitlist/entries/${joined.json().token}`)).json();
    expect(view.offer).toMatchObject({ dates: 3 });
    expect(await placesPerDate(course.sessions.map((s) => s.anchorSlotId))).toEqual([2, 2, 2]);

    // The venue cancels the course: the open offer's holds go with it, the queue closes.
    const dan = await client(t.app).request('POST', '/api/v1/waitlist', {
      kind: 'course',
      courseId: course.id,
      email: 'dan@course.example',
    });
    expect(dan.json().status).toBe('waiting');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/courses/manage/${course.id}/cancel`,
      headers: manager.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runWaitlist(t.app.db);
    const statuses = await q(`select email, status from waitlist_entries where course_id = $1 order by email`, [
      course.id,
    ]);
    expect(statuses).toEqual([
      { email: 'cleo@course.example', status: 'expired' },
      { email: 'dan@course.example', status: 'closed' },
    ]);
    expect(await placesPerDate(course.sessions.map((s) => s.anchorSlotId))).toEqual([0, 0, 0]);
  });

  it('refuses an unknown course', async () => {
    const res = await client(t.app).request('POST', '/api/v1/waitlist', {
      kind: 'course',
      courseId: '00000000-0000-4000-8000-000000000000',
      email: 'x@course.example',
    });
    expect(res.statusCode).toBe(404);
  });
});
