import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('system routes', () => {
  it('reports health with the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers the connectivity ping with HEAD', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/ping.txt' });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/v1/health']).toBeDefined();
  });
});

describe('organizations', () => {
  it('lists organizations as { results } with uuids (docs/product.md#api)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/organizations' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { slug: string }) => r.slug)).toEqual(['beachside-koeln', 'sandplatz-leipzig']);
    expect(results[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(results[0].timezone).toBe('Europe/Berlin');
  });

  it('resolves the organization from the X-Organization header', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/current',
      headers: { 'x-organization': 'sandplatz-leipzig' },
    });
    expect(res.json().name).toBe('Sandplatz Leipzig');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organizations/current',
      headers: { 'x-organization': 'nope' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('seeds idempotently', async () => {
    const { seedDemo } = await import('../../db/seed/demo');
    expect(await seedDemo(ctx.database.db)).toBe(false);
  });
});
