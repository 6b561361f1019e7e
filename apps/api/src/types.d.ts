import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Permission } from '@courtside/core/permissions';
import type { Config } from './config/env';
import type { Database, DatabaseHandle } from './db/client';
import type { AccessTokens } from './modules/auth/access-token';
import type { AuthContext } from './plugins/auth';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbHandle: DatabaseHandle;
    accessTokens: AccessTokens;
    /** preHandler: 401 unless signed in. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: 401 when anonymous, 403 FORBIDDEN unless the caller has ANY of the permissions. */
    requirePermission: (...permissions: Permission[]) => preHandlerAsyncHookHandler;
    /** The web app's 404 page with status 404; set by plugins/spa.ts when it serves the web build. */
    sendNotFoundPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
  interface FastifyRequest {
    /** Set by plugins/auth.ts on every request: null for anonymous callers. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Ignore the Authorization header on this route (sign-in, refresh, reset). */
    skipAuth?: boolean;
  }
}
