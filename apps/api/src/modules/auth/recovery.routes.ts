// /api/v1/auth's password routes: the reset link (ask, check, use) and the signed-in change
// (docs/product.md#roles; the rules in recovery.service.ts). Registered by auth.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  emailOnlyBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  validateLinkBodySchema,
} from '@courtside/core/auth-schemas';
import { requireAuth } from '../../plugins/auth';
import { toAuthUser } from './auth-user';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  sentLinkMessage,
  validateResetLink,
} from './recovery.service';
import { setRefreshCookie } from './session.service';

const tags = ['auth'];
// Public routes ignore a stale Authorization header (as in auth.routes.ts).
const publicRoute = { skipAuth: true };

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/auth/sentlink',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Mail a one-time password-reset link (same answer for every address)',
        body: emailOnlyBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request, request.body.email);
      return { message: sentLinkMessage };
    },
  );

  app.post(
    '/api/v1/auth/validate-link',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Whether a password-reset link is still valid',
        body: validateLinkBodySchema,
        response: { 200: z.object({ valid: z.literal(true), email: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request) => {
      const { email, expiresAt } = await validateResetLink(app, request.body.token);
      return { valid: true as const, email, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/v1/auth/reset-password',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(app, request, request.body.token, request.body.password);
      return { message: 'Your password has been changed. Please sign in with the new one.' };
    },
  );

  app.post(
    '/api/v1/auth/change-password',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password; other sessions end, this one gets new tokens',
        body: changePasswordBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { user, session } = await changePassword(
        app,
        request,
        auth.userId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      setRefreshCookie(request, reply, session);
      return { accessToken: session.accessToken, expiresIn: session.expiresIn, user: toAuthUser(user) };
    },
  );
};
