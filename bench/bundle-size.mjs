#!/usr/bin/env node
// Bundle-size bench: builds the web app, then reports the initial JavaScript of a few
// routes in gzip against the budget (initial JS of /booking <= 170 KB gzip).
//
// Two measurements:
// - static: the build's chunk graph. A route's initial JS is the entry chunk, the lazy chunks of
//   the route's layout and page, every chunk those import statically (Vite preloads them), and the
//   locale chunks (en) of the i18next namespaces the code in those chunks asks for.
// - browser (--browser): Chromium opens each route on a fresh profile against the real server
//   (apps/api, serving the build) and every JavaScript response until the network is idle is
//   counted, with no interaction. That includes chunks the page loads while rendering (lazy
//   components, data-dependent views), which the static walk cannot see.
// Gzip is computed here (level 9, as the precompressed files are written), per file, so figures do
// not depend on whether the server compresses. The script prints PASS/FAIL and always exits 0:
// it is a bench, not a test.
//
//   node bench/bundle-size.mjs [--browser] [--out DIR] [--port 3950] [--lang en] [--list /booking]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'apps/web');
const src = path.join(webRoot, 'src') + path.sep;
const BUDGET_KB = 170;
const BUDGET_ROUTE = '/booking';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const outDir = path.resolve(option('--out', path.join(tmpdir(), 'courtside-bundle-dist')));
const port = Number(option('--port', '3950'));
const language = option('--lang', 'en');
const listRoute = option('--list', null);

/** With --list ROUTE, the files of that route, largest first. */
function listFiles(route, rows) {
  if (route !== listRoute) return;
  for (const [name, bytes] of rows.sort((a, b) => b[1] - a[1])) console.log(`      ${kb(bytes).padStart(9)}  ${name}`);
}

/** Layout and page modules each measured route loads on demand (routes/sections/lazy-screen.tsx). */
const ROUTES = {
  '/': ['layouts/main/main-layout.tsx', 'pages/home.tsx'],
  '/booking': ['layouts/main/main-layout.tsx', 'sections/booking/view/booking-page.tsx'],
  '/events': ['layouts/main/main-layout.tsx', 'pages/events.tsx'],
  '/auth/jwt/sign-in': ['layouts/auth/auth-split-layout.tsx', 'pages/auth/jwt/sign-in.tsx'],
  // Signed in (the browser walk uses the demo manager's session): the dashboard's first screen.
  '/dashboard': ['layouts/dashboard/dashboard-layout.tsx', 'pages/dashboard/overview.tsx'],
};
/** The dashboard's first screen: initial JS <= 150 KB gzip (ADR 018). */
const DASHBOARD_BUDGET_KB = 150;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;
const verdict = (bytes) => (bytes <= BUDGET_KB * 1024 ? 'PASS' : 'FAIL');

/** Builds the app and keeps the chunk graph (chunk imports) and the modules' static imports. */
async function buildWithGraph() {
  const { build } = await import(path.join(root, 'node_modules/vite/dist/node/index.js'));
  const chunks = {};
  const imports = new Map();
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'bench-chunk-graph',
        generateBundle(_options, bundle) {
          for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id).importedIds);
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue;
            chunks[chunk.fileName] = {
              isEntry: chunk.isEntry,
              facade: chunk.facadeModuleId,
              imports: chunk.imports,
            };
          }
        },
      },
    ],
  });
  return { chunks, imports };
}

function staticReport({ chunks, imports }) {
  const entry = Object.keys(chunks).find((file) => chunks[file].isEntry);
  const byFacade = new Map(Object.entries(chunks).map(([file, c]) => [c.facade, file]));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(readFileSync(path.join(outDir, file))));
    return sizes.get(file);
  };
  const closure = (start) => {
    const seen = new Set();
    const walk = (file) => {
      if (seen.has(file) || !chunks[file]) return;
      seen.add(file);
      chunks[file].imports.forEach(walk);
    };
    start.forEach(walk);
    return seen;
  };
  // Namespaces: the defaults i18n.ts loads at start-up plus any useTranslation('ns') in the app
  // modules the route imports statically (an upper bound: some of them render only sometimes).
  const namespacesOf = (roots) => {
    const found = new Set(['common']);
    const languages = readFileSync(path.join(src, 'locales/languages.ts'), 'utf8');
    const defaults = /NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(languages)?.[1] ?? '';
    for (const m of defaults.matchAll(/'([\w-]+)'/g)) found.add(m[1]);
    const seen = new Set();
    const walk = (id) => {
      if (seen.has(id) || !imports.has(id)) return;
      seen.add(id);
      imports.get(id).forEach(walk);
    };
    roots.forEach(walk);
    for (const id of seen) {
      if (!id.startsWith(src) || !/\.(tsx?|jsx?)$/.test(id)) continue;
      const code = readFileSync(id, 'utf8');
      for (const m of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[\w-]+')/g)) {
        for (const ns of m[1].matchAll(/'([\w-]+)'/g)) found.add(ns[1]);
      }
    }
    return found;
  };

  console.log(`Static chunk graph (${path.relative(root, outDir) || outDir}), gzip level 9, locale ${language}:`);
  const results = {};
  for (const [route, modules] of Object.entries(ROUTES)) {
    const starts = [entry, ...modules.map((m) => byFacade.get(src + m))];
    const missing = modules.filter((m) => !byFacade.has(src + m));
    const files = closure(starts.filter(Boolean));
    const namespaces = namespacesOf([chunks[entry].facade, ...modules.map((m) => src + m)]);
    const locales = [...namespaces].map((ns) => byFacade.get(`${src}locales/${language}/${ns}.json`)).filter(Boolean);
    const all = new Set([...files, ...locales]);
    const total = [...all].reduce((sum, file) => sum + sizeOf(file), 0);
    results[route] = total;
    const note = missing.length ? ` (no chunk for ${missing.join(', ')})` : '';
    console.log(
      `  ${route.padEnd(18)} ${kb(total).padStart(9)} in ${String(all.size).padStart(3)} files` +
        ` (entry ${kb(sizeOf(entry))}; namespaces ${[...namespaces].join(', ')})${note}`,
    );
    listFiles(
      route,
      [...all].map((file) => [file, sizeOf(file)]),
    );
  }
  return results;
}

