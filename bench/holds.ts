// npm run bench:holds — hold creation on PostgreSQL: 50 concurrent clients post holds for random
// slots of the next 13 days (as random guests) for 10 s. Prints successful holds/s, attempts/s and
// latencies, then proves with an SQL self-join that no two court-holding bookings overlap.
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the bench creates and drops its own database there.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from './availability';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  const server = startServer({ BENCH_DATABASE_URL: databaseUrl, BENCH_POOL: process.env.BENCH_POOL ?? '20' });
  const ready = await server.waitFor('ready');
  const slots = ready.candidates;
  console.log(
    `Hold bench on ${ready.kind}: ${CONNECTIONS} clients, ${SECONDS} s, random slots out of ${slots.length} (13 days × 11 courts, some already booked)`,
  );

  const result = await autocannon({
    url: `http://127.0.0.1:${ready.port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/holds',
        setupRequest: (request) => {
          const first = Math.floor(Math.random() * slots.length);
          const a = slots[first]!;
          // One slot in four asks for two consecutive slots of the same court.
          const b = slots[first + 1];
          const end = Math.random() < 0.25 && b && b.resourceId === a.resourceId && b.start === a.end ? b.end : a.end;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-guest-token': `bench-${randomBytes(8).toString('hex')}` },
            body: JSON.stringify({ resourceId: a.resourceId, start: a.start, end }),
          };
        },
      },
    ],
  });
  const counts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [
      code,
      Number((s as { count: number | string }).count),
    ]),
  );
  const created = counts['201'] ?? 0;
  const refused = (counts['409'] ?? 0) + (counts['422'] ?? 0);
  const unexpected = Object.entries(counts).filter(([code]) => !['201', '409', '422'].includes(code));
  const check = await server.ask({ type: 'overlaps' }, 'overlaps');

  console.log('');
  console.log(`holds created        ${created} (${(created / SECONDS).toFixed(1)} holds/s)`);
  console.log(
    `attempts             ${result.requests.total} (${result.requests.average.toFixed(1)} req/s; ${refused} refused with 409/422 as taken or outside the window)`,
  );
  console.log(`latency              p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(
    `status codes         ${JSON.stringify(counts)}; client errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `holds in database    ${check.holds} (the created ones plus up to ${CONNECTIONS} still in flight when the clock stopped)`,
  );
  console.log(`overlapping pairs    ${check.overlaps} (self-join over every reserved/pending/upcoming court booking)`);
  const ok =
    check.overlaps === 0 && unexpected.length === 0 && check.holds >= created && check.holds <= created + CONNECTIONS;
  console.log(ok ? 'PASS: zero overlaps, every answer a 201 or a clean 409/422' : 'FAIL');
  await server.ask({ type: 'stop' }, 'stopped');
  // An overlap is a correctness bug, not a slow run: only that fails the command.
  process.exitCode = check.overlaps === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
