// The node-postgres pool of the API (loaded only with DATABASE_URL, docs/decisions/016-start-up-time.md).
// pg-pool's own `query` closes the connection after *any* failed statement, also after an ordinary
// SQL error such as a refused hold (409 SLOT_TAKEN) or a unique violation: the next request then
// pays for a new PostgreSQL backend and re-prepares the named statements (docs/decisions/
// 017-hold-in-one-call.md). Here a statement that the server answered with an error of severity
// ERROR gives its connection back for reuse (in autocommit nothing of it is left open); socket
// errors, FATAL answers and anything unknown still drop the connection, as before.
import pg from 'pg';
import type { QueryConfig, QueryResult } from 'pg';
import { isConnectionError } from '../lib/pg-errors';

/** A server's ordinary error answer, after which the connection is still good. */
export function keepsConnection(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return false;
  return error.severity === 'ERROR' && !isConnectionError(error);
}

/** A pg.Pool whose promise-returning `query` keeps the connection after an ordinary SQL error. */
export function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const run = async (config: string | QueryConfig, values?: unknown[]): Promise<QueryResult> => {
    const client = await pool.connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      client.release(keepsConnection(error) ? undefined : (error as Error));
      throw error;
    }
  };
  // Drizzle and the API call query(config) or query(text, values) and await the promise; the
  // callback forms keep pg-pool's behaviour.
  pool.query = ((...args: unknown[]) => {
    const [config, values, callback] = args;
    if (typeof config === 'function' || typeof values === 'function' || typeof callback === 'function') {
      return original(...args);
    }
    return run(config as string | QueryConfig, values as unknown[] | undefined);
  }) as pg.Pool['query'];
  return pool;
}
