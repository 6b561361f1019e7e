// A short-lived cache of availability answers (p99 ≤ 50 ms at 10 connections on the
// busiest day). Booking grids poll and refetch the same day many times a second; the answer is a
// read model — the exclusion constraint, not this cache, decides whether a slot can be held.
//
// Freshness, in order of strength:
// 1. every successful write request of this process clears it before its answer is sent
//    (plugin below), so a client never reads its own change stale;
// 2. every slot notification (pg_notify from holds, payments, cancellations, moves, sessions,
//    expiry sweeps — from any API process) clears it, before the live stream fans the change out,
//    so a grid refetching on that event gets the new state;
// 3. an entry lives at most `AVAILABILITY_CACHE_MS` (default 1 s): changes made outside the API
//    (SQL by hand) and the passing of time (minimum notice) show within that.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SLOT_CHANNEL } from '../booking';

const MAX_ENTRIES = 500;

export class AvailabilityCache {
  private readonly entries = new Map<string, { body: Buffer; until: number }>();

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.body;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, body: Buffer, now = Date.now()): void {
    if (!this.enabled) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { body, until: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    availabilityCache: AvailabilityCache;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Registered before the routes, at the root: the cache and the hooks that keep it fresh. */
export const availabilityCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new AvailabilityCache(app.config.availabilityCacheMs);
  app.decorate('availabilityCache', cache);
  if (!cache.enabled) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) cache.clear();
    return payload;
  });
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // After a lost LISTEN connection the changes of the gap were missed: forget everything.
    unlisten = await app.dbHandle.listen(
      SLOT_CHANNEL,
      () => cache.clear(),
      () => cache.clear(),
    );
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });
});
