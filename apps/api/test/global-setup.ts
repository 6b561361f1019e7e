// Runs once per `vitest run` before the API test files: migrates (and seeds) one database and keeps
// it as a template, so each test file starts from a copy instead of repeating initdb, migrations and
// the demo seed (≈4 s per file on PGlite). PGlite: data-directory dumps in a temp folder; PostgreSQL:
// template databases on TEST_DATABASE_URL, copied with CREATE DATABASE … TEMPLATE.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';
import { compactDump, dropTemplateDatabases } from './pglite-template';
import { dropServerDatabase, waitUntilServerDatabaseUnused } from './server-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: files holding the dumps; PostgreSQL: names of the template databases. */
    databaseTemplates: { empty: string; seeded: string; kind: 'pglite' | 'postgres' } | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const base = new URL(serverUrl);
    const prefix = `cs_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    const names = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
    try {
      for (const [which, name] of Object.entries(names)) {
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(base);
        url.pathname = `/${name}`;
        const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
        await runMigrations(database);
        if (which === 'seeded') await seedDemo(database.db);
        await database.close();
        await waitUntilServerDatabaseUnused(serverUrl, name);
      }
    } finally {
      await admin.end();
    }
    project.provide('databaseTemplates', { ...names, kind: 'postgres' });
    return async () => {
      for (const name of Object.values(names)) await dropServerDatabase(serverUrl, name);
    };
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'courtside-test-db-'));
  const files = { empty: path.join(folder, 'empty.tar'), seeded: path.join(folder, 'seeded.tar') };
  const database = await openDatabase({});
  await dropTemplateDatabases(database.pglite!);
  await runMigrations(database);
  writeFileSync(files.empty, await compactDump(database.pglite!));
  await seedDemo(database.db);
  writeFileSync(files.seeded, await compactDump(database.pglite!));
  await database.close();
  project.provide('databaseTemplates', { ...files, kind: 'pglite' });
  return async () => rmSync(folder, { recursive: true, force: true });
}
