// What staff and a course's trainer do with its participants (docs/product/courses.md#staff):
// lists per course and per session, attendance, a message to everyone, the export; and, with
// course.write, moving or cancelling one session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  courseAttendanceSchema,
  courseCancelSchema,
  courseMessageSchema,
  courseParticipantsSchema,
  courseSchema,
  courseSessionMoveSchema,
} from '@courtside/core/courses';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { EXPORT_LANGS, sendTable } from '../export';
import { courseDtos, courseFor } from './course.service';
import { cancelCourseSession, markAttendance, messageParticipants, moveCourseSession } from './course-actions';
import { courseParticipants, participantTable } from './course-participants';
import { courseRepository } from './course.repository';

const tags = ['courses'];
const idParams = z.object({ id: uuidSchema });
const sessionParams = z.object({ id: uuidSchema, sessionId: uuidSchema });

export const courseStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The course when the caller manages courses or is its trainer (404 for another organization's). */
  async function visibleCourse(request: FastifyRequest, id: string) {
    const auth = requireAuth(request);
    const organizationId = await requestOrganizationId(app, request);
    return courseFor(app.db, organizationId, id, {
      userId: auth.userId,
      canWrite: hasPermission(auth, 'course.write'),
    });
  }

  app.get(
    '/api/v1/courses/manage/:id/participants',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Participants of the course, or of one session with attendance',
        params: idParams,
        querystring: z.object({ sessionId: uuidSchema.optional() }),
        response: { 200: courseParticipantsSchema },
      },
    },
    async (request) => {
      const course = await visibleCourse(request, request.params.id);
      const rows = await courseParticipants(app.db, course, request.query.sessionId);
      return { rows, count: rows.length };
    },
  );

  app.get(
    '/api/v1/courses/manage/:id/participants/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The participant list as CSV or Excel',
        params: idParams,
        querystring: z.object({
          sessionId: uuidSchema.optional(),
          format: z.enum(['csv', 'xlsx']).default('csv'),
          lang: z.enum(EXPORT_LANGS).default('de'),
        }),
      },
    },
    async (request, reply) => {
      const course = await visibleCourse(request, request.params.id);
      const rows = await courseParticipants(app.db, course, request.query.sessionId);
      return sendTable(
        reply,
        request.query.format,
        `course-${course.slug}`,
        participantTable(rows, request.query.lang),
      );
    },
  );

  app.put(
    '/api/v1/courses/manage/:id/sessions/:sessionId/attendance',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Tick a participant present or absent',
        params: sessionParams,
        body: courseAttendanceSchema,
        response: { 200: courseParticipantsSchema },
      },
    },
    async (request) => {
      const course = await visibleCourse(request, request.params.id);
      await markAttendance(app.db, course, request.params.sessionId, {
        ...request.body,
        byUserId: requireAuth(request).userId,
      });
      const rows = await courseParticipants(app.db, course, request.params.sessionId);
      return { rows, count: rows.length };
    },
  );

  app.post(
    '/api/v1/courses/manage/:id/message',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Mail every participant (through the outbox)',
        params: idParams,
        body: courseMessageSchema,
        response: { 200: z.object({ sent: z.number().int() }) },
      },
    },
    async (request) => {
      const course = await visibleCourse(request, request.params.id);
      return { sent: await messageParticipants(app.db, course, request.body) };
    },
  );

  app.post(
    '/api/v1/courses/manage/:id/sessions/:sessionId/cancel',
    {
      preHandler: app.requirePermission('course.write'),
      schema: {
        tags,
        summary: 'Cancel one session: its places are refunded in full, participants mailed',
        params: sessionParams,
        body: courseCancelSchema,
        response: { 200: courseSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      await cancelCourseSession(app.db, organizationId, request.params.id, request.params.sessionId, {
        byUserId: requireAuth(request).userId,
        reason: request.body.reason || 'cancelled_by_venue',
      });
      const row = await courseRepository.find(app.db, organizationId, request.params.id);
      return (await courseDtos(app.db, [row!]))[0]!;
    },
  );

  app.post(
    '/api/v1/courses/manage/:id/sessions/:sessionId/move',
    {
      preHandler: app.requirePermission('course.write'),
      schema: {
        tags,
        summary: 'Move one session to another time on the same courts (participants mailed)',
        params: sessionParams,
        body: courseSessionMoveSchema,
        response: { 200: courseSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      await moveCourseSession(app.db, organizationId, request.params.id, request.params.sessionId, {
        start: new Date(request.body.start),
        end: new Date(request.body.end),
        byUserId: requireAuth(request).userId,
      });
      const row = await courseRepository.find(app.db, organizationId, request.params.id);
      return (await courseDtos(app.db, [row!]))[0]!;
    },
  );
};
