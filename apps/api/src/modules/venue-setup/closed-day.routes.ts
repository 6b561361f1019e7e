// /api/v1/closed-days (docs/product.md#closed-days): the venue's holidays, managed with the same
// permission as seasons and opening hours (settings.manage).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closedDayBodySchema, closedDayQuerySchema, closedDaySchema } from '@courtside/core/closed-day-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { closedDayDto, createClosedDay, deleteClosedDay, listClosedDays } from './closed-day.service';
import { setupActor } from './setup-actor';

const idParams = z.object({ id: z.uuid() });
const security = [{ bearerAuth: [] }];

export const closedDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.requirePermission('settings.manage');

  app.get(
    '/api/v1/closed-days',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Closed days (holidays) of the organization and its locations',
        security,
        querystring: closedDayQuerySchema,
        response: { 200: z.object({ rows: z.array(closedDaySchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const rows = await listClosedDays(app.db, await requestOrganizationId(app, request), request.query);
      return { rows: rows.map(closedDayDto), count: rows.length };
    },
  );

  app.post(
    '/api/v1/closed-days',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Close a date or a date range (at most 366 days) for one location or the whole organization',
        security,
        body: closedDayBodySchema,
        response: { 201: closedDaySchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await createClosedDay(app.db, setupActor(request, organizationId), request.body);
      // The grid changes: no availability answer of before may be served again (availability.cache.ts).
      app.availabilityCache.clear();
      return reply.status(201).send(closedDayDto(row));
    },
  );

  app.delete(
    '/api/v1/closed-days/:id',
    {
      preHandler: manage,
      schema: {
        tags: ['venue'],
        summary: 'Open a closed day again',
        security,
        params: idParams,
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      await deleteClosedDay(app.db, setupActor(request, organizationId), request.params.id);
      app.availabilityCache.clear();
      return { status: 200, message: 'Closed day deleted' };
    },
  );
};
