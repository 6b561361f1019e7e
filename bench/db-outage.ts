// npx tsx bench/db-outage.ts — two API processes (apps/api/dist/server.js, build first) on one
// PostgreSQL database, reached through a TCP proxy that simulates a server restart: every
// connection is cut and new ones are refused for OUTAGE_MS while autocannon loads both processes.
// Reports the answers during the outage, the time until each process is healthy again, whether
// both survived, their outage log lines, and 16 parallel checkouts on one 3-use coupon.
//
// Env: BENCH_DATABASE_URL (a database of your own, default postgres://postgres@127.0.0.1:5432/rel_db;
// it is migrated and seeded), BENCH_PORTS (default 3308,3309), OUTAGE_MS (default 5000).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, localDate, zonedInstant } from '../packages/core/src/slots/time';
import { startTcpProxy, viaProxy } from '../apps/api/test/fakes/tcp-proxy';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rel_db';
const ports = (process.env.BENCH_PORTS ?? '3308,3309').split(',').map(Number);
const outageMs = Number(process.env.OUTAGE_MS ?? 5000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const server = new URL(databaseUrl);
const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });

interface Instance {
  port: number;
  child: ChildProcess;
  log: string;
  exitCode: number | null | undefined;
}

async function startInstance(port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: viaProxy(databaseUrl, proxy),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { port, child, log: '', exitCode: undefined };
  child.stdout!.on('data', (d: Buffer) => (instance.log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (instance.log += d.toString()));
  child.on('exit', (code) => (instance.exitCode = code));
  for (let i = 0; i < 300; i++) {
    if (instance.exitCode !== undefined) throw new Error(`instance ${port} exited:\n${instance.log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`instance ${port} did not start`);
}

const instances: Instance[] = [];
process.on('exit', () => {
  for (const inst of instances) if (inst.exitCode === undefined) inst.child.kill('SIGTERM');
});
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});
for (const port of ports) instances.push(await startInstance(port));
const base = (i: number) => `http://127.0.0.1:${instances[i % instances.length]!.port}`;

// --- restart under load ---------------------------------------------------------------------------
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
const [org] = (await admin.query<{ id: string }>('select id from organizations order by created_at limit 1')).rows;
const tenant = org!.id;

const samples: { at: number; status: number; port: number; ms: number }[] = [];
const errors: { at: number; port: number; code: string }[] = [];
const loadMs = outageMs + 12_000;
const started = Date.now();
const runs = instances.map((inst) => {
  const run = autocannon({
    url: `http://127.0.0.1:${inst.port}`,
    connections: 8,
    duration: loadMs / 1000,
    timeout: 10,
    requests: [
      { method: 'GET', path: '/api/v1/health' },
      { method: 'GET', path: `/api/v1/events?tenantId=${tenant}` },
    ],
  });
  run.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) =>
    samples.push({ at: Date.now() - started, status: statusCode, port: inst.port, ms: Math.round(ms) }),
  );
  run.on('reqError', (err: NodeJS.ErrnoException) =>
    errors.push({ at: Date.now() - started, port: inst.port, code: err.code ?? err.message }),
  );
  return run;
});

await sleep(3_000);
const cutAt = Date.now() - started;
proxy.cut();
await sleep(outageMs);
const restoreAt = Date.now() - started;
proxy.restore();
// Time until each instance's health answers 200 again.
const recovered = await Promise.all(
  instances.map(async (inst) => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${inst.port}/api/v1/health`)).ok) return Date.now() - started - restoreAt;
      } catch {
        // keep polling
      }
      if (Date.now() - started - restoreAt > 60_000) return Infinity;
      await sleep(50);
    }
  }),
);
await Promise.all(runs);

const during = samples.filter((s) => s.at >= cutAt && s.at < restoreAt);
const after = samples.filter((s) => s.at >= restoreAt + Math.max(...recovered));
const count = (list: { status: number }[], pred: (s: number) => boolean) => list.filter((s) => pred(s.status)).length;
console.log(`load: ${samples.length} answers over ${(loadMs / 1000).toFixed(0)} s on ${instances.length} instances`);
console.log(
  `outage (${outageMs} ms, connections cut and refused): ${during.length} answers, ` +
    `${count(during, (s) => s === 503)} × 503, ${count(during, (s) => s >= 200 && s < 300)} × 2xx, ` +
    `${count(during, (s) => s >= 500 && s !== 503)} × other 5xx; client errors/timeouts: ${errors.length}`,
);
console.log(`slowest answer during the outage: ${Math.max(0, ...during.map((s) => s.ms))} ms`);
console.log(`recovered (health 200 after the proxy accepts again): ${recovered.map((ms) => `${ms} ms`).join(', ')}`);
console.log(
  `after recovery: ${after.length} answers, ${count(after, (s) => s >= 200 && s < 300)} × 2xx, ` +
    `${count(after, (s) => s >= 500)} × 5xx`,
);
console.log(
  `outside the outage window, 5xx: ${count(
    samples.filter((s) => s.at < cutAt),
    (s) => s >= 500,
  )}`,
);
for (const inst of instances) {
  const lines = inst.log.split('\n');
  const down = lines.filter((l) => l.includes('database unavailable: requests answer 503')).length;
  const up = lines.filter((l) => l.includes('database available again')).length;
  const jobFailed = lines.filter((l) => l.includes('"job failed"')).length;
  console.log(
    `instance ${inst.port}: ${inst.exitCode === undefined ? 'alive' : `EXITED (${inst.exitCode})`}; ` +
      `log: ${down} × "database unavailable", ${up} × "available again", ${jobFailed} × "job failed"`,
  );
}

// --- 16 parallel checkouts on one 3-use coupon, across both instances ----------------------------
const login = await fetch(`${base(0)}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'manager@example.com', password: 'courtside-demo' }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const code = `RUSH${Date.now().toString(36).toUpperCase()}`;
const created = await fetch(`${base(0)}/api/v1/coupons`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
  body: JSON.stringify({ code, kind: 'fixed', amountCents: 200, maxUses: 3 }),
});
if (created.status !== 201) throw new Error(`coupon: ${created.status} ${await created.text()}`);
const courts = (
  await admin.query<{ id: string }>(
    "select id from resources where organization_id = $1 and name like 'Court %' order by name limit 4",
    [tenant],
  )
).rows;
const day = addDays(localDate(new Date(), 'Europe/Berlin'), 2 + Math.floor(Math.random() * 10));
// The bench's own database: free that day's slots of earlier runs.
const dayStart = zonedInstant(day, '00:00', 'Europe/Berlin');
const dayEnd = zonedInstant(addDays(day, 1), '00:00', 'Europe/Berlin');
const onDay = 'select id from bookings where starts_at >= $1 and starts_at < $2';
await admin.query(`delete from cart_items where booking_id in (${onDay})`, [dayStart, dayEnd]);
await admin.query(`update order_items set booking_id = null where booking_id in (${onDay})`, [dayStart, dayEnd]);
await admin.query(`delete from booking_events where booking_id in (${onDay})`, [dayStart, dayEnd]);
await admin.query('delete from bookings where starts_at >= $1 and starts_at < $2', [dayStart, dayEnd]);
const guests = await Promise.all(
  Array.from({ length: 16 }, async (_, i) => {
    const url = base(i);
    const start = zonedInstant(day, `${10 + Math.floor(i / 4)}:00`, 'Europe/Berlin');
    const add = await fetch(`${url}/api/v1/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [
          {
            resourceId: courts[i % courts.length]!.id,
            start: start.toISOString(),
            end: new Date(start.getTime() + 3_600_000).toISOString(),
            bookingType: 'normal',
          },
        ],
      }),
    });
    const cookie = (add.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    if (add.status >= 300) throw new Error(`cart ${i}: ${add.status} ${await add.text()}`);
    const apply = await fetch(`${url}/api/v1/cart/addvoucherdiscount`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code }),
    });
    if (apply.status !== 200) throw new Error(`coupon ${i}: ${apply.status} ${await apply.text()}`);
    return { url, cookie, i };
  }),
);
const answers = await Promise.all(
  guests.map(async (g) => {
    const res = await fetch(`${g.url}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: g.cookie, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ contact: { name: `Racer ${g.i}`, email: `racer${g.i}@example.org` } }),
    });
    return { status: res.status, code: ((await res.json()) as { code?: string }).code };
  }),
);
const tally = new Map<string, number>();
for (const a of answers)
  tally.set(
    `${a.status}${a.code ? ` ${a.code}` : ''}`,
    (tally.get(`${a.status}${a.code ? ` ${a.code}` : ''}`) ?? 0) + 1,
  );
console.log(`16 parallel checkouts, coupon maxUses 3: ${[...tally].map(([k, n]) => `${n} × ${k}`).join(', ')}`);

await admin.end();
for (const inst of instances) inst.child.kill('SIGTERM');
await sleep(1_000);
await proxy.close();
