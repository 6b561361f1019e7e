import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionMatrixResponseSchema, permissionMatrixSchema } from '@courtside/core/permissions';
import { requestOrganizationId } from '../../lib/tenant';
import { getMatrix, matrixAnswer, updateMatrix } from './permission.service';

const tags = ['permissions'];

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/permissions/matrix',
    {
      preHandler: app.requirePermission('permission.manage'),
      schema: {
        tags,
        summary: 'Role × permission matrix of the organization (permission.manage)',
        response: { 200: permissionMatrixResponseSchema },
      },
    },
    async (request) => matrixAnswer(await getMatrix(app.db, await requestOrganizationId(app, request))),
  );

  app.put(
    '/api/v1/permissions/matrix',
    {
      preHandler: app.requirePermission('permission.manage'),
      schema: {
        tags,
        summary: 'Replace the permissions of the given roles; effective at once (permission.manage)',
        body: permissionMatrixSchema,
        response: { 200: permissionMatrixResponseSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      return matrixAnswer(await updateMatrix(app.db, request, organizationId, request.body.matrix));
    },
  );
};
