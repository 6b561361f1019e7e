// npx tsx bench/checkout.ts — complete guest checkouts (POST /cart → POST /orders → POST
// /payments/confirm with the offline test card) through the real app in-process (app.inject, no
// sockets) on a fresh PGlite, or on a fresh PostgreSQL database with
// BENCH_DATABASE_URL=postgres://…/postgres. Interleaved in one run: ROUNDS × (CHECKOUTS at 1 client,
// CHECKOUTS at CONCURRENCY clients). Prints checkouts/s of both, the ratio (how far checkout scales
// with clients), p50/p95/p99 per step at CONCURRENCY, the load average, and checks the invoice
// numbers came out gapless. Measures; exits 0.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/demo';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TOTAL = CHECKOUTS * ROUNDS * 2;

async function database() {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { handle: await openDatabase({}), drop: async () => {}, kind: 'PGlite (in memory)' };
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
    kind: 'PostgreSQL',
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  const db = await database();
  await runMigrations(db.handle);
  await seedDemo(db.handle.db);
  for (const table of ['cart_items', 'booking_events', 'bookings', 'subscriptions', 'events', 'dynamic_slots'])
    await db.handle.query(`delete from ${table}`);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS: 'false',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    }),
    database: db.handle,
    serveWeb: false,
  });
  await app.ready();
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
    const add = await app.inject({ method: 'POST', url: '/api/v1/cart', payload: { items: [slots[i]] } });
    const cookie = add.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const t1 = performance.now();
    const order = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { cookie, 'idempotency-key': `bench-${i}-${randomBytes(4).toString('hex')}` },
      payload: { contact: { name: `Bench ${i}`, email: `bench${i}@example.org` } },
    });
    const t2 = performance.now();
    const { orderId, clientSecret } = order.json<{ orderId: string; clientSecret: string }>();
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/confirm',
      headers: { cookie },
      payload: { orderId, clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
    });
    const t3 = performance.now();
    if (add.statusCode !== 200 || order.statusCode !== 200 || confirm.json<{ status: string }>().status !== 'completed')
      failures++;
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
  const load = [loadavg()[0]!];
  for (let round = 0; round < ROUNDS; round++) {
    seconds.one += await run(1);
    for (const list of Object.values(times)) list.length = 0;
    seconds.many += await run(CONCURRENCY);
    load.push(loadavg()[0]!);
  }
  const rate = { one: (CHECKOUTS * ROUNDS) / seconds.one, many: (CHECKOUTS * ROUNDS) / seconds.many };
  const numbers = (await db.handle.query('select sequence from invoices order by sequence')).rows.map((r) =>
    Number(r.sequence),
  );
  const gapless = numbers.every((n, i) => n === i + 1);

  console.log(
    `Checkout bench on ${db.kind}: ${ROUNDS} rounds of ${CHECKOUTS} guest checkouts at 1 client, then ${CHECKOUTS} at ${CONCURRENCY}`,
  );
  console.log(`1 client              ${rate.one.toFixed(1)} checkouts/s`);
  console.log(`${String(CONCURRENCY).padEnd(2)} clients            ${rate.many.toFixed(1)} checkouts/s`);
  console.log(`ratio ${CONCURRENCY} / 1           ${(rate.many / rate.one).toFixed(2)}`);
  console.log(`machine load (1 min)  ${load.map((l) => l.toFixed(1)).join(' → ')} on ${availableParallelism()} cores`);
  console.log(`step at ${CONCURRENCY} clients (last round)  p50 ms    p95 ms    p99 ms`);
  for (const [step, values] of Object.entries(times)) {
    console.log(
      `${step.padEnd(20)}${pct(values, 50).toFixed(1).padStart(10)}${pct(values, 95).toFixed(1).padStart(10)}${pct(values, 99).toFixed(1).padStart(10)}`,
    );
  }
  console.log(`failed checkouts      ${failures}`);
  console.log(
    `invoices              ${numbers.length}, numbers ${gapless ? 'gapless 1…' + numbers.length : 'WITH GAPS'}`,
  );
  await app.close();
  await db.handle.close();
  await db.drop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
