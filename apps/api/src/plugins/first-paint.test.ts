// The server's first paint of public pages (ADR 004): the web build's server entry renders the
// page into the shell with its stylesheets inline and its data as JSON; anything wrong serves the
// plain shell. The entry here is a stand-in with the same interface as apps/web/src/entry-server.tsx
// (the real one is exercised by the e2e suite in Chromium).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendersOnServer } from './first-paint';
import { registerSpa } from './spa';

const shell = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root">
      <div class="cs-loading">splash</div>
    </div>
  </body>
</html>`;

// Renders "<title>…</title><main>…</main>" with what the in-process API answered, in the language
// asked for; /boom throws, /slow takes longer than the server waits.
const entry = `
export const FIRST_PAINT_PATHS = ['/', '/events', '/boom', '/slow'];
export function pickLanguage(stored, accept) {
  if (stored === 'de' || stored === 'ar') return stored;
  return (accept ?? '').toLowerCase().startsWith('de') ? 'de' : 'en';
}
export async function renderFirstPaint({ url, language, consentCookie, mobile, fetch }) {
  if (url.startsWith('/boom')) throw new Error('render failed');
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 3000));
  const venue = await (await fetch('/api/v1/venue')).json();
  let refused = false;
  try { await fetch('/api/v1/venue', { method: 'POST' }); } catch { refused = true; }
  return {
    html: '<title>' + venue.name + '</title><meta name="description" content="d"/><main>' + venue.name + ' ' + language + ' consent=' + (consentCookie ?? 'none') + ' mobile=' + mobile + ' refusedPost=' + refused + '</main>',
    data: { state: { queries: [{ note: '</script><script>alert(1)</script>' }] }, compact: mobile },
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
  };
}
`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'courtside-first-paint-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dist, 'index.html'), shell);
  writeFileSync(path.join(dist, 'assets/index-abc.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'assets/events-abc.css'), '.ev{color:red}');
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/': [],
      '/events': ['/assets/events-abc.js', '/assets/events-abc.css'],
      '/boom': [],
      '/slow': [],
      '/pricing': [],
    }),
  );
  writeFileSync(path.join(dir, 'dist-server/entry-server.js'), entry);
  app = Fastify();
  await app.register(fastifyCookie);
  app.get('/api/v1/venue', async () => ({ name: 'BeachSide Köln' }));
  expect(await registerSpa(app, dist)).toBe(true);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-encoding': '', ...headers } });

describe('first paint of public pages', () => {
  it('puts the rendered page into #root, inert until the app takes over, with its API answers', async () => {
    const res = await page('/events');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain(
      '<div id="root" inert><main>BeachSide Köln en consent=none mobile=false refusedPost=true</main></div>',
    );
    expect(res.body).not.toContain('splash');
  });

  it('moves title and meta into the head and inlines the page and shell stylesheets', async () => {
    const { body } = await page('/events');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<title>BeachSide Köln</title>');
    expect(head).toContain('<meta name="description" content="d"/>');
    expect(head).toContain('<style data-href="/assets/index-abc.css">body{margin:0}</style>');
    expect(head).toContain('<style data-href="/assets/events-abc.css">.ev{color:red}</style>');
    // Named for the app's chunk loader, which then does not load them again; never fetched.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/events-abc.css" disabled>');
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)?.every((tag) => tag.endsWith(' disabled>'))).toBe(true);
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/events-abc.js">');
  });

  it('carries the data as JSON that cannot end its script element early', async () => {
    const { body } = await page('/events');
    const match = /<script type="application\/json" id="cs-first-paint">([\s\S]*?)<\/script>/.exec(body);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual({
      state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
      compact: false,
    });
    expect(body.match(/<script/g)).toHaveLength(2);
  });

  it('renders in the stored language, else the browser’s, and sets lang and dir', async () => {
    expect((await page('/', { cookie: 'i18nextLng=ar' })).body).toMatch(
      /<html lang="ar" dir="rtl"[^>]*>[\s\S]*BeachSide Köln ar/,
    );
    expect((await page('/', { 'accept-language': 'de-DE,de;q=0.9' })).body).toMatch(
      /<html lang="de" dir="ltr"[^>]*>[\s\S]*BeachSide Köln de/,
    );
  });

  it('passes the consent cookie and the phone guess on', async () => {
    const consent = encodeURIComponent('{"version":1}');
    const { body } = await page('/', {
      cookie: `cookieConsents=${consent}`,
      'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
    });
    expect(body).toContain('consent={"version":1} mobile=true');
  });

  it('paints with the visitor’s display settings (dark mode), the defaults without them, and ignores a forged value', async () => {
    const dark = await page('/', { cookie: `cs-display=${encodeURIComponent('dark|high|purple|Inter Variable')}` });
    expect(dark.body).toContain(
      '<html lang="en" dir="ltr" style="color-scheme: dark" data-color-scheme="dark" data-contrast="high" data-primary="purple" data-font="Inter Variable">',
    );
    // A first visit gets the attributes the app would set, so it finds nothing to change on <html>.
    const defaults =
      '<html lang="en" dir="ltr" style="color-scheme: light" data-color-scheme="light" data-contrast="default" data-primary="default" data-font="Inter Variable">';
    expect((await page('/')).body).toContain(defaults);
    for (const forged of ['dark|high|purple', 'dark|"><script>|x|y', 'pink|default|cyan|system-ui']) {
      const res = await page('/', { cookie: `cs-display=${encodeURIComponent(forged)}` });
      expect(res.body, forged).toContain(defaults);
    }
  });

  it('compresses the rendered page', async () => {
    const res = await app.inject({ url: '/events', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves the plain shell when rendering fails, takes too long or the page is not rendered on the server', async () => {
    for (const url of ['/boom', '/slow', '/pricing']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('splash');
      expect(res.body, url).not.toContain('cs-first-paint');
    }
  }, 10_000);
});

describe('which pages the server renders', () => {
  it('matches exact paths, and one more segment after a path ending in /*', () => {
    const paths = ['/', '/post', '/post/*'];
    expect(rendersOnServer(paths, '/')).toBe(true);
    expect(rendersOnServer(paths, '/post')).toBe(true);
    expect(rendersOnServer(paths, '/post/saisonstart-2026')).toBe(true);
    expect(rendersOnServer(paths, '/post/')).toBe(false);
    expect(rendersOnServer(paths, '/post/a/b')).toBe(false);
    expect(rendersOnServer(paths, '/posts')).toBe(false);
    expect(rendersOnServer(paths, '/booking')).toBe(false);
    // `!` leaves one path out of a pattern (the shop's checkout among the product pages).
    const shop = ['/product', '/product/*', '!/product/checkout'];
    expect(rendersOnServer(shop, '/product/3f2a')).toBe(true);
    expect(rendersOnServer(shop, '/product/checkout')).toBe(false);
    expect(rendersOnServer(shop, '!/product/checkout')).toBe(false);
  });
});
