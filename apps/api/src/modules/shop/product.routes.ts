// The shop's endpoints: staff CRUD of the catalogue (/api/v1/products), the public catalogue of
// published products (/api/v1/shop/products, 409 while the shop is off), and refunds of product
// lines of an order. Amounts are integer cents.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productPatchSchema,
  productRefundSchema,
  productSchema,
  publicProductQuerySchema,
} from '@courtside/core/shop';
import { notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { orderRepository } from '../checkout';
import { organizationRepository } from '../organization';
import { assertRentalCountCovers } from '../rental';
import { refundProductLines } from './order-products';
import { productRepository } from './product.repository';
import {
  assertShopEnabled,
  createProduct,
  deleteProduct,
  matchesStock,
  patchProduct,
  productToDto,
  updateProduct,
} from './product.service';

const tags = ['shop'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().uuid() });

const languageOf = (header: string | string[] | undefined, lang?: string) =>
  lang ?? (typeof header === 'string' ? header.slice(0, 2) : undefined);

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/products',
    {
      preHandler: app.requirePermission('product.read', 'product.write'),
      schema: {
        tags,
        summary: 'The catalogue with drafts and archived products, stock and reservations',
        security,
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const q = request.query;
      const needle = q.q?.toLowerCase();
      const all = (await productRepository.list(app.db, organizationId, q.status))
        .map((p) => productToDto(p, languageOf(request.headers['accept-language'], q.lang)))
        .filter((p) => !q.category || p.category === q.category)
        .filter((p) => matchesStock(p, q.stock))
        .filter(
          (p) =>
            !needle ||
            [p.name, p.sku ?? '', p.category, ...Object.values(p.names), ...p.variants.map((v) => v.sku ?? '')].some(
              (text) => text.toLowerCase().includes(needle),
            ),
        );
      return { rows: all.slice(q.offset, q.offset + q.limit), count: all.length };
    },
  );

  app.get(
    '/api/v1/products/:id',
    {
      preHandler: app.requirePermission('product.read', 'product.write'),
      schema: { tags, summary: 'One product (staff)', security, params: idParams, response: { 200: productSchema } },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const product = await productRepository.find(app.db, organizationId, request.params.id);
      if (!product) throw notFound('Product');
      return productToDto(product, languageOf(request.headers['accept-language']));
    },
  );

  app.post(
    '/api/v1/products',
    {
      preHandler: app.requirePermission('product.write'),
      schema: {
        tags,
        summary: 'Create a product',
        security,
        body: productInputSchema,
        response: { 201: productSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const product = await app.db.transaction((tx) => createProduct(tx, organizationId, request.body));
      return reply.status(201).send(productToDto(product, languageOf(request.headers['accept-language'])));
    },
  );

  app.put(
    '/api/v1/products/:id',
    {
      preHandler: app.requirePermission('product.write'),
      schema: {
        tags,
        summary: 'Replace a product (variants matched by id; stock never below what carts hold)',
        security,
        params: idParams,
        body: productInputSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const product = await app.db.transaction(async (tx) => {
        const updated = await updateProduct(tx, organizationId, request.params.id, request.body);
        // Under the product's row lock (taken by updateProduct): never fewer than rented at some moment.
        const org = await organizationRepository.findById(tx, organizationId);
        await assertRentalCountCovers(tx, updated, org?.timezone ?? 'Europe/Berlin', new Date());
        return updated;
      });
      return productToDto(product, languageOf(request.headers['accept-language']));
    },
  );

  app.patch(
    '/api/v1/products/:id',
    {
      preHandler: app.requirePermission('product.write'),
      schema: {
        tags,
        summary: 'Change status (publish, archive), sort order or stock',
        security,
        params: idParams,
        body: productPatchSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const product = await app.db.transaction((tx) =>
        patchProduct(tx, organizationId, request.params.id, request.body),
      );
      return productToDto(product, languageOf(request.headers['accept-language']));
    },
  );

  app.delete(
    '/api/v1/products/:id',
    {
      preHandler: app.requirePermission('product.write'),
      schema: {
        tags,
        summary: 'Delete a product that was never sold (otherwise 409: archive it)',
        security,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      await app.db.transaction((tx) => deleteProduct(tx, organizationId, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/shop/products',
    {
      schema: {
        tags,
        summary: 'Published products of the venue (409 SHOP_DISABLED while the shop is off)',
        querystring: publicProductQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      await assertShopEnabled(app.db, organizationId);
      const lang = languageOf(request.headers['accept-language'], request.query.lang);
      const rows = (await productRepository.list(app.db, organizationId, 'published'))
        .filter((p) => !p.rental && (!request.query.category || p.category === request.query.category))
        .map((p) => publicDto(productToDto(p, lang)));
      return { rows, count: rows.length };
    },
  );

  app.get(
    '/api/v1/shop/products/:id',
    {
      schema: {
        tags,
        summary: 'One published product (404 for unknown, draft or archived ids)',
        params: idParams,
        querystring: publicProductQuerySchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      await assertShopEnabled(app.db, organizationId);
      const product = await productRepository.find(app.db, organizationId, request.params.id);
      if (!product || product.status !== 'published') throw notFound('Product');
      return publicDto(productToDto(product, languageOf(request.headers['accept-language'], request.query.lang)));
    },
  );

  app.post(
    '/api/v1/orders/:id/product-refunds',
    {
      preHandler: app.requirePermission('payment.refund'),
      schema: {
        tags,
        summary: 'Refund units of product lines of a paid order (money back, credit note, stock back)',
        security,
        params: idParams,
        body: productRefundSchema,
        response: {
          200: z.object({
            refunded: z.array(
              z.object({ lineId: z.string().uuid(), quantity: z.number().int(), amountCents: z.number().int() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const refunded = await app.db.transaction(async (tx) => {
        const order = await orderRepository.lock(tx, request.params.id);
        if (!order || order.organizationId !== organizationId) throw notFound('Order');
        return refundProductLines(tx, order, request.body.lines, {
          now: new Date(),
          createdBy: auth.userId,
          ...(request.body.reason ? { reason: request.body.reason } : {}),
        });
      });
      return { refunded };
    },
  );
};

/** What visitors see: no reservation counts or sales figures. */
function publicDto(p: ReturnType<typeof productToDto>) {
  return {
    ...p,
    stock: p.available,
    soldCount: 0,
    variants: p.variants.map((v) => ({ ...v, stock: v.available, reserved: 0 })),
  };
}
