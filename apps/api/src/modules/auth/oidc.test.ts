// Sign-in through an OpenID Connect provider, against a small provider served in-process: real
// discovery, JWKS, token endpoint with PKCE, RS256 ID tokens.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { refreshCookieOf } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

interface Grant {
  nonce: string;
  challenge: string;
  email: string;
  emailVerified?: boolean;
}

let provider: Server;
let issuer: string;
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
const grants = new Map<string, Grant>();
let ctx: TestContext;

async function idToken(claims: Record<string, unknown>, audience = 'courtside-client', key = keys.privateKey) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('provider-user-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  provider = createServer((req, res) => {
    const url = new URL(req.url!, issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const grant = grants.get(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!grant || form.get('client_secret') !== 'courtside-secret' || challenge !== grant.challenge)
          return json(400, { error: 'invalid_grant' });
        grants.delete(form.get('code')!);
        void idToken({
          nonce: grant.nonce,
          email: grant.email,
          email_verified: grant.emailVerified ?? true,
          name: 'Olga Oidc',
        }).then((token) => json(200, { id_token: token, token_type: 'Bearer' }));
      });
      return;
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  ctx = await buildTestApp({
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'courtside-client',
      OIDC_CLIENT_SECRET: 'courtside-secret',
      PUBLIC_URL: 'http://localhost:3000',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => provider.close(resolve));
});

/** Starts a sign-in and plays the provider's part: answers the callback URL and the state cookie. */
async function start(email: string, opts: { returnTo?: string; emailVerified?: boolean; nonce?: string } = {}) {
  const res = await ctx.app.inject({
    url: `/api/v1/auth/google?returnTo=${encodeURIComponent(opts.returnTo ?? '/dashboard/book')}`,
  });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(location.origin + location.pathname).toBe(`${issuer}/authorize`);
  const params = location.searchParams;
  expect(params.get('redirect_uri')).toBe('http://localhost:3000/api/v1/auth/google/callback');
  expect(params.get('code_challenge_method')).toBe('S256');
  const code = `code-${Math.random()}`;
  grants.set(code, {
    nonce: opts.nonce ?? params.get('nonce')!,
    challenge: params.get('code_challenge')!,
    email,
    emailVerified: opts.emailVerified,
  });
  const cookie = res.cookies.find((c) => c.name === 'courtside_oidc')!;
  expect(cookie.httpOnly).toBe(true);
  return { code, state: params.get('state')!, cookie: cookie.value };
}

const callback = (q: { code: string; state: string }, cookie?: string) =>
  ctx.app.inject({
    url: `/api/v1/auth/google/callback?code=${encodeURIComponent(q.code)}&state=${q.state}`,
    cookies: cookie ? { courtside_oidc: cookie } : {},
  });

describe('OpenID Connect sign-in', () => {
  it('creates a verified customer on first sign-in and signs the browser in through the refresh cookie', async () => {
    const { code, state, cookie } = await start('olga@example.net');
    const res = await callback({ code, state }, cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/jwt/sign-in?sso=success&returnTo=%2Fdashboard%2Fbook');
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      cookies: { courtside_refresh: refreshCookieOf(res)! },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().user).toMatchObject({
      email: 'olga@example.net',
      name: 'Olga Oidc',
      role: 'customer',
      emailVerified: true,
    });
  });

  it('signs an existing account in without creating another', async () => {
    const { code, state, cookie } = await start('staff@example.com');
    const res = await callback({ code, state }, cookie);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      cookies: { courtside_refresh: refreshCookieOf(res)! },
    });
    expect(refresh.json().user).toMatchObject({ email: 'staff@example.com', role: 'staff' });
    const { rows } = await ctx.database.query(`select count(*)::int as n from users where email = 'staff@example.com'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a forged state, a missing state cookie, a replayed code and a wrong nonce', async () => {
    const a = await start('mallory@example.net');
    expect((await callback({ code: a.code, state: 'forged' }, a.cookie)).headers.location).toBe(
      '/auth/jwt/sign-in?sso=error&code=UNAUTHENTICATED',
    );
    const b = await start('mallory@example.net');
    expect((await callback(b)).headers.location).toContain('sso=error');
    const c = await start('mallory@example.net', { nonce: 'someone-elses-nonce' });
    const bad = await callback(c, c.cookie);
    expect(bad.headers.location).toContain('sso=error');
    expect(refreshCookieOf(bad)).toBeFalsy();
    const { rows } = await ctx.database.query(
      `select count(*)::int as n from users where email = 'mallory@example.net'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses addresses the provider did not verify', async () => {
    const { code, state, cookie } = await start('unverified@example.net', { emailVerified: false });
    expect((await callback({ code, state }, cookie)).headers.location).toBe(
      '/auth/jwt/sign-in?sso=error&code=FORBIDDEN',
    );
  });

  it('never redirects to another site', async () => {
    const { code, state, cookie } = await start('olga@example.net', { returnTo: '//evil.example/steal' });
    expect((await callback({ code, state }, cookie)).headers.location).toBe(
      '/auth/jwt/sign-in?sso=success&returnTo=%2Fdashboard',
    );
  });

  it('accepts a provider ID token directly and refuses one for another client or signed by another key', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google',
      payload: { idToken: await idToken({ email: 'direct@example.net', email_verified: true }) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.email).toBe('direct@example.net');
    const otherClient = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google',
      payload: { idToken: await idToken({ email: 'direct@example.net' }, 'another-client') },
    });
    expect(otherClient.statusCode).toBe(401);
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google',
      payload: { idToken: await idToken({ email: 'admin@example.com' }, 'courtside-client', otherKey) },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a half-done configuration at start', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'x' })).toThrow(
      /set all three or none/,
    );
  });

  it('says so when no provider is configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({ url: '/api/v1/auth/google' });
      expect(res.statusCode).toBe(501);
      expect(res.json().code).toBe('NOT_CONFIGURED');
      const post = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/auth/google',
        payload: { idToken: 'x'.repeat(40) },
      });
      expect(post.statusCode).toBe(501);
      expect((await plain.app.inject({ url: '/api/v1/auth/providers' })).json()).toEqual({
        oidc: { enabled: false, name: null },
      });
    } finally {
      await plain.close();
    }
  });
});
