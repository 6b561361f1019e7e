import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDateSchema } from '@courtside/core/booking-schemas';
import { spaceTypeFilters, spaceTypes } from '@courtside/core/enums';
import { requestOrganizationId } from '../../lib/tenant';
import { calendarOverview, dayStatuses } from './calendar-overview.service';

const dayCount = z.object({
  date: z.string(),
  total: z.number().int(),
  free: z.number().int(),
  sessions: z.number().int(),
  sessionPlaces: z.number().int(),
  status: z.enum(dayStatuses),
});

const overviewAnswer = z.object({
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  today: z.string(),
  days: z.array(dayCount),
  courts: z.array(
    z.object({
      resourceId: z.string(),
      name: z.string(),
      category: z.string(),
      spaceType: z.enum(spaceTypes),
      days: z.array(z.object({ date: z.string(), total: z.number().int(), free: z.number().int() })),
    }),
  ),
  count: z.number().int(),
});

export const calendarOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/calendar/overview',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Free slots per day and court over a week or a month (public /calendar)',
        querystring: z.object({
          from: localDateSchema,
          // Six weeks cover any month view that starts on a Monday.
          days: z.coerce.number().int().min(1).max(42).default(7),
          spaceType: z.enum(spaceTypeFilters).default('all'),
          category: z.string().min(1).max(60).optional(),
          tenantId: z.string().optional(),
        }),
        response: { 200: overviewAnswer },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const { from, days, spaceType, category } = request.query;
      void reply.header('Cache-Control', 'no-store');
      return calendarOverview(app.db, { organizationId, from, days, spaceType, category });
    },
  );
};
