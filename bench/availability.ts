// npm run bench:availability — GET /api/v1/availability for the demo venue's busiest day, 10
// connections for 10 s (autocannon), next to the same snapshot query run directly through the
// database driver inside the server process, in the same run. Prints req/s, p50/p99 and the ratio.
// PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { LatencyStats, ParentMessage, ServerMessage } from './availability.server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 3;

export function startServer(env: Record<string, string> = {}) {
  const child = fork(path.join(import.meta.dirname, 'availability.server.ts'), [], {
    execArgv: ['--import', 'tsx'],
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

async function main(): Promise<void> {
  const server = startServer();
  const ready = await server.waitFor('ready');
  const url = `http://127.0.0.1:${ready.port}/api/v1/availability?date=${ready.date}&locationId=${ready.locationId}`;
  console.log(`Availability bench on ${ready.kind}: busiest day ${ready.date} (${ready.bookingCount} bookings, ${ready.slotCount} slots on 11 courts), ${CONNECTIONS} connections, ${SECONDS} s`);

  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP });
  const direct: LatencyStats = (await server.ask({ type: 'direct', seconds: SECONDS, concurrency: CONNECTIONS }, 'direct')).stats;
  const http = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const failures = http.errors + http.non2xx + http.timeouts;

  const ratio = http.requests.average / direct.perSecond;
  console.log('');
  console.log('                          req/s    p50 ms    p99 ms');
  console.log(`HTTP GET /availability${fmt(http.requests.average)}${fmt(http.latency.p50)}${fmt(http.latency.p99)}`);
  console.log(`direct snapshot query ${fmt(direct.perSecond)}${fmt(direct.p50)}${fmt(direct.p99)}`);
  console.log(`ratio HTTP / direct   ${fmt(ratio * 100)} %`);
  console.log(`failed requests       ${String(failures).padStart(9)}`);
  console.log('');
  const p99ok = http.latency.p99 <= 50;
  const ratioOk = ratio >= 0.5;
  console.log(`budget p99 ≤ 50 ms:      ${p99ok ? 'PASS' : 'FAIL'} (${http.latency.p99} ms)`);
  console.log(`budget ratio ≥ 50 %:     ${ratioOk ? 'PASS' : 'FAIL'} (${(ratio * 100).toFixed(0)} %)`);
  console.log(`machine load (1 min):    ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`);
  await server.ask({ type: 'stop' }, 'stopped');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
