// The audit log: written with the change's transaction, read by admins of the same organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { audit } from './audit.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('audit log', () => {
  it('lists the own organization only, newest first, filtered by action prefix and entity', async () => {
    const staffY = await loginAs(ctx.app, 'staff@sandplatz.example');
    const customer = await loginAs(ctx.app, 'customer@example.com');
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const res = await ctx.app.inject({ url: '/api/v1/audit?action=auth&pageSize=100', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { action: string; actorUserId: string; ip: string; createdAt: string }[];
    expect(rows.every((r) => r.action.startsWith('auth.'))).toBe(true);
    expect(rows.some((r) => r.actorUserId === customer.userId && r.action === 'auth.login' && r.ip)).toBe(true);
    expect(rows.some((r) => r.actorUserId === staffY.userId)).toBe(false);
    expect(rows[0]!.actorUserId).toBe(admin.userId);
    const byEntity = await ctx.app.inject({
      url: `/api/v1/audit?entity=user&entityId=${customer.userId}`,
      headers: admin.headers,
    });
    expect(byEntity.json().count).toBeGreaterThan(0);
    const adminY = await loginAs(ctx.app, 'admin@sandplatz.example');
    const theirs = await ctx.app.inject({
      url: `/api/v1/audit?entityId=${customer.userId}`,
      headers: { ...adminY.headers, 'x-organization': 'beachside-koeln' },
    });
    expect(theirs.json().count).toBe(0);
  });

  it('an entry written in a rolled-back transaction disappears with the change', async () => {
    const admin = await loginAs(ctx.app, 'admin@example.com');
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await audit(tx, {
          organizationId: admin.organizationId,
          actorUserId: admin.userId,
          action: 'test.rolled_back',
          entity: 'test',
        });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    await audit(ctx.app.db, {
      organizationId: admin.organizationId,
      actorUserId: admin.userId,
      action: 'test.kept',
      entity: 'test',
      data: { n: 1 },
    });
    const res = await ctx.app.inject({ url: '/api/v1/audit?action=test', headers: admin.headers });
    expect(res.json().rows.map((r: { action: string }) => r.action)).toEqual(['test.kept']);
  });
});
