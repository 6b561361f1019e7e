// Sessions: a 15-minute access token plus a rotating refresh token (docs/product.md#roles). Each sign-in
// starts a token family; a refresh uses the presented token and issues its successor. A used token
// presented again means someone kept a copy: the whole family is revoked (reuse detection).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ACCESS_TOKEN_SECONDS } from './access-token';
import { authRepository } from './auth.repository';
import type { UserRow } from './auth.repository';
import { randomToken, sha256 } from './password';
import { audit } from '../audit';

export const REFRESH_COOKIE = 'courtside_refresh';
export const REFRESH_TOKEN_DAYS = 30;
const REFRESH_COOKIE_PATH = '/api/v1/auth';

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

async function insertRefresh(
  db: DbOrTx,
  user: UserRow,
  familyId: string,
  request: FastifyRequest,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
  await authRepository.insertRefreshToken(db, {
    organizationId: user.organizationId,
    userId: user.id,
    familyId,
    tokenHash: sha256(token),
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip,
  });
  return { token, expiresAt };
}

/** Starts a new token family for a user who just proved who they are. */
export async function startSession(
  app: FastifyInstance,
  db: DbOrTx,
  user: UserRow,
  request: FastifyRequest,
): Promise<IssuedSession> {
  const familyId = randomUUID();
  const refresh = await insertRefresh(db, user, familyId, request);
  const accessToken = await app.accessTokens.sign({
    userId: user.id,
    organizationId: user.organizationId,
    sessionId: familyId,
  });
  return {
    accessToken,
    expiresIn: ACCESS_TOKEN_SECONDS,
    refreshToken: refresh.token,
    refreshExpiresAt: refresh.expiresAt,
  };
}

/** Rotates a refresh token. Throws UNAUTHENTICATED for unknown, expired, revoked or reused tokens. */
export async function rotateSession(
  app: FastifyInstance,
  presented: string,
  request: FastifyRequest,
): Promise<{ session: IssuedSession; user: UserRow }> {
  const now = new Date();
  const row = await authRepository.findRefreshToken(app.db, sha256(presented));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your session has ended, please sign in again');
  if (row.usedAt || row.revokedAt) {
    if (row.usedAt) {
      // Reuse of a rotated token: whoever holds the newer one may be an attacker. End them all.
      await app.db.transaction(async (tx) => {
        const revoked = await authRepository.revokeFamily(tx, row.familyId, now);
        await audit(tx, {
          organizationId: row.organizationId,
          actorUserId: row.userId,
          action: 'auth.refresh_reuse_detected',
          entity: 'user',
          entityId: row.userId,
          data: { familyId: row.familyId, revoked },
          ip: request.ip,
        });
      });
    }
    throw new AppError('UNAUTHENTICATED', 'Your session has ended, please sign in again');
  }
  if (row.expiresAt <= now) throw new AppError('TOKEN_EXPIRED', 'Your session has expired, please sign in again');

  return app.db.transaction(async (tx) => {
    const user = await authRepository.findUserById(tx, row.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists');
    if (!(await authRepository.markRefreshTokenUsed(tx, row.id, now))) {
      // Lost a race against another refresh with the same token: treat it as reuse.
      await authRepository.revokeFamily(tx, row.familyId, now);
      throw new AppError('UNAUTHENTICATED', 'Your session has ended, please sign in again');
    }
    const refresh = await insertRefresh(tx, user, row.familyId, request);
    const accessToken = await app.accessTokens.sign({
      userId: user.id,
      organizationId: user.organizationId,
      sessionId: row.familyId,
    });
    return {
      user,
      session: {
        accessToken,
        expiresIn: ACCESS_TOKEN_SECONDS,
        refreshToken: refresh.token,
        refreshExpiresAt: refresh.expiresAt,
      },
    };
  });
}

/** Ends the family of the presented refresh token (sign out on this device). */
export async function endSession(
  db: DbOrTx,
  presented: string,
): Promise<{ userId: string; organizationId: string } | undefined> {
  const row = await authRepository.findRefreshToken(db, sha256(presented));
  if (!row) return undefined;
  await authRepository.revokeFamily(db, row.familyId, new Date());
  return { userId: row.userId, organizationId: row.organizationId };
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
  });
}

/** The refresh token from the cookie, or from the body for clients without cookies. */
export function presentedRefreshToken(
  request: FastifyRequest,
  body?: { refreshToken?: string } | null,
): string | undefined {
  return request.cookies[REFRESH_COOKIE] || body?.refreshToken || undefined;
}
