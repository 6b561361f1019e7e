// A LISTEN/NOTIFY channel fanned out to the open streams of this API process. Writers call
// pg_notify inside their transaction (PostgreSQL delivers only on commit, to every listening
// process; PGlite delivers in-process); each process LISTENs once per channel and filters per
// subscriber in memory. The slot hub (live.hub.ts) is the same idea specialised to the grid.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface TopicMessage {
  organizationId: string;
  [key: string]: unknown;
}

export interface TopicSubscriber<M extends TopicMessage> {
  organizationId: string;
  accepts?: (message: M) => boolean;
  send: (message: M) => void;
}

/** Announces a change; the payload must stay under PostgreSQL's 8000-byte NOTIFY limit. */
export async function publish(db: DbOrTx, channel: string, message: TopicMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(message)})`);
}

export class TopicHub<M extends TopicMessage> {
  private readonly subscribers = new Set<TopicSubscriber<M>>();
  private unlisten: (() => Promise<void>) | undefined;
  private starting: Promise<void> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly channel: string,
  ) {}

  async subscribe(subscriber: TopicSubscriber<M>): Promise<() => void> {
    this.subscribers.add(subscriber);
    this.starting ??= this.app.dbHandle
      .listen(this.channel, (payload) => this.dispatch(payload))
      .then((stop) => {
        this.unlisten = stop;
      });
    await this.starting;
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  private dispatch(payload: string): void {
    let message: M;
    try {
      message = JSON.parse(payload) as M;
    } catch {
      return;
    }
    if (!message || typeof message.organizationId !== 'string') return;
    for (const s of this.subscribers) {
      if (s.organizationId === message.organizationId && (!s.accepts || s.accepts(message))) s.send(message);
    }
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    await this.unlisten?.();
  }
}

/**
 * Serves a hub as server-sent events on a hijacked reply: `ready` first, then one `event` per
 * message (mapped by `toEvent`), a comment every 25 s to keep proxies from closing the stream.
 */
export async function streamTopic<M extends TopicMessage>(
  hub: TopicHub<M>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    organizationId: string;
    accepts?: (message: M) => boolean;
    toEvent: (message: M) => { event: string; data: unknown } | undefined;
    ready?: unknown;
    open: Set<() => void>;
  },
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify(options.ready ?? {})}\n\n`);
  const unsubscribe = await hub.subscribe({
    organizationId: options.organizationId,
    accepts: options.accepts,
    send: (m) => {
      const e = options.toEvent(m);
      if (e && !raw.writableEnded) raw.write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
    },
  });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 25_000);
  heartbeat.unref();
  const finish = () => {
    clearInterval(heartbeat);
    unsubscribe();
    options.open.delete(finish);
    if (!raw.writableEnded) raw.end();
  };
  options.open.add(finish);
  request.raw.on('close', finish);
}
