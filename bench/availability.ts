// npm run bench:availability — GET /api/v1/availability for the demo venue's busiest day, 10
// connections for 10 s (autocannon), next to the same snapshot query run directly through the
// database driver inside the server process, in the same run. Prints req/s, p50/p99 and the ratio.
// PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { LatencyStats, ParentMessage, ServerMessage } from './availability.server';
import { cpuMeter } from './cpu';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 3;
// BENCH_PROFILE=<directory>: a CPU profile of the API process during each HTTP phase (only).
const PROFILE = process.env.BENCH_PROFILE;

export function startServer(env: Record<string, string> = {}) {
  const child = fork(path.join(import.meta.dirname, 'availability.server.ts'), [], {
    // BENCH_NODE_ARGS: extra flags for the server process, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, ...env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const waitFor = <T extends ServerMessage['type']>(type: T) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (m: ServerMessage) => {
        if (m.type === type) {
          child.off('message', onMessage);
          resolve(m as Extract<ServerMessage, { type: T }>);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
  const ask = <T extends ServerMessage['type']>(message: ParentMessage, answer: T) => {
    const waiting = waitFor(answer);
    child.send(message);
    return waiting;
  };
  return { child, waitFor, ask };
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);

interface Run {
  label: string;
  http: {
    rps: number;
    p50: number;
    p99: number;
    failures: number;
    cpuMs: number;
    /** Of cpuMs, the kernel's (the answer's socket writes). */
    kernelMs: number;
    /** CPU ms per answer of the PostgreSQL backends and of autocannon (this process); 0 on PGlite. */
    databaseMs: number;
    clientMs: number;
  };
  direct: LatencyStats & { cpuMs: number; databaseMs: number };
  /** The same query and answer bytes behind a bare Fastify route (bench/availability.server.ts). */
  bare: Run['http'];
}

/** One server, one database: the HTTP endpoint and the direct query, measured in the same run. */
async function measure(label: string, env: Record<string, string>): Promise<Run> {
  const server = startServer(env);
  const ready = await server.waitFor('ready');
  const url = `http://127.0.0.1:${ready.port}/api/v1/availability?date=${ready.date}&locationId=${ready.locationId}`;
  console.log(
    `${label} on ${ready.kind}: busiest day ${ready.date} (${ready.bookingCount} bookings, ${ready.slotCount} slots on 11 courts), ${CONNECTIONS} connections, ${SECONDS} s`,
  );
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP });
  const directUsed = cpuMeter(server.child.pid!, ready.database);
  const direct: LatencyStats = (
    await server.ask({ type: 'direct', seconds: SECONDS, concurrency: CONNECTIONS }, 'direct')
  ).stats;
  const directSplit = directUsed();
  /** autocannon on `target` for SECONDS, with the CPU of the server, the database and autocannon per answer. */
  async function overHttp(target: string, profile?: string): Promise<Run['http']> {
    if (profile) await server.ask({ type: 'profile-start' }, 'profiling');
    const used = cpuMeter(server.child.pid!, ready.database);
    const result = await autocannon({ url: target, connections: CONNECTIONS, duration: SECONDS });
    const split = used();
    if (profile) {
      const file = path.join(profile, `availability-${label.replace(/\W+/g, '-')}.cpuprofile`);
      console.log(
        `profile of the API during the HTTP phase: ${(await server.ask({ type: 'profile-stop', file }, 'profiled')).file}`,
      );
    }
    const per = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests.total);
    return {
      cpuMs: per(split.server),
      kernelMs: per(split.serverKernel),
      databaseMs: per(split.database),
      clientMs: per(split.client),
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.non2xx + result.timeouts,
    };
  }
  const http = await overHttp(url, PROFILE);
  // The floor of an HTTP answer here: the same query and the same answer bytes behind a bare route.
  await autocannon({ url: `http://127.0.0.1:${ready.barePort}/snapshot`, connections: CONNECTIONS, duration: 1 });
  const bare = await overHttp(`http://127.0.0.1:${ready.barePort}/snapshot`);
  await server.ask({ type: 'stop' }, 'stopped');
  return {
    label,
    direct: {
      ...direct,
      cpuMs: (directSplit.server * 1000) / Math.max(1, direct.requests),
      databaseMs: (directSplit.database * 1000) / Math.max(1, direct.requests),
    },
    http,
    bare,
  };
}

