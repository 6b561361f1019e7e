import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listQuerySchema,
  voucherCreateSchema,
  voucherSchema,
  voucherUpdateSchema,
} from '@courtside/core/checkout-schemas';
import { AppError, notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { voucherRepository } from './voucher.repository';
import { adjustVoucher, issueVoucher, voucherToDto } from './voucher.service';
import { audit, auditActor } from '../audit';

const idParams = z.object({ id: z.string().uuid() });

// Staff management of gift cards. Reading is open to desk staff (coupon.read), who look
// up balances for customers; issuing and changing needs voucher.write.
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = app.requirePermission('coupon.read', 'voucher.write');
  const canWrite = app.requirePermission('voucher.write');

  app.get(
    '/api/v1/vouchers',
    {
      preHandler: canRead,
      schema: {
        tags: ['vouchers'],
        summary: 'Vouchers (gift cards) with balances',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema,
        response: { 200: z.object({ rows: z.array(voucherSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { page, pageSize } = request.query;
      const { rows, count } = await voucherRepository.list(app.db, organizationId, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { rows: rows.map((r) => voucherToDto(r)), count };
    },
  );

  app.get(
    '/api/v1/vouchers/:id',
    {
      preHandler: canRead,
      schema: {
        tags: ['vouchers'],
        summary: 'One voucher with its history',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: voucherSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await voucherRepository.findById(app.db, organizationId, request.params.id);
      if (!row) throw notFound('Voucher');
      return voucherToDto(row, await voucherRepository.history(app.db, row.id));
    },
  );

  app.post(
    '/api/v1/vouchers',
    {
      preHandler: canWrite,
      schema: {
        tags: ['vouchers'],
        summary: 'Issue a voucher',
        security: [{ bearerAuth: [] }],
        body: voucherCreateSchema,
        response: { 201: voucherSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const body = request.body;
      const row = await app.db.transaction(async (tx) => {
        const created = await issueVoucher(tx, {
          organizationId,
          amountCents: body.amountCents,
          source: body.source ?? 'manual',
          code: body.code,
          email: body.email,
          userId: body.userId,
          validUntil: body.validUntil ? new Date(body.validUntil) : null,
          note: body.note,
          createdBy: request.auth?.userId ?? null,
        });
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: 'voucher.issued',
          entity: 'voucher',
          entityId: created.id,
          data: { code: created.code, amountCents: body.amountCents },
        });
        return created;
      });
      return reply.status(201).send(voucherToDto(row, await voucherRepository.history(app.db, row.id)));
    },
  );

  app.patch(
    '/api/v1/vouchers/:id',
    {
      preHandler: canWrite,
      schema: {
        tags: ['vouchers'],
        summary: 'Change a voucher or correct its balance (adjustCents)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: voucherUpdateSchema,
        response: { 200: voucherSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const body = request.body;
      const row = await app.db.transaction(async (tx) => {
        const current = await voucherRepository.findById(tx, organizationId, request.params.id);
        if (!current) throw notFound('Voucher');
        if (body.adjustCents !== undefined) {
          if (!body.note) throw new AppError('VALIDATION_FAILED', 'A balance correction needs a note');
          await adjustVoucher(tx, current.id, body.adjustCents, body.note, request.auth?.userId ?? null);
        }
        const values: Parameters<typeof voucherRepository.update>[2] = {};
        if (body.active !== undefined) values.active = body.active;
        if (body.validUntil !== undefined) values.validUntil = body.validUntil ? new Date(body.validUntil) : null;
        if (body.note !== undefined && body.adjustCents === undefined) values.note = body.note ?? null;
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: 'voucher.updated',
          entity: 'voucher',
          entityId: current.id,
          data: { ...body },
        });
        return (await voucherRepository.update(tx, current.id, values))!;
      });
      return voucherToDto(row, await voucherRepository.history(app.db, row.id));
    },
  );

  app.delete(
    '/api/v1/vouchers/:id',
    {
      preHandler: canWrite,
      schema: {
        tags: ['vouchers'],
        summary: 'Deactivate a voucher (its history stays)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: voucherSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await app.db.transaction(async (tx) => {
        const current = await voucherRepository.findById(tx, organizationId, request.params.id);
        if (!current) throw notFound('Voucher');
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: 'voucher.deactivated',
          entity: 'voucher',
          entityId: current.id,
        });
        return (await voucherRepository.update(tx, current.id, { active: false }))!;
      });
      return voucherToDto(row);
    },
  );
};
