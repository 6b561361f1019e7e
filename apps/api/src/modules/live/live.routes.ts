// GET /api/v1/availability/stream: server-sent events of slot changes for a location and date, so
// open booking grids refetch within a second of a hold, payment or cancellation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDateSchema, uuidSchema } from '@courtside/core/booking-schemas';
import { dayBounds } from '@courtside/core/slots/time';
import { LiveHub } from './live.hub';
import { publicOrganizationId } from '../availability';
import { settingsOf } from '../booking';

const HEARTBEAT_MS = 25_000;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub(app);
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of open) end();
    await hub.close();
  });

  app.get(
    '/api/v1/availability/stream',
    {
      schema: {
        tags: ['availability'],
        summary: 'Server-sent events: `slots` whenever a slot of this location and date changes',
        querystring: z.object({
          date: localDateSchema,
          locationId: uuidSchema.optional(),
          tenantId: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const organizationId = await publicOrganizationId(app, request);
      const { timeZone } = await settingsOf(app.db, organizationId);
      const { start, end } = dayBounds(request.query.date, timeZone);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write(
        `retry: 3000\nevent: ready\ndata: ${JSON.stringify({ date: request.query.date, timezone: timeZone })}\n\n`,
      );
      const unsubscribe = await hub.subscribe({
        organizationId,
        locationId: request.query.locationId,
        from: start,
        to: end,
        send: (m) =>
          raw.write(
            `event: slots\ndata: ${JSON.stringify({ resourceId: m.resourceId, start: m.start, end: m.end })}\n\n`,
          ),
        // The booking grid refetches on any `slots` event: one without a slot means "everything".
        resync: () => raw.write(`event: slots\ndata: ${JSON.stringify({ resync: true })}\n\n`),
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const finish = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(finish);
        if (!raw.writableEnded) raw.end();
      };
      open.add(finish);
      request.raw.on('close', finish);
    },
  );
};