async function main(): Promise<void> {
  // As deployed (answers reused for up to 1 s, cleared by every write and slot change), and with
  // the cache off: every request runs the snapshot query and builds the grid.
  // BENCH_MISSES_ONLY=1: only the cache-off runs; BENCH_SKIP_BUILT=1: without the run that builds
  // every answer (availability.memo.ts off).
  const runs = [
    ...(process.env.BENCH_MISSES_ONLY ? [] : [await measure('cache on (default)', {})]),
    await measure('cache off (AVAILABILITY_CACHE_MS=0)', { AVAILABILITY_CACHE_MS: '0' }),
    // The same, with every answer built from its snapshot (as when the day's bookings just changed).
    ...(process.env.BENCH_SKIP_BUILT
      ? []
      : [await measure('cache off, answers built', { AVAILABILITY_CACHE_MS: '0', BENCH_ANSWER_MEMO: '0' })]),
  ];
  console.log('');
  console.log(
    '                                          req/s    p50 ms    p99 ms   ratio  CPU ms/answer (server process)',
  );
  for (const run of runs) {
    const ratio = run.http.rps / run.direct.perSecond;
    console.log(
      `HTTP, ${run.label.padEnd(34)}${fmt(run.http.rps)}${fmt(run.http.p50)}${fmt(run.http.p99)}${fmt(ratio * 100, 0)} %${fmt(run.http.cpuMs, 2)}`,
    );
    console.log(
      `  direct snapshot query, same run       ${fmt(run.direct.perSecond)}${fmt(run.direct.p50)}${fmt(run.direct.p99)}          ${fmt(run.direct.cpuMs, 2)}`,
    );
    if (run.http.databaseMs)
      console.log(
        `  CPU ms/answer: HTTP side API ${run.http.cpuMs.toFixed(2)} (kernel ${run.http.kernelMs.toFixed(2)}) + PostgreSQL ${run.http.databaseMs.toFixed(2)} + autocannon ${run.http.clientMs.toFixed(2)}; direct side API ${run.direct.cpuMs.toFixed(2)} + PostgreSQL ${run.direct.databaseMs.toFixed(2)}; bare route API ${run.bare.cpuMs.toFixed(2)} (kernel ${run.bare.kernelMs.toFixed(2)}) + PostgreSQL ${run.bare.databaseMs.toFixed(2)} + autocannon ${run.bare.clientMs.toFixed(2)}`,
      );
    console.log(
      `  the query behind a bare route       ${fmt(run.bare.rps)}${fmt(run.bare.p50)}${fmt(run.bare.p99)}${fmt((run.bare.rps / run.direct.perSecond) * 100, 0)} %${fmt(run.bare.cpuMs, 2)}   (endpoint / bare route ${((run.http.rps / run.bare.rps) * 100).toFixed(0)} %)`,
    );
    if (run.http.failures) console.log(`  failed requests: ${run.http.failures}`);
  }
  console.log('');
  for (const run of runs) {
    const ratio = run.http.rps / run.direct.perSecond;
    console.log(
      `${run.label}: budget p99 ≤ 50 ms ${run.http.p99 <= 50 ? 'PASS' : 'FAIL'} (${run.http.p99} ms), ratio ≥ 50 % ${ratio >= 0.5 ? 'PASS' : 'FAIL'} (${(ratio * 100).toFixed(0)} %), failures ${run.http.failures === 0 ? 'none' : run.http.failures}`,
    );
  }
  console.log(`machine load (1 min):    ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
