// The permission matrix in the database: seeded per organization, edited by admins, effective at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRolePermissions } from '@courtside/core/permissions';
import { loginAs } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('permission matrix', () => {
  it('starts from the core defaults', async () => {
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const res = await ctx.app.inject({ url: '/api/v1/permissions/matrix', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const role of ['customer', 'staff', 'manager', 'admin'] as const)
      expect(body.matrix[role]).toEqual([...defaultRolePermissions[role]].sort());
    expect(body.permissions).not.toContain('organization.manage');
    expect(body.locked).toEqual({ admin: ['permission.manage'] });
  });

  it('an edit takes effect on the very next request, for that organization only', async () => {
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const staffX = await loginAs(ctx.app, 'staff@example.com');
    const staffY = await loginAs(ctx.app, 'staff@sandplatz.example');
    expect((await ctx.app.inject({ url: '/api/v1/mail/outbox', headers: staffX.headers })).statusCode).toBe(200);
    const without = defaultRolePermissions.staff.filter((p) => p !== 'mail.read');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/permissions/matrix',
      headers: admin.headers,
      payload: { matrix: { staff: without } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().matrix.staff).not.toContain('mail.read');
    // Roles left out of the body keep their permissions.
    expect(put.json().matrix.manager).toContain('mail.read');
    expect((await ctx.app.inject({ url: '/api/v1/mail/outbox', headers: staffX.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/mail/outbox', headers: staffY.headers })).statusCode).toBe(200);
    // Granting a customer staff powers works the same way.
    const customer = await loginAs(ctx.app, 'customer@example.com');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/permissions/matrix',
      headers: admin.headers,
      payload: { matrix: { customer: ['booking.read.own', 'booking.write.own', 'user.read'] } },
    });
    expect((await ctx.app.inject({ url: '/api/v1/users', headers: customer.headers })).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/permissions/matrix',
      headers: admin.headers,
      payload: { matrix: { customer: [...defaultRolePermissions.customer], staff: [...defaultRolePermissions.staff] } },
    });
    expect((await ctx.app.inject({ url: '/api/v1/users', headers: customer.headers })).statusCode).toBe(403);
    const { rows } = await ctx.database.query(
      `select count(*)::int as n from audit_log where action = 'permission.matrix_updated'`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('refuses superadmin-only grants, unknown names, and admins without permission.manage', async () => {
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const put = (matrix: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/permissions/matrix', headers: admin.headers, payload: { matrix } });
    expect((await put({ manager: ['organization.manage'] })).statusCode).toBe(400);
    expect((await put({ manager: ['do.anything'] })).statusCode).toBe(400);
    expect((await put({ superadmin: [] })).statusCode).toBe(400);
    const lock = await put({ admin: ['user.manage'] });
    expect(lock.statusCode).toBe(400);
    expect(lock.json().message).toMatch(/permission.manage/);
  });

  it('seeds the matrix of an organization created later, on first use', async () => {
    const { rows } = await ctx.database.query(
      `insert into organizations (name, slug, legal) values ('Neu', 'neu-venue', '{"companyName":"Neu","street":"A 1","postalCode":"1","city":"B","country":"DE","email":"a@b.de","phone":"1","managingDirector":"C"}') returning id`,
    );
    const orgId = rows[0]!.id as string;
    await ctx.database.query(
      `insert into users (organization_id, email, name, role, password_hash, email_verified_at) select $1, 'boss@neu.example', 'Boss', 'admin', password_hash, now() from users where email = 'admin@example.com'`,
      [orgId],
    );
    const boss = await loginAs(ctx.app, 'boss@neu.example', 'courtside-demo', 'neu-venue');
    const res = await ctx.app.inject({ url: '/api/v1/permissions/matrix', headers: boss.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().matrix.staff).toEqual([...defaultRolePermissions.staff].sort());
  });
});
