// The API under test for bench/availability.ts and bench/holds.ts: a child process with a fresh
// database (in-memory PGlite, or a new database on BENCH_DATABASE_URL), migrated and seeded with the
// demo venue. The parent drives it over IPC: `direct` runs the availability query straight
// through the database driver in this same process, `overlaps` checks the exclusion invariant.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { addDays, localDate } from '@courtside/core/slots/time';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/client';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { DEMO_SLUG, seedDemo } from '../apps/api/src/db/seed/demo';
import { availability } from '../apps/api/src/modules/availability/availability.service';
import { answerMemo } from '../apps/api/src/modules/availability/availability.memo';
import { scopeForDates } from '../apps/api/src/modules/booking/resource-grid';
import { holdCourt } from '../apps/api/src/modules/booking/hold-court';
import { AppError } from '../apps/api/src/lib/app-error';
import { pgCodes, pgErrorCode } from '../apps/api/src/lib/pg-errors';
import { queryPrepared } from '../apps/api/src/db/prepared';
import { percentile, randomHoldSlot } from './hold-slots';
import type { HoldSlot, InsertStats } from './hold-slots';
import { venueSnapshotSql } from '../apps/api/src/modules/booking/venue-snapshot';

export interface LatencyStats {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export type ServerMessage =
  | {
      type: 'ready';
      port: number;
      /** A bare Fastify server whose POST /insert runs the direct INSERT (the HTTP floor of a hold). */
      barePort: number;
      kind: string;
      /** The PostgreSQL database's name (its backends' CPU is counted by bench/cpu.ts); none on PGlite. */
      database?: string;
      date: string;
      organizationId: string;
      locationId: string;
      slotCount: number;
      bookingCount: number;
      candidates: { resourceId: string; start: string; end: string }[];
    }
  | { type: 'direct'; stats: LatencyStats }
  | { type: 'overlaps'; overlaps: number; holds: number }
  | { type: 'inserted'; stats: InsertStats }
  | { type: 'cleared' }
  | { type: 'profiling' }
  | { type: 'profiled'; file: string }
  | { type: 'stopped' };

export type ParentMessage =
  | { type: 'direct'; seconds: number; concurrency: number }
  | {
      type: 'insert';
      seconds: number;
      concurrency: number;
      slots: HoldSlot[];
      fill: number;
      /** 'row': the booking row alone (the limit); 'function': the API's hold call, no HTTP. */
      what?: 'row' | 'function';
    }
  | { type: 'clear' }
  | { type: 'overlaps' }
  /** BENCH_PROFILE: a CPU profile of this process over the HTTP phases only, written to `file`. */
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'stop' };

const send = (m: ServerMessage) => process.send!(m);

/**
 * A slot found taken: the exclusion constraint (or two inserts checking each other's rows at once,
 * one aborted as a deadlock victim) for the bare row, SLOT_TAKEN from the API's hold call.
 */
function isRefusal(error: unknown): boolean {
  const code = pgErrorCode(error);
  return (
    code === pgCodes.exclusionViolation ||
    code === pgCodes.deadlockDetected ||
    (error instanceof AppError && error.code === 'SLOT_TAKEN')
  );
}

/** The booking row a hold writes, inserted straight into the table (the hold bench's limit). */
const INSERT_ROW = `insert into bookings (organization_id, resource_id, starts_at, ends_at, type, status, price_cents, guest_token, expires_at)
  values ($1, $2, $3, $4, 'normal', 'reserved', 2000, $5, now() + interval '7 minutes')`;

/**
 * The floor of an HTTP answer on this machine: a Fastify server with default options and two routes.
 * POST /insert (a hold's floor) parses the JSON body and runs INSERT_ROW — no checks, no grid, no
 * history, no announcement — and answers 201, or 409 when the exclusion constraint refuses the row.
 * GET /snapshot (an availability miss's floor) runs the snapshot query by name, as the direct side
 * does, and answers with the bytes of the endpoint's answer for that day (`answer`, fetched once).
 */
