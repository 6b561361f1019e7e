import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityAnswerSchema, availabilityQuerySchema } from '@courtside/core/booking-schemas';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import { keptValidatorCompiler } from '../../lib/kept-validator';
import { publicOrganizationId } from './public-organization';
import { availabilityJson } from './availability.service';

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/availability',
    {
      schema: {
        tags: ['availability'],
        summary: 'Slots of every court of a location on a date, with state and price in cents',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityAnswerSchema },
      },
      // The hottest endpoint: its answer is built by typed code, and checking ~150 slots against
      // the schema on every request cost a tenth of the request (bench/README.md). The schema
      // still documents the answer in OpenAPI and is checked by the tests.
      // The handler sends the answer's UTF-8 JSON itself (so the caches can keep it), never re-serialized.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      // The same few queries again and again: each one is validated once (lib/kept-validator.ts).
      validatorCompiler: keptValidatorCompiler,
    },
    async (request, reply) => {
      const organizationId = await publicOrganizationId(app, request);
      const { date, locationId, category, spaceType } = request.query;
      // Availability changes every second; never let a proxy keep it.
      void reply.header('cache-control', 'no-store').header('content-type', 'application/json; charset=utf-8');
      const cache = app.availabilityCache;
      // The answer holds no personal data: one entry serves every caller (availability.cache.ts).
      const key = cache.enabled
        ? JSON.stringify([organizationId, date, locationId ?? '', category ?? '', spaceType ?? 'all'])
        : '';
      const cached = cache.enabled ? cache.get(key) : undefined;
      if (cached !== undefined) return reply.send(cached as unknown as AvailabilityAnswer);
      const body = await availabilityJson(app.db, { organizationId, date, locationId, category, spaceType });
      cache.set(key, body);
      return reply.send(body as unknown as AvailabilityAnswer);
    },
  );
};
