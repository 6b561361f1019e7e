// The API's pool keeps a connection after an ordinary SQL error and drops it after a lost one
// (pg-pool.ts), and opens it with the session settings of client.ts. PostgreSQL only: PGlite has no
// pool.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, openTestDatabase } from '../../test/helper';
import type { DatabaseHandle } from './client';
import { keepsConnection } from './pg-pool';

const backend = async (database: DatabaseHandle) =>
  Number((await database.query('select pg_backend_pid() as pid')).rows[0]!.pid);

describe.skipIf(!isPostgres)('the API pool (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(false, { open: { poolSize: 1 } }));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('reuses the connection after SQL errors, through query() and through Drizzle', async () => {
    const pid = await backend(database);
    await expect(database.query('select 1/0')).rejects.toMatchObject({ code: '22012' });
    await expect(database.query(`select 'x'::uuid`)).rejects.toMatchObject({ code: '22P02' });
    await expect(database.db.execute(sql`select 1/0`)).rejects.toThrow();
    await expect(
      database.pool!.query({ name: 'pool_test_fail', text: 'select 1/$1::int as n', values: [0] }),
    ).rejects.toMatchObject({ code: '22012' });
    // The named statement stays prepared on the connection that was kept.
    expect(
      (await database.pool!.query({ name: 'pool_test_fail', text: 'select 1/$1::int as n', values: [1] })).rows,
    ).toEqual([{ n: 1 }]);
    expect(await backend(database)).toBe(pid);
    expect(database.pool!.totalCount).toBe(1);
  });

  it('drops the connection when the server ends it', async () => {
    const pid = await backend(database);
    await expect(database.query('select pg_terminate_backend(pg_backend_pid())')).rejects.toThrow();
    const next = await backend(database);
    expect(next).not.toBe(pid);
  });

  it('opens its connections without JIT compilation, and with the statement timeouts (ADR 033)', async () => {
    const settings = async () =>
      (
        await database.query(
          `select current_setting('jit') as jit, current_setting('statement_timeout') as st,
             current_setting('idle_in_transaction_session_timeout') as idle`,
        )
      ).rows[0];
    expect(await settings()).toEqual({ jit: 'off', st: '30s', idle: '1min' });
    // Also on a connection opened after the first was lost.
    await expect(database.query('select pg_terminate_backend(pg_backend_pid())')).rejects.toThrow();
    expect(await settings()).toEqual({ jit: 'off', st: '30s', idle: '1min' });
  });

  it('keeps only after an answer of severity ERROR', () => {
    expect(keepsConnection(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(keepsConnection(Object.assign(new Error('x'), { code: '23P01', severity: 'ERROR' }))).toBe(false);
  });
});
