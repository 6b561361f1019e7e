import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationRepository } from './organization.repository';
import { publicOrganization, resolveOrganization } from './organization.service';

const publicOrganizationSchema = z.object({
  uuid: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  timezone: z.string(),
  currency: z.string(),
  locale: z.string(),
  legal: z.record(z.string(), z.unknown()),
  social: z.record(z.string(), z.string()),
  settings: z.record(z.string(), z.unknown()),
});

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md#api: GET /api/v1/organizations answers { results }, each with a uuid.
  app.get(
    '/api/v1/organizations',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Organizations (venues) of this installation',
        response: { 200: z.object({ results: z.array(publicOrganizationSchema) }) },
      },
    },
    async () => {
      const rows = await organizationRepository.listAll(app.db);
      return { results: rows.map(publicOrganization) };
    },
  );

  app.get(
    '/api/v1/organizations/current',
    {
      schema: {
        tags: ['organizations'],
        summary: 'The organization this request is about (X-Organization header or the default)',
        response: { 200: publicOrganizationSchema },
      },
    },
    async (request) => publicOrganization(await resolveOrganization(app.db, request)),
  );
};
