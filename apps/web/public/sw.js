/* Courtside service worker (hand-written; docs/product.md#public-site: registered at startup).
 * - install: caches the app shell (index.html and the entry assets it names), the chunks the build
 *   lists in precache.json (public pages, the toast host) and the offline page;
 * - fetch: hashed /assets/* cache-first (they never change), other same-origin GETs network-first
 *   with the cache as fallback, page navigations network-first with /offline.html when offline;
 *   /api/ and /ping.txt always go to the network (never cached: they are live data).
 * - update: a new build registers this script with a new ?build= value; the new worker waits
 *   until the page asks it to take over (the "new version — reload" prompt).
 */
const BUILD = new URL(self.location.href).searchParams.get('build') || 'dev';
const SHELL_CACHE = `courtside-shell-${BUILD}`;
const ASSET_CACHE = 'courtside-assets';
const OFFLINE_URL = '/offline.html';

/** Asset URLs an index.html references (entry script, preloads, stylesheets). */
function shellAssets(html) {
  const urls = new Set();
  const pattern = /(?:src|href)="(\/assets\/[^"]+)"/g;
  let match;
  while ((match = pattern.exec(html))) urls.add(match[1]);
  return [...urls];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([OFFLINE_URL, '/offline.js', '/favicon.svg']);
      const response = await fetch('/', { cache: 'no-store' });
      if (response.ok) {
        const html = await response.clone().text();
        await cache.put('/', response);
        const assets = await caches.open(ASSET_CACHE);
        // The public pages' route chunks and the on-demand chunks that must work offline (the
        // build's precache.json); a missing list (dev server) caches only the shell.
        const listed = await fetch('/precache.json', { cache: 'no-store' })
          .then((answer) => (answer.ok ? answer.json() : []))
          .catch(() => []);
        const extra = Array.isArray(listed)
          ? listed.filter((url) => typeof url === 'string' && url.startsWith('/assets/'))
          : [];
        await Promise.all(
          [...new Set([...shellAssets(html), ...extra])].map((url) => assets.add(url).catch(() => undefined)),
        );
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('courtside-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(ASSET_CACHE)).put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(SHELL_CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function navigate(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_URL);
    return (
      offline ||
      new Response('You are offline.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    );
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/ping.txt' || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  event.respondWith(networkFirst(request));
});
