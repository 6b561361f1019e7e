import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingTypes, seasonKinds, spaceTypes } from '@courtside/core/enums';
import { requestOrganizationId } from '../../lib/tenant';
import { priceList } from './pricing.service';

const interval = z.object({ open: z.string(), close: z.string() });
const segment = z.object({ from: z.string(), to: z.string(), priceCents: z.number().int(), band: z.string() });

export const priceListSchema = z.object({
  timezone: z.string(),
  currency: z.string(),
  today: z.string(),
  locations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  ),
  seasons: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(seasonKinds),
      startsOn: z.string(),
      endsOn: z.string(),
      isCurrent: z.boolean(),
      openingHours: z.record(z.string(), z.array(interval)),
      groups: z.array(
        z.object({
          ruleId: z.string(),
          category: z.string(),
          spaceTypes: z.array(z.enum(spaceTypes)),
          resources: z.array(z.object({ id: z.string(), name: z.string() })),
          slotMinutes: z.number().int(),
          bookingTypes: z.array(z.enum(bookingTypes)),
          leadDays: z.number().int(),
          minNoticeMinutes: z.number().int(),
          minPriceCents: z.number().int(),
          maxPriceCents: z.number().int(),
          rows: z.array(z.object({ weekdays: z.array(z.number().int()), segments: z.array(segment) })),
        }),
      ),
    }),
  ),
  count: z.number().int(),
});

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/pricing',
    {
      schema: {
        tags: ['pricing'],
        summary:
          "Court prices per season, weekday and time band, with opening hours and the venue's locations (public)",
        querystring: z.object({ tenantId: z.string().optional() }),
        response: { 200: priceListSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      void reply.header('Cache-Control', 'no-cache');
      return priceList(app.db, { organizationId });
    },
  );
};
