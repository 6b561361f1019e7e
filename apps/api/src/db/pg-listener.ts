// The LISTEN side of PostgreSQL (db/client.ts opens it): one connection that follows every channel
// this process subscribed to, and reconnects after the database went away (docs/product/reliability.md).
import type pg from 'pg';
import type { DatabaseStatus } from './client';
import { isConnectionError } from '../lib/pg-errors';

interface ChannelHandler {
  onPayload: (payload: string) => void;
  onResync?: () => void;
}

/**
 * One dedicated connection that LISTENs on every channel this process subscribed to. When it
 * breaks, a fresh one is made with growing delays (with jitter, so instances do not reconnect in
 * step), LISTENs again, and every handler is told to resync.
 */
export class PgListener {
  private client: pg.PoolClient | undefined;
  /** The channels the current client LISTENs on. */
  private listening = new Set<string>();
  private connecting: Promise<void> | undefined;
  private readonly handlers = new Map<string, Set<ChannelHandler>>();
  private retryTimer: NodeJS.Timeout | undefined;
  private delay: number;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly status: DatabaseStatus,
    private readonly backoff: { initialMs: number; maxMs: number },
  ) {
    this.delay = backoff.initialMs;
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>> {
    const handler: ChannelHandler = { onPayload, ...(onResync ? { onResync } : {}) };
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    // Joins a connect in flight; while the server is away it resolves once a retry is scheduled
    // (the retry LISTENs on every channel known by then, this one included).
    await this.ensureConnected(false);
    const client = this.client;
    if (client && !this.listening.has(channel)) {
      try {
        await client.query(`LISTEN ${quoteChannel(channel)}`);
        this.listening.add(channel);
      } catch (error) {
        this.lost(error, client);
      }
    }
    const handlers = set;
    return async () => {
      handlers.delete(handler);
    };
  }

  private ensureConnected(isReconnect: boolean): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect(isReconnect).finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(isReconnect: boolean): Promise<void> {
    if (this.closed || this.client) return;
    let client: pg.PoolClient | undefined;
    const listening = new Set<string>();
    try {
      client = await this.pool.connect();
      const current = client;
      current.on('notification', (msg) => {
        for (const h of this.handlers.get(msg.channel) ?? []) h.onPayload(msg.payload ?? '');
      });
      current.on('error', (error) => this.lost(error, current));
      current.on('end', () => this.lost(new Error('LISTEN connection ended'), current));
      for (const channel of this.handlers.keys()) {
        await current.query(`LISTEN ${quoteChannel(channel)}`);
        listening.add(channel);
      }
    } catch (error) {
      client?.release(error instanceof Error ? error : true);
      if (isConnectionError(error)) this.status.markDown(error);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      client.release();
      return;
    }
    this.client = client;
    this.listening = listening;
    this.delay = this.backoff.initialMs;
    if (isReconnect) {
      for (const set of this.handlers.values()) for (const h of set) h.onResync?.();
    }
  }

  private lost(error: unknown, which: pg.PoolClient): void {
    if (which !== this.client) return;
    const client = this.client;
    this.client = undefined;
    if (client) {
      this.status.markDown(error);
      // Destroys the socket instead of returning a broken client to the pool.
      client.release(error instanceof Error ? error : true);
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const wait = Math.round(this.delay / 2 + (Math.random() * this.delay) / 2);
    this.delay = Math.min(this.delay * 2, this.backoff.maxMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.ensureConnected(true);
    }, wait);
    this.retryTimer.unref();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    client?.release();
  }
}

function quoteChannel(channel: string): string {
  return `"${channel.replaceAll('"', '')}"`;
}
