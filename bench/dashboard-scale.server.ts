// The API under test for bench/dashboard-scale.ts: a child process with a fresh PostgreSQL database
// (created on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped at
// the end), migrated, seeded with the demo venue and then with 10 000 customers and 100 000
// bookings. The parent drives it over IPC: `capture` records the SQL one request runs, `direct`
// replays it straight through the pg pool in this same process (the baseline), `stop` closes and
// drops everything.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays, localDate } from '@courtside/core/slots/time';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { DEMO_SLUG, seedDemo } from '../apps/api/src/db/seed/demo';

export interface LatencyStats {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

// bench/availability.server.ts has the same helper, but importing it would start that server.
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
export const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const tz = 'Europe/Berlin';

export type DashServerMessage =
  | {
      type: 'ready';
      port: number;
      kind: string;
      bookings: number;
      customers: number;
      seedSeconds: number;
      from: string;
      to: string;
      weekFrom: string;
      weekTo: string;
    }
  | { type: 'captured'; statements: number }
  | { type: 'direct'; stats: LatencyStats }
  | { type: 'stopped' };

export type DashParentMessage =
  { type: 'capture'; on: boolean } | { type: 'direct'; seconds: number; concurrency: number } | { type: 'stop' };

const send = (m: DashServerMessage) => process.send!(m);

/** 10 000 customers, then bookings on distinct court-hours going back from two weeks ahead. */
async function seedScale(
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  org: string,
): Promise<void> {
  // The demo's own sample bookings and sessions would collide with the generated court-hours.
  await query('delete from bookings where organization_id = $1', [org]);
  // Course sessions keep their anchor slot (on delete restrict): the demo courses go first.
  await query('delete from courses where organization_id = $1', [org]);
  await query('delete from dynamic_slots where organization_id = $1', [org]);
  await query(
    `insert into users (organization_id, email, name, role, locale, email_verified_at)
     select $1, 'bench-customer-' || g || '@example.test', 'Bench Customer ' || g, 'customer', 'de', now()
     from generate_series(1, $2::int) g`,
    [org, CUSTOMERS],
  );
  const courts = Number(
    (await query('select count(*)::int as n from resources where organization_id = $1', [org])).rows[0]!.n,
  );
  const hoursPerDay = 13; // 10:00 … 22:00 starts, one hour each
  const days = Math.ceil(BOOKINGS / (courts * hoursPerDay));
  const lastDay = addDays(localDate(new Date(), tz), 13);
  const firstDay = addDays(lastDay, -(days - 1));
  // Past court-hours are completed (7 % cancelled, 3 % no-shows), future ones upcoming; 12 % abo.
  await query(
    `with courts as (select id, row_number() over (order by sort_order, name) - 1 as n from resources where organization_id = $1),
          customers as (select array_agg(id order by email) as ids from users where organization_id = $1 and email like 'bench-customer-%'),
          slots as (
            select d, h, c.id as resource_id, c.n as court_n,
                   (($2::date + d) + make_interval(hours => h)) at time zone $3 as starts_at
            from generate_series(0, $4::int - 1) d cross join generate_series(10, 22) h cross join courts c
            order by d desc, h, c.n
            limit $5::int),
          shaped as (
            select s.*, abs(hashtext(s.resource_id::text || s.starts_at::text)) % 1000 as r from slots s)
     insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, places, price_cents, user_id, no_show, cancelled_at, cancel_reason, cancelled_by_staff, created_at)
     select $1, resource_id, starts_at, starts_at + interval '1 hour',
            case when r % 100 < 12 then 'abo' else 'normal' end,
            case when starts_at > now() then 'upcoming' when r < 70 then 'cancelled' else 'completed' end,
            1,
            case when h >= 17 or extract(isodow from starts_at at time zone $3) >= 6 then 3600 else 2400 end,
            (select ids from customers)[1 + (r * 7919 + court_n) % $6::int],
            starts_at <= now() and r >= 70 and r < 100,
            case when starts_at <= now() and r < 70 then starts_at - interval '1 day' end,
            case when starts_at <= now() and r < 70 then (case when r < 20 then 'staff' else 'customer' end) end,
            starts_at <= now() and r < 20,
            starts_at - interval '7 days'
     from shaped`,
    [org, firstDay, tz, days, BOOKINGS, CUSTOMERS],
  );
  await seedOrders(query, org);
  // Each booking's history, as the booking flow writes it (docs/product.md#booking): hold, payment
  // started, confirmed; a cancelled one its cancel (by staff when its reason says so, which the
  // cancellations report counts); a no-show its mark. About 3.2 events per booking.
  await query(
    `insert into booking_events (organization_id, booking_id, action, from_status, to_status, actor_user_id, reason, details, created_at)
     select b.organization_id, b.id, e.action, e.from_status, e.to_status, b.user_id, e.reason, e.details, e.at
     from bookings b cross join lateral (values
       ('hold', null, 'reserved', null, null::jsonb, b.created_at),
       ('start_payment', 'reserved', 'pending', null, null, b.created_at + interval '1 minute'),
       ('confirm', 'pending', 'upcoming', null, null, b.created_at + interval '2 minutes')) e(action, from_status, to_status, reason, details, at)
     where b.organization_id = $1
     union all
     select b.organization_id, b.id, 'cancel', 'upcoming', 'cancelled', b.user_id, b.cancel_reason,
            jsonb_build_object('refund', 'full', 'byStaff', b.cancel_reason = 'staff'), b.cancelled_at
     from bookings b where b.organization_id = $1 and b.status = 'cancelled'
     union all
     select b.organization_id, b.id, 'no_show', 'completed', 'completed', null, null, null, b.ends_at
     from bookings b where b.organization_id = $1 and b.no_show`,
    [org],
  );
  // A live database has been through autovacuum after such a bulk insert (PostgreSQL 13+ vacuums
  // after inserts too): without it the visibility map is empty and every index-only scan (the
  // list's count, the reports' covering index) reads the heap as well, which no venue would see.
  for (const table of ['bookings', 'booking_events', 'users', 'orders', 'order_items', 'payments', 'invoices']) {
    await query(`vacuum analyze ${table}`);
  }
  // The customers list's first read after the import recomputes every person it touched (as the
  // first staff visit would); autovacuum then clears the taken queue rows.
  await query('select customer_figures_settle($1)', [org]);
  await query('vacuum analyze customer_figures_dirty');
  await query('vacuum analyze customer_figures');
}

/**
 * Every generated booking was paid online: its order (completed; cancelled bookings' orders too,
 * refunded), one item, one succeeded card payment and a paid invoice numbered in its year, as a
 * checkout leaves them — so the orders and invoices lists run over 100 000 rows each.
 */
async function seedOrders(
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  org: string,
): Promise<void> {
  await query(
    `create table bench_seed_orders as
     select gen_random_uuid() as order_id, b.id as booking_id, b.resource_id, r.name as resource_name,
            b.starts_at, b.ends_at, b.type, b.price_cents, b.user_id, u.name, u.email, b.created_at,
            round(b.price_cents / 1.19)::int as net_cents,
            extract(year from b.created_at at time zone $2)::int as year,
            row_number() over (partition by extract(year from b.created_at at time zone $2) order by b.created_at, b.id)::int
              -- after the demo's own invoices of that year
              + coalesce((select max(i.sequence) from invoices i where i.organization_id = $1
                            and i.year = extract(year from b.created_at at time zone $2)::int), 0) as sequence
     from bookings b join resources r on r.id = b.resource_id join users u on u.id = b.user_id
     where b.organization_id = $1`,
    [org, tz],
  );
  await query(
    `insert into orders (id, organization_id, user_id, customer, status, confirmation_status, provider, payment_method,
                         summary, total_cents, amount_due_cents, completed_at, created_at, updated_at)
     select order_id, $1, user_id, jsonb_build_object('name', name, 'email', email), 'completed', 'confirmed', 'stripe', 'card',
            jsonb_build_object('subtotal', price_cents, 'discount', 0, 'gross', price_cents, 'net', net_cents,
              'vat', price_cents - net_cents, 'serviceFee', 0, 'serviceFeeVat', 0, 'serviceFeeWaiver', 0,
              'total', price_cents, 'totalItems', 1),
            price_cents, price_cents, created_at, created_at, created_at
     from bench_seed_orders`,
    [org],
  );
  await query(
    `insert into order_items (organization_id, order_id, booking_id, resource_id, resource_name, starts_at, ends_at, booking_type, quantity,
                              unit_price_cents, subtotal_cents, discount_cents, gross_cents, vat_cents)
     select $1, order_id, booking_id, resource_id, resource_name, starts_at, ends_at, type, 1,
            price_cents, price_cents, 0, price_cents, price_cents - net_cents
     from bench_seed_orders`,
    [org],
  );
  await query(
    `insert into payments (organization_id, order_id, provider, method, provider_ref, amount_cents, status, succeeded_at, created_at, updated_at)
     select $1, order_id, 'stripe', 'card', 'pi_bench_' || replace(order_id::text, '-', ''), price_cents, 'succeeded',
            created_at, created_at, created_at
     from bench_seed_orders`,
    [org],
  );
  await query(
    `insert into invoices (organization_id, order_id, user_id, kind, number, year, sequence, status, seller, buyer, lines,
                           totals, total_cents, payment_method, issued_at, paid_at, created_at)
     select $1, order_id, user_id, 'invoice', year || '-' || lpad(sequence::text, 6, '0'), year, sequence, 'paid',
            '{"name":"Beach Arena"}'::jsonb, jsonb_build_object('name', name, 'email', email),
            jsonb_build_array(jsonb_build_object('kind', 'booking', 'description', resource_name, 'bookingId', booking_id,
              'quantity', 1, 'unitPriceCents', price_cents, 'subtotalCents', price_cents, 'discountCents', 0,
              'netCents', net_cents, 'vatCents', price_cents - net_cents, 'grossCents', price_cents, 'vatPercent', 19)),
            jsonb_build_object('subtotalCents', price_cents, 'discountCents', 0, 'netCents', net_cents,
              'vatCents', price_cents - net_cents, 'grossCents', price_cents, 'voucherCents', 0, 'amountDueCents', 0),
            price_cents, 'card', created_at, created_at, created_at
     from bench_seed_orders`,
    [org],
  );
  await query(
    `insert into invoice_counters (organization_id, year, last_sequence)
     select $1, year, max(sequence) from bench_seed_orders group by year
     on conflict (organization_id, year) do update set last_sequence = greatest(invoice_counters.last_sequence, excluded.last_sequence)`,
    [org],
  );
  await query(`update bookings b set order_id = s.order_id from bench_seed_orders s where s.booking_id = b.id`);
  await query('drop table bench_seed_orders');
}

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `cs_dash_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${name}`;
  const poolSize = Number(process.env.BENCH_POOL ?? 10);
  const database = await openDatabase({ databaseUrl: target.toString(), poolSize });
  const drop = async () => {
    // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE afterwards.
    if (process.env.BENCH_KEEP) return console.log(`kept database ${name}`);
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };

