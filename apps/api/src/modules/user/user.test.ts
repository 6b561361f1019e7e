// Own profile, GDPR export and deletion; staff user management scoped to the organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, loginAs } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { registerUserDataSection } from './user-data';

let ctx: TestContext;
const anonymised: string[] = [];
registerUserDataSection({
  name: 'testSection',
  export: async (_db, user) => ({ note: `about ${user.email}` }),
  anonymise: async (_tx, user) => void anonymised.push(user.id),
});

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('own profile', () => {
  it('changes name, phone and locale, and refuses role, organization and verified', async () => {
    const s = await loginAs(ctx.app, 'customer@example.com');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: s.headers,
      payload: { name: 'Clara K.', phone: '+49 170 1234567', locale: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Clara K.',
      phone: '+49 170 1234567',
      locale: 'en',
      role: 'customer',
    });
    for (const payload of [
      { role: 'admin' },
      { organizationId: s.organizationId },
      { emailVerified: true },
      { isSuperadmin: true },
      { serviceFeeWaiver: true },
      { email: 'x@example.net' },
    ]) {
      const bad = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: s.headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const me = await ctx.app.inject({ url: '/api/v1/users/me', headers: s.headers });
    expect(me.json().user).toMatchObject({ role: 'customer', serviceFeeWaiver: false, email: 'customer@example.com' });
    const phone = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: s.headers,
      payload: { phone: 'call me maybe' },
    });
    expect(phone.statusCode).toBe(400);
  });

  it('exports the account, sessions, activity, mails and other modules’ sections as JSON', async () => {
    const s = await loginAs(ctx.app, 'customer2@example.com');
    const res = await ctx.app.inject({ url: '/api/v1/users/me/export', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const body = res.json();
    expect(body.account).toMatchObject({ email: 'customer2@example.com' });
    expect(body.account.passwordHash).toBeUndefined();
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(body.activity.some((a: { action: string }) => a.action === 'auth.login')).toBe(true);
    expect(body.testSection).toEqual({ note: 'about customer2@example.com' });
  });
});

