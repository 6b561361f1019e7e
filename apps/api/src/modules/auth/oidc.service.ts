// Sign-in through a configured OpenID Connect provider (Google, Auth0, Keycloak …): authorization
// code flow with PKCE, state and nonce; the ID token is verified against the provider's JWKS.
// docs/product.md#roles: other methods are deployment options that say when they are not configured.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { AppError } from '../../lib/app-error';
import { storedSecret } from './access-token';
import { appUrl } from './auth-user';
import { authRepository } from './auth.repository';
import type { UserRow } from './auth.repository';
import { startSession } from './session.service';
import type { IssuedSession } from './session.service';
import { resolveOrganization } from '../organization';
import { audit } from '../audit';

export const OIDC_STATE_COOKIE = 'courtside_oidc';
const STATE_MINUTES = 10;

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

interface Provider {
  metadata: ProviderMetadata;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

const providers = new WeakMap<object, Promise<Provider>>();

export function oidcConfig(app: FastifyInstance) {
  const config = app.config.oidc;
  if (!config)
    throw new AppError(
      'NOT_CONFIGURED',
      'Sign-in with an external provider is not configured on this server (set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET)',
    );
  return config;
}

async function discover(app: FastifyInstance): Promise<Provider> {
  const config = oidcConfig(app);
  let provider = providers.get(app.config);
  if (!provider) {
    provider = (async () => {
      const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new AppError('UNAVAILABLE', `The sign-in provider answered ${res.status}`);
      const metadata = (await res.json()) as ProviderMetadata;
      return { metadata, jwks: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
    })();
    providers.set(app.config, provider);
    // A failed discovery is retried on the next sign-in instead of being cached.
    provider.catch(() => providers.delete(app.config));
  }
  return provider;
}

const redirectUri = (app: FastifyInstance) => appUrl(app.config, '/api/v1/auth/google/callback');
const base64url = (buffer: Buffer) => buffer.toString('base64url');

async function stateKey(app: FastifyInstance): Promise<Uint8Array> {
  return new TextEncoder().encode(await storedSecret(app.db, 'oidc_state'));
}

/** Only same-site paths: an open redirect would hand the session to another site. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : '/dashboard';
}

/** Builds the provider URL to send the browser to, and the signed state cookie to set. */
export async function beginOidc(
  app: FastifyInstance,
  request: FastifyRequest,
  returnTo: string,
): Promise<{ url: string; stateCookie: string }> {
  const config = oidcConfig(app);
  const { metadata } = await discover(app);
  const organization = await resolveOrganization(app.db, request);
  const state = base64url(randomBytes(24));
  const nonce = base64url(randomBytes(24));
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const stateCookie = await new SignJWT({
    state,
    nonce,
    verifier,
    org: organization.id,
    returnTo: safeReturnTo(returnTo),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(`${STATE_MINUTES}m`)
    .sign(await stateKey(app));
  const url = new URL(metadata.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri(app),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.toString(), stateCookie };
}

interface StateClaims {
  state: string;
  nonce: string;
  verifier: string;
  org: string;
  returnTo: string;
}

async function readState(app: FastifyInstance, cookie: string | undefined): Promise<StateClaims> {
  if (!cookie)
    throw new AppError(
      'UNAUTHENTICATED',
      'The sign-in took too long or was started in another browser; please try again',
    );
  try {
    const { payload } = await jwtVerify(cookie, await stateKey(app), { algorithms: ['HS256'] });
    return payload as unknown as StateClaims;
  } catch {
    throw new AppError(
      'UNAUTHENTICATED',
      'The sign-in took too long or was started in another browser; please try again',
    );
  }
}

/** Verifies an ID token of the provider: signature (JWKS), issuer, audience and, when given, nonce. */
export async function verifyIdToken(
  app: FastifyInstance,
  idToken: string,
  nonce?: string,
): Promise<JWTPayload & { email: string; name?: string }> {
  const config = oidcConfig(app);
  const { metadata, jwks } = await discover(app);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks, { issuer: metadata.issuer, audience: config.clientId }));
  } catch {
    throw new AppError('UNAUTHENTICATED', 'The sign-in provider’s answer could not be verified');
  }
  if (nonce !== undefined && payload.nonce !== nonce)
    throw new AppError('UNAUTHENTICATED', 'The sign-in provider’s answer does not belong to this sign-in');
  if (typeof payload.email !== 'string' || payload.email_verified === false) {
    throw new AppError('FORBIDDEN', 'The provider did not confirm an email address for this account');
  }
  return payload as JWTPayload & { email: string; name?: string };
}

/** Finish: exchange the code, verify the ID token, sign the person in (creating a customer). */
export async function completeOidc(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string,
  state: string,
  cookie: string | undefined,
): Promise<{ session: IssuedSession; returnTo: string }> {
  const config = oidcConfig(app);
  const claims = await readState(app, cookie);
  if (claims.state !== state)
    throw new AppError(
      'UNAUTHENTICATED',
      'The sign-in does not match the one started in this browser; please try again',
    );
  const { metadata } = await discover(app);
  const res = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(app),
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: claims.verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new AppError('UNAUTHENTICATED', `The sign-in provider refused the code (${res.status})`);
  const tokens = (await res.json()) as { id_token?: string };
  if (!tokens.id_token) throw new AppError('UNAUTHENTICATED', 'The sign-in provider sent no ID token');
  const identity = await verifyIdToken(app, tokens.id_token, claims.nonce);
  const session = await signInVerifiedEmail(
    app,
    request,
    claims.org,
    identity.email,
    identity.name,
    identity.iss ?? config.issuer,
  );
  return { session: session.session, returnTo: claims.returnTo };
}

/** The provider vouched for this address: sign in its account, or create a customer for it. */
export async function signInVerifiedEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  organizationId: string,
  email: string,
  name: string | undefined,
  provider: string,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const now = new Date();
  return app.db.transaction(async (tx) => {
    let user = await authRepository.findUserByEmail(tx, organizationId, email.toLowerCase());
    const created = !user;
    if (!user) {
      user = await authRepository.insertUser(tx, {
        organizationId,
        email: email.toLowerCase(),
        name: name?.trim() || email.split('@')[0]!,
        role: 'customer',
        emailVerifiedAt: now,
        passwordHash: null,
      });
    } else if (!user.emailVerifiedAt) {
      // The provider proved the mailbox; a password set by whoever registered it unverified dies.
      user = await authRepository.updateUser(tx, user.id, { emailVerifiedAt: now, passwordHash: null });
    }
    const session = await startSession(app, tx, user, request);
    await audit(tx, {
      organizationId,
      actorUserId: user.id,
      action: created ? 'auth.oidc_register' : 'auth.oidc_login',
      entity: 'user',
      entityId: user.id,
      data: { provider },
      ip: request.ip,
    });
    return { user, session };
  });
}

/** The organization of a direct ID-token sign-in (POST /auth/google). */
export async function organizationFor(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  return (await resolveOrganization(app.db, request)).id;
}
