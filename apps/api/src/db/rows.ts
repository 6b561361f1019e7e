// The rows of a raw SQL statement (`db.execute(sql`…`)`), typed by the caller: both drivers answer
// `{ rows }`, which Drizzle's result type does not say.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
