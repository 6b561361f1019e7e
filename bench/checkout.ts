// npx tsx bench/checkout.ts — complete guest checkouts (POST /cart → POST /orders → POST
// /payments/confirm with the offline test card) through the real app in-process (app.inject, no
// sockets), CHECKOUTS in total with CONCURRENCY at a time, on a fresh PGlite, or on a fresh
// PostgreSQL database with BENCH_DATABASE_URL=postgres://…/postgres. Prints checkouts/s, p50/p95/p99
// per step, and checks the invoice numbers came out gapless. Measures; exits 0.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/demo';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

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
  const slots = Array.from({ length: CHECKOUTS }, (_, i) => {
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

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CHECKOUTS) await one(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const numbers = (await db.handle.query('select sequence from invoices order by sequence')).rows.map((r) =>
    Number(r.sequence),
  );
  const gapless = numbers.every((n, i) => n === i + 1);

  console.log(`Checkout bench on ${db.kind}: ${CHECKOUTS} guest checkouts, ${CONCURRENCY} at a time`);
  console.log(`throughput            ${(CHECKOUTS / seconds).toFixed(1)} checkouts/s (${seconds.toFixed(1)} s)`);
  console.log('step                     p50 ms    p95 ms    p99 ms');
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
