import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import {
  eventBodySchema,
  eventDtoSchema,
  eventFilterBodySchema,
  eventListQuerySchema,
  eventPatchSchema,
} from '@courtside/core/event-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { eventRepository } from './event.repository';
import { dateWindow, deleteEvent, eventDtos, saveEvent } from './event.service';
import { settingsOf } from '../booking';

const listAnswer = z.object({ rows: z.array(eventDtoSchema), count: z.number().int() });

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  async function listEvents(
    request: FastifyRequest,
    query: z.infer<typeof eventListQuerySchema>,
    filter: z.infer<typeof eventFilterBodySchema>,
  ) {
    const organizationId = await requestOrganizationId(app, request);
    const { timeZone } = await settingsOf(app.db, organizationId);
    // A date means "events on that day"; without one, events that have not ended yet.
    const staff = hasPermission(request.auth, 'content.write');
    const status = staff ? filter.status : undefined;
    const window = query.date
      ? dateWindow(query.date, timeZone)
      : status === 'past'
        ? { from: undefined, to: undefined, endedBefore: new Date() }
        : {
            from: filter.from ? dateWindow(filter.from, timeZone).from : new Date(),
            to: filter.to ? dateWindow(filter.to, timeZone).to : undefined,
          };
    const { rows, count } = await eventRepository.list(app.db, {
      organizationId,
      from: window.from,
      to: window.to,
      search: filter.search,
      locationId: filter.locationId,
      includeUnpublished: staff,
      published: status === 'draft' ? false : status === 'published' ? true : undefined,
      endedBefore: 'endedBefore' in window ? window.endedBefore : undefined,
      newestFirst: status === 'past',
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: await eventDtos(app.db, rows), count };
  }

  // docs/product.md#api: GET /api/v1/events?date= and POST /api/v1/events?date=YYYY-MM-DD → { rows, count }.
  app.get(
    '/api/v1/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Events on a date, or upcoming events',
        querystring: eventListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    async (request) => listEvents(request, request.query, {}),
  );
  app.post(
    '/api/v1/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Events on a date, or filtered by range and search',
        querystring: eventListQuerySchema,
        body: eventFilterBodySchema.nullish(),
        response: { 200: listAnswer },
      },
    },
    async (request) => listEvents(request, request.query, request.body ?? {}),
  );

  app.get(
    '/api/v1/events/:slug',
    {
      schema: {
        tags: ['events'],
        summary: 'One event by slug',
        params: z.object({ slug: z.string().max(120) }),
        response: { 200: eventDtoSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await eventRepository.findBySlug(app.db, organizationId, request.params.slug);
      if (!row || (!row.published && !hasPermission(request.auth, 'content.write')))
        throw new AppError('NOT_FOUND', 'Event not found');
      return (await eventDtos(app.db, [row]))[0]!;
    },
  );

  app.post(
    '/api/v1/events/manage',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['events'],
        summary: 'Create an event',
        body: eventBodySchema,
        response: { 201: eventDtoSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const { start, end, ...rest } = request.body;
      const row = await saveEvent(
        app.db,
        organizationId,
        { ...rest, startsAt: new Date(start), endsAt: new Date(end) },
        undefined,
        requireAuth(request).userId,
      );
      return reply.status(201).send((await eventDtos(app.db, [row]))[0]!);
    },
  );

  // The editor's read (docs/product.md#events): one event by id, drafts included, for content staff.
  app.get(
    '/api/v1/events/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['events'],
        summary: 'One event by id (staff)',
        params: z.object({ id: uuidSchema }),
        response: { 200: eventDtoSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await eventRepository.findById(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Event not found');
      return (await eventDtos(app.db, [row]))[0]!;
    },
  );

  app.patch(
    '/api/v1/events/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['events'],
        summary: 'Change an event',
        params: z.object({ id: uuidSchema }),
        body: eventPatchSchema,
        response: { 200: eventDtoSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { start, end, ...rest } = request.body;
      const row = await saveEvent(
        app.db,
        organizationId,
        { ...rest, ...(start ? { startsAt: new Date(start) } : {}), ...(end ? { endsAt: new Date(end) } : {}) },
        request.params.id,
        requireAuth(request).userId,
      );
      return (await eventDtos(app.db, [row]))[0]!;
    },
  );

  app.delete(
    '/api/v1/events/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['events'],
        summary: 'Delete an event (409 once a ticket is sold)',
        params: z.object({ id: uuidSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      await deleteEvent(app.db, organizationId, request.params.id, requireAuth(request).userId);
      return reply.status(204).send(null);
    },
  );
};
