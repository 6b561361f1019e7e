// npx tsx bench/checkout-waits.ts — what the checkout's database backends wait for. Run it beside
// `npx tsx bench/checkout.ts` (BENCH_DATABASE_URL=postgres://…/postgres): it samples
// pg_stat_activity of the bench's databases (cs_bench_*) every BENCH_SAMPLE_MS (20) until stopped
// with Ctrl-C / SIGTERM, then prints the non-idle samples by state and wait event, and the
// statements of the lock, LWLock and I/O waits with the lock each waits for (pg_locks, ungranted).
// docs/decisions/023-checkout-waits.md reads them. Measures; exits 0.
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const every = Number(process.env.BENCH_SAMPLE_MS ?? 20);

async function main(): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const byWait = new Map<string, number>();
  const byStatement = new Map<string, number>();
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  let samples = 0;
  let stop = false;
  process.on('SIGINT', () => (stop = true));
  process.on('SIGTERM', () => (stop = true));
  while (!stop) {
    const { rows } = await c.query(`
      select a.state, a.wait_event_type, a.wait_event,
             left(regexp_replace(a.query, '\\s+', ' ', 'g'), 90) as query,
             (select string_agg(l.locktype || ':' || l.mode || coalesce(':' || l.classid::text, '')
                                || coalesce(':' || l.objid::text, ''), ',')
                from pg_locks l where l.pid = a.pid and not l.granted) as waiting
        from pg_stat_activity a
       where a.datname like 'cs_bench_%' and a.backend_type = 'client backend'
         and a.pid <> pg_backend_pid() and a.state <> 'idle'`);
    for (const r of rows) {
      samples++;
      const wait = `${r.state} / ${r.wait_event_type ?? '-'}:${r.wait_event ?? '-'}`;
      add(byWait, wait);
      if (['Lock', 'LWLock', 'IO'].includes(r.wait_event_type))
        add(byStatement, `${wait} | ${r.query} | ${r.waiting ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  await c.end();
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${String(v).padStart(7)} ${((100 * v) / Math.max(samples, 1)).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.log(
    `non-idle backend samples: ${samples}\n${top(byWait, 20)}\n--- waits by statement\n${top(byStatement, 20)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
