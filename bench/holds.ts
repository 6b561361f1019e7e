// npm run bench:holds — hold creation on PostgreSQL against its limit, interleaved in one run:
// rounds of (a) the same booking row inserted straight into the table through the same pool (same
// constraint, foreign keys and triggers, same random slots, same concurrency) and (b) 50 autocannon
// clients posting POST /api/v1/holds as random guests for random slots of the next 13 days. The
// slots are freed between phases. Prints both rates, the ratio, latencies and the load average,
// then proves with an SQL self-join that no two court-holding bookings overlap.
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the bench creates and drops its own database there.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './availability';
import { randomHoldSlot } from './hold-slots';
import type { InsertStats } from './hold-slots';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(10);

async function main(): Promise<void> {
  const server = startServer({ BENCH_DATABASE_URL: databaseUrl, BENCH_POOL: process.env.BENCH_POOL ?? '20' });
  const ready = await server.waitFor('ready');
  const slots = ready.candidates;
  const load = [loadavg()[0]!];
  console.log(
    `Hold bench on ${ready.kind}: ${CONNECTIONS} clients, ${ROUNDS} rounds × ${SECONDS} s each side, random slots out of ${slots.length} (13 days × 11 courts)`,
  );

  const http = {
    created: 0,
    attempts: 0,
    p50: [] as number[],
    p99: [] as number[],
    counts: {} as Record<string, number>,
  };
  const direct = { inserted: 0, attempts: 0, p50: [] as number[], p99: [] as number[] };
  let errors = 0;
  let overlaps = 0;
  let lastHolds = 0;
  let lastCreated = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await server.ask({ type: 'clear' }, 'cleared');
    const d: InsertStats = (
      await server.ask({ type: 'insert', seconds: SECONDS, concurrency: CONNECTIONS, slots }, 'inserted')
    ).stats;
    direct.inserted += d.inserted;
    direct.attempts += d.requests;
    direct.p50.push(d.p50);
    direct.p99.push(d.p99);
    await server.ask({ type: 'clear' }, 'cleared');

    const result = await autocannon({
      url: `http://127.0.0.1:${ready.port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/holds',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'x-guest-token': `bench-${randomBytes(8).toString('hex')}` },
            body: JSON.stringify(randomHoldSlot(slots)),
          }),
        },
      ],
    });
    const counts = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [
        code,
        Number((s as { count: number | string }).count),
      ]),
    );
    for (const [code, n] of Object.entries(counts)) http.counts[code] = (http.counts[code] ?? 0) + n;
    lastCreated = counts['201'] ?? 0;
    http.created += lastCreated;
    http.attempts += result.requests.total;
    http.p50.push(result.latency.p50);
    http.p99.push(result.latency.p99);
    errors += result.errors + result.timeouts;
    const check = await server.ask({ type: 'overlaps' }, 'overlaps');
    overlaps += check.overlaps;
    lastHolds = check.holds;
    load.push(loadavg()[0]!);
  }
  const seconds = ROUNDS * SECONDS;
  const unexpected = Object.keys(http.counts).filter((code) => !['201', '409', '422'].includes(code));
  const max = (values: number[]) => Math.max(...values);

  console.log('');
  console.log('                                   rows/s  answers/s   p50 ms   p99 ms');
  console.log(
    `holds (POST /api/v1/holds)     ${fmt(http.created / seconds)} ${fmt(http.attempts / seconds)} ${fmt(max(http.p50), 0)} ${fmt(max(http.p99), 0)}`,
  );
  console.log(
    `direct INSERT, same run        ${fmt(direct.inserted / seconds)} ${fmt(direct.attempts / seconds)} ${fmt(max(direct.p50), 0)} ${fmt(max(direct.p99), 0)}`,
  );
  console.log(
    `ratio holds / direct           ${fmt(http.created / Math.max(1, direct.inserted), 2)} ${fmt(http.attempts / Math.max(1, direct.attempts), 2)}`,
  );
  console.log(`(p50/p99: the worst round; rows/s counts created rows, answers/s includes slots found taken)`);
  console.log(`status codes         ${JSON.stringify(http.counts)}; client errors/timeouts ${errors}`);
  console.log(
    `holds in database    ${lastHolds} after the last round (${lastCreated} created; up to ${CONNECTIONS} more in flight at the end)`,
  );
  console.log(
    `overlapping pairs    ${overlaps} (self-join over every reserved/pending/upcoming court booking, after each round)`,
  );
  console.log(`machine load (1 min) ${load.map((l) => l.toFixed(1)).join(' → ')} on ${availableParallelism()} cores`);
  const ok =
    overlaps === 0 && unexpected.length === 0 && lastHolds >= lastCreated && lastHolds <= lastCreated + CONNECTIONS;
  console.log(ok ? 'PASS: zero overlaps, every answer a 201 or a clean 409/422' : 'FAIL');
  await server.ask({ type: 'stop' }, 'stopped');
  // An overlap is a correctness bug, not a slow run: only that fails the command.
  process.exitCode = overlaps === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
