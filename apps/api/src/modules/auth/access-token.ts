// Access tokens: HS256 JWTs (jose) that live 15 minutes (docs/product.md#roles). The key is JWT_SECRET, or
// when unset a random key generated once and kept in app_secrets, so restarts and several API
// processes on one database accept each other's tokens.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Config } from '../../config/env';
import type { DbOrTx } from '../../db/client';
import { appSecrets } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'courtside';
const AUDIENCE = 'courtside-api';

export interface AccessClaims {
  userId: string;
  organizationId: string;
}

export interface AccessTokens {
  sign: (claims: AccessClaims) => Promise<string>;
  /** Throws AppError TOKEN_EXPIRED or UNAUTHENTICATED. */
  verify: (token: string) => Promise<AccessClaims & { expiresAt: Date }>;
}

/** The stored secret with this name, created on first use; concurrent starters agree on one. */
export async function storedSecret(db: DbOrTx, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}

export async function createAccessTokens(db: DbOrTx, config: Config): Promise<AccessTokens> {
  const key = new TextEncoder().encode(config.jwtSecret ?? (await storedSecret(db, 'jwt')));
  return {
    sign: async ({ userId, organizationId }) =>
      new SignJWT({ org: organizationId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        if (
          payload.typ !== 'access' ||
          typeof payload.sub !== 'string' ||
          typeof payload.org !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          throw new AppError('UNAUTHENTICATED', 'The access token is not valid');
        }
        return { userId: payload.sub, organizationId: payload.org, expiresAt: new Date(payload.exp * 1000) };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired)
          throw new AppError('TOKEN_EXPIRED', 'Your session has expired, please sign in again');
        throw new AppError('UNAUTHENTICATED', 'The access token is not valid');
      }
    },
  };
}
