// npx tsx bench/checkout.ts — complete guest checkouts (POST /cart → POST /orders → POST
// /payments/confirm with the offline test card). With BENCH_DATABASE_URL=postgres://…/postgres it
// creates a database of its own (dropped at the end), migrates and seeds it, and runs them over HTTP
// against the built server (`npm run build -w @courtside/api` first; BENCH_SERVER picks another
// server.js, BENCH_PORT its port, default 3500, BENCH_NODE_ARGS e.g. `--cpu-prof`); without it, through the app in-process
// (app.inject, no sockets) on a fresh PGlite. BENCH_INPROCESS=1 runs in-process on PostgreSQL too.
// Interleaved in one run: ROUNDS × (CHECKOUTS at 1 client, CHECKOUTS at CONCURRENCY clients).
// Prints checkouts/s of both, the ratio (how far checkout scales with clients), p50/p95/p99 per
// step at CONCURRENCY, the load average, and checks the invoice numbers came out gapless.
// Measures; exits 0.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/demo';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import { cpuMeter, processSeconds } from './cpu';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TOTAL = CHECKOUTS * ROUNDS * 2;

async function database() {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base)
    return { handle: await openDatabase({}), url: undefined, drop: async () => {}, kind: 'PGlite (in memory)' };
  const name = `cs_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    handle,
    url: url.toString(),
    kind: 'PostgreSQL',
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

interface Answer {
  status: number;
  body: unknown;
  cookie: string;
}
interface Target {
  kind: string;
  post: (url: string, payload: unknown, headers: Record<string, string>) => Promise<Answer>;
  close: () => Promise<void>;
  /** CPU seconds the server process has used so far (user + system), when it runs apart. */
  cpuSeconds?: () => number;
}

/** The app in this process, requests through app.inject (no sockets). */
async function inProcess(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<Target> {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS: 'false',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    }),
    database: handle,
    serveWeb: false,
  });
  await app.ready();
  return {
    kind: 'in-process (app.inject)',
    post: async (url, payload, headers) => {
      const res = await app.inject({ method: 'POST', url, headers, payload: payload as object });
      return {
        status: res.statusCode,
        body: res.json(),
        cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      };
    },
    close: () => app.close(),
  };
}

/** The built server (apps/api/dist/server.js) as its own process, requests over HTTP (keep-alive). */
async function builtServer(databaseUrl: string): Promise<Target> {
  const script = process.env.BENCH_SERVER ?? 'apps/api/dist/server.js';
  const port = Number(process.env.BENCH_PORT ?? 3500);
  const child: ChildProcess = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), script],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '20',
        SEED_DEMO: 'false',
        // Jobs off, as in-process: the figures are the checkout's own (the request renders its mail).
        JOBS: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  process.on('exit', () => {
    if (!exited) child.kill('SIGTERM');
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited || i > 300) throw new Error(`${script} did not start on ${port}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    kind: `built server ${script} over HTTP`,
    cpuSeconds: () => processSeconds(child.pid!),
    post: async (url, payload, headers) => {
      const res = await fetch(base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(payload),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { status: res.status, body: await res.json(), cookie };
    },
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (exited ? r(null) : child.on('exit', r)));
    },
  };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  const db = await database();
  try {
    await run(db);
  } finally {
    await db.drop();
  }
}

