import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrganizationId } from '../../lib/tenant';
import { sessionPlayers } from './session-players.service';

const uuidList = z
  .string()
  .transform((v) => [...new Set(v.split(',').filter(Boolean))])
  .pipe(z.array(z.uuid()).min(1).max(100));

export const sessionPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/sessions/players',
    {
      schema: {
        tags: ['dynamic-slots'],
        summary: 'Who joined come-together sessions (initials and places; public)',
        querystring: z.object({ ids: uuidList, tenantId: z.string().optional() }),
        response: {
          200: z.object({
            rows: z.array(
              z.object({
                sessionId: z.string(),
                placesTaken: z.number().int(),
                players: z.array(z.object({ initials: z.string(), places: z.number().int() })),
              }),
            ),
            count: z.number().int(),
          }),
        },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const rows = await sessionPlayers(app.db, organizationId, request.query.ids);
      void reply.header('Cache-Control', 'no-store');
      return { rows, count: rows.length };
    },
  );
};
