import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponCreateSchema,
  couponSchema,
  couponUpdateSchema,
  listQuerySchema,
} from '@courtside/core/checkout-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { notFound } from '../../lib/app-error';
import { couponRepository } from './coupon.repository';
import { couponToDto, createCoupon, deleteCoupon, updateCoupon } from './coupon.service';
import { audit, auditActor } from '../audit';

const idParams = z.object({ id: z.string().uuid() });

// Staff CRUD for the dashboard (docs/product.md#dashboard coupons). Amounts are integer cents.
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/coupons',
    {
      preHandler: app.requirePermission('coupon.read'),
      schema: {
        tags: ['coupons'],
        summary: 'Coupons with usage counts',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema,
        response: { 200: z.object({ rows: z.array(couponSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { page, pageSize } = request.query;
      const { rows, count } = await couponRepository.list(app.db, organizationId, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { rows: rows.map(couponToDto), count };
    },
  );

  app.get(
    '/api/v1/coupons/:id',
    {
      preHandler: app.requirePermission('coupon.read'),
      schema: {
        tags: ['coupons'],
        summary: 'One coupon',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: couponSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await couponRepository.findById(app.db, organizationId, request.params.id);
      if (!row) throw notFound('Coupon');
      return couponToDto(row);
    },
  );

  app.post(
    '/api/v1/coupons',
    {
      preHandler: app.requirePermission('coupon.write'),
      schema: {
        tags: ['coupons'],
        summary: 'Create a coupon',
        security: [{ bearerAuth: [] }],
        body: couponCreateSchema,
        response: { 201: couponSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await app.db.transaction(async (tx) => {
        const created = await createCoupon(tx, organizationId, request.body);
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: 'coupon.created',
          entity: 'coupon',
          entityId: created.id,
          data: { code: created.code },
        });
        return created;
      });
      return reply.status(201).send(couponToDto(row));
    },
  );

  app.patch(
    '/api/v1/coupons/:id',
    {
      preHandler: app.requirePermission('coupon.write'),
      schema: {
        tags: ['coupons'],
        summary: 'Change a coupon',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: couponUpdateSchema,
        response: { 200: couponSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await app.db.transaction(async (tx) => {
        const updated = await updateCoupon(tx, organizationId, request.params.id, request.body);
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: 'coupon.updated',
          entity: 'coupon',
          entityId: updated.id,
          data: { changes: Object.keys(request.body) },
        });
        return updated;
      });
      return couponToDto(row);
    },
  );

  app.delete(
    '/api/v1/coupons/:id',
    {
      preHandler: app.requirePermission('coupon.write'),
      schema: {
        tags: ['coupons'],
        summary: 'Delete an unused coupon (a used one is deactivated)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: {
          200: z.object({ status: z.number(), message: z.string(), result: z.enum(['deleted', 'deactivated']) }),
        },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const result = await app.db.transaction(async (tx) => {
        const outcome = await deleteCoupon(tx, organizationId, request.params.id);
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: `coupon.${outcome}`,
          entity: 'coupon',
          entityId: request.params.id,
        });
        return outcome;
      });
      return {
        status: 200,
        message: result === 'deleted' ? 'Coupon deleted' : 'Coupon was used and has been deactivated',
        result,
      };
    },
  );
};
