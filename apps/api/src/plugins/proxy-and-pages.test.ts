// What a client may claim about itself: X-Forwarded-For/-Proto count only from proxies TRUST_PROXY
// names (rate limits key on the real address; HSTS and Secure cookies only over real HTTPS), and the
// web app's answers at the edges: unknown pages are a 404 page with status 404, a malformed URL the
// 404 page (or the API's 400), every answer carries a restrictive Permissions-Policy.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config/env';
import { buildTestApp, openTestDatabase } from '../../test/helper';
import type { TestContext } from '../../test/helper';

const html = '<!doctype html><html><head><title>Courtside</title></head><body><div id="root"></div></body></html>';
let dir: string;
const opened: TestContext[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'courtside-edge-'));
  writeFileSync(path.join(dir, 'index.html'), html);
});
afterAll(async () => {
  for (const t of opened) await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The app as it runs in production, serving a (minimal) web build. */
async function appServingWeb(env: Record<string, string> = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(true);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    WEB_DIST_DIR: dir,
    ...env,
  });
  const app = await buildApp({ config, database, serveWeb: true });
  await app.ready();
  const ctx = {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
  opened.push(ctx);
  return ctx;
}

const failedLogins = async (t: TestContext, email: string, count: number, remoteAddress?: string) => {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: { email, password: `wrong-${i}` },
    });
    codes.push(res.statusCode);
  }
  return codes;
};

describe('TRUST_PROXY', () => {
  it('parses off, true, a hop count and a list of addresses/CIDRs, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['yes-please', '10.0.0.0/33', '300.1.1.1', 'loopback'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
  });

  it('off by default: a rotating X-Forwarded-For neither escapes the sign-in lock nor turns on HSTS', async () => {
    const t = await buildTestApp();
    opened.push(t);
    const codes = await failedLogins(t, 'customer@example.com', 6);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    const res = await t.app.inject({ url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'admin@example.com', password: 'courtside-demo' },
    });
    expect(login.cookies.find((c) => c.name === 'courtside_refresh')!.secure).toBeFalsy();
  });

  it('set to the proxy’s address: its X-Forwarded-For is the client, its X-Forwarded-Proto brings HSTS', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    opened.push(t);
    // Each attempt comes from another real client: none reaches the per-address lock.
    expect(await failedLogins(t, 'customer@example.com', 6)).toEqual([401, 401, 401, 401, 401, 401]);
    // The same headers from a client that is not the trusted proxy count for nothing.
    expect(await failedLogins(t, 'customer2@example.com', 5, '203.0.113.50')).toEqual([401, 401, 401, 401, 429]);
    const res = await t.app.inject({ url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await t.app.inject({
      url: '/api/v1/health',
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'admin@example.com', password: 'courtside-demo' },
    });
    expect(login.cookies.find((c) => c.name === 'courtside_refresh')!.secure).toBe(true);
  });
});

describe('pages and edges of the web app', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await appServingWeb();
  });

  it('answers an unknown page with the 404 page and status 404, known pages with 200', async () => {
    for (const url of ['/no/such/page', '/dashboard/nothing-here', '/events/a/b'] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
    for (const url of ['/', '/booking', '/events/beach-cup', '/dashboard/invoice/7/edit', '/kontakt?x=1'] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
    const api = await t.app.inject({ url: '/api/v1/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('a malformed URL is the 404 page for pages and the app’s 400 for the API, never Fastify’s raw error', async () => {
    const page = await t.app.inject({ url: '/events/%E0%A4%A' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const nul = await t.app.inject({ url: '/events/a%00b' });
    expect(nul.statusCode).toBe(404);
    expect(nul.body).toContain('<div id="root">');
    const api = await t.app.inject({ url: '/api/v1/events/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The URL is malformed (an invalid percent-encoding)',
    });
  });

  it('sends a restrictive Permissions-Policy with pages (API JSON answers carry the API set instead)', async () => {
    for (const url of ['/', '/events']) {
      const policy = String((await t.app.inject({ url })).headers['permissions-policy'] ?? '');
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'payment=()'])
        expect(policy, url).toContain(feature);
    }
    expect((await t.app.inject({ url: '/api/v1/health' })).headers['permissions-policy']).toBeUndefined();
    // Plain HTTP without a trusted proxy: no HSTS.
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });
});
