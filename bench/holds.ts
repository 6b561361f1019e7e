// npm run bench:holds — hold creation on PostgreSQL against its limit, interleaved in one run:
// rounds of (a) the same booking row inserted straight into the table through the same pool (same
// constraint, foreign keys and triggers, same random slots, same concurrency) and (b) autocannon
// clients posting POST /api/v1/holds as random guests for random slots of the next 13 days, at
// each client count of BENCH_CLIENTS (default 10 and 50). The slots are freed between phases.
// Prints both rates, the ratio, latencies and the load average, then proves with an SQL self-join
// that no two court-holding bookings overlap.
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the bench creates and drops its own database there.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startServer } from './availability';
import { randomHoldSlot } from './hold-slots';

const CLIENTS = (process.env.BENCH_CLIENTS ?? process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
// Rows created are limited by the free slots (about 1 600): once most are taken, nearly every
// attempt is a quick 409. The creation rate is therefore measured until the first FILL rows of a
// phase are in (a quarter of the slots), the same for both sides.
const FILL = Number(process.env.BENCH_FILL ?? 400);
// Both sides' creation rate is timed from their first answer, after an unmeasured warm-up of
// BENCH_WARMUP seconds per client count (the direct side's pool and statement are warm already).
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(10);
const max = (values: number[]) => Math.max(...values);
/** Rows per second until FILL rows were in; the whole phase's rate when FILL was not reached. */
const fillRate = (fillSeconds: number | null, created: number) =>
  fillSeconds ? FILL / fillSeconds : created / SECONDS;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

interface Side {
  fill: number[];
  answers: number[];
  cpuMs: number[];
  p50: number[];
  p99: number[];
}
const side = (): Side => ({ fill: [], answers: [], cpuMs: [], p50: [], p99: [] });

async function main(): Promise<void> {
  const server = startServer({ BENCH_DATABASE_URL: databaseUrl, BENCH_POOL: process.env.BENCH_POOL ?? '20' });
  const ready = await server.waitFor('ready');
  const slots = ready.candidates;
  const load = [loadavg()[0]!];
  console.log(
    `Hold bench on ${ready.kind}: ${CLIENTS.join(' and ')} clients, ${ROUNDS} rounds × ${SECONDS} s each side, random slots out of ${slots.length} (13 days × 11 courts); creation rate until ${FILL} rows`,
  );
  const counts: Record<string, number> = {};
  const refusals: Record<string, number> = {};
  let errors = 0;

  /** One HTTP phase: `clients` autocannon connections posting holds for `seconds`. */
  async function postHolds(clients: number, seconds: number) {
    let created = 0;
    let fillSeconds: number | null = null;
    let first: number | undefined;
    const result = await autocannon({
      url: `http://127.0.0.1:${ready.port}`,
      connections: clients,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/holds',
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-guest-token': `bench-${randomBytes(8).toString('hex')}`,
            },
            body: JSON.stringify(randomHoldSlot(slots)),
          }),
          onResponse: (status, body) => {
            first ??= performance.now();
            if (status === 201) {
              if (++created === FILL) fillSeconds = (performance.now() - first) / 1000;
            } else {
              const code = /"code":"([A-Z_]+)"/.exec(body)?.[1] ?? String(status);
              refusals[code] = (refusals[code] ?? 0) + 1;
            }
          },
        },
      ],
    });
    for (const [code, s] of Object.entries(result.statusCodeStats ?? {})) {
      counts[code] = (counts[code] ?? 0) + Number((s as { count: number | string }).count);
    }
    errors += result.errors + result.timeouts;
    return { created, fillSeconds, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99 };
  }
  /** One in-process phase on freed slots (the bare row, or the hold call without HTTP), into `into`. */
  async function inProcess(what: 'row' | 'function', clients: number, into: Side) {
    await server.ask({ type: 'clear' }, 'cleared');
    const { stats } = await server.ask(
      { type: 'insert', what, seconds: SECONDS, concurrency: clients, slots, fill: FILL },
      'inserted',
    );
    into.fill.push(fillRate(stats.fillSeconds, stats.inserted));
    into.answers.push(stats.perSecond);
    into.p50.push(stats.p50);
    into.p99.push(stats.p99);
  }
  let overlaps = 0;
  let lastHolds = 0;
  let lastCreated = 0;
  let ok = true;
  const results: { clients: number; http: Side; direct: Side; fn: Side }[] = [];
  for (const clients of CLIENTS) {
    const http = side();
    const direct = side();
    const fn = side();
    // Warm-up, not measured: the server's first holds compile its code paths and prepare the
    // hold statement on each pooled connection (the first answer came after ~145 ms cold, ~18 ms warm).
    if (WARMUP > 0) await postHolds(clients, WARMUP);
    for (let round = 0; round < ROUNDS; round++) {
      await inProcess('row', clients, direct);
      await inProcess('function', clients, fn);
      await server.ask({ type: 'clear' }, 'cleared');

      const cpu = server.cpuSeconds();
      const result = await postHolds(clients, SECONDS);
      lastCreated = result.created;
      http.fill.push(fillRate(result.fillSeconds, result.created));
      http.answers.push(result.total / SECONDS);
      http.cpuMs.push(((server.cpuSeconds() - cpu) * 1000) / Math.max(1, result.total));
      http.p50.push(result.p50);
      http.p99.push(result.p99);
      const check = await server.ask({ type: 'overlaps' }, 'overlaps');
      overlaps += check.overlaps;
      lastHolds = check.holds;
      ok &&= lastHolds >= lastCreated && lastHolds <= lastCreated + clients;
      load.push(loadavg()[0]!);
    }
    results.push({ clients, http, direct, fn });
  }
  const unexpected = Object.keys(counts).filter((code) => !['201', '409', '422'].includes(code));

  console.log('');
  console.log(`clients                          rows/s  answers/s   p50 ms   p99 ms  API CPU ms/answer`);
  for (const { clients, http, direct, fn } of results) {
    console.log(
      `${String(clients).padStart(3)} holds (POST /api/v1/holds) ${fmt(mean(http.fill))} ${fmt(mean(http.answers))} ${fmt(max(http.p50), 0)} ${fmt(max(http.p99), 0)} ${fmt(mean(http.cpuMs), 2)}`,
    );
    console.log(
      `${String(clients).padStart(3)} direct INSERT, same run    ${fmt(mean(direct.fill))} ${fmt(mean(direct.answers))} ${fmt(max(direct.p50), 0)} ${fmt(max(direct.p99), 0)}`,
    );
    console.log(
      `${String(clients).padStart(3)} ratio holds / direct       ${fmt(mean(http.fill) / mean(direct.fill), 2)} ${fmt(mean(http.answers) / mean(direct.answers), 2)}`,
    );
    console.log(
      `${String(clients).padStart(3)} hold call, no HTTP          ${fmt(mean(fn.fill))} ${fmt(mean(fn.answers))} ${fmt(max(fn.p50), 0)} ${fmt(max(fn.p99), 0)}`,
    );
    console.log(
      `${String(clients).padStart(3)}   call / direct ${fmt(mean(fn.fill) / mean(direct.fill), 2)}, holds / call ${fmt(mean(http.fill) / mean(fn.fill), 2)}`,
    );
  }
  console.log(
    `(rows/s: from the first answer until ${FILL} rows were in, mean of the rounds; answers/s includes slots found taken; p50/p99: the worst round)`,
  );
  console.log(`status codes         ${JSON.stringify(counts)}; client errors/timeouts ${errors}`);
  console.log(`refusals by code     ${JSON.stringify(refusals)}`);
  console.log(
    `holds in database    ${lastHolds} after the last round (${lastCreated} created; the clients' last requests may be in flight)`,
  );
  console.log(
    `overlapping pairs    ${overlaps} (self-join over every reserved/pending/upcoming court booking, after each round)`,
  );
  console.log(`machine load (1 min) ${load.map((l) => l.toFixed(1)).join(' → ')} on ${availableParallelism()} cores`);
  ok &&= overlaps === 0 && unexpected.length === 0;
  console.log(ok ? 'PASS: zero overlaps, every answer a 201 or a clean 409/422' : 'FAIL');
  await server.ask({ type: 'stop' }, 'stopped');
  // An overlap is a correctness bug, not a slow run: only that fails the command.
  process.exitCode = overlaps === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
