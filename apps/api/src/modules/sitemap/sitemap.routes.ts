import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrganizationId } from '../../lib/tenant';
import { publicBaseUrl } from './public-url';
import { robotsTxt, sitemapXml } from './sitemap.service';

export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['system'], summary: 'Public pages and events for search engines' } },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const xml = await sitemapXml(app.db, { organizationId, baseUrl: publicBaseUrl(app, request) });
      return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
    },
  );

  // Served here rather than as a static file: the Sitemap line must be an absolute URL.
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicBaseUrl(app, request))),
  );
};
