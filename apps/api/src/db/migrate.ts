import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../config/paths';
import type { DatabaseHandle } from './client';

// An arbitrary constant: the advisory lock that keeps two API processes starting at once from
// running the same migration twice.
const MIGRATION_LOCK = 727_001;

/**
 * Whether the database has the journal's last migration already: Drizzle's migrator applies what is
 * newer than its table's last row (created_at = the journal's `when`), so a match on that row's time
 * and the hash of the last file means there is nothing to do. One query instead of the migrator's
 * schema and table checks on every start (docs/decisions/016-start-up-time.md).
 */
export async function migrationsUpToDate(handle: DatabaseHandle, folder = migrationsFolder()): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const last = journal.entries.at(-1);
  if (!last) return true;
  const hash = createHash('sha256')
    .update(readFileSync(path.join(folder, `${last.tag}.sql`), 'utf8'))
    .digest('hex');
  const table = await handle.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.rows[0]?.present) return false;
  const { rows } = await handle.query(
    'select hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  return rows[0]?.hash === hash && rows[0]?.at === String(last.when);
}

/** Runs Drizzle's migrator from code (drizzle-kit migrate cannot load btree_gist into PGlite). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (await migrationsUpToDate(handle, folder)) return;
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const [{ migrate: migratePg }, { drizzle: drizzlePg }] = await Promise.all([
    import('drizzle-orm/node-postgres/migrator'),
    import('drizzle-orm/node-postgres'),
  ]);
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
