// The start-up's migration check (docs/decisions/016-start-up-time.md): a database with the journal's
// last migration skips the migrator; one without it (or without Drizzle's table) runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import type { DatabaseHandle } from './client';
import { migrationsUpToDate, runMigrations } from './migrate';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(false));
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migrationsUpToDate', () => {
  it('is true on a migrated database, and running the migrations again changes nothing', async () => {
    expect(await migrationsUpToDate(database)).toBe(true);
    const before = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await runMigrations(database);
    const after = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('is false when the last migration is missing or its file changed, and without the table', async () => {
    await database.query(
      'update drizzle.__drizzle_migrations set hash = $1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      ['changed'],
    );
    expect(await migrationsUpToDate(database)).toBe(false);
    await database.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    expect(await migrationsUpToDate(database)).toBe(false);
    await database.query('alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away');
    expect(await migrationsUpToDate(database)).toBe(false);
  });
});
