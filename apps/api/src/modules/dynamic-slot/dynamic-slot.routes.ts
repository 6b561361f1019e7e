import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import {
  dynamicSlotBodySchema,
  dynamicSlotDtoSchema,
  dynamicSlotListQuerySchema,
  dynamicSlotPatchSchema,
} from '@courtside/core/dynamic-slot-schemas';
import type { DynamicSlotDto } from '@courtside/core/dynamic-slot-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { dynamicSlotRepository } from './dynamic-slot.repository';
import { createDynamicSlot, dynamicSlotDtos, updateDynamicSlot } from './dynamic-slot.service';
import { cancelDynamicSlot } from '../booking';
import { coursesOfAnchors } from '../course';

const idParams = z.object({ id: uuidSchema });

/** Marks the sessions that are dates of a course (docs/product/courses.md#enrolment: sold by enrolling). */
async function withCourses(app: FastifyInstance, dtos: DynamicSlotDto[]): Promise<DynamicSlotDto[]> {
  const courses = await coursesOfAnchors(
    app.db,
    dtos.filter((d) => d.kind === 'come_together').map((d) => d.id),
  );
  return dtos.map((d) => (d.kind === 'come_together' ? { ...d, courseId: courses.get(d.id) ?? null } : d));
}

export const dynamicSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the /dynamic-slots page lists come-together sessions and special prices.
  app.get(
    '/api/v1/dynamic-slots',
    {
      schema: {
        tags: ['dynamic-slots'],
        summary: 'Come-together sessions, special prices and blocks',
        querystring: dynamicSlotListQuerySchema,
        response: { 200: z.object({ rows: z.array(dynamicSlotDtoSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const q = request.query;
      const { rows, count } = await dynamicSlotRepository.list(app.db, {
        organizationId,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        kind: q.kind,
        resourceId: q.resourceId,
        status: q.status === 'all' ? undefined : q.status,
        limit: q.limit,
        offset: q.offset,
      });
      return { rows: await withCourses(app, await dynamicSlotDtos(app.db, rows)), count };
    },
  );

  app.get(
    '/api/v1/dynamic-slots/:id',
    {
      schema: {
        tags: ['dynamic-slots'],
        summary: 'One dynamic slot',
        params: idParams,
        response: { 200: dynamicSlotDtoSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await dynamicSlotRepository.findInOrganization(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Dynamic slot not found');
      return (await withCourses(app, await dynamicSlotDtos(app.db, [row])))[0]!;
    },
  );

  app.post(
    '/api/v1/dynamic-slots',
    {
      preHandler: app.requirePermission('dynamic_slot.write'),
      schema: {
        tags: ['dynamic-slots'],
        summary: 'Create a dynamic slot',
        body: dynamicSlotBodySchema,
        response: { 201: dynamicSlotDtoSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const { start, end, ...rest } = request.body;
      if (!(await dynamicSlotRepository.resourceOf(app.db, organizationId, rest.resourceId)))
        throw new AppError('NOT_FOUND', 'Court not found');
      const row = await createDynamicSlot(app.db, {
        organizationId,
        ...rest,
        start: new Date(start),
        end: new Date(end),
        createdBy: requireAuth(request).userId,
      });
      return reply.status(201).send((await dynamicSlotDtos(app.db, [row]))[0]!);
    },
  );

  app.patch(
    '/api/v1/dynamic-slots/:id',
    {
      preHandler: app.requirePermission('dynamic_slot.write'),
      schema: {
        tags: ['dynamic-slots'],
        summary: 'Change title, note, price, capacity or minimum',
        params: idParams,
        body: dynamicSlotPatchSchema,
        response: { 200: dynamicSlotDtoSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await updateDynamicSlot(app.db, organizationId, request.params.id, request.body);
      return (await withCourses(app, await dynamicSlotDtos(app.db, [row])))[0]!;
    },
  );

  app.delete(
    '/api/v1/dynamic-slots/:id',
    {
      preHandler: app.requirePermission('dynamic_slot.write'),
      schema: {
        tags: ['dynamic-slots'],
        summary: 'Cancel a dynamic slot (a session cancels its bookings with a full refund)',
        params: idParams,
        body: z.object({ reason: z.string().max(500).optional() }).nullish(),
        response: { 200: z.object({ slot: dynamicSlotDtoSchema, cancelledBookings: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await dynamicSlotRepository.findInOrganization(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Dynamic slot not found');
      const result = await cancelDynamicSlot(app.db, row.id, {
        byUserId: requireAuth(request).userId,
        reason: request.body?.reason ?? 'staff',
      });
      return {
        slot: (await dynamicSlotDtos(app.db, [result.slot]))[0]!,
        cancelledBookings: result.cancelled.filter((b) => b.sessionId).length,
      };
    },
  );
};