async function waitForHealth(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

async function browserReport() {
  const { chromium } = await import(path.join(root, 'node_modules/playwright-core/index.mjs'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-bundle-data-'));
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: outDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const results = {};
  let browser;
  try {
    if (!(await waitForHealth(`${base}/api/v1/health`, 180_000))) throw new Error(`server on ${base} did not come up`);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    console.log(`Browser (${base}, fresh profile, ${language}, until network idle, no interaction):`);
    for (const route of Object.keys(ROUTES)) {
      const context = await browser.newContext({
        locale: language === 'en' ? 'en-GB' : language,
        serviceWorkers: 'block',
      });
      const isSignedIn = route.startsWith('/dashboard');
      if (isSignedIn) {
        const login = await fetch(`${base}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'manager@example.com', password: 'courtside-demo' }),
        });
        const { accessToken } = await login.json();
        await context.addInitScript((token) => localStorage.setItem('access_token', token), accessToken);
      }
      const page = await context.newPage();
      const responses = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js') && url.pathname !== '/sw.js') responses.push(response);
      });
      if (isSignedIn) {
        // The dashboard keeps a live stream open (never network-idle): the first screen, then
        // until no script has arrived for 1.5 s.
        await page.goto(base + route, { waitUntil: 'load' });
        await page.locator('h1').first().waitFor({ timeout: 30_000 });
        for (let seen = -1, i = 0; seen !== responses.length && i < 20; i++) {
          seen = responses.length;
          await page.waitForTimeout(1500);
        }
      } else {
        await page.goto(base + route, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
      }
      let gzip = 0;
      let wire = 0;
      const rows = [];
      for (const response of responses) {
        const size = gzipSize(await response.body());
        gzip += size;
        rows.push([new URL(response.url()).pathname, size]);
        wire += (await response.request().sizes()).responseBodySize;
      }
      results[route] = gzip;
      const encoding = responses[0] ? ((await responses[0].allHeaders())['content-encoding'] ?? 'none') : '-';
      console.log(
        `  ${route.padEnd(18)} ${kb(gzip).padStart(9)} in ${String(responses.length).padStart(3)} files (on the wire ${kb(wire)}, content-encoding ${encoding})`,
      );
      listFiles(route, rows);
      await context.close();
    }
  } finally {
    await browser?.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const started = Date.now();
const graph = await buildWithGraph();
console.log(`Built into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
const statics = staticReport(graph);
let browser = null;
if (flag('--browser')) {
  console.log('');
  try {
    browser = await browserReport();
  } catch (error) {
    console.log(`  browser measurement failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const dashboard = browser?.['/dashboard'] ?? statics['/dashboard'];
console.log(
  `\nBudget: initial JS of /dashboard (signed in) <= ${DASHBOARD_BUDGET_KB} KB gzip -> ` +
    `${dashboard <= DASHBOARD_BUDGET_KB * 1024 ? 'PASS' : 'FAIL'} (${kb(dashboard)}, ratio ` +
    `${(dashboard / 1024 / DASHBOARD_BUDGET_KB).toFixed(2)}, ${browser ? 'in the browser' : 'by the static walk'})`,
);
const figure = browser?.[BUDGET_ROUTE] ?? statics[BUDGET_ROUTE];
console.log(
  `\nBudget: initial JS of ${BUDGET_ROUTE} <= ${BUDGET_KB} KB gzip -> ${verdict(figure)} ` +
    `(${kb(figure)} ${browser ? 'in the browser' : 'by the static walk'}; static ${kb(statics[BUDGET_ROUTE])})`,
);
