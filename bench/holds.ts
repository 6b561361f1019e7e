// npm run bench:holds — hold creation on PostgreSQL against its limit, interleaved in one run: at
// each client count of BENCH_CLIENTS (default 10 and 50), rounds of four sides on freed slots, each
// until FILL rows are in — (a) the same booking row inserted straight into the table through the
// same pool (same constraint, foreign keys and triggers, same random slots, same concurrency: the
// limit), (b) the API's hold call without HTTP, (c) that INSERT behind a bare Fastify route (the
// floor of an HTTP answer here) and (d) autocannon clients posting POST /api/v1/holds as random
// guests for random slots of the next 13 days. Prints the rates, the ratios, latencies, CPU per
// answer of the API, PostgreSQL and the client, and the load average, then proves with an SQL
// self-join that no two court-holding bookings overlap.
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the bench creates and drops its own database there.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startServer } from './availability';
import { cpuMeter } from './cpu';
import type { CpuSplit } from './cpu';
import { percentile, randomHoldSlot } from './hold-slots';
import type { InsertStats } from './hold-slots';

const CLIENTS = (process.env.BENCH_CLIENTS ?? process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
// A phase ends once FILL rows are in (at most BENCH_SECONDS): rows created are limited by the free
// slots (about 1 600), and once most are taken nearly every attempt is a quick 409. Both sides do
// the same work per phase — FILL rows on a quarter of the slots and the collisions on the way — so
// their rates and their CPU per answer compare.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FILL = Number(process.env.BENCH_FILL ?? 400);
// Both sides' creation rate is timed from their first answer, after an unmeasured warm-up of
// BENCH_WARMUP seconds per client count (the direct side's pool and statement are warm already).
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
// BENCH_PROFILE=<directory>: a CPU profile of the API process during each HTTP phase (only).
const PROFILE = process.env.BENCH_PROFILE;
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
  /** CPU seconds used during the side's phases, and the answers they gave. */
  cpu: CpuSplit;
  total: number;
  p50: number[];
  p99: number[];
}
const side = (): Side => ({
  fill: [],
  answers: [],
  cpu: { server: 0, serverKernel: 0, database: 0, client: 0 },
  total: 0,
  p50: [],
  p99: [],
});
/** Adds one phase's figures (HTTP or in-process alike) and the CPU it used to its side. */
function account(into: Side, phase: InsertStats, used: CpuSplit) {
  into.cpu.server += used.server;
  into.cpu.serverKernel += used.serverKernel;
  into.cpu.database += used.database;
  into.cpu.client += used.client;
  into.total += phase.requests;
  into.fill.push(fillRate(phase.fillSeconds, phase.inserted));
  into.answers.push(phase.perSecond);
  into.p50.push(phase.p50);
  into.p99.push(phase.p99);
}
/** CPU ms per answer: API process + PostgreSQL backends + load generator. */
const perAnswer = ({ cpu, total }: Side) => {
  const ms = (seconds: number) => ((seconds * 1000) / Math.max(1, total)).toFixed(2);
  return `${ms(cpu.server)} (kernel ${ms(cpu.serverKernel)}) + ${ms(cpu.database)} + ${ms(cpu.client)} = ${ms(cpu.server + cpu.database + cpu.client)}`;
};

