// GET /api/v1/shop/sales: the shop sales report of /dashboard/ecommerce for managers (report.read),
// docs/product/shop.md#shop-sales.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSalesAnswerSchema, shopSalesQuerySchema } from '@courtside/core/shop-sales-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { resolvePeriod } from '../analytics';
import { shopSalesReport } from './shop-sales';

export const shopSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/shop/sales',
    {
      preHandler: app.requirePermission('report.read'),
      schema: {
        tags: ['shop'],
        security: [{ bearerAuth: [] }],
        summary: 'Shop sales: revenue and units over time, top products, categories, VAT rates, stock alerts',
        querystring: shopSalesQuerySchema,
        response: { 200: shopSalesAnswerSchema },
      },
    },
    async (request) => {
      const { granularity, ...period } = request.query;
      const scope = await resolvePeriod(app.db, await requestOrganizationId(app, request), period);
      const language = request.headers['accept-language']?.slice(0, 2);
      return shopSalesReport(app.db, scope, granularity, language);
    },
  );
};
