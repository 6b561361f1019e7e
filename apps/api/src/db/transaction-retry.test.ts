import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import type { DatabaseHandle } from './client';
import { retryTransaction } from './transaction-retry';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
/** Drizzle wraps the driver's error: the SQLSTATE sits on `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });
const noSleep = { sleep: async () => {}, random: () => 0.5 };

describe('retryTransaction', () => {
  it('runs a transaction again after a serialization failure or a deadlock', async () => {
    for (const code of ['40001', '40P01']) {
      let runs = 0;
      const result = await retryTransaction(
        async () => {
          runs++;
          if (runs < 3) throw wrapped(code);
          return 'done';
        },
        { attempts: 5, baseDelayMs: 10, ...noSleep },
      );
      expect(result).toBe('done');
      expect(runs).toBe(3);
    }
  });

  it('does not retry other errors', async () => {
    let runs = 0;
    await expect(
      retryTransaction(
        async () => {
          runs++;
          throw wrapped('23505');
        },
        { attempts: 5, baseDelayMs: 10, ...noSleep },
      ),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });

  it('gives up after the set number of attempts, waiting a growing random time in between', async () => {
    let runs = 0;
    const waits: number[] = [];
    await expect(
      retryTransaction(
        async () => {
          runs++;
          throw pgError('40P01');
        },
        { attempts: 4, baseDelayMs: 10, sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
      ),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(4);
    expect(waits).toEqual([10, 20, 40]);
  });
});

describe('db.transaction on the real database', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(false));
    await database.query('create table retry_probe (id int primary key, note text not null)');
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const forceSerializationFailure = sql`do $$ begin raise exception 'forced' using errcode = 'serialization_failure'; end $$`;

  it('retries a top-level transaction that failed with 40001, and only the top level', async () => {
    let outer = 0;
    let inner = 0;
    await database.db.transaction(async (tx) => {
      outer++;
      await tx.execute(sql`insert into retry_probe (id, note) values (1, 'once')`);
      await tx.transaction(async (nested) => {
        inner++;
        if (outer === 1) await nested.execute(forceSerializationFailure);
      });
    });
    // The savepoint did not retry on its own: the whole transaction ran again, and its first
    // run's insert was rolled back (no duplicate key).
    expect({ outer, inner }).toEqual({ outer: 2, inner: 2 });
    const { rows } = await database.query('select note from retry_probe where id = 1');
    expect(rows).toEqual([{ note: 'once' }]);
  });

  it('does not retry a transaction that failed for another reason', async () => {
    let runs = 0;
    await expect(
      database.db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`insert into retry_probe (id, note) values (1, 'duplicate')`);
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });

  it('stays usable after a failed write, inside and outside a transaction', async () => {
    await expect(database.query('insert into retry_probe (id, note) values (2, null)')).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into retry_probe (id, note) values (3, 'rolled back')`);
        await tx.execute(sql`insert into retry_probe (id, note) values (3, 'duplicate')`);
      }),
    ).rejects.toThrow();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into retry_probe (id, note) values (4, 'after the failures')`);
    });
    const { rows } = await database.query('select id, note from retry_probe order by id');
    expect(rows).toEqual([
      { id: 1, note: 'once' },
      { id: 4, note: 'after the failures' },
    ]);
  });
});
