// npm run bench:dashboard — the staff dashboard at scale: a fresh PostgreSQL
// database with 100 000 bookings (each with its paid order and invoice) and 10 000 customers; the
// staff lists (bookings, orders, invoices, customers, accounts) and the analytics endpoints under
// autocannon (10 connections), each next to its own SQL run straight through pg in the server
// process, in the same run. Budgets: p99 ≤ 50 ms for a list page, ≤ 150 ms for a report.
// BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_BOOKINGS, BENCH_PORT change the
// setup; BENCH_ONLY=<text> measures only the cases whose name contains it.
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import type { DashParentMessage, DashServerMessage, LatencyStats } from './dashboard-scale.server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 2;
/** p99 budgets in ms: a list page, a report. */
const LIST = 50;
const REPORT = 150;

function startServer() {
  const child = fork(path.join(import.meta.dirname, 'dashboard-scale.server.ts'), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const waitFor = <T extends DashServerMessage['type']>(type: T) =>
    new Promise<Extract<DashServerMessage, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
      const onMessage = (m: DashServerMessage) => {
        if (m.type === type) {
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(m as Extract<DashServerMessage, { type: T }>);
        }
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T extends DashServerMessage['type']>(message: DashParentMessage, answer: T) => {
    const waiting = waitFor(answer);
    child.send(message);
    return waiting;
  };
  return { waitFor, ask };
}

interface Case {
  name: string;
  path: string;
  budgetMs: number;
}

const pad = (v: string | number, n: number) => String(v).padStart(n);
const ms = (v: number) => v.toFixed(1);

async function main(): Promise<void> {
  const server = startServer();
  const ready = await server.waitFor('ready');
  const base = `http://127.0.0.1:${ready.port}`;
  console.log(
    `Dashboard bench on ${ready.kind}: ${ready.bookings} bookings, ${ready.customers} customers (seeded in ${ready.seedSeconds.toFixed(1)} s)`,
  );
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per endpoint; reports over ${ready.from} – ${ready.to}`);

  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'courtside-demo' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };

  const period = `from=${ready.from}&to=${ready.to}`;
  // The keyset page after row 975 (what page 40 shows): the cursor page 39 answers with.
  const page39 = await fetch(`${base}/api/v1/dashboard/bookings?page=39&pageSize=25`, { headers });
  const { nextCursor } = (await page39.json()) as { nextCursor?: string };
  if (!nextCursor) throw new Error('page 39 answered no nextCursor');
  const cases: Case[] = [
    // The staff bookings list of the dashboard (the front-desk screen's endpoint) and the plain one.
    { name: 'staff bookings list, page 1', path: '/api/v1/dashboard/bookings?page=1&pageSize=25', budgetMs: LIST },
    { name: 'staff bookings list, page 40', path: '/api/v1/dashboard/bookings?page=40&pageSize=25', budgetMs: LIST },
    {
      name: 'staff bookings, keyset p. 40',
      path: `/api/v1/dashboard/bookings?pageSize=25&after=${nextCursor}`,
      budgetMs: LIST,
    },
    {
      name: 'staff bookings, this week',
      path: `/api/v1/dashboard/bookings?page=1&pageSize=25&from=${ready.weekFrom}&to=${ready.weekTo}`,
      budgetMs: LIST,
    },
    {
      name: 'staff bookings, cancelled',
      path: '/api/v1/dashboard/bookings?page=1&pageSize=25&status=cancelled',
      budgetMs: LIST,
    },
    { name: 'GET /bookings, page 1', path: '/api/v1/bookings?limit=25&offset=0', budgetMs: LIST },
    // The other staff lists over the same history: an order, payment and invoice per booking.
    { name: 'orders list, page 1', path: '/api/v1/orders?page=1&pageSize=25', budgetMs: LIST },
    { name: 'orders list, page 40', path: '/api/v1/orders?page=40&pageSize=25', budgetMs: LIST },
    { name: 'orders, completed', path: '/api/v1/orders?page=1&pageSize=25&status=completed', budgetMs: LIST },
    { name: 'invoices list, page 1', path: '/api/v1/invoices?page=1&pageSize=25', budgetMs: LIST },
    { name: 'invoices list, page 40', path: '/api/v1/invoices?page=40&pageSize=25', budgetMs: LIST },
    { name: 'customers list, page 1', path: '/api/v1/dashboard/customers?page=1&pageSize=25', budgetMs: LIST },
    { name: 'accounts list, page 1', path: '/api/v1/users?page=1&pageSize=25', budgetMs: LIST },
    { name: 'accounts, search', path: '/api/v1/users?page=1&pageSize=25&search=customer%2042', budgetMs: LIST },
    { name: 'analytics occupancy 28 d', path: `/api/v1/analytics/occupancy?${period}`, budgetMs: REPORT },
    { name: 'analytics utilisation 28 d', path: `/api/v1/analytics/utilisation?${period}`, budgetMs: REPORT },
    { name: 'analytics revenue 28 d', path: `/api/v1/analytics/revenue?${period}`, budgetMs: REPORT },
    { name: 'analytics cancellations 28 d', path: `/api/v1/analytics/cancellations?${period}`, budgetMs: REPORT },
    {
      name: 'analytics occupancy 365 d',
      path: `/api/v1/analytics/occupancy?from=${shift(ready.to, -364)}&to=${ready.to}`,
      budgetMs: REPORT,
    },
    {
      name: 'analytics cancellations 365 d',
      path: `/api/v1/analytics/cancellations?from=${shift(ready.to, -364)}&to=${ready.to}`,
      budgetMs: REPORT,
    },
    {
      name: 'analytics revenue 365 d',
      path: `/api/v1/analytics/revenue?from=${shift(ready.to, -364)}&to=${ready.to}`,
      budgetMs: REPORT,
    },
  ];

  const results: { c: Case; http: Result; direct: LatencyStats; statements: number }[] = [];
  for (const c of cases.filter((c) => !process.env.BENCH_ONLY || c.name.includes(process.env.BENCH_ONLY))) {
    const url = base + c.path;
    // Let the previous case's last requests finish, so the capture holds only this request's SQL.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.ask({ type: 'capture', on: true }, 'captured');
    const probe = await fetch(url, { headers });
    if (!probe.ok) throw new Error(`${c.name}: ${probe.status} ${await probe.text()}`);
    const { statements } = await server.ask({ type: 'capture', on: false }, 'captured');
    const requests = [{ method: 'GET', path: c.path, headers }];
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, requests });
    const direct = (await server.ask({ type: 'direct', seconds: SECONDS, concurrency: CONNECTIONS }, 'direct')).stats;
    const http = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
    results.push({ c, http, direct, statements });
    console.log(`  measured ${c.name} (${statements} SQL statements per request)`);
  }

  console.log('');
  console.log(
    `${'endpoint'.padEnd(30)}${pad('HTTP req/s', 11)}${pad('p50', 8)}${pad('p99', 8)}${pad('SQL req/s', 11)}${pad('p50', 8)}${pad('p99', 8)}${pad('budget', 8)}${pad('ratio', 7)}  result`,
  );
  let failed = 0;
  for (const { c, http, direct } of results) {
    const errors = http.errors + http.non2xx + http.timeouts;
    const ok = http.latency.p99 <= c.budgetMs && errors === 0;
    if (!ok) failed++;
    console.log(
      `${c.name.padEnd(30)}${pad(http.requests.average.toFixed(0), 11)}${pad(ms(http.latency.p50), 8)}${pad(ms(http.latency.p99), 8)}${pad(direct.perSecond.toFixed(0), 11)}${pad(ms(direct.p50), 8)}${pad(ms(direct.p99), 8)}${pad(`≤${c.budgetMs}`, 8)}${pad((http.latency.p99 / c.budgetMs).toFixed(2), 7)}  ${ok ? 'PASS' : 'FAIL'}${errors ? ` (${errors} failed requests)` : ''}`,
    );
  }
  console.log('');
  console.log(
    'Latencies in ms. "SQL" is the baseline: the statements the request ran (auth lookup included), replayed one after',
  );
  console.log('the other straight through the same pg pool in the server process, at the same concurrency.');
  console.log('ratio = HTTP p99 / budget (≤ 1 passes).');
  console.log(
    `${failed ? `${failed} endpoint(s) over budget` : 'All endpoints within budget'}; machine load (1 min): ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`,
  );
  await server.ask({ type: 'stop' }, 'stopped');
}

function shift(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
