import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  filterResourcesBodySchema,
  localDateSchema,
  resourceSchema,
  slotsInfoRowSchema,
  uuidSchema,
} from '@courtside/core/booking-schemas';
import { spaceTypeFilters, spaceTypes } from '@courtside/core/enums';
import { localDate } from '@courtside/core/slots/time';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { resourceRepository } from './resource.repository';
import type { ResourceRow } from './resource.repository';
import { filterResources, slotsInfo } from './resource.service';
import { settingsOf } from '../booking';

const toDto = (r: ResourceRow) => ({
  id: r.id,
  locationId: r.locationId,
  name: r.name,
  category: r.category,
  spaceType: r.spaceType,
  capacity: r.capacity,
  description: r.description,
  images: r.images,
  sortOrder: r.sortOrder,
});

const freeResourceSchema = z.object({
  id: z.string(),
  resourceId: z.string(),
  name: z.string(),
  category: z.string(),
  spaceType: z.enum(spaceTypes),
  locationId: z.string(),
  start: z.string(),
  end: z.string(),
  priceCents: z.number().int(),
  sessionId: z.string().optional(),
});

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/resources',
    {
      schema: {
        tags: ['resources'],
        summary: 'Bookable courts and spaces',
        querystring: z.object({
          locationId: uuidSchema.optional(),
          category: z.string().optional(),
          spaceType: z.enum(spaceTypeFilters).default('all'),
          tenantId: z.string().optional(),
        }),
        response: { 200: z.object({ rows: z.array(resourceSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { spaceType, ...rest } = request.query;
      const rows = await resourceRepository.listActive(app.db, {
        organizationId,
        ...rest,
        spaceType: spaceType === 'all' ? undefined : spaceType,
      });
      return { rows: rows.map(toDto), count: rows.length };
    },
  );

  app.get(
    '/api/v1/resources/:id',
    {
      schema: {
        tags: ['resources'],
        summary: 'One court',
        params: z.object({ id: uuidSchema }),
        response: { 200: resourceSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await resourceRepository.findInOrganization(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Court not found');
      return toDto(row);
    },
  );

  // docs/product.md#api: POST /api/v1/resources/filterresources with date, start, end.
  app.post(
    '/api/v1/resources/filterresources',
    {
      schema: {
        tags: ['resources'],
        summary: 'Courts free in a window of a date (start/end as local HH:MM or instants)',
        body: filterResourcesBodySchema,
        response: { 200: z.object({ rows: z.array(freeResourceSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      return filterResources(app.db, { organizationId, ...request.body });
    },
  );

  // docs/product.md#api: GET /api/v1/slots-info/all?tenantId=
  app.get(
    '/api/v1/slots-info/all',
    {
      schema: {
        tags: ['resources'],
        summary: 'How every court is scheduled on a date (default today): season, hours, slot length, prices',
        querystring: z.object({ tenantId: z.string().optional(), date: localDateSchema.optional() }),
        response: {
          200: z.object({
            date: z.string(),
            timezone: z.string(),
            rows: z.array(slotsInfoRowSchema),
            count: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const date = request.query.date ?? localDate(new Date(), (await settingsOf(app.db, organizationId)).timeZone);
      return slotsInfo(app.db, organizationId, date);
    },
  );
};
