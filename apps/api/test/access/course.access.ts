// Access rows for the courses (test/access-matrix.ts): the list and detail are public;
// managing needs course.write (admin here; staff only as the trainer of a course, see
// course.test.ts); another organization's course is a 404; anyone may enrol through the cart.
import { randomUUID } from 'node:crypto';
import { courses } from '../../src/db/schema/courses';
import type { AccessContext, AccessRow } from '../auth';

async function courseOfX(ctx: AccessContext): Promise<void> {
  const [row] = await ctx.app.db
    .insert(courses)
    .values({
      organizationId: ctx.orgs.x,
      slug: `access-${randomUUID().slice(0, 8)}`,
      title: { en: 'Access course' },
      description: {},
      resourceIds: [],
      capacity: 4,
      priceCents: 1000,
    })
    .returning();
  ctx.fixtures.courseId = row!.id;
  ctx.fixtures.courseSlug = row!.slug;
}

const managers = (ok: number, staffX = 403) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX,
  staffY: 403,
  admin: ok,
});
// Signed-in readers: customers and staff of X are neither managers nor its trainer (403); staff of
// Y never see X's course (404).
const readers = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: 403,
  staffY: 404,
  admin: ok,
});
const course =
  (path = '') =>
  (ctx: AccessContext) =>
    `/api/v1/courses/manage/${ctx.fixtures.courseId}${path}`;
const missingSession = randomUUID();

export const accessRows: AccessRow[] = [
  {
    name: '/courses public list',
    method: 'GET',
    url: '/api/v1/courses',
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/courses/{slug} public detail of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/courses/${ctx.fixtures.courseSlug}`,
    setup: courseOfX,
    expect: { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/courses/manage list (course.write or trainer)',
    method: 'GET',
    url: '/api/v1/courses/manage',
    // The demo's staff member trains the beginners' course: a trainer lists their own courses.
    expect: managers(200, 200),
  },
  {
    name: '/courses/manage/preview',
    method: 'POST',
    url: '/api/v1/courses/manage/preview',
    payload: {
      resourceIds: [randomUUID()],
      schedule: { kind: 'dates', dates: ['2099-01-05'], startTime: '18:00', minutes: 90 },
    },
    expect: managers(404),
  },
  {
    name: '/courses/manage create',
    method: 'POST',
    url: '/api/v1/courses/manage',
    payload: {
      title: { en: 'x' },
      capacity: 4,
      priceCents: 100,
      resourceIds: [randomUUID()],
      schedule: { kind: 'dates', dates: ['2099-01-05'], startTime: '18:00', minutes: 90 },
    },
    expect: managers(404),
  },
  { name: '/courses/manage/{id}', method: 'GET', url: course(), setup: courseOfX, expect: readers(200) },
  {
    name: '/courses/manage/{id} change',
    method: 'PATCH',
    url: course(),
    payload: { capacity: 6 },
    setup: courseOfX,
    expect: managers(200),
  },
  {
    name: '/courses/manage/{id}/cancel',
    method: 'POST',
    url: course('/cancel'),
    payload: {},
    setup: courseOfX,
    expect: managers(200),
  },
  {
    name: '/courses/manage/{id}/participants',
    method: 'GET',
    url: course('/participants'),
    setup: courseOfX,
    expect: readers(200),
  },
  {
    name: '/courses/manage/{id}/participants/export',
    method: 'GET',
    url: course('/participants/export?format=csv'),
    setup: courseOfX,
    expect: readers(200),
  },
  {
    name: '/courses/manage/{id}/message',
    method: 'POST',
    url: course('/message'),
    payload: { subject: 'Hi', body: 'See you' },
    setup: courseOfX,
    expect: readers(200),
  },
  {
    name: '/courses/manage/{id}/sessions/{sessionId}/attendance (unknown session)',
    method: 'PUT',
    url: course(`/sessions/${missingSession}/attendance`),
    payload: { bookingId: randomUUID(), present: true },
    setup: courseOfX,
    expect: readers(404),
  },
  {
    name: '/courses/manage/{id}/sessions/{sessionId}/cancel (unknown session)',
    method: 'POST',
    url: course(`/sessions/${missingSession}/cancel`),
    payload: {},
    setup: courseOfX,
    expect: managers(404),
  },
  {
    name: '/courses/manage/{id}/sessions/{sessionId}/move (unknown session)',
    method: 'POST',
    url: course(`/sessions/${missingSession}/move`),
    payload: { start: '2099-01-05T17:00:00Z', end: '2099-01-05T18:30:00Z' },
    setup: courseOfX,
    expect: managers(404),
  },
  { name: '/courses/trainers', method: 'GET', url: '/api/v1/courses/trainers', expect: managers(200) },
  {
    name: '/courses/trainers/{id} of organization X (staff)',
    method: 'PUT',
    url: '/api/v1/courses/trainers/00000000-0000-4000-8000-000000000000',
    payload: { isTrainer: true },
    expect: managers(404),
  },
  {
    name: '/cart/courses enrol (anyone; a course without dates is closed)',
    method: 'POST',
    url: '/api/v1/cart/courses',
    payload: (ctx) => ({ courseId: ctx.fixtures.courseId }),
    setup: courseOfX,
    expect: { anonymous: 409, customerA: 409, customerB: 409, staffX: 409, staffY: 404, admin: 409 },
  },
];
