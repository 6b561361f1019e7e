// PGlite when DATABASE_URL is unset, node-postgres otherwise: one schema, two drivers
// (docs/ARCHITECTURE.md, docs/decisions/001-pglite-by-default.md).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories accept either a Database or a Tx. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with parameters, for LISTEN/NOTIFY-free diagnostics and benches. */
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** Subscribe to a NOTIFY channel; returns an unsubscribe function. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
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
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Fail fast with a clear message when the server cannot be reached.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    let listenClient: pg.PoolClient | undefined;
    const handlers = new Map<string, Set<(payload: string) => void>>();
    return {
      db,
      kind: 'postgres',
      pool,
      query: async (text, params) => {
        const r = await pool.query(text, params as unknown[]);
        return { rows: r.rows };
      },
      listen: async (channel, onPayload) => {
        if (!listenClient) {
          listenClient = await pool.connect();
          listenClient.on('notification', (msg) => {
            for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
          });
        }
        let set = handlers.get(channel);
        if (!set) {
          set = new Set();
          handlers.set(channel, set);
          await listenClient.query(`LISTEN "${channel.replaceAll('"', '')}"`);
        }
        set.add(onPayload);
        return async () => {
          set.delete(onPayload);
        };
      },
      close: async () => {
        listenClient?.release();
        await pool.end();
      },
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
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
