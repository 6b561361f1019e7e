// /api/v1/analytics/*: reports for managers (report.read). Each answers one chart so the dashboard
// loads them in parallel and each stays cheap (bench/dashboard-scale.ts measures them).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancellationsAnswerSchema,
  occupancyAnswerSchema,
  reportQuerySchema,
  revenueAnswerSchema,
  utilisationAnswerSchema,
  waitlistDemandAnswerSchema,
} from '@courtside/core/analytics-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import {
  cancellationsReport,
  occupancyReport,
  resolvePeriod,
  revenueReport,
  utilisationReport,
} from './analytics.service';
import { waitlistDemandReport } from './waitlist-demand';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = app.requirePermission('report.read');
  const periodOf = async (
    request: Parameters<typeof requestOrganizationId>[1],
    query: z.infer<typeof reportQuerySchema>,
  ) => resolvePeriod(app.db, await requestOrganizationId(app, request), query);

  app.get(
    '/api/v1/analytics/occupancy',
    {
      preHandler: reader,
      schema: {
        tags,
        security,
        summary: 'Occupancy heat map: booked / open minutes per court and local hour',
        querystring: reportQuerySchema,
        response: { 200: occupancyAnswerSchema },
      },
    },
    async (request) => occupancyReport(app.db, await periodOf(request, request.query)),
  );

  app.get(
    '/api/v1/analytics/revenue',
    {
      preHandler: reader,
      schema: {
        tags,
        security,
        summary: 'Booked revenue (gross) by booking type and week of play',
        querystring: reportQuerySchema,
        response: { 200: revenueAnswerSchema },
      },
    },
    async (request) => revenueReport(app.db, await periodOf(request, request.query)),
  );

  app.get(
    '/api/v1/analytics/utilisation',
    {
      preHandler: reader,
      schema: {
        tags,
        security,
        summary: 'Utilisation trend: booked / open court-minutes per day or week',
        querystring: reportQuerySchema.extend({ granularity: z.enum(['day', 'week']).default('day') }),
        response: { 200: utilisationAnswerSchema },
      },
    },
    async (request) => utilisationReport(app.db, await periodOf(request, request.query), request.query.granularity),
  );

  app.get(
    '/api/v1/analytics/cancellations',
    {
      preHandler: reader,
      schema: {
        tags,
        security,
        summary: 'Cancellations and no-shows per week',
        querystring: reportQuerySchema,
        response: { 200: cancellationsAnswerSchema },
      },
    },
    async (request) => cancellationsReport(app.db, await periodOf(request, request.query)),
  );

  app.get(
    '/api/v1/analytics/waitlist-demand',
    {
      preHandler: reader,
      schema: {
        tags,
        security,
        summary: 'Waitlist demand: people queued (and served) per court or category and local weekday × hour',
        querystring: reportQuerySchema,
        response: { 200: waitlistDemandAnswerSchema },
      },
    },
    async (request) => waitlistDemandReport(app.db, await periodOf(request, request.query)),
  );
};
