// Drizzle queries of fixed shape, built once per process (docs/decisions/030-checkout-statements-built-once.md).
// A query written with Drizzle's builder is turned into SQL text on every call: on a checkout that
// was a fifth of the API's CPU. Here the builder runs once, with `sql.placeholder(…)` where the
// call's values go; every later call hands the kept text, parameters and result fields to the
// session it runs on — the pool, or a transaction's connection — which runs it as a named
// prepared statement on PostgreSQL (parsed and planned once per connection, also inside
// transactions, which db/prepared.ts cannot do) and maps the rows exactly as Drizzle does.
//
// Rules for a query given here: its values come only through placeholders (the builder sees no
// call's values, so none can be kept by mistake); a placeholder carries a plain value the driver
// sends as it is (an id, text, a number, a boolean; an instant as its ISO text) — never JSON: Drizzle's types let a
// placeholder in only as a condition's value or wrapped in sql``, where no column encodes it (JSON
// goes as text cast in the SQL, `sql\`${sql.placeholder('x')}::jsonb\``); each name belongs to one
// query. A write on a table that computes a column in JavaScript (`$defaultFn`, `$onUpdate`) is
// refused: the first call's value would be kept for every later one.
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** What Drizzle's prepared query keeps of a built statement (drizzle-orm/pg-core/session.js). */
interface Built {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper: unknown;
  joinsNotNullableMap: unknown;
  queryMetadata: unknown;
  cacheConfig: unknown;
}

interface RunningQuery {
  joinsNotNullableMap?: unknown;
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** The session behind a database or a transaction handle (PgDatabase.session). */
interface Session {
  prepareQuery(
    query: Built['query'],
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
    customResultMapper: unknown,
    queryMetadata: unknown,
    cacheConfig: unknown,
  ): RunningQuery;
}

/** A Drizzle query with `.prepare(name)`: a select, insert, update or delete builder. */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

const names = new Map<string, string>();

/** An insert or update (Drizzle's builder config) on a table with a column computed in JavaScript. */
function assertNoComputedColumns(name: string, query: unknown): void {
  const config = (query as { config?: { table?: Table; values?: unknown; set?: unknown } }).config;
  if (!config?.table || (config.values === undefined && config.set === undefined)) return;
  const computed = Object.entries(getTableColumns(config.table))
    .filter(([, column]) => column.defaultFn || column.onUpdateFn)
    .map(([key]) => key);
  if (computed.length)
    throw new Error(
      `builtOnce(${name}): ${getTableName(config.table)} computes ${computed.join(', ')} in JavaScript; a kept write would repeat the first value`,
    );
}

/**
 * The query `build` makes, built on its first call and run with `values` for its placeholders on
 * every call; `name` names the prepared statement and must be unique.
 */
export function builtOnce<V extends Record<string, unknown>, R>(
  name: string,
  build: (db: DbOrTx) => Preparable<R>,
): (db: DbOrTx, values: V) => Promise<R> {
  let built: Built | undefined;
  return (db, values) => {
    if (!built) {
      const query = build(db);
      assertNoComputedColumns(name, query);
      const prepared = query.prepare(name) as unknown as Built;
      if (typeof prepared.query?.sql !== 'string' || !Array.isArray(prepared.query.params))
        throw new Error(`builtOnce(${name}): this Drizzle version keeps no query text on a prepared query`);
      const text = names.get(name);
      if (text !== undefined && text !== prepared.query.sql)
        throw new Error(`builtOnce(${name}): the name is already given to another query`);
      names.set(name, prepared.query.sql);
      built = prepared;
    }
    const session = (db as unknown as { session: Session }).session;
    const query = session.prepareQuery(
      built.query,
      built.fields,
      name,
      built._isResponseInArrayMode,
      built.customResultMapper,
      built.queryMetadata,
      built.cacheConfig,
    );
    query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query.execute(values) as Promise<R>;
  };
}