async function main(): Promise<void> {
  const server = startServer({ BENCH_DATABASE_URL: databaseUrl, BENCH_POOL: process.env.BENCH_POOL ?? '20' });
  const ready = await server.waitFor('ready');
  const slots = ready.candidates;
  const load = [loadavg()[0]!];
  console.log(
    `Hold bench on ${ready.kind}: ${CLIENTS.join(' and ')} clients, ${ROUNDS} rounds, each side until ${FILL} rows are in (at most ${SECONDS} s), random slots out of ${slots.length} (13 days × 11 courts)`,
  );
  const counts: Record<string, number> = {};
  const refusals: Record<string, number> = {};
  let errors = 0;

  /** One HTTP phase: `clients` connections posting holds for `seconds`, or (`untilFill`) until FILL rows are in. */
  async function postHolds(clients: number, seconds: number, untilFill: boolean, bare = false): Promise<InsertStats> {
    let created = 0;
    let fillSeconds: number | null = null;
    let first: number | undefined;
    // Latency of the answers to requests sent after the phase's first answer: the connections'
    // opening burst (every client's first request at once, on a new connection) is left out, as
    // for a browser that keeps its connection.
    const latencies: number[] = [];
    const started = performance.now();
    const phase = autocannon({
      url: `http://127.0.0.1:${bare ? ready.barePort : ready.port}`,
      connections: clients,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: bare ? '/insert' : '/api/v1/holds',
          setupRequest: (request, context) => {
            context.sent = performance.now();
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-guest-token': `${bare ? 'bare' : 'bench'}-${randomBytes(8).toString('hex')}`,
              },
              body: JSON.stringify(randomHoldSlot(slots)),
            };
          },
          onResponse: (status, body, context) => {
            const now = performance.now();
            if (first !== undefined && (context.sent as number) >= first)
              latencies.push(now - (context.sent as number));
            first ??= now;
            if (status === 201) {
              if (++created === FILL) {
                fillSeconds = (now - first) / 1000;
                if (untilFill) phase.stop();
              }
            } else {
              const code = /"code":"([A-Z_]+)"/.exec(body)?.[1] ?? String(status);
              refusals[code] = (refusals[code] ?? 0) + 1;
            }
          },
        },
      ],
    });
    const result = await phase;
    const phaseSeconds = (performance.now() - started) / 1000;
    for (const [code, s] of Object.entries(result.statusCodeStats ?? {})) {
      counts[code] = (counts[code] ?? 0) + Number((s as { count: number | string }).count);
    }
    errors += result.errors + result.timeouts;
    return {
      inserted: created,
      fillSeconds,
      requests: result.requests.total,
      perSecond: result.requests.total / phaseSeconds,
      p50: percentile(
        latencies.sort((a, b) => a - b),
        50,
      ),
      p99: percentile(latencies, 99),
    };
  }
  /** One in-process phase on freed slots (the bare row, or the hold call without HTTP), into `into`. */
  async function inProcess(what: 'row' | 'function', clients: number, into: Side) {
    await server.ask({ type: 'clear' }, 'cleared');
    const used = cpuMeter(server.child.pid!, ready.database);
    const { stats } = await server.ask(
      { type: 'insert', what, seconds: SECONDS, concurrency: clients, slots, fill: FILL },
      'inserted',
    );
    account(into, stats, used());
  }
  /** One HTTP phase on freed slots, into `into`: the API's holds, or (`bare`) the INSERT behind a bare route. */
  async function overHttp(clients: number, into: Side, bare: boolean, round: number) {
    await server.ask({ type: 'clear' }, 'cleared');
    if (PROFILE) await server.ask({ type: 'profile-start' }, 'profiling');
    const used = cpuMeter(server.child.pid!, ready.database);
    const result = await postHolds(clients, SECONDS, true, bare);
    account(into, result, used());
    if (PROFILE) {
      const file = path.join(PROFILE, `${bare ? 'bare' : 'holds'}-${clients}-${round + 1}.cpuprofile`);
      console.log(
        `profile of the API during the HTTP phase: ${(await server.ask({ type: 'profile-stop', file }, 'profiled')).file}`,
      );
    }
    return result;
  }
  let overlaps = 0;
  let lastHolds = 0;
  let lastCreated = 0;
  let ok = true;
  const results: { clients: number; http: Side; direct: Side; fn: Side; bare: Side }[] = [];
  for (const clients of CLIENTS) {
    const http = side();
    const direct = side();
    const fn = side();
    const bare = side();
    // Warm-up, not measured: the server's first holds compile its code paths and prepare the
    // hold statement on each pooled connection (the first answer came after ~145 ms cold, ~18 ms warm).
    if (WARMUP > 0) {
      await postHolds(clients, WARMUP / 2, false, true);
      await postHolds(clients, WARMUP, false);
    }
    for (let round = 0; round < ROUNDS; round++) {
      await inProcess('row', clients, direct);
      await inProcess('function', clients, fn);
      await overHttp(clients, bare, true, round);
      const result = await overHttp(clients, http, false, round);
      lastCreated = result.inserted;
      const check = await server.ask({ type: 'overlaps' }, 'overlaps');
      overlaps += check.overlaps;
      lastHolds = check.holds;
      ok &&= lastHolds >= lastCreated && lastHolds <= lastCreated + clients;
      load.push(loadavg()[0]!);
    }
    results.push({ clients, http, direct, fn, bare });
  }
  const unexpected = Object.keys(counts).filter((code) => !['201', '409', '422'].includes(code));

  console.log('');
  console.log(
    `clients                          rows/s  answers/s   p50 ms   p99 ms  CPU ms/answer: API + PostgreSQL + client`,
  );
  for (const { clients, http, direct, fn, bare } of results) {
    console.log(
      `${String(clients).padStart(3)} holds (POST /api/v1/holds) ${fmt(mean(http.fill))} ${fmt(mean(http.answers))} ${fmt(max(http.p50), 0)} ${fmt(max(http.p99), 0)}  ${perAnswer(http)}`,
    );
    console.log(
      `${String(clients).padStart(3)} direct INSERT, same run    ${fmt(mean(direct.fill))} ${fmt(mean(direct.answers))} ${fmt(max(direct.p50), 0)} ${fmt(max(direct.p99), 0)}  ${perAnswer(direct)}`,
    );
    console.log(
      `${String(clients).padStart(3)} ratio holds / direct       ${fmt(mean(http.fill) / mean(direct.fill), 2)} ${fmt(mean(http.answers) / mean(direct.answers), 2)}`,
    );
    console.log(
      `${String(clients).padStart(3)} hold call, no HTTP          ${fmt(mean(fn.fill))} ${fmt(mean(fn.answers))} ${fmt(max(fn.p50), 0)} ${fmt(max(fn.p99), 0)}  ${perAnswer(fn)}`,
    );
    console.log(
      `${String(clients).padStart(3)}   call / direct ${fmt(mean(fn.fill) / mean(direct.fill), 2)}, holds / call ${fmt(mean(http.fill) / mean(fn.fill), 2)}`,
    );
    console.log(
      `${String(clients).padStart(3)} INSERT behind a bare route  ${fmt(mean(bare.fill))} ${fmt(mean(bare.answers))} ${fmt(max(bare.p50), 0)} ${fmt(max(bare.p99), 0)}  ${perAnswer(bare)}`,
    );
    console.log(
      `${String(clients).padStart(3)}   bare route / direct ${fmt(mean(bare.fill) / mean(direct.fill), 2)}, holds / bare route ${fmt(mean(http.fill) / mean(bare.fill), 2)}`,
    );
  }
  console.log(
    `(rows/s: from the first answer until ${FILL} rows were in, mean of the rounds; answers/s includes slots found taken; p50/p99: the worst round, over HTTP without each phase's opening burst; CPU: whole phases)`,
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
