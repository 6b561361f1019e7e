// Who is calling: reads `Authorization: Bearer <jwt>` on every request and sets request.auth.
// Role and permissions are read from the database on each request (one query), so a role change
// or a matrix edit by an admin takes effect at once and a deleted account stops working at once.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@courtside/core/enums';
import { superadminPermissions } from '@courtside/core/permissions';
import type { Permission } from '@courtside/core/permissions';
import { AppError } from '../lib/app-error';
import { createAccessTokens } from '../modules/auth/access-token';
import { authRepository } from '../modules/auth/auth.repository';
import { permissionRepository } from '../modules/permission/permission.repository';

export interface AuthContext {
  userId: string;
  /** The caller's home organization (a superadmin may act on others, see lib/tenant.ts). */
  organizationId: string;
  role: Role;
  isSuperadmin: boolean;
  permissions: ReadonlySet<string>;
}

/** True when the caller holds at least one of the permissions. */
export function hasPermission(auth: AuthContext | null | undefined, ...wanted: Permission[]): boolean {
  if (!auth) return false;
  return wanted.some((p) => auth.permissions.has(p));
}

/** The signed-in caller, or a 401. For handlers behind app.authenticate that want a typed value. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  return request.auth;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AppError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <token>"');
  return match[1];
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const tokens = await createAccessTokens(app.db, app.config);
  app.decorate('accessTokens', tokens);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    request.auth = null;
    // Routes that must work with a stale header (sign-in, refresh) ignore the token entirely.
    if (request.routeOptions.config?.skipAuth) return;
    const token = bearerToken(request);
    if (!token) return;
    const claims = await tokens.verify(token);
    // The session is checked on every request (no cache, so a revocation counts at once on every
    // instance): a signed-out or password-changed session's token stops here.
    const [live, found] = await Promise.all([
      authRepository.isSessionLive(app.db, claims.userId, claims.sessionId),
      permissionRepository.findAuthUser(app.db, claims.userId),
    ]);
    if (!live) throw new AppError('UNAUTHENTICATED', 'Your session has ended, please sign in again');
    let row = found;
    if (!row || row.deletedAt || row.organizationId !== claims.organizationId) {
      throw new AppError('UNAUTHENTICATED', 'This account no longer exists, please sign in again');
    }
    if (!row.matrixSeeded) {
      await permissionRepository.ensureSeeded(app.db, row.organizationId);
      row = (await permissionRepository.findAuthUser(app.db, claims.userId))!;
    }
    request.auth = {
      userId: row.id,
      organizationId: row.organizationId,
      role: row.role,
      isSuperadmin: row.isSuperadmin,
      permissions: new Set(row.isSuperadmin ? superadminPermissions : row.permissions),
    };
  });

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  };
  app.decorate('authenticate', authenticate);

  app.decorate('requirePermission', (...wanted: Permission[]): preHandlerAsyncHookHandler => {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in');
      if (!hasPermission(request.auth, ...wanted)) {
        throw new AppError('FORBIDDEN', `You need the permission ${wanted.join(' or ')} to do this`);
      }
    };
  });
}

export const registerAuth = fp(authPlugin, { name: 'courtside-auth' });