describe('account deletion', () => {
  it('needs the password, anonymises the account and ends every session', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: (await loginAs(ctx.app, 'admin@example.com')).headers,
      payload: { name: 'Leaving Person', email: 'leaving@example.net', password: 'leaving-password' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const s = await loginAs(ctx.app, 'leaving@example.net', 'leaving-password');
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: s.headers,
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: s.headers,
      payload: { password: 'leaving-password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(anonymised).toContain(s.userId);
    const { rows } = await ctx.database.query(
      `select email, name, phone, password_hash, deleted_at from users where id = $1`,
      [s.userId],
    );
    expect(rows[0]).toMatchObject({
      email: `deleted-${s.userId}@deleted.invalid`,
      name: 'Deleted user',
      phone: null,
      password_hash: null,
    });
    expect(rows[0]!.deleted_at).not.toBeNull();
    // The access token dies with the account, sign-in fails, the refresh token is revoked.
    expect((await ctx.app.inject({ url: '/api/v1/auth/me', headers: s.headers })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'leaving@example.net', password: 'leaving-password' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh-tokens',
          cookies: { courtside_refresh: s.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    // The address is free again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Back Again', email: 'leaving@example.net', password: 'leaving-password' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('the last admin cannot delete their account', async () => {
    const admin = await loginAs(ctx.app, 'admin@sandplatz.example');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: admin.headers,
      payload: { password: 'courtside-demo' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('staff user management', () => {
  it('lists accounts of the own organization with search, role filter and pages', async () => {
    const staff = await loginAs(ctx.app, 'staff@example.com');
    const all = await ctx.app.inject({ url: '/api/v1/users?pageSize=2', headers: staff.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().rows).toHaveLength(2);
    expect(all.json().count).toBeGreaterThanOrEqual(6);
    const customers = await ctx.app.inject({ url: '/api/v1/users?role=customer&pageSize=100', headers: staff.headers });
    expect(customers.json().rows.every((u: { role: string }) => u.role === 'customer')).toBe(true);
    const search = await ctx.app.inject({ url: '/api/v1/users?search=Kai', headers: staff.headers });
    expect(search.json().rows.map((u: { email: string }) => u.email)).toEqual(['customer2@example.com']);
    expect(search.json().count).toBe(1);
    // A search counts its matches on every page, also past the last one.
    const first = (
      await ctx.app.inject({ url: '/api/v1/users?search=example&pageSize=2', headers: staff.headers })
    ).json();
    const past = (
      await ctx.app.inject({ url: '/api/v1/users?search=example&pageSize=2&page=999', headers: staff.headers })
    ).json();
    expect(first.rows).toHaveLength(2);
    expect(first.count).toBeGreaterThan(2);
    expect(past).toEqual({ rows: [], count: first.count });
    const wildcard = await ctx.app.inject({ url: '/api/v1/users?search=%25', headers: staff.headers });
    expect(wildcard.json().count).toBe(0);
  });

  it('never shows another organization, whatever the caller names', async () => {
    const y = await loginAs(ctx.app, 'staff@sandplatz.example');
    const res = await ctx.app.inject({
      url: '/api/v1/users?pageSize=100&tenantId=beachside-koeln',
      headers: { ...y.headers, 'x-organization': 'beachside-koeln' },
    });
    const emails = res.json().rows.map((u: { email: string }) => u.email);
    expect(emails).toContain('staff@sandplatz.example');
    expect(emails.some((e: string) => e.endsWith('@example.com'))).toBe(false);
  });

  it('a superadmin may act on another organization by naming it', async () => {
    const sa = await loginAs(ctx.app, 'superadmin@example.com');
    const res = await ctx.app.inject({
      url: '/api/v1/users?pageSize=100',
      headers: { ...sa.headers, 'x-organization': 'sandplatz-leipzig' },
    });
    expect(res.json().rows.every((u: { email: string }) => u.email.endsWith('@sandplatz.example'))).toBe(true);
  });

  it('admins create accounts: without a password the person gets an invitation link', async () => {
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin.headers,
      payload: { name: 'Walk In', email: 'walkin@example.net', role: 'staff', locale: 'en' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({
      role: 'staff',
      emailVerified: false,
      organizationId: admin.organizationId,
    });
    const mail = await latestMailTo(ctx.app, 'walkin@example.net', 'auth.invitation');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/reset-password',
          payload: { token, password: 'my-own-password' },
        })
      ).statusCode,
    ).toBe(200);
    const s = await loginAs(ctx.app, 'walkin@example.net', 'my-own-password');
    expect((await ctx.app.inject({ url: '/api/v1/users/me', headers: s.headers })).json().user.emailVerified).toBe(
      true,
    );
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin.headers,
      payload: { name: 'Walk In', email: 'WALKIN@example.net' },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('changes roles with effect on the next request, and audits it', async () => {
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin.headers,
      payload: { name: 'Promo Ted', email: 'promo@example.net', password: 'promo-password' },
    });
    const id = created.json().user.id as string;
    const s = await loginAs(ctx.app, 'promo@example.net', 'promo-password');
    expect((await ctx.app.inject({ url: '/api/v1/users', headers: s.headers })).statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${id}`,
      headers: admin.headers,
      payload: { role: 'staff' },
    });
    expect(res.json().user.role).toBe('staff');
    // Same access token, new role.
    expect((await ctx.app.inject({ url: '/api/v1/users', headers: s.headers })).statusCode).toBe(200);
    const { rows } = await ctx.database.query(
      `select data from audit_log where action = 'user.role_changed' and entity_id = $1`,
      [id],
    );
    expect(rows[0]!.data).toMatchObject({ role: { from: 'customer', to: 'staff' } });
  });

  it('refuses to demote the last admin and to touch accounts of another organization', async () => {
    const adminY = await loginAs(ctx.app, 'admin@sandplatz.example');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${adminY.userId}`,
      headers: adminY.headers,
      payload: { role: 'staff' },
    });
    expect(res.statusCode).toBe(409);
    const customerX = await loginAs(ctx.app, 'customer2@example.com');
    const cross = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${customerX.userId}`,
      headers: adminY.headers,
      payload: { role: 'admin' },
    });
    expect(cross.statusCode).toBe(404);
    const read = await ctx.app.inject({ url: `/api/v1/users/${customerX.userId}`, headers: adminY.headers });
    expect(read.statusCode).toBe(404);
  });

  it('a manager granted user.manage still cannot hand out admin', async () => {
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const matrix = (await ctx.app.inject({ url: '/api/v1/permissions/matrix', headers: admin.headers })).json().matrix;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/permissions/matrix',
      headers: admin.headers,
      payload: { matrix: { manager: [...matrix.manager, 'user.manage'] } },
    });
    const manager = await loginAs(ctx.app, 'manager@example.com');
    const self = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${manager.userId}`,
      headers: manager.headers,
      payload: { role: 'admin' },
    });
    expect(self.statusCode).toBe(403);
    const make = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: manager.headers,
      payload: { name: 'X', email: 'x-admin@example.net', role: 'admin' },
    });
    expect(make.statusCode).toBe(403);
    const onAdmin = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${admin.userId}`,
      headers: manager.headers,
      payload: { name: 'Renamed' },
    });
    expect(onAdmin.statusCode).toBe(403);
    const staff = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: manager.headers,
      payload: { name: 'New Staff', email: 'new-staff@example.net', role: 'staff' },
    });
    expect(staff.statusCode).toBe(201);
  });
});
