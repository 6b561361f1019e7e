// /api/v1/users: the account screens (own profile, export, deletion) and staff user management.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authUserSchema,
  messageResponseSchema,
  profilePatchSchema,
  userCreateBodySchema,
  userListQuerySchema,
  userListResponseSchema,
  userPatchBodySchema,
} from '@courtside/core/auth-schemas';
import { AppError, notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { userRepository } from './user.repository';
import { createUser, deleteOwnAccount, exportUserData, updateProfile, updateUser } from './user.service';
import { authRepository, clearRefreshCookie, toAuthUser } from '../auth';

const tags = ['users'];
const userAnswer = z.object({ user: authUserSchema });
const idParams = z.object({ id: z.string().uuid() });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/users/me',
    { preHandler: app.authenticate, schema: { tags, summary: 'Own profile', response: { 200: userAnswer } } },
    async (request) => {
      const user = await authRepository.findUserById(app.db, requireAuth(request).userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in again');
      return { user: toAuthUser(user) };
    },
  );

  app.patch(
    '/api/v1/users/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change own name, phone or language (role, organization and verified are refused)',
        body: profilePatchSchema,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({ user: toAuthUser(await updateProfile(app, request, requireAuth(request), request.body)) }),
  );

  app.get(
    '/api/v1/users/me/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'GDPR export (Art. 15/20) of everything stored about the caller',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      void reply.header('content-disposition', 'attachment; filename="courtside-export.json"');
      return exportUserData(app, requireAuth(request).userId);
    },
  );

  app.delete(
    '/api/v1/users/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete own account: personal data erased, bookings and invoices kept anonymised',
        body: z.strictObject({ password: z.string().min(1).max(200) }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(app, request, requireAuth(request), request.body.password);
      clearRefreshCookie(request, reply);
      return { message: 'Your account has been deleted' };
    },
  );

  app.get(
    '/api/v1/users',
    {
      preHandler: app.requirePermission('user.read'),
      schema: {
        tags,
        summary: 'Accounts of the organization: search, role filter, pages (user.read)',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, search, role } = request.query;
      const organizationId = await requestOrganizationId(app, request);
      const result = await userRepository.list(app.db, {
        organizationId,
        search,
        role,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { count: result.count, rows: result.rows.map(toAuthUser) };
    },
  );

  app.post(
    '/api/v1/users',
    {
      preHandler: app.requirePermission('user.manage'),
      schema: {
        tags,
        summary: 'Create an account; without a password the person gets an invitation link (user.manage)',
        body: userCreateBodySchema,
        response: { 201: userAnswer },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const user = await createUser(app, request, requireAuth(request), organizationId, request.body);
      return reply.status(201).send({ user: toAuthUser(user) });
    },
  );

  app.get(
    '/api/v1/users/:id',
    {
      preHandler: app.requirePermission('user.read'),
      schema: {
        tags,
        summary: 'One account of the organization (user.read)',
        params: idParams,
        response: { 200: userAnswer },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const user = await userRepository.findInOrganization(app.db, organizationId, request.params.id);
      if (!user) throw notFound('User');
      return { user: toAuthUser(user) };
    },
  );

  app.patch(
    '/api/v1/users/:id',
    {
      preHandler: app.requirePermission('user.manage'),
      schema: {
        tags,
        summary: 'Change an account, including its role (user.manage)',
        params: idParams,
        body: userPatchBodySchema,
        response: { 200: userAnswer },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      return {
        user: toAuthUser(
          await updateUser(app, request, requireAuth(request), organizationId, request.params.id, request.body),
        ),
      };
    },
  );
};
