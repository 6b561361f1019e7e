// The database going away under a running API: a TCP proxy between this app and the PostgreSQL
// server drops every connection and refuses new ones for a while (what a restart or failover looks
// like to the app), without touching the server other test files use. A crash would surface as an
// unhandled error of this test run; a hang as a request over its time limit.
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp, isPostgres } from '../../test/helper';
import type { TestContext } from '../../test/helper';
import { demoVenue, quietDay } from '../../test/booking-fixtures';
import type { DemoVenue } from '../../test/booking-fixtures';
import { startTcpProxy, viaProxy } from '../../test/fakes/tcp-proxy';
import type { TcpProxy } from '../../test/fakes/tcp-proxy';

const tz = 'Europe/Berlin';
const day = quietDay(2);
const at = (time: string) => zonedInstant(day, time, tz).toISOString();

let t: TestContext;
let proxy: TcpProxy;
let venue: DemoVenue;
let base: string;
let databaseName: string;

/** The slowest an answer may take while the database is away (connect timeout 2 s, plus a loaded CI machine). */
const MAX_ANSWER_MS = 6_000;

interface Stream {
  events: { event: string; data: unknown }[];
  res: IncomingMessage;
  next: (match: (e: { event: string; data: unknown }) => boolean, ms: number) => Promise<unknown>;
}

function openStream(query: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/v1/availability/stream?${query}`, (res) => {
      const events: { event: string; data: unknown }[] = [];
      const waiters: { match: (e: { event: string; data: unknown }) => boolean; resolve: (d: unknown) => void }[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          const parsed = { event, data: JSON.parse(data) as unknown };
          events.push(parsed);
          for (const w of waiters.splice(0)) {
            if (w.match(parsed)) w.resolve(parsed.data);
            else waiters.push(w);
          }
        }
      });
      const next = (match: (e: { event: string; data: unknown }) => boolean, ms: number) =>
        new Promise((res2, rej2) => {
          const seen = events.find(match);
          if (seen) return res2(seen.data);
          const timer = setTimeout(() => rej2(new Error(`no matching event within ${ms} ms`)), ms);
          waiters.push({
            match,
            resolve: (d) => {
              clearTimeout(timer);
              res2(d);
            },
          });
        });
      resolve({ events, res, next });
    });
    req.on('error', reject);
    req.end();
  });
}

async function timed(run: () => Promise<{ statusCode: number; json: () => unknown }>) {
  const started = Date.now();
  const res = await run();
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, ms: Date.now() - started };
}

const health = () => timed(() => t.app.inject({ method: 'GET', url: '/api/v1/health' }));

async function waitForHealthy(limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await health()).status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy again within ${limitMs} ms`);
}

describe.skipIf(!isPostgres)('PostgreSQL going away (a TCP proxy cuts the connections)', () => {
  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await buildTestApp({
      server: {
        via: (url) => {
          databaseName = new URL(url).pathname.slice(1);
          return viaProxy(url, proxy);
        },
        open: { connectTimeoutMs: 2_000, listenBackoff: { initialMs: 100, maxMs: 1_000 } },
      },
    });
    venue = await demoVenue(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE while it is away, then serves again by itself', async () => {
    expect((await health()).status).toBe(200);
    const stream = await openStream(`date=${day}&locationId=${venue.locationId}`);
    await stream.next((e) => e.event === 'ready', 5_000);

    proxy.cut();
    const guest = { 'x-guest-token': 'outage-guest-000000001' };
    const during = await Promise.all([
      health(),
      health(),
      timed(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/holds',
          headers: guest,
          payload: { resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') },
        }),
      ),
      timed(() => t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: guest })),
      timed(() => t.app.inject({ method: 'GET', url: '/api/v1/organizations/current' })),
      ...Array.from({ length: 6 }, () =>
        timed(() => t.app.inject({ method: 'GET', url: `/api/v1/events?tenantId=${venue.organizationId}` })),
      ),
    ]);
    for (const r of during) {
      expect(r.status, JSON.stringify(r.body)).toBe(503);
      expect(r.ms).toBeLessThan(MAX_ANSWER_MS);
    }
    expect(during[0]!.body).toEqual({ status: 'degraded', database: 'down' });
    expect(during[2]!.body).toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: expect.stringMatching(/database is not reachable/),
    });
    // Still away a moment later: still 503, still in time.
    await new Promise((r) => setTimeout(r, 1_000));
    const later = await health();
    expect(later.status).toBe(503);
    expect(later.ms).toBeLessThan(MAX_ANSWER_MS);

    proxy.restore();
    const recoveredIn = await waitForHealthy(10_000);
    expect(recoveredIn).toBeLessThan(10_000);

    // The live hub LISTENs again on a fresh connection and tells the open stream to refetch…
    await stream.next((e) => e.event === 'slots' && (e.data as { resync?: boolean }).resync === true, 10_000);
    // …and a change made after the recovery reaches it.
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: venue.court(1).id, start: at('12:00'), end: at('13:00') },
    });
    expect(hold.statusCode).toBe(201);
    expect(
      await stream.next((e) => e.event === 'slots' && (e.data as { start?: string }).start === at('12:00'), 5_000),
    ).toEqual({ resourceId: venue.court(1).id, start: at('12:00'), end: at('13:00') });
    stream.res.destroy();
  });

  it('survives pg_terminate_backend on its own idle connections and serves the next request', async () => {
    // Fill the pool with idle connections first.
    await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/v1/health' })));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ terminated: boolean }>(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where datname = $1 and state = 'idle' and pid <> pg_backend_pid()`,
        [databaseName],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((r) => setTimeout(r, 300));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/events?tenantId=${venue.organizationId}` });
    expect(res.statusCode).toBe(200);
    expect((await health()).status).toBe(200);
  });
});

describe.skipIf(isPostgres)('database outage on PGlite', () => {
  it('does not apply: PGlite runs inside the process and cannot go away', () => {
    expect(isPostgres).toBe(false);
  });
});
