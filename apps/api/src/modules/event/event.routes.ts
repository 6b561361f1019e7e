import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import {
  eventBodySchema,
  eventDtoSchema,
  eventDuplicateSchema,
  eventFilterBodySchema,
  eventListQuerySchema,
  eventPatchSchema,
} from '@courtside/core/event-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { eventRepository } from './event.repository';
import { dateWindow, deleteEvent, duplicateEvent, eventDtos, saveEvent } from './event.service';
import { movedEventId } from './event-content';
import { settingsOf } from '../booking';

/** A body's optional instant as a Date field (null clears it, absent leaves it). */
function instantOrNull<K extends string>(key: K, value: string | null | undefined) {
  return value === undefined ? {} : ({ [key]: value === null ? null : new Date(value) } as Record<K, Date | null>);
}

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
      status: status === 'past' ? undefined : status,
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
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await eventRepository.findBySlug(app.db, organizationId, request.params.slug);
      const visible = (r: typeof row) => r && (r.published || hasPermission(request.auth, 'content.write'));
      if (!row) {
        // A renamed event's old address leads to its new one (docs/product/content.md#events).
        const movedId = await movedEventId(app.db, organizationId, request.params.slug);
        const moved = movedId ? await eventRepository.findById(app.db, organizationId, movedId) : undefined;
        if (moved && visible(moved)) {
          const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          return reply.redirect(`/api/v1/events/${encodeURIComponent(moved.slug)}${query}`, 301);
        }
      }
      if (!row || !visible(row)) throw new AppError('NOT_FOUND', 'Event not found');
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
      const { start, end, publishAt, ...rest } = request.body;
      const row = await saveEvent(
        app.db,
        organizationId,
        { ...rest, ...instantOrNull('publishAt', publishAt), startsAt: new Date(start), endsAt: new Date(end) },
        undefined,
        requireAuth(request).userId,
        { ip: request.ip },
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
      const { start, end, publishAt, ...rest } = request.body;
      const row = await saveEvent(
        app.db,
        organizationId,
        {
          ...rest,
          ...instantOrNull('publishAt', publishAt),
          ...(start ? { startsAt: new Date(start) } : {}),
          ...(end ? { endsAt: new Date(end) } : {}),
        },
        request.params.id,
        requireAuth(request).userId,
        { ip: request.ip },
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
      await deleteEvent(app.db, organizationId, request.params.id, requireAuth(request).userId, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/events/manage/:id/duplicate',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['events'],
        summary: 'Copy an event to a new start as a draft, with its tickets (the same tournament next month)',
        params: z.object({ id: uuidSchema }),
        body: eventDuplicateSchema,
        response: { 201: eventDtoSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await duplicateEvent(app.db, organizationId, request.params.id, requireAuth(request).userId, {
        start: new Date(request.body.start),
        slug: request.body.slug,
        ip: request.ip,
      });
      return reply.status(201).send((await eventDtos(app.db, [row]))[0]!);
    },
  );
};
