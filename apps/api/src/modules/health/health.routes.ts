import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const healthAnswer = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        app.dbHandle.status.markUp();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        app.dbHandle.status.markDown(error);
        return reply.status(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );

  // The client's connectivity check (docs/product.md#public-site: HEAD /ping.txt).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/ping.txt',
    schema: { hide: true },
    handler: async (_request, reply) => reply.header('Cache-Control', 'no-store').type('text/plain').send('pong'),
  });
};