async function run(db: Awaited<ReturnType<typeof database>>): Promise<void> {
  await runMigrations(db.handle);
  await seedDemo(db.handle.db);
  const tables = [
    'cart_items',
    'booking_events',
    'bookings',
    'subscriptions',
    'events',
    'course_sessions',
    'dynamic_slots',
  ];
  for (const table of tables) await db.handle.query(`delete from ${table}`);
  const target = db.url && !process.env.BENCH_INPROCESS ? await builtServer(db.url) : await inProcess(db.handle);
  const courts = (
    await db.handle.query(
      "select r.id from resources r join organizations o on o.id = r.organization_id where o.slug = 'beachside-koeln' order by r.sort_order",
    )
  ).rows.map((r) => String(r.id));
  const today = localDate(new Date(), 'Europe/Berlin');
  const slots = Array.from({ length: TOTAL }, (_, i) => {
    const court = courts[i % courts.length]!;
    const hour = 10 + (Math.floor(i / courts.length) % 9);
    const day = 2 + Math.floor(i / (courts.length * 9));
    const start = zonedInstant(addDays(today, day), `${String(hour).padStart(2, '0')}:00`, 'Europe/Berlin');
    return {
      resourceId: court,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      bookingType: 'normal',
    };
  });

  const times = { cart: [] as number[], order: [] as number[], confirm: [] as number[], total: [] as number[] };
  let failures = 0;
  const one = async (i: number) => {
    const t0 = performance.now();
    const add = await target.post('/api/v1/cart', { items: [slots[i]] }, {});
    const cookie = add.cookie;
    const t1 = performance.now();
    const order = await target.post(
      '/api/v1/orders',
      { contact: { name: `Bench ${i}`, email: `bench${i}@example.org` } },
      { cookie, 'idempotency-key': `bench-${i}-${randomBytes(4).toString('hex')}` },
    );
    const t2 = performance.now();
    const { orderId, clientSecret } = order.body as { orderId: string; clientSecret: string };
    const confirm = await target.post(
      '/api/v1/payments/confirm',
      { orderId, clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
      { cookie },
    );
    const t3 = performance.now();
    if (add.status !== 200 || order.status !== 200 || (confirm.body as { status?: string }).status !== 'completed') {
      if (failures++ < 3) console.error('failed checkout', add.status, order.status, JSON.stringify(confirm.body));
    }
    times.cart.push(t1 - t0);
    times.order.push(t2 - t1);
    times.confirm.push(t3 - t2);
    times.total.push(t3 - t0);
  };

  let next = 0;
  const run = async (clients: number) => {
    const last = next + CHECKOUTS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < last) await one(next++);
      }),
    );
    return (performance.now() - started) / 1000;
  };
  const seconds = { one: 0, many: 0 };
  const cpu = { one: 0, many: 0 };
  const cpuNow = () => target.cpuSeconds?.() ?? 0;
  // The database's share: the CPU of the PostgreSQL backends serving this database (same host).
  const dbName = db.url ? new URL(db.url).pathname.slice(1) : undefined;
  const dbCpu = { one: 0, many: 0 };
  const benchCpu = { one: 0, many: 0 };
  const load = [loadavg()[0]!];
  for (let round = 0; round < ROUNDS; round++) {
    for (const phase of ['one', 'many'] as const) {
      if (phase === 'many') for (const list of Object.values(times)) list.length = 0;
      const used = cpuMeter(cpuNow, dbName);
      seconds[phase] += await run(phase === 'one' ? 1 : CONCURRENCY);
      const split = used();
      cpu[phase] += split.server;
      dbCpu[phase] += split.database;
      benchCpu[phase] += split.client;
    }
    load.push(loadavg()[0]!);
  }
  const rate = { one: (CHECKOUTS * ROUNDS) / seconds.one, many: (CHECKOUTS * ROUNDS) / seconds.many };
  // Gapless per organization and year (the counter's key), credit notes included.
  const series = (
    await db.handle.query(
      'select organization_id, year, array_agg(sequence order by sequence) as s from invoices group by 1, 2',
    )
  ).rows.map((r) => (r.s as unknown[]).map(Number));
  const numbers = series.flat();
  const gapless = series.every((list) => list.every((n, i) => n === i + 1));

  console.log(
    `Checkout bench on ${db.kind}, ${target.kind}: ${ROUNDS} rounds of ${CHECKOUTS} guest checkouts at 1 client, then ${CHECKOUTS} at ${CONCURRENCY}`,
  );
  console.log(`1 client              ${rate.one.toFixed(1)} checkouts/s`);
  console.log(`${String(CONCURRENCY).padEnd(2)} clients            ${rate.many.toFixed(1)} checkouts/s`);
  console.log(`ratio ${CONCURRENCY} / 1           ${(rate.many / rate.one).toFixed(2)}`);
  if (target.cpuSeconds) {
    // CPU per checkout and how much of the machine the three processes got: when server +
    // database + this client together use what the machine leaves them, checkout is CPU-bound.
    const per = (c: number) => ((c / (CHECKOUTS * ROUNDS)) * 1000).toFixed(1).padStart(6);
    const cores = (c: number, t: number) => (c / t).toFixed(2);
    console.log(`CPU ms / checkout     server  database  client   cores used (of ${availableParallelism()})`);
    for (const phase of ['one', 'many'] as const) {
      const all = cpu[phase] + dbCpu[phase] + benchCpu[phase];
      console.log(
        `  ${phase === 'one' ? '1 client  ' : `${CONCURRENCY} clients`}         ${per(cpu[phase])}    ${per(dbCpu[phase])}  ${per(benchCpu[phase])}   ${cores(all, seconds[phase])} (server ${cores(cpu[phase], seconds[phase])})`,
      );
    }
  }
  console.log(`machine load (1 min)  ${load.map((l) => l.toFixed(1)).join(' → ')} on ${availableParallelism()} cores`);
  console.log(`step at ${CONCURRENCY} clients (last round)  p50 ms    p95 ms    p99 ms`);
  for (const [step, values] of Object.entries(times)) {
    console.log(
      `${step.padEnd(20)}${pct(values, 50).toFixed(1).padStart(10)}${pct(values, 95).toFixed(1).padStart(10)}${pct(values, 99).toFixed(1).padStart(10)}`,
    );
  }
  console.log(`failed checkouts      ${failures}`);
  console.log(
    `invoices              ${numbers.length} in ${series.length} series, ${gapless ? 'each gapless from 1' : 'WITH GAPS'}`,
  );
  await target.close();
  await db.handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
