// The web build is served precompressed: file.br / file.gz written by the web build are
// chosen by Accept-Encoding, with Vary, and the plain file is the fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

const script = `export const answer = ${JSON.stringify('courtside '.repeat(200))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/app-abc.js"></script></head><body>${'<p>shell</p>'.repeat(100)}</body></html>`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'courtside-spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html));
  writeFileSync(path.join(dir, 'assets/app-abc.js'), script);
  writeFileSync(path.join(dir, 'assets/app-abc.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets/app-abc.js.gz'), gzipSync(script));
  // Small files are not precompressed by the build.
  writeFileSync(path.join(dir, 'assets/tiny-abc.js'), 'export {};\n');
  // The web build's list of route chunks per public page (one bad entry, which must be ignored).
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({ '/events': ['/assets/events-abc.js', '/assets/layout-abc.js', 'javascript:alert(1)'] }),
  );
  app = Fastify();
  expect(await registerSpa(app, dir)).toBe(true);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressed web build', () => {
  it('sends brotli to a browser that accepts it, as JavaScript, immutable and varying by encoding', async () => {
    const res = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const res = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file without Accept-Encoding, still varying by it', async () => {
    const res = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': '' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('falls back to the plain file when there is no compressed one', async () => {
    const res = await app.inject({ url: '/assets/tiny-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('serves the app shell compressed for client routes and never caches it', async () => {
    for (const url of ['/', '/booking']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('keeps missing assets a 404', async () => {
    const res = await app.inject({ url: '/assets/missing-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(404);
  });

  it('names the route chunks of a listed public page in its shell, compressed, never cached', async () => {
    for (const url of ['/events', '/events/', '/events?date=2026-12-01']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const body = brotliDecompressSync(res.rawPayload).toString();
      expect(body).toBe(
        html.replace(
          '</head>',
          '<link rel="modulepreload" crossorigin href="/assets/events-abc.js"><link rel="modulepreload" crossorigin href="/assets/layout-abc.js"></head>',
        ),
      );
    }
    const gz = await app.inject({ url: '/events', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('href="/assets/events-abc.js"');
    const plain = await app.inject({ url: '/events', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('href="/assets/layout-abc.js"');
    expect(plain.body).not.toContain('javascript:');
    // Pages without a list (and their sub-paths) get the plain shell.
    for (const url of ['/faqs', '/events/koeln-beach-cup']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });
});
