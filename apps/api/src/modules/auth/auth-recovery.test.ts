// Sign-up with email verification, password reset links, password change and sign-in lockout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, loginAs, refreshCookieOf } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { throttlePolicy } from './login-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ env: { PUBLIC_URL: 'https://courts.example' } });
});
afterAll(async () => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, headers, remoteAddress });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('sign-up and email verification', () => {
  it('registers a customer, mails a code in the chosen language and signs in with the code', async () => {
    const res = await post('register', {
      name: 'Nina Neu',
      email: 'Nina@Example.net',
      password: 'sand-and-sun-2026',
      locale: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().email).toBe('nina@example.net');
    // Not verified yet: sign-in is refused with a clear code (only after the right password).
    const early = await post('login', { email: 'nina@example.net', password: 'sand-and-sun-2026' });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await latestMailTo(ctx.app, 'nina@example.net', 'auth.verify-email');
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.subject).not.toMatch(/\d{6}/);
    const code = codeIn(mail!.text)!;
    const { rows } = await ctx.database.query(`select token_hash from one_time_tokens where purpose = 'verify_email'`);
    expect(rows.map((r) => r.token_hash)).not.toContain(code);

    const verified = await post('verification', { email: 'nina@example.net', code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ role: 'customer', emailVerified: true });
    expect(refreshCookieOf(verified)).toBeTruthy();
    // Single use.
    expect((await post('verification', { email: 'nina@example.net', code })).statusCode).toBe(400);
    expect((await post('login', { email: 'nina@example.net', password: 'sand-and-sun-2026' })).statusCode).toBe(200);
  });

  it('writes German mails for German accounts', async () => {
    await post('register', { name: 'Jonas', email: 'jonas@example.net', password: 'sand-and-sun-2026', locale: 'de' });
    const mail = await latestMailTo(ctx.app, 'jonas@example.net');
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse');
  });

  it('stops a code after five wrong tries and a resend makes the old code useless', async () => {
    await post('register', { name: 'Ole', email: 'ole@example.net', password: 'sand-and-sun-2026' });
    const first = codeIn((await latestMailTo(ctx.app, 'ole@example.net'))!.text)!;
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('verification', { email: 'ole@example.net', code: wrong })).statusCode).toBe(400);
    expect((await post('verification', { email: 'ole@example.net', code: first })).json().message).toMatch(
      /Too many wrong codes/,
    );

    // The cooldown lets one resend through per minute; pretend the last one is older.
    await ctx.database.query(`update one_time_tokens set created_at = now() - interval '2 minutes'`);
    expect((await post('resend-link', { email: 'ole@example.net' })).statusCode).toBe(200);
    const second = codeIn((await latestMailTo(ctx.app, 'ole@example.net'))!.text)!;
    expect((await post('verification', { email: 'ole@example.net', code: second })).statusCode).toBe(200);
  });

  it('registering a taken address answers the same and mails the owner instead', async () => {
    const res = await post('register', {
      name: 'Intruder',
      email: 'customer@example.com',
      password: 'intruder-password',
    });
    expect(res.statusCode).toBe(201);
    const fresh = await post('register', { name: 'Fresh', email: 'fresh@example.net', password: 'intruder-password' });
    expect(Object.keys(res.json())).toEqual(Object.keys(fresh.json()));
    expect(res.json().message).toBe(fresh.json().message);
    expect((await latestMailTo(ctx.app, 'customer@example.com'))?.template).toBe('auth.account-exists');
    // The owner's password still works and the name did not change.
    const owner = await loginAs(ctx.app, 'customer@example.com');
    const me = await ctx.app.inject({ url: '/api/v1/auth/me', headers: owner.headers });
    expect(me.json().user.name).toBe('Clara Kundin');
  });

  it('ignores no mass-assignment attempt: role, organization and verified are refused', async () => {
    for (const extra of [
      { role: 'admin' },
      { organizationId: '00000000-0000-4000-8000-000000000000' },
      { emailVerified: true },
      { isSuperadmin: true },
    ]) {
      const res = await post('register', {
        name: 'Mallory',
        email: 'mallory@example.net',
        password: 'long-enough-password',
        ...extra,
      });
      expect(res.statusCode).toBe(400);
    }
    const { rows } = await ctx.database.query(
      `select count(*)::int as n from users where email = 'mallory@example.net'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses short passwords and bad addresses with a 400 naming the field', async () => {
    const res = await post('register', { name: 'X', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('password reset', () => {
  it('mails a one-time link (to PUBLIC_URL) that sets a new password and ends every session', async () => {
    const session = await loginAs(ctx.app, 'customer2@example.com');
    const res = await post('sentlink', { email: 'customer2@example.com' });
    expect(res.statusCode).toBe(200);
    const mail = await latestMailTo(ctx.app, 'customer2@example.com', 'auth.reset-password');
    expect(mail!.text).toContain('https://courts.example/auth/jwt/update-password?token=');
    const token = tokenIn(mail!.text)!;

    const valid = await post('validate-link', { token });
    expect(valid.json()).toMatchObject({ valid: true, email: 'customer2@example.com' });
    expect((await post('reset-password', { token, password: 'a-brand-new-password' })).statusCode).toBe(200);
    // Single use.
    const again = await post('reset-password', { token, password: 'yet-another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LINK_INVALID');
    expect((await post('validate-link', { token })).statusCode).toBe(400);

    expect((await post('login', { email: 'customer2@example.com', password: 'courtside-demo' })).statusCode).toBe(401);
    expect((await post('login', { email: 'customer2@example.com', password: 'a-brand-new-password' })).statusCode).toBe(
      200,
    );
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      cookies: { courtside_refresh: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const known = await post('sentlink', { email: 'manager@example.com' });
    const unknown = await post('sentlink', { email: 'ghost@example.net' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestMailTo(ctx.app, 'ghost@example.net')).toBeUndefined();
  });

  it('an expired link is refused', async () => {
    await ctx.database.query(`update one_time_tokens set created_at = now() - interval '2 minutes'`);
    await post('sentlink', { email: 'manager@example.com' });
    const token = tokenIn((await latestMailTo(ctx.app, 'manager@example.com', 'auth.reset-password'))!.text)!;
    await ctx.database.query(
      `update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'`,
    );
    expect((await post('reset-password', { token, password: 'a-brand-new-password' })).json().code).toBe(
      'LINK_INVALID',
    );
  });
});

