// PGlite when DATABASE_URL is unset, node-postgres otherwise: one schema, two drivers
// (docs/ARCHITECTURE.md, docs/decisions/001-pglite-by-default.md).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
// node-postgres loads only with DATABASE_URL (docs/decisions/016-start-up-time.md).
import type pg from 'pg';
import * as schema from './schema/index';
import { PgListener } from './pg-listener';
import { retryTopLevelTransactions } from './transaction-retry';
import { isConnectionError } from '../lib/pg-errors';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories accept either a Database or a Tx. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** Where the database module logs (the app's logger once it exists; silent before). */
export interface DatabaseLogger {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

/**
 * Whether the database server answers, as this process last saw it. Goes down on a lost or
 * refused connection, up again on the next connection made; logs once per change.
 */
export class DatabaseStatus {
  private isUp = true;
  private readonly listeners = new Set<(up: boolean) => void>();
  logger: DatabaseLogger | undefined;

  get up(): boolean {
    return this.isUp;
  }

  markDown(error: unknown): void {
    if (!this.isUp) return;
    this.isUp = false;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger?.warn({ reason }, 'database unavailable: requests answer 503 and jobs pause until it is back');
    for (const l of this.listeners) l(false);
  }

  markUp(): void {
    if (this.isUp) return;
    this.isUp = true;
    this.logger?.info({}, 'database available again');
    for (const l of this.listeners) l(true);
  }

  onChange(listener: (up: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with parameters, for LISTEN/NOTIFY-free diagnostics and benches. */
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Subscribe to a NOTIFY channel; returns an unsubscribe function. `onResync` runs after the
   * listening connection was lost and made again: notifications of the gap are gone, so whoever
   * listens must refresh what it derived from them.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ) => Promise<() => Promise<void>>;
  status: DatabaseStatus;
  /** Routes the module's warnings to the app's logger. */
  setLogger: (logger: DatabaseLogger) => void;
  close: () => Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string;
  /** A PGlite data directory dump (dumpDataDir) to start from instead of an empty cluster (tests). */
  loadDataDir?: Blob;
  /** PGlite's WebAssembly, already compiled (tests start PGlite about 180 times a run). */
  pgliteBoot?: PGliteBoot;
  poolSize?: number;
  /** How long to wait for a new connection before the request fails with 503 (ms). */
  connectTimeoutMs?: number;
  /** Server-side cap on one statement (ms). */
  statementTimeoutMs?: number;
  /** Retry options of the LISTEN connection (tests shorten them). */
  listenBackoff?: { initialMs: number; maxMs: number };
}

/** What PGlite.create would otherwise load and compile on every start. */
export interface PGliteBoot {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    // btree_gist: the bookings' exclusion constraint; pg_trgm: the staff lists' searches (drizzle/0048).
    extensions: { btree_gist, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...options.pgliteBoot,
  });
  const db = retryTopLevelTransactions(drizzlePglite({ client: pglite, schema }) as unknown as Database);
  const status = new DatabaseStatus();
  return {
    db,
    kind: 'pglite',
    pglite,
    status,
    setLogger: (logger) => {
      status.logger = logger;
    },
    query: async (text, params) => {
      const r = await pglite.query<Record<string, unknown>>(text, params as unknown[]);
      return { rows: r.rows };
    },
    listen: async (channel, onPayload) => pglite.listen(channel, onPayload),
    close: async () => {
      await pglite.close();
    },
  };
}

async function openPostgres(databaseUrl: string, options: OpenOptions): Promise<DatabaseHandle> {
  const [{ createPool }, { drizzle: drizzlePg }] = await Promise.all([
    import('./pg-pool'), // keeps a connection after an ordinary SQL error (pg-pool.ts)
    import('drizzle-orm/node-postgres'),
  ]);
  const status = new DatabaseStatus();
  const pool = createPool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    // A server that is away answers 503 within seconds instead of queueing requests forever.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    // A process that stops between statements does not keep its row locks for long.
    idle_in_transaction_session_timeout: 60_000,
    // No JIT compilation: it costs 15-200 ms per statement whose estimated cost passes
    // jit_above_cost (a report over a year), more than the statement itself (ADR 033). A
    // connection string's own `options` parameter takes precedence over this.
    options: '-c jit=off',
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose connection broke: pg-pool has removed it; without this listener the
  // 'error' event would end the process.
  pool.on('error', (error) => status.markDown(error));
  pool.on('connect', (client) => {
    status.markUp();
    // A checked-out client has no pool listener: its query fails with the error, and the
    // broken client is dropped on release (pg-pool checks that it is still queryable).
    client.on('error', (error) => status.markDown(error));
  });
  // Fail fast with a clear message when the server cannot be reached at start.
  await pool.query('select 1');
  const db = retryTopLevelTransactions(drizzlePg({ client: pool, schema }) as unknown as Database);
  const listener = new PgListener(pool, status, options.listenBackoff ?? { initialMs: 250, maxMs: 5_000 });
  return {
    db,
    kind: 'postgres',
    pool,
    status,
    setLogger: (logger) => {
      status.logger = logger;
    },
    query: async (text, params) => {
      try {
        const r = await pool.query(text, params as unknown[]);
        return { rows: r.rows };
      } catch (error) {
        if (isConnectionError(error)) status.markDown(error);
        throw error;
      }
    },
    listen: (channel, onPayload, onResync) => listener.listen(channel, onPayload, onResync),
    close: async () => {
      listener.close();
      await pool.end();
    },
  };
}