  await runMigrations(database);
  await seedDemo(database.db);
  const org = (await database.query('select id from organizations where slug = $1', [DEMO_SLUG])).rows[0]!.id as string;
  const t0 = performance.now();
  await seedScale(database.query, org);
  const seedSeconds = (performance.now() - t0) / 1000;
  const counts = (
    await database.query(
      `select (select count(*)::int from bookings where organization_id = $1) as b, (select count(*)::int from users where organization_id = $1 and role = 'customer') as u`,
      [org],
    )
  ).rows[0]!;

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const app = await buildApp({ config, database, serveWeb: false });
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const today = localDate(new Date(), tz);
  const weekFrom = today;
  const weekTo = addDays(today, 6);
  send({
    type: 'ready',
    port,
    kind: `PostgreSQL (pool ${poolSize})`,
    bookings: Number(counts.b),
    customers: Number(counts.u),
    seedSeconds,
    from: addDays(today, -27),
    to: today,
    weekFrom,
    weekTo,
  });

  // The baseline of an endpoint is the very statements it ran: the parent switches capture on,
  // sends one request, switches it off; `direct` then replays those statements, one after the
  // other per request, through the same pg pool (the auth lookup included, as in the request).
  const pool = database.pool!;
  const query = pool.query.bind(pool) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  let capturing = false;
  let captured: pg.QueryConfig[] = [];
  pool.query = ((config: string | pg.QueryConfig, values?: unknown[]) => {
    const statement: pg.QueryConfig =
      typeof config === 'string' ? { text: config, values } : { ...config, values: config.values ?? values };
    if (capturing) captured.push(statement);
    return query(statement);
  }) as typeof pool.query;
  process.on('message', async (message: DashParentMessage) => {
    if (message.type === 'capture') {
      capturing = message.on;
      if (message.on) captured = [];
      // Acknowledged either way, so the parent's request never races the switch.
      send({ type: 'captured', statements: captured.length });
    } else if (message.type === 'direct') {
      const statements = [...captured];
      const run = async () => {
        for (const statement of statements) await query(statement);
      };
      const latencies: number[] = [];
      const until = performance.now() + message.seconds * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: message.concurrency }, async () => {
          while (performance.now() < until) {
            const t = performance.now();
            await run();
            latencies.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      send({
        type: 'direct',
        stats: {
          requests: latencies.length,
          perSecond: latencies.length / seconds,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
        },
      });
    } else if (message.type === 'stop') {
      await app.close();
      await database.close();
      await drop();
      send({ type: 'stopped' });
      process.exit(0);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
