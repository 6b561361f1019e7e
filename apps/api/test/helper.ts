// Builds the app on a fresh database for one test file: an in-memory PGlite by default, or a new
// database on the server named by TEST_DATABASE_URL (the same migrations and tests on both).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Config } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
}

export const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function freshServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `cs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      // pool.end() returns before every backend has gone; forcing the drop while one is still
      // disconnecting sends it a FATAL 57P01 that surfaces as an unhandled error. Wait briefly.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (isPostgres) {
    const server = await freshServerDatabase();
    const database = await openDatabase({ databaseUrl: server.url, poolSize: 20 });
    await runMigrations(database);
    return { database, drop: server.drop };
  }
  const database = await openDatabase({});
  await runMigrations(database);
  return { database, drop: async () => {} };
}

export async function buildTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  if (options.seed !== false) await seedDemo(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'false', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', ...options.env });
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
