// Helmet's headers are computed once and then copied to every answer (helmet-once.ts): the first
// and later answers, of any route and status, carry the same security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import type { TestContext } from '../../test/helper';

const helmetHeaders = [
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
];

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const securityHeaders = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: Object.fromEntries(helmetHeaders.map((h) => [h, res.headers[h]])) };
};

describe('security headers computed once', () => {
  it('sends the same helmet headers on the first and every later answer', async () => {
    const first = await securityHeaders('/api/v1/health');
    for (const h of helmetHeaders) expect(first.headers[h], h).toBeTruthy();
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(first.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const later = await securityHeaders('/api/v1/health');
    expect(later.headers).toEqual(first.headers);
    const missing = await securityHeaders('/api/v1/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.headers).toEqual(first.headers);
  });
});
