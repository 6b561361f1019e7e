// Access tokens: HS256 JWTs (jose) that live 15 minutes (docs/product.md#roles). The key is JWT_SECRET, or
// when unset a random key generated once and kept in app_secrets, so restarts and several API
// processes on one database accept each other's tokens. Each token names its session (the refresh-
// token family); plugins/auth.ts checks on every request that the session is still live, so a
// sign-out or a password change ends the access token at once on every instance.
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
  /** The session (refresh-token family) the token belongs to: ending the session ends the token. */
  sessionId: string;
}

/** Clock drift between API instances tolerated on a token's issue time. */
const CLOCK_SKEW_SECONDS = 30;

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
    sign: async ({ userId, organizationId, sessionId }) =>
      new SignJWT({ org: organizationId, sid: sessionId, typ: 'access' })
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
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number' ||
          typeof payload.iat !== 'number'
        ) {
          throw new AppError('UNAUTHENTICATED', 'The access token is not valid');
        }
        // A token is never worth more than the lifetime this server issues, whoever signed it:
        // an over-long lifetime or an issue time in the future is refused.
        if (
          payload.exp - payload.iat > ACCESS_TOKEN_SECONDS ||
          payload.iat > Math.floor(Date.now() / 1000) + CLOCK_SKEW_SECONDS
        ) {
          throw new AppError('UNAUTHENTICATED', 'The access token is not valid');
        }
        return {
          userId: payload.sub,
          organizationId: payload.org,
          sessionId: payload.sid,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired)
          throw new AppError('TOKEN_EXPIRED', 'Your session has expired, please sign in again');
        throw new AppError('UNAUTHENTICATED', 'The access token is not valid');
      }
    },
  };
}