async function bareServer(
  database: DatabaseHandle,
  organizationId: string,
  snapshot: () => Promise<unknown>,
  answer: Buffer,
): Promise<number> {
  const bare = Fastify();
  bare.get('/snapshot', async (_request, reply) => {
    await snapshot();
    return reply.type('application/json; charset=utf-8').send(answer);
  });
  bare.post<{ Body: HoldSlot }>('/insert', async (request, reply) => {
    const { resourceId, start, end } = request.body;
    try {
      await database.query(INSERT_ROW, [organizationId, resourceId, start, end, request.headers['x-guest-token']]);
      return reply.code(201).send({ ok: true });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return reply.code(409).send({ error: { code: 'SLOT_TAKEN' } });
    }
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
const tz = 'Europe/Berlin';

async function freshDatabase(): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
  kind: string;
  name?: string;
}> {
  const url = process.env.BENCH_DATABASE_URL;
  const poolSize = Number(process.env.BENCH_POOL ?? 10);
  if (!url) return { database: await openDatabase({}), drop: async () => {}, kind: 'PGlite (in-memory)' };
  const name = `cs_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolSize });
  return {
    database,
    kind: `PostgreSQL (pool ${poolSize})`,
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main(): Promise<void> {
  const { database, drop, kind, name } = await freshDatabase();
  await runMigrations(database);
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    HOST: '127.0.0.1',
    PORT: '0',
    AVAILABILITY_CACHE_MS: process.env.AVAILABILITY_CACHE_MS ?? '1000',
  });
  // BENCH_ANSWER_MEMO=0: every request builds its answer (a snapshot that changed each time).
  answerMemo.enabled = process.env.BENCH_ANSWER_MEMO !== '0';
  const app = await buildApp({ config, database, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const org = (await database.query('select id from organizations where slug = $1', [DEMO_SLUG])).rows[0]!.id as string;
  const locationId = (await database.query('select id from locations where organization_id = $1', [org])).rows[0]!
    .id as string;
  // The busiest day of the coming two weeks: the most live bookings.
  const today = localDate(new Date(), tz);
  const busiest = await database.query(
    `select to_char(starts_at at time zone $2, 'YYYY-MM-DD') as day, count(*)::int as n from bookings
     where organization_id = $1 and status in ('reserved','pending','upcoming') and starts_at >= now()
     group by 1 order by 2 desc, 1 limit 1`,
    [org, tz],
  );
  const date = (busiest.rows[0]?.day as string | undefined) ?? addDays(today, 1);
  const grid = await availability(database.db, { organizationId: org, date, locationId });
  const query = new PgDialect().sqlToQuery(venueSnapshotSql(scopeForDates(org, date, date, { locationId })));
  // Prepared by name, as the endpoint runs it (db/prepared.ts): the limit, not the planner.
  const snapshot = () => queryPrepared(database.db, 'bench_snapshot', query.sql, query.params);
  const candidates: { resourceId: string; start: string; end: string }[] = [];
  for (let d = 1; d <= 13; d++) {
    const day = await availability(database.db, { organizationId: org, date: addDays(today, d), locationId });
    for (const row of day.rows)
      for (const s of row.slots)
        if (s.state !== 'come_together' && !s.blocked)
          candidates.push({ resourceId: row.resourceId, start: s.start, end: s.end });
  }
  send({
    type: 'ready',
    port,
    barePort: await bareServer(
      database,
      org,
      snapshot,
      Buffer.from(
        await (
          await fetch(`http://127.0.0.1:${port}/api/v1/availability?date=${date}&locationId=${locationId}`)
        ).arrayBuffer(),
      ),
    ),
    kind,
    database: name,
    date,
    organizationId: org,
    locationId,
    slotCount: grid.rows.reduce((sum, r) => sum + r.slots.length, 0),
    bookingCount: Number(busiest.rows[0]?.n ?? 0),
    candidates,
  });

  let profiler: Session | undefined;
  process.on('message', async (message: ParentMessage) => {
    if (message.type === 'direct') {
      const latencies: number[] = [];
      const until = performance.now() + message.seconds * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: message.concurrency }, async () => {
          while (performance.now() < until) {
            const t0 = performance.now();
            await snapshot();
            latencies.push(performance.now() - t0);
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
    } else if (message.type === 'insert') {
      // The limit of a hold: the booking row a hold writes (same table, constraint, foreign keys
      // and triggers), one INSERT per request through the same pool, same slots, same concurrency.
      const latencies: number[] = [];
      let inserted = 0;
      let fillSeconds: number | null = null;
      let first: number | undefined;
      const until = performance.now() + message.seconds * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: message.concurrency }, async () => {
          // Until `fill` rows are in, as the HTTP side (bench/holds.ts).
          while (performance.now() < until && inserted < message.fill) {
            const slot = randomHoldSlot(message.slots);
            const t0 = performance.now();
            try {
              const guest = `direct-${randomBytes(8).toString('hex')}`;
              if (message.what === 'function') {
                // The API's own hold call (hold-court.ts: the SQL function by name, then its
                // announcement), without the HTTP request around it.
                await holdCourt(
                  database.db,
                  {
                    organizationId: org,
                    resourceId: slot.resourceId,
                    startsAt: new Date(slot.start),
                    endsAt: new Date(slot.end),
                    type: 'normal',
                    priceCents: 2000,
                    guestToken: guest,
                    expiresAt: new Date(Date.now() + 7 * 60_000),
                  },
                  locationId,
                  new Date(),
                  null,
                );
              } else await database.query(INSERT_ROW, [org, slot.resourceId, slot.start, slot.end, guest]);
              first ??= performance.now();
              // Timed from the first answer, as the HTTP side is (bench/holds.ts).
              if (++inserted === message.fill) fillSeconds = (performance.now() - first) / 1000;
            } catch (error) {
              if (!isRefusal(error)) throw error;
              first ??= performance.now();
            }
            latencies.push(performance.now() - t0);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      send({
        type: 'inserted',
        stats: {
          requests: latencies.length,
          perSecond: latencies.length / seconds,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          inserted,
          fillSeconds,
        },
      });
    } else if (message.type === 'clear') {
      // Between rounds: the slots free again (history rows go with their bookings).
      await database.query(
        `delete from bookings where guest_token like 'bench-%' or guest_token like 'direct-%' or guest_token like 'bare-%'`,
      );
      send({ type: 'cleared' });
    } else if (message.type === 'overlaps') {
      const overlaps = await database.query(
        `select count(*)::int as n from bookings a join bookings b
           on a.resource_id = b.resource_id and a.id < b.id and a.during && b.during
         where a.status in ('reserved','pending','upcoming') and b.status in ('reserved','pending','upcoming')
           and a.session_id is null and b.session_id is null`,
      );
      const holds = await database.query(`select count(*)::int as n from bookings where guest_token like 'bench-%'`);
      send({ type: 'overlaps', overlaps: Number(overlaps.rows[0]!.n), holds: Number(holds.rows[0]!.n) });
    } else if (message.type === 'profile-start') {
      profiler ??= new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      send({ type: 'profiling' });
    } else if (message.type === 'profile-stop' && profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      writeFileSync(message.file, JSON.stringify(profile));
      send({ type: 'profiled', file: message.file });
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
