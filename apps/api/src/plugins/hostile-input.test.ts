// Hostile input over every operation of the OpenAPI document the app serves, so new routes are
// covered without touching this file: a NUL byte in each path and query parameter, and a malformed
// percent-encoding in each path parameter, as an anonymous caller and as an admin. Nothing may
// answer 5xx; a NUL is a 400 naming the field.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import type { TestContext } from '../../test/helper';
import { findUnstorable } from './hostile-input';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  parameters?: Parameter[];
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The path with every {param} filled: `hostile` for the one under test, a harmless uuid otherwise. */
function fill(path: string, target: string | undefined, hostile: string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === target ? hostile : randomUUID()));
}

describe('hostile input over every OpenAPI operation', () => {
  it('a NUL byte in any path or query parameter is a 400, a malformed URL a 400, never a 5xx', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const callers: Array<Record<string, string>> = [{}, admin.headers];
    let requests = 0;
    let operations = 0;
    const serverErrors: string[] = [];
    const notRefused: string[] = [];

    const send = async (method: Method, url: string, headers: Record<string, string>, nul: boolean) => {
      const res = await ctx.app.inject({
        method,
        url,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      requests++;
      const label = `${method} ${url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode >= 500) serverErrors.push(label);
      else if (res.statusCode !== 400) notRefused.push(label);
      else if (nul) expect(res.json().code, label).toBe('VALIDATION_FAILED');
    };

    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method.toLowerCase()];
        if (!operation) continue;
        operations++;
        const params = operation.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
        for (const name of new Set([...pathParams, ...[...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)])) {
          for (const headers of callers) {
            await send(method, fill(path, name, 'a%00b'), headers, true);
            await send(method, fill(path, name, '%E0%A4%A'), headers, false);
          }
        }
        for (const query of params.filter((p) => p.in === 'query')) {
          for (const headers of callers) {
            await send(method, `${fill(path, undefined, '')}?${encodeURIComponent(query.name)}=x%00y`, headers, true);
          }
        }
      }
    }
    // The figures the report quotes.
    console.info(`hostile-input walk: ${operations} operations, ${requests} requests, ${serverErrors.length} × 5xx`);
    expect(operations).toBeGreaterThan(100);
    expect(requests).toBeGreaterThan(300);
    expect(serverErrors).toEqual([]);
    expect(notRefused).toEqual([]);
  });

  it('names the field, for tenantId and :id as first reported', async () => {
    const tenant = await ctx.app.inject({ url: '/api/v1/organizations/current?tenantId=%00' });
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'query.tenantId' }] });
    const event = await ctx.app.inject({ url: '/api/v1/events/%00' });
    expect(event.statusCode).toBe(400);
    expect(event.json().message).toMatch(/^params\.\w+: /);
  });

  it('refuses NUL and lone surrogates in bodies, headers and cookies the same way', async () => {
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@example.com', password: 'x\u0000y' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().details[0].field).toBe('body.password');
    const surrogate = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: `{"email":"a@example.com","password":"\\ud800x"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().details[0].field).toBe('body.password');
    const cookie = await ctx.app.inject({ url: '/api/v1/cart', headers: { cookie: 'courtside_cart=a%00b' } });
    expect(cookie.statusCode).toBe(400);
    expect(cookie.json().details[0].field).toMatch(/^cookies\./);
  });

  it('walks keys and nested values, and stops at absurd depth', () => {
    expect(findUnstorable({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findUnstorable({ ['k\u0000']: 1 }, 'query')).toBe('query.k\uFFFD');
    expect(findUnstorable({ a: '😀 ä', n: 1, b: null }, 'body')).toBeUndefined();
    expect(findUnstorable('\udc00', 'params')).toBe('params');
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = { d: deep };
    expect(findUnstorable(deep, 'body')).toBeDefined();
  });
});
