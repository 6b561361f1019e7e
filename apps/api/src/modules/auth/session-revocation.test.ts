// An access token belongs to its session: signing out, signing out everywhere, changing or resetting
// the password ends it at once (not when its 15 minutes run out), and a token claiming a longer life
// than this server issues is refused even with a valid signature.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { ACCESS_TOKEN_SECONDS } from './access-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const me = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/v1/auth/me', headers });

async function sign(claims: Record<string, unknown>, iat: number, exp: number): Promise<string> {
  return new SignJWT({ typ: 'access', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('courtside')
    .setAudience('courtside-api')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(ctx.config.jwtSecret));
}

describe('access tokens end with their session', () => {
  it('logout ends this session’s access token at once, not the other device’s', async () => {
    const phone = await loginAs(ctx.app, 'customer@example.com');
    const laptop = await loginAs(ctx.app, 'customer@example.com');
    expect((await me(phone.headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { courtside_refresh: phone.refreshToken },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await me(phone.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    expect((await me(laptop.headers)).statusCode).toBe(200);
  });

  it('logout-all ends every access token of the account', async () => {
    const a = await loginAs(ctx.app, 'customer2@example.com');
    const b = await loginAs(ctx.app, 'customer2@example.com');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout-all', headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect((await me(a.headers)).statusCode).toBe(401);
    expect((await me(b.headers)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions’ access tokens at once; the fresh one works', async () => {
    const other = await loginAs(ctx.app, 'staff@example.com');
    const here = await loginAs(ctx.app, 'staff@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: here.headers,
      payload: { currentPassword: 'courtside-demo', newPassword: 'front-desk-2027' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(other.headers)).statusCode).toBe(401);
    expect((await me(here.headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${res.json().accessToken}` })).statusCode).toBe(200);
  });

  it('a refreshed token keeps working; its session ended, it stops', async () => {
    const s = await loginAs(ctx.app, 'admin@example.com');
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      cookies: { courtside_refresh: s.refreshToken },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${refreshed.json().accessToken}` };
    expect((await me(headers)).statusCode).toBe(200);
    await ctx.database.query(`update refresh_tokens set revoked_at = now() where user_id = $1`, [s.userId]);
    expect((await me(headers)).statusCode).toBe(401);
  });
});

describe('access token lifetime and shape', () => {
  it('refuses a validly signed token that claims a longer life than the server issues', async () => {
    const s = await loginAs(ctx.app, 'customer@example.com');
    const { rows } = await ctx.database.query(
      `select family_id from refresh_tokens where user_id = $1 and revoked_at is null limit 1`,
      [s.userId],
    );
    const claims = { sub: s.userId, org: s.organizationId, sid: String(rows[0]!.family_id) };
    const now = Math.floor(Date.now() / 1000);
    const fine = await sign(claims, now, now + ACCESS_TOKEN_SECONDS);
    expect((await me({ authorization: `Bearer ${fine}` })).statusCode).toBe(200);
    const year = await sign(claims, now, now + 365 * 86_400);
    expect((await me({ authorization: `Bearer ${year}` })).statusCode).toBe(401);
    const future = await sign(claims, now + 3600, now + 3600 + 60);
    expect((await me({ authorization: `Bearer ${future}` })).statusCode).toBe(401);
    const noSession = await sign({ sub: s.userId, org: s.organizationId }, now, now + 60);
    expect((await me({ authorization: `Bearer ${noSession}` })).statusCode).toBe(401);
    const foreignSession = await sign({ ...claims, sid: crypto.randomUUID() }, now, now + 60);
    expect((await me({ authorization: `Bearer ${foreignSession}` })).statusCode).toBe(401);
  });
});
