// /api/v1/auth: docs/product.md#roles's route constants, each with a real meaning.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailOnlyBodySchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  permissionsResponseSchema,
  refreshBodySchema,
  registerBodySchema,
  registerResponseSchema,
  verificationBodySchema,
} from '@courtside/core/auth-schemas';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { toAuthUser } from './auth-user';
import { authRepository } from './auth.repository';
import { login, register, resendVerification, sentCodeMessage, verifyEmail } from './auth.service';
import { oidcRoutes } from './oidc.routes';
import { recoveryRoutes } from './recovery.routes';
import {
  clearRefreshCookie,
  endSession,
  presentedRefreshToken,
  rotateSession,
  setRefreshCookie,
} from './session.service';
import { audit } from '../audit';

const tags = ['auth'];
// Public auth routes ignore a stale Authorization header: an expired access token must not stop
// the refresh or a new sign-in.
const publicRoute = { skipAuth: true };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(oidcRoutes);
  await app.register(recoveryRoutes);

  app.post(
    '/api/v1/auth/register',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Create a customer account; a 6-digit code is mailed to confirm the address',
        body: registerBodySchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      await register(app, request, request.body);
      return reply.status(201).send({ message: sentCodeMessage, email: request.body.email });
    },
  );

  app.post(
    '/api/v1/auth/login',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign in: access token (15 min) plus a rotating refresh-token cookie',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = await login(app, request, request.body);
      setRefreshCookie(request, reply, session);
      return { accessToken: session.accessToken, expiresIn: session.expiresIn, user: toAuthUser(user) };
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user with their effective permissions',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const user = await authRepository.findUserById(app.db, auth.userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in again');
      return { user: { ...toAuthUser(user), permissions: [...auth.permissions].sort() } };
    },
  );

  app.post(
    '/api/v1/auth/refresh-tokens',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Trade the refresh-token cookie for a new access token and a new refresh token',
        body: refreshBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body);
      if (!presented) throw new AppError('UNAUTHENTICATED', 'No session to refresh, please sign in');
      try {
        const { user, session } = await rotateSession(app, presented, request);
        setRefreshCookie(request, reply, session);
        return { accessToken: session.accessToken, expiresIn: session.expiresIn, user: toAuthUser(user) };
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign out on this device (ends its refresh-token family)',
        body: refreshBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body);
      if (presented) {
        await app.db.transaction(async (tx) => {
          const ended = await endSession(tx, presented);
          if (ended)
            await audit(tx, {
              organizationId: ended.organizationId,
              actorUserId: ended.userId,
              action: 'auth.logout',
              entity: 'user',
              entityId: ended.userId,
              ip: request.ip,
            });
        });
      }
      clearRefreshCookie(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/api/v1/auth/logout-all',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out everywhere: ends every refresh-token family of the caller',
        response: { 200: messageResponseSchema.extend({ sessionsEnded: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const sessionsEnded = await app.db.transaction(async (tx) => {
        const revoked = await authRepository.revokeAllForUser(tx, auth.userId, new Date());
        await audit(tx, {
          organizationId: auth.organizationId,
          actorUserId: auth.userId,
          action: 'auth.logout_all',
          entity: 'user',
          entityId: auth.userId,
          data: { revoked },
          ip: request.ip,
        });
        return revoked;
      });
      clearRefreshCookie(request, reply);
      return { message: 'Signed out on every device', sessionsEnded };
    },
  );

  app.post(
    '/api/v1/auth/verification',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Confirm the email address with the mailed 6-digit code; signs in',
        body: verificationBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = await verifyEmail(app, request, request.body);
      setRefreshCookie(request, reply, session);
      return { accessToken: session.accessToken, expiresIn: session.expiresIn, user: toAuthUser(user) };
    },
  );

  app.post(
    '/api/v1/auth/resend-link',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Mail a new verification code (same answer for every address)',
        body: emailOnlyBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resendVerification(app, request, request.body.email);
      return { message: sentCodeMessage };
    },
  );

  app.get(
    '/api/v1/auth/permissions',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's role and effective permissions",
        response: { 200: permissionsResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { role: auth.role, isSuperadmin: auth.isSuperadmin, permissions: [...auth.permissions].sort() };
    },
  );
};
