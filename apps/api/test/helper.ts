// Builds the app on a fresh database for one test file: an in-memory PGlite by default, or a new
// database on the server named by TEST_DATABASE_URL (the same migrations and tests on both).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Config } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import type { DatabaseHandle, OpenOptions } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';
import { pgliteBoot, templateDump } from './pglite-template';
import { dropServerDatabase } from './server-database';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
}

export const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Set by test/global-setup.ts: a migrated (and a seeded) database to copy for each test file. */
function templates() {
  const provided = inject('databaseTemplates');
  return provided && provided.kind === (isPostgres ? 'postgres' : 'pglite') ? provided : null;
}

async function freshServerDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `cs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropServerDatabase(base, name) };
}

/** PostgreSQL only: how the app reaches its database (e.g. through a proxy) and pool options. */
export interface ServerOptions {
  via?: (databaseUrl: string) => string;
  open?: Partial<OpenOptions>;
}

/**
 * A database of its own for one test file, migrated, and with the demo venue when `seeded`:
 * a copy of the run's template when test/global-setup.ts made one, otherwise built from scratch.
 */
export async function openTestDatabase(
  seeded = false,
  serverOptions?: ServerOptions,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const template = templates();
  if (isPostgres) {
    const server = await freshServerDatabase(template ? (seeded ? template.seeded : template.empty) : undefined);
    const databaseUrl = serverOptions?.via ? serverOptions.via(server.url) : server.url;
    const database = await openDatabase({ databaseUrl, poolSize: 20, ...serverOptions?.open });
    if (!template) {
      await runMigrations(database);
      if (seeded) await seedDemo(database.db);
    }
    return { database, drop: server.drop };
  }
  if (template) {
    return {
      database: await openDatabase({
        loadDataDir: templateDump(seeded ? template.seeded : template.empty),
        pgliteBoot: await pgliteBoot(),
      }),
      drop: async () => {},
    };
  }
  const database = await openDatabase({});
  await runMigrations(database);
  if (seeded) await seedDemo(database.db);
  return { database, drop: async () => {} };
}

export async function buildTestApp(
  options: { seed?: boolean; env?: Record<string, string>; server?: ServerOptions } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(options.seed !== false, options.server);
  // Files (the media library) go to a folder of this test app, removed on close.
  const dataDir = path.join(tmpdir(), `courtside-test-${randomBytes(6).toString('hex')}`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...options.env,
  });
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
