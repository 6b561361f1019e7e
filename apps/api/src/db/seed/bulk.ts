// Bulk inserts for the demo seed: a chunk of rows goes to the database as one JSON parameter and is
// expanded there (json_populate_recordset), so thousands of rows cost a few statements instead of
// tens of thousands of bound parameters. Column defaults apply to the keys a row leaves out; every
// constraint and trigger runs as for any insert.
// Every row should set the columns whose defaults are SQL (ids, timestamps) when any row does.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

const CHUNK = 2_000;

export async function bulkInsert<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const names = columns.map(([, c]) => sql.identifier(c.name));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = rows.slice(i, i + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        let value = (row as Record<string, unknown>)[key];
        // A key this row leaves out takes the column's plain default (not-null counters, flags).
        if (value === undefined && column.default !== undefined && typeof column.default !== 'object')
          value = column.default;
        out[column.name] = value instanceof Date ? value.toISOString() : value;
      }
      return out;
    });
    await db.execute(sql`insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(names, sql`, `)} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`);
  }
}
