// The course endpoints (docs/product/courses.md): the public list and detail, and the staff side
// under /courses/manage (course.write; a trainer reads their own courses, see course-staff.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseCancelSchema,
  courseCreateSchema,
  courseListSchema,
  coursePreviewAnswerSchema,
  coursePreviewSchema,
  courseSchema,
  courseUpdateSchema,
} from '@courtside/core/courses';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { courseRepository } from './course.repository';
import { courseDtos, courseFor, createCourse, updateCourse } from './course.service';
import { findConflicts, sessionWindows } from './course-schedule';
import { cancelCourse } from './course-actions';

const tags = ['courses'];
const idParams = z.object({ id: uuidSchema });
const trainerSchema = z.object({ id: uuidSchema, name: z.string(), email: z.string() });

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/courses',
    { schema: { tags, summary: 'Published courses with places left', response: { 200: courseListSchema } } },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const rows = await courseDtos(
        app.db,
        await courseRepository.list(app.db, organizationId, { publishedOnly: true }),
      );
      // A course whose last date is over leaves the public list.
      const live = rows.filter((c) => c.sessions.some((s) => s.status === 'active' && new Date(s.end) > new Date()));
      return { rows: live, count: live.length };
    },
  );

  app.get(
    '/api/v1/courses/:slug',
    {
      schema: {
        tags,
        summary: 'One published course by slug',
        params: z.object({ slug: z.string().max(120) }),
        response: { 200: courseSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await courseRepository.findBySlug(app.db, organizationId, request.params.slug);
      if (!row || (!row.published && !hasPermission(request.auth, 'course.write')))
        throw new AppError('NOT_FOUND', 'Course not found');
      return (await courseDtos(app.db, [row]))[0]!;
    },
  );

  app.get(
    '/api/v1/courses/manage',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Every course (course.write) or the trainer’s own',
        response: { 200: courseListSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const canWrite = hasPermission(auth, 'course.write');
      if (!canWrite && !(await courseRepository.isTrainer(app.db, auth.userId)))
        throw new AppError('FORBIDDEN', 'You need the permission course.write or to be a trainer');
      const rows = await courseRepository.list(app.db, organizationId, canWrite ? {} : { trainerId: auth.userId });
      return { rows: await courseDtos(app.db, rows), count: rows.length };
    },
  );

  app.post(
    '/api/v1/courses/manage/preview',
    {
      preHandler: app.requirePermission('course.write'),
      schema: {
        tags,
        summary: 'The sessions of a schedule and what stands in the way on each court',
        body: coursePreviewSchema,
        response: { 200: coursePreviewAnswerSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const now = new Date();
      const input = { organizationId, ...request.body };
      const windows = await sessionWindows(app.db, input, now);
      const conflicts = await findConflicts(app.db, input, windows, now);
      return {
        sessions: windows.map((w) => ({ start: w.start.toISOString(), end: w.end.toISOString() })),
        conflicts,
      };
    },
  );

  app.post(
    '/api/v1/courses/manage',
    {
      preHandler: app.requirePermission('course.write'),
      schema: {
        tags,
        summary: 'Create a course with its schedule',
        body: courseCreateSchema,
        response: { 201: courseSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await createCourse(app.db, organizationId, request.body, requireAuth(request).userId);
      return reply.status(201).send((await courseDtos(app.db, [row]))[0]!);
    },
  );

  app.get(
    '/api/v1/courses/manage/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'One course (course.write or its trainer)',
        params: idParams,
        response: { 200: courseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const row = await courseFor(app.db, organizationId, request.params.id, {
        userId: auth.userId,
        canWrite: hasPermission(auth, 'course.write'),
      });
      return (await courseDtos(app.db, [row]))[0]!;
    },
  );

  app.patch(
    '/api/v1/courses/manage/:id',
    {
      preHandler: app.requirePermission('course.write'),
      schema: {
        tags,
        summary: 'Change a course’s terms',
        params: idParams,
        body: courseUpdateSchema,
        response: { 200: courseSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await updateCourse(app.db, organizationId, request.params.id, request.body);
      return (await courseDtos(app.db, [row]))[0]!;
    },
  );

  app.post(
    '/api/v1/courses/manage/:id/cancel',
    {
      preHandler: app.requirePermission('course.write'),
      schema: {
        tags,
        summary: 'Cancel the course: every paid place is refunded in full',
        params: idParams,
        body: courseCancelSchema,
        response: { 200: courseSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await cancelCourse(app.db, organizationId, request.params.id, {
        byUserId: requireAuth(request).userId,
        reason: request.body.reason || 'cancelled_by_venue',
      });
      return (await courseDtos(app.db, [row]))[0]!;
    },
  );

  app.get(
    '/api/v1/courses/trainers',
    {
      preHandler: app.requirePermission('course.write'),
      schema: {
        tags,
        summary: 'Staff marked as trainers',
        response: { 200: z.object({ rows: z.array(trainerSchema) }) },
      },
    },
    async (request) => ({ rows: await courseRepository.trainers(app.db, await requestOrganizationId(app, request)) }),
  );

  app.put(
    '/api/v1/courses/trainers/:id',
    {
      preHandler: app.requirePermission('course.write'),
      schema: {
        tags,
        summary: 'Mark a staff member as trainer (or not)',
        params: idParams,
        body: z.object({ isTrainer: z.boolean() }),
        response: { 200: z.object({ id: uuidSchema, isTrainer: z.boolean() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const user = await courseRepository.trainer(app.db, organizationId, request.params.id);
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      if (user.role === 'customer' && request.body.isTrainer)
        throw new AppError('VALIDATION_FAILED', 'Only staff can be trainers');
      await courseRepository.setTrainer(app.db, user.id, request.body.isTrainer);
      return { id: user.id, isTrainer: request.body.isTrainer };
    },
  );
};
