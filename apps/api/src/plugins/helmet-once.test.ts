// Security headers (helmet-once.ts, docs/decisions/029-lighter-hot-answers.md): pages carry helmet's
// set, computed once and copied to every answer; the API's JSON answers carry the short API set and
// nothing of the page set; an API answer a browser may show (a PDF, a calendar file) carries the
// page set again. First and later answers, of any route and status, alike.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import type { TestContext } from '../../test/helper';
import { API_HEADERS } from './helmet-once';
import { registerSecurityHeaders } from './security';

const pageHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];
const apiHeaders = Object.fromEntries(API_HEADERS);
const onlyPageHeaders = pageHeaders.filter((h) => !(h in apiHeaders));

let t: TestContext;
let bare: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  // The plugin alone, with routes of every kind an API answer can be.
  bare = Fastify();
  bare.decorate('config', {} as never);
  await registerSecurityHeaders(bare, { stripe: false });
  bare.get('/api/v1/thing', async () => ({ ok: true }));
  bare.get('/api/v1/thing.pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
  bare.get('/api/v1/thing.ics', async (_request, reply) =>
    reply.type('text/calendar; charset=utf-8').send('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
  );
  bare.get('/api/v1/empty', async (_request, reply) => reply.code(204).send());
  bare.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
});

const headersOf = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: Object.fromEntries(pageHeaders.map((h) => [h, res.headers[h]])) };
};

describe('security headers', () => {
  it('a page, first and later: helmet’s set and the Permissions-Policy, the same each time', async () => {
    // The plugin's first request is a page: the set is computed from it.
    const first = await headersOf(bare, '/page');
    for (const h of pageHeaders) expect(first.headers[h], h).toBeTruthy();
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(first.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(await headersOf(bare, '/page')).toEqual(first);
    // Unknown pages too (the app's 404), in the real app.
    const missing = await headersOf(t.app, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(String(missing.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(missing.headers['permissions-policy']).toBeTruthy();
  });

  it('a JSON answer of the API: the API set only, first, later, refused and unknown alike', async () => {
    // In the real app the first request of all is an API answer: the page set is still kept (above).
    for (const url of ['/api/v1/health', '/api/v1/health', '/api/v1/no-such-route', '/api/v1/bookings']) {
      const { status, headers } = await headersOf(t.app, url);
      expect(status, url).toBe(url === '/api/v1/health' ? 200 : url.endsWith('route') ? 404 : 401);
      for (const [name, value] of API_HEADERS) expect(headers[name], `${url} ${name}`).toBe(value);
      for (const h of onlyPageHeaders) expect(headers[h], `${url} ${h}`).toBeUndefined();
    }
    const empty = await headersOf(bare, '/api/v1/empty');
    expect(empty.status).toBe(204);
    expect(empty.headers['content-security-policy']).toBe(apiHeaders['content-security-policy']);
    const json = await headersOf(bare, '/api/v1/thing');
    expect(json.headers['x-frame-options']).toBe('DENY');
    expect(json.headers['permissions-policy']).toBeUndefined();
  });

  it('an API answer a browser may show (PDF, calendar file): the page set', async () => {
    const page = await headersOf(bare, '/page');
    for (const url of ['/api/v1/thing.pdf', '/api/v1/thing.ics']) {
      const { headers } = await headersOf(bare, url);
      expect(headers, url).toEqual(page.headers);
    }
  });
});
