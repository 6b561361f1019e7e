// Sign-in, access tokens, refresh-token rotation with reuse detection, sign-out.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { loginAs, refreshCookieOf } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { email, password } });
const me = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/v1/auth/me', headers });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-tokens', cookies: { courtside_refresh: token } });

describe('login', () => {
  it('answers an access token, the user and a refresh cookie that is httpOnly and SameSite=Lax', async () => {
    const res = await login('customer@example.com', 'courtside-demo');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.expiresIn).toBe(900);
    expect(body.user).toMatchObject({ email: 'customer@example.com', role: 'customer', emailVerified: true });
    expect(body.user.passwordHash).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === 'courtside_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth' });
    expect(cookie.secure).toBeFalsy();
    const payload = JSON.parse(Buffer.from(body.accessToken.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  it('believes no X-Forwarded-Proto without TRUST_PROXY (plugins/proxy.test.ts: with it, Secure behind https)', async () => {
    const res = await login('customer@example.com', 'courtside-demo', { 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === 'courtside_refresh')!.secure).toBeFalsy();
  });

  it('answers a wrong password and an unknown account the same way (no enumeration)', async () => {
    const wrong = await login('customer2@example.com', 'wrong-password');
    const unknown = await login('nobody-here@example.com', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('finds an account of the second organization and pins the session to it', async () => {
    const y = await loginAs(ctx.app, 'staff@sandplatz.example');
    const x = await loginAs(ctx.app, 'staff@example.com');
    expect(y.organizationId).not.toBe(x.organizationId);
    const res = await login('staff@sandplatz.example', 'courtside-demo', { 'x-organization': 'beachside-koeln' });
    expect(res.statusCode).toBe(401);
  });

  it('reads the email case-insensitively', async () => {
    expect((await login('Customer@Example.com', 'courtside-demo')).statusCode).toBe(200);
  });

  it('writes login and failed login to the audit log with the ip', async () => {
    const { rows } = await ctx.database.query(
      `select action, ip, data from audit_log where action in ('auth.login', 'auth.login_failed') order by created_at`,
    );
    expect(rows.some((r) => r.action === 'auth.login' && r.ip)).toBe(true);
    expect(
      rows.some(
        (r) => r.action === 'auth.login_failed' && (r.data as { email: string }).email === 'nobody-here@example.com',
      ),
    ).toBe(true);
  });
});

describe('access tokens', () => {
  it('accepts a valid token and rejects a tampered one', async () => {
    const s = await loginAs(ctx.app, 'customer@example.com');
    expect((await me(s.headers)).statusCode).toBe(200);
    const [h, p, sig] = s.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: (await loginAs(ctx.app, 'admin@example.com')).userId }),
    ).toString('base64url');
    for (const token of [`${h}.${forgedPayload}.${sig}`, `${h}.${p}.${sig!.slice(0, -4)}AAAA`, 'not-a-jwt']) {
      const res = await me({ authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('rejects a token signed with another key, with alg none, and a malformed header', async () => {
    const other = await new SignJWT({ org: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('courtside')
      .setAudience('courtside-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x","exp":9999999999}').toString('base64url')}.`;
    expect((await me({ authorization: `Bearer ${none}` })).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).json().code).toBe('UNAUTHENTICATED');
  });

  it('answers TOKEN_EXPIRED for an expired token', async () => {
    const s = await loginAs(ctx.app, 'customer@example.com');
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ org: s.organizationId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(s.userId)
      .setIssuer('courtside')
      .setAudience('courtside-api')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(key);
    const res = await me({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('an expired token does not stop sign-in or refresh (those routes ignore it)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { authorization: 'Bearer garbage' },
      payload: { email: 'customer@example.com', password: 'courtside-demo' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the generated JWT key in the database so restarts and other processes accept tokens', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'false' });
    const first = await buildApp({ config, database: ctx.database, serveWeb: false });
    const second = await buildApp({ config, database: ctx.database, serveWeb: false });
    try {
      const s = await loginAs(first, 'customer@example.com');
      expect((await second.inject({ url: '/api/v1/auth/me', headers: s.headers })).statusCode).toBe(200);
      // …and it is not the JWT_SECRET of the test app.
      expect((await me(s.headers)).statusCode).toBe(401);
      const { rows } = await ctx.database.query(`select count(*)::int as n from app_secrets where name = 'jwt'`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh answers a new access token and a new refresh cookie', async () => {
    const s = await loginAs(ctx.app, 'customer2@example.com');
    const r1 = await refresh(s.refreshToken);
    expect(r1.statusCode, r1.body).toBe(200);
    const next = refreshCookieOf(r1)!;
    expect(next).toBeTruthy();
    expect(next).not.toBe(s.refreshToken);
    expect((await me({ authorization: `Bearer ${r1.json().accessToken}` })).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes the whole family', async () => {
    const s = await loginAs(ctx.app, 'customer2@example.com');
    const other = await loginAs(ctx.app, 'customer2@example.com');
    const r1 = await refresh(s.refreshToken);
    const successor = refreshCookieOf(r1)!;
    // The stolen copy of the first token is presented again.
    const reuse = await refresh(s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    // The legitimate successor is dead too…
    expect((await refresh(successor)).statusCode).toBe(401);
    // …but another device's family lives on.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    const { rows } = await ctx.database.query(
      `select count(*)::int as n from audit_log where action = 'auth.refresh_reuse_detected' and entity_id = $1`,
      [s.userId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('accepts the token in the body for clients without cookies, and refuses a guessed one', async () => {
    const s = await loginAs(ctx.app, 'customer2@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      payload: { refreshToken: s.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
  });

  it('an expired refresh token is refused', async () => {
    const s = await loginAs(ctx.app, 'customer2@example.com');
    await ctx.database.query(
      `update refresh_tokens set expires_at = now() - interval '1 minute' where user_id = $1 and used_at is null and revoked_at is null`,
      [s.userId],
    );
    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('sign out', () => {
  it('logout ends this device only', async () => {
    const a = await loginAs(ctx.app, 'manager@example.com');
    const b = await loginAs(ctx.app, 'manager@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { courtside_refresh: a.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'courtside_refresh')?.value).toBe('');
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('logout-all ends every family of the caller', async () => {
    const a = await loginAs(ctx.app, 'manager@example.com');
    const b = await loginAs(ctx.app, 'manager@example.com');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout-all', headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
  });
});

describe('me and permissions', () => {
  it('answers the user with effective permissions; superadmins hold organization.manage', async () => {
    const staff = await loginAs(ctx.app, 'staff@example.com');
    const res = await me(staff.headers);
    expect(res.json().user.permissions).toContain('booking.checkin');
    expect(res.json().user.permissions).not.toContain('user.manage');
    const sa = await loginAs(ctx.app, 'superadmin@example.com');
    const perms = await ctx.app.inject({ url: '/api/v1/auth/permissions', headers: sa.headers });
    expect(perms.json()).toMatchObject({ isSuperadmin: true });
    expect(perms.json().permissions).toContain('organization.manage');
  });

  it('a customer holds only the own-booking permissions', async () => {
    const c = await loginAs(ctx.app, 'customer@example.com');
    const res = await ctx.app.inject({ url: '/api/v1/auth/permissions', headers: c.headers });
    expect(res.json()).toEqual({
      role: 'customer',
      isSuperadmin: false,
      permissions: ['booking.read.own', 'booking.write.own'],
    });
  });
});

describe('housekeeping', () => {
  it('purges long-expired tokens and old throttles but keeps live ones', async () => {
    const { purgeStaleAuthRows } = await import('./auth.housekeeping');
    const s = await loginAs(ctx.app, 'customer@example.com');
    await ctx.database.query(`update refresh_tokens set expires_at = now() - interval '8 days' where user_id <> $1`, [
      s.userId,
    ]);
    await ctx.database.query(
      `insert into login_throttles (key, failures, updated_at) values ('ip:198.51.100.1', 3, now() - interval '2 days')`,
    );
    const result = await purgeStaleAuthRows(ctx.app);
    expect(result.refreshTokens).toBeGreaterThan(0);
    expect(result.throttles).toBeGreaterThanOrEqual(1);
    expect((await refresh(s.refreshToken)).statusCode).toBe(200);
  });
});
