// Staff endpoints of passes (docs/product/passes.md): pass types (pass.write to define them),
// a customer's passes with their history, the desk sale and a hand correction of punches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passSaleSchema, passSchema, passTypeInputSchema, passTypeSchema } from '@courtside/core/passes';
import { AppError, notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { audit, auditActor } from '../audit';
import { orderRepository } from '../checkout';
import { passRepository } from './pass.repository';
import { adjustPass, createPassType, passesOfUser, passToDto, passTypeToDto, updatePassType } from './pass.service';
import { sellPassAtDesk } from './pass-desk';

const tags = ['passes'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().uuid() });
const lang = (h: string | string[] | undefined) => (typeof h === 'string' ? h.slice(0, 2) : undefined);

export const passRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = app.requirePermission('pass.read', 'pass.write');
  const canWrite = app.requirePermission('pass.write');

  app.get(
    '/api/v1/pass-types',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: 'Every pass type of the venue, inactive ones too',
        response: { 200: z.object({ rows: z.array(passTypeSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const rows = await passRepository.listTypes(app.db, await requestOrganizationId(app, request));
      return { rows: rows.map((r) => passTypeToDto(r, lang(request.headers['accept-language']))), count: rows.length };
    },
  );

  app.post(
    '/api/v1/pass-types',
    {
      preHandler: canWrite,
      schema: {
        tags,
        security,
        summary: 'Define a pass type',
        body: passTypeInputSchema,
        response: { 201: passTypeSchema },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await app.db.transaction(async (tx) => {
        const created = await createPassType(tx, organizationId, request.body);
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: 'pass_type.created',
          entity: 'pass_type',
          entityId: created.id,
        });
        return created;
      });
      return reply.status(201).send(passTypeToDto(row, lang(request.headers['accept-language'])));
    },
  );

  app.put(
    '/api/v1/pass-types/:id',
    {
      preHandler: canWrite,
      schema: {
        tags,
        security,
        summary: 'Change a pass type (passes sold keep their rules)',
        params: idParams,
        body: passTypeInputSchema,
        response: { 200: passTypeSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await app.db.transaction(async (tx) => {
        const updated = await updatePassType(tx, organizationId, request.params.id, request.body);
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: 'pass_type.updated',
          entity: 'pass_type',
          entityId: updated.id,
        });
        return updated;
      });
      return passTypeToDto(row, lang(request.headers['accept-language']));
    },
  );

  app.get(
    '/api/v1/users/:id/passes',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        summary: "A customer's passes with balance and history",
        params: idParams,
        response: { 200: z.object({ rows: z.array(passSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      if ((await orderRepository.organizationOfUser(app.db, request.params.id)) !== organizationId)
        throw notFound('Customer');
      const rows = await passesOfUser(app.db, organizationId, request.params.id);
      return { rows, count: rows.length };
    },
  );

  app.post(
    '/api/v1/passes/sell',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: {
        tags,
        security,
        summary: 'Sell a pass at the desk (cash, card at the terminal or bank transfer)',
        body: passSaleSchema,
        response: { 201: z.object({ orderId: z.string(), pass: passSchema }) },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const { order, pass } = await sellPassAtDesk(app, { userId: request.auth!.userId, organizationId }, request.body);
      return reply.status(201).send({ orderId: order.id, pass: passToDto(pass) });
    },
  );

  app.post(
    '/api/v1/passes/:id/adjust',
    {
      preHandler: canWrite,
      schema: {
        tags,
        security,
        summary: 'Correct the punches of a pass by hand (with a note)',
        params: idParams,
        body: z.object({ units: z.number().int().min(-200).max(200), note: z.string().trim().min(1).max(500) }),
        response: { 200: passSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      if (request.body.units === 0) throw new AppError('VALIDATION_FAILED', 'An adjustment changes at least one punch');
      const row = await app.db.transaction(async (tx) => {
        const pass = await adjustPass(
          tx,
          organizationId,
          request.params.id,
          request.body.units,
          request.body.note,
          request.auth?.userId ?? null,
        );
        await audit(tx, {
          organizationId,
          ...auditActor(request),
          action: 'pass.adjusted',
          entity: 'pass',
          entityId: pass.id,
          data: { units: request.body.units },
        });
        return pass;
      });
      return passToDto(row, await passRepository.history(app.db, [row.id]));
    },
  );
};
