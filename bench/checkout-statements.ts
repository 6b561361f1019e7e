// npx tsx bench/checkout-statements.ts — the database round trips of one guest checkout, step by
// step (POST /cart → POST /orders → POST /payments/confirm with the offline test card), in-process
// (app.inject) on a PostgreSQL database of its own (BENCH_DATABASE_URL=postgres://…/postgres,
// dropped at the end). Counts every statement node-postgres sends (BEGIN and COMMIT included) and,
// with BENCH_VERBOSE=1, prints their first characters. Runs a few warm-up checkouts first.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/demo';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';

const base = process.env.BENCH_DATABASE_URL;
if (!base) throw new Error('BENCH_DATABASE_URL=postgres://…/postgres is needed');

let log: string[] | undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text: string; name?: string };
  const text = typeof config === 'string' ? config : config.text;
  log?.push(`${typeof config === 'object' && config.name ? `[${config.name}] ` : ''}${text.replace(/\s+/g, ' ')}`);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function main(): Promise<void> {
  const name = `cs_trace_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  try {
    await runMigrations(handle);
    await seedDemo(handle.db);
    for (const t of ['cart_items', 'booking_events', 'bookings']) await handle.query(`delete from ${t}`);
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
    const [court] = (
      await handle.query(
        "select r.id from resources r join organizations o on o.id = r.organization_id where o.slug = 'beachside-koeln' order by r.sort_order limit 1",
      )
    ).rows;
    const today = localDate(new Date(), 'Europe/Berlin');
    const post = async (url: string, payload: object, headers: Record<string, string>) => {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return { body: res.json(), cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
    };
    const counts: Record<string, number[]> = { cart: [], order: [], confirm: [] };
    for (let i = 0; i < 4; i++) {
      const start = zonedInstant(addDays(today, 3), `${10 + i}:00`, 'Europe/Berlin');
      const item = {
        resourceId: String(court!.id),
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        bookingType: 'normal',
      };
      const step = async <T>(key: string, run: () => Promise<T>) => {
        log = [];
        const out = await run();
        // The mail rendered after the commit runs after the answer; let it finish.
        await new Promise((r) => setTimeout(r, 300));
        counts[key]!.push(log.length);
        if (process.env.BENCH_VERBOSE && i === 3) {
          console.log(`--- ${key}: ${log.length} statements`);
          for (const s of log) console.log(`  ${s.slice(0, 160)}`);
        }
        log = undefined;
        return out;
      };
      const add = await step('cart', () => post('/api/v1/cart', { items: [item] }, {}));
      const order = await step('order', () =>
        post(
          '/api/v1/orders',
          { contact: { name: `Trace ${i}`, email: `trace${i}@example.org` } },
          { cookie: add.cookie, 'idempotency-key': `trace-${i}-${name}` },
        ),
      );
      const { orderId, clientSecret } = order.body as { orderId: string; clientSecret: string };
      const done = await step('confirm', () =>
        post(
          '/api/v1/payments/confirm',
          { orderId, clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } },
          { cookie: add.cookie },
        ),
      );
      if ((done.body as { status?: string }).status !== 'completed') throw new Error(JSON.stringify(done.body));
    }
    console.log('statements per step (4 checkouts; the first warms the caches)');
    for (const [key, list] of Object.entries(counts)) console.log(`${key.padEnd(10)}${list.join(' ')}`);
    await app.close();
  } finally {
    await handle.close();
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
