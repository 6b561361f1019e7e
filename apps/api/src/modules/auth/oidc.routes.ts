// /api/v1/auth/google: sign-in through the configured OpenID Connect provider (see oidc.service.ts).
// Browser flow: GET /auth/google → provider → GET /auth/google/callback → refresh cookie set →
// redirect to /auth/jwt/sign-in?sso=success&returnTo=…, where the SPA calls /auth/refresh-tokens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponseSchema } from '@courtside/core/auth-schemas';
import { AppError } from '../../lib/app-error';
import { toAuthUser } from './auth-user';
import {
  OIDC_STATE_COOKIE,
  beginOidc,
  completeOidc,
  oidcConfig,
  organizationFor,
  safeReturnTo,
  signInVerifiedEmail,
  verifyIdToken,
} from './oidc.service';
import { setRefreshCookie } from './session.service';

const tags = ['auth'];
const stateCookiePath = '/api/v1/auth/google';

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  // Said once at start; requests to the provider's routes then answer 501 NOT_CONFIGURED without a log stack.
  if (!app.config.oidc)
    app.log.warn('Sign-in with an external provider is off: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  app.get(
    '/api/v1/auth/providers',
    {
      config: { skipAuth: true },
      schema: {
        tags,
        summary: 'Which external sign-in provider is configured',
        response: { 200: z.object({ oidc: z.object({ enabled: z.boolean(), name: z.string().nullable() }) }) },
      },
    },
    async () => ({ oidc: { enabled: Boolean(app.config.oidc), name: app.config.oidc?.name ?? null } }),
  );

  app.get(
    '/api/v1/auth/google',
    {
      config: { skipAuth: true },
      schema: {
        tags,
        summary: 'Start sign-in with the configured OpenID Connect provider (501 NOT_CONFIGURED without one)',
        querystring: z.object({ returnTo: z.string().max(500).optional(), tenantId: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { url, stateCookie } = await beginOidc(app, request, safeReturnTo(request.query.returnTo));
      void reply.setCookie(OIDC_STATE_COOKIE, stateCookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: stateCookiePath,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/v1/auth/google/callback',
    {
      config: { skipAuth: true },
      schema: {
        tags,
        summary: 'Where the provider sends the browser back',
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(500).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      oidcConfig(app);
      const cookie = request.cookies[OIDC_STATE_COOKIE];
      void reply.clearCookie(OIDC_STATE_COOKIE, { path: stateCookiePath });
      const { code, state, error } = request.query;
      try {
        if (error || !code || !state)
          throw new AppError('UNAUTHENTICATED', `The sign-in provider answered: ${error ?? 'no code'}`);
        const { session, returnTo } = await completeOidc(app, request, code, state, cookie);
        setRefreshCookie(request, reply, session);
        return reply.redirect(`/auth/jwt/sign-in?sso=success&returnTo=${encodeURIComponent(returnTo)}`, 302);
      } catch (failure) {
        const codeName = failure instanceof AppError ? failure.code : 'INTERNAL';
        if (!(failure instanceof AppError)) request.log.error({ err: failure }, 'OIDC sign-in failed');
        else request.log.info({ code: codeName, message: failure.message }, 'OIDC sign-in refused');
        return reply.redirect(`/auth/jwt/sign-in?sso=error&code=${codeName}`, 302);
      }
    },
  );

  app.post(
    '/api/v1/auth/google',
    {
      config: { skipAuth: true },
      schema: {
        tags,
        summary: 'Sign in with an ID token of the configured provider (e.g. Google Identity Services credential)',
        body: z.strictObject({ idToken: z.string().min(20).max(8000) }),
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const identity = await verifyIdToken(app, request.body.idToken);
      const organizationId = await organizationFor(app, request);
      const { user, session } = await signInVerifiedEmail(
        app,
        request,
        organizationId,
        identity.email,
        identity.name,
        identity.iss ?? 'oidc',
      );
      setRefreshCookie(request, reply, session);
      return { accessToken: session.accessToken, expiresIn: session.expiresIn, user: toAuthUser(user) };
    },
  );
};