describe('change password', () => {
  it('needs the current password, ends other sessions and keeps this one', async () => {
    const other = await loginAs(ctx.app, 'staff@example.com');
    const s = await loginAs(ctx.app, 'staff@example.com');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: s.headers,
      payload: { currentPassword: 'nope', newPassword: 'front-desk-2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PASSWORD_WRONG');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: s.headers,
      payload: { currentPassword: 'courtside-demo', newPassword: 'front-desk-2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = refreshCookieOf(res)!;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh-tokens',
          cookies: { courtside_refresh: other.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh-tokens',
          cookies: { courtside_refresh: fresh },
        })
      ).statusCode,
    ).toBe(200);
    expect((await latestMailTo(ctx.app, 'staff@example.com'))?.template).toBe('auth.password-changed');
    await loginAs(ctx.app, 'staff@example.com', 'front-desk-2026');
  });
});

describe('sign-in lockout', () => {
  it('locks an account after repeated failures, with a clear message, even for the right password', async () => {
    for (let i = 0; i < throttlePolicy.accountLimit - 1; i++) {
      expect((await post('login', { email: 'manager@example.com', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const last = await post('login', { email: 'manager@example.com', password: 'wrong-last' });
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('ACCOUNT_LOCKED');
    expect(last.json().message).toMatch(/Please wait 15 minutes/);
    const right = await post('login', { email: 'manager@example.com', password: 'courtside-demo' });
    expect(right.statusCode).toBe(429);
    // The counters live in the database, where every API process sees them.
    const { rows } = await ctx.database.query(
      `select failures, locked_until from login_throttles where key like 'account:%:manager@example.com|%'`,
    );
    expect(rows[0]!.failures).toBe(throttlePolicy.accountLimit);
    // Other accounts are not affected.
    expect((await post('login', { email: 'admin@example.com', password: 'courtside-demo' })).statusCode).toBe(200);
    // When the lock runs out, the right password works again and clears the counter.
    await ctx.database.query(
      `update login_throttles set locked_until = now() - interval '1 second', window_started_at = now() - interval '1 hour' where key like 'account:%'`,
    );
    expect((await post('login', { email: 'manager@example.com', password: 'courtside-demo' })).statusCode).toBe(200);
  });

  it('locks unknown addresses the same way (no enumeration)', async () => {
    let last;
    for (let i = 0; i < throttlePolicy.accountLimit; i++)
      last = await post('login', { email: 'nobody@example.net', password: `wrong-${i}` });
    expect(last!.statusCode).toBe(429);
  });

  it('locks an IP that tries many accounts', async () => {
    const ip = '203.0.113.9';
    let last;
    for (let i = 0; i < throttlePolicy.ipLimit; i++)
      last = await post('login', { email: `spray-${i}@example.net`, password: 'password1' }, {}, ip);
    expect(last!.statusCode).toBe(429);
    expect((await post('login', { email: 'admin@example.com', password: 'courtside-demo' }, {}, ip)).statusCode).toBe(
      429,
    );
    expect((await post('login', { email: 'admin@example.com', password: 'courtside-demo' })).statusCode).toBe(200);
  });

  it('an attacker hammering from another address cannot keep the owner out, and stays refused', async () => {
    const attacker = '198.51.100.66';
    const owner = '192.0.2.10';
    const account = { email: 'manager@example.com' };
    await ctx.database.query(`delete from login_throttles`);
    let refused = 0;
    for (let i = 0; i < 25; i++) {
      const res = await post('login', { ...account, password: `guess-${i}` }, {}, attacker);
      expect([401, 429]).toContain(res.statusCode);
      if (res.statusCode === 429) refused++;
      // The owner signs in between the attacker's attempts, every few rounds, with the right password.
      if (i % 5 === 4)
        expect((await post('login', { ...account, password: 'courtside-demo' }, {}, owner)).statusCode).toBe(200);
    }
    // The attacker was locked after the account limit and refused ever since, the right password included.
    expect(refused).toBe(25 - throttlePolicy.accountLimit + 1);
    expect((await post('login', { ...account, password: 'courtside-demo' }, {}, attacker)).statusCode).toBe(429);
    // The owner mistyping from their own address counts only against that address.
    expect((await post('login', { ...account, password: 'typo' }, {}, owner)).statusCode).toBe(401);
    expect((await post('login', { ...account, password: 'courtside-demo' }, {}, owner)).statusCode).toBe(200);
  });

  it('a password reset lifts the lock', async () => {
    for (let i = 0; i < throttlePolicy.accountLimit; i++)
      await post('login', { email: 'customer@example.com', password: `wrong-${i}` });
    expect((await post('login', { email: 'customer@example.com', password: 'courtside-demo' })).statusCode).toBe(429);
    await ctx.database.query(`update one_time_tokens set created_at = now() - interval '2 minutes'`);
    await post('sentlink', { email: 'customer@example.com' });
    const token = tokenIn((await latestMailTo(ctx.app, 'customer@example.com', 'auth.reset-password'))!.text)!;
    expect((await post('reset-password', { token, password: 'courtside-demo-2' })).statusCode).toBe(200);
    expect((await post('login', { email: 'customer@example.com', password: 'courtside-demo-2' })).statusCode).toBe(200);
  });
});

describe('sign-in secrets in the outbox (no SMTP: the outbox is where mails are read)', () => {
  const outbox = async (headers: Record<string, string>, to: string) => {
    const res = await ctx.app.inject({
      url: `/api/v1/mail/outbox?search=${encodeURIComponent(to)}&template=auth.reset-password`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().rows[0] as { id: string; text: string; redacted: boolean };
  };

  it('staff cannot read reset links; admins only for accounts below admin; superadmins and recipients always', async () => {
    await ctx.database.query(`update one_time_tokens set created_at = now() - interval '2 minutes'`);
    for (const email of ['admin@example.com', 'customer@example.com', 'superadmin@example.com', 'staff@example.com'])
      await post('sentlink', { email });
    const staff = await loginAs(ctx.app, 'staff@example.com', 'front-desk-2026');
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const superadmin = await loginAs(ctx.app, 'superadmin@example.com');

    const adminsLinkForStaff = await outbox(staff.headers, 'admin@example.com');
    expect(adminsLinkForStaff.redacted).toBe(true);
    expect(adminsLinkForStaff.text).not.toContain('token=');
    const detail = await ctx.app.inject({
      url: `/api/v1/mail/outbox/${adminsLinkForStaff.id}`,
      headers: staff.headers,
    });
    expect(detail.json().html).not.toContain('token=');
    expect((await outbox(staff.headers, 'customer@example.com')).redacted).toBe(true);
    expect((await outbox(staff.headers, 'staff@example.com')).redacted).toBe(false);

    expect((await outbox(admin.headers, 'customer@example.com')).text).toContain('token=');
    expect((await outbox(admin.headers, 'superadmin@example.com')).redacted).toBe(true);
    expect((await outbox(superadmin.headers, 'admin@example.com')).text).toContain('token=');
  });
});
