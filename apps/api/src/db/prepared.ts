// Hot statements with fixed text (docs/decisions/014-hot-paths-in-one-call.md): on PostgreSQL they
// run as named prepared statements, so each pool connection parses and plans them once (the
// planner's generic plan after five runs) instead of on every call, and the query builder does not
// rebuild their text; on PGlite they go to the engine directly. Inside a transaction they run on
// the transaction's connection through Drizzle, unnamed.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DbOrTx } from './client';

export type Row = Record<string, unknown>;

/** `text` with $1…$n placeholders as a Drizzle SQL object with those values as parameters. */
export function withParams(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1]}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

/** Runs a statement of fixed text; `name` must be unique per text (it names the prepared statement). */
export async function queryPrepared(db: DbOrTx, name: string, text: string, values: unknown[]): Promise<Row[]> {
  if (db instanceof PgTransaction) {
    const result = await db.execute(withParams(text, values));
    return (result as unknown as { rows: Row[] }).rows;
  }
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (client && 'totalCount' in client) return (await client.query({ name, text, values })).rows as Row[];
  if (!client) throw new Error('queryPrepared: no database client');
  return (await client.query<Row>(text, values)).rows;
}
