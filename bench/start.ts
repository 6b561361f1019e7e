// npx tsx bench/start.ts (npm run bench:start) — how long `npm start` takes to be ready on PGlite,
// against what PGlite alone needs (docs/decisions/016-start-up-time.md). Run `npm run build` first:
// it starts the built server (apps/api/dist/server.js) as npm start does.
//
// Each round, in fresh processes:
// - limits: bare PGlite (with btree_gist and pg_trgm, as the app opens it) created on an empty directory, and
//   reopened on that directory — process start to the first answered query;
// - Courtside's first start on an empty DATA_DIR (initdb, migrations, demo seed) and its warm start
//   on the same directory — process start to the "ready in" log line, then GET /api/v1/health
//   must answer 200.
// Prints the medians of ROUNDS (default 3) with each figure's limit and ratio, the goals (first
// start ≤ 10 s, warm start ≤ 2 s) and the server's own start-up phases (median per phase).
//
// Env: ROUNDS (default 3), BENCH_PORT (default 3971).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3971);
const goals = { first: 10_000, warm: 2_000 };

interface Run {
  ms: number;
  output: string;
}

/** Runs a process until `done(output)` holds; answers the wall time from spawn to then. */
function runUntil(args: string[], env: Record<string, string>, done: (output: string) => boolean, cwd = root) {
  return new Promise<Run & { stop: () => Promise<void> }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let settled = false;
    const exited = new Promise<void>((r) => child.on('exit', () => r()));
    const stop = async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    };
    const onData = (d: Buffer) => {
      output += d.toString();
      if (!settled && done(output)) {
        settled = true;
        resolve({ ms: performance.now() - started, output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

// The limit: what PGlite costs on its own in a fresh process (import, WebAssembly, initdb or open).
const bareScript = `
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.env.BENCH_DIR, { extensions: { btree_gist, pg_trgm } });
await db.query('select 1');
console.log('PGLITE READY');
await db.close();
`;
async function bare(dir: string): Promise<number> {
  const run = await runUntil(
    ['--input-type=module', '-e', bareScript],
    { BENCH_DIR: dir },
    (o) => o.includes('PGLITE READY'),
    path.join(root, 'apps/api'),
  );
  await run.stop();
  return run.ms;
}

const phasesOf = (output: string): Record<string, number> => {
  const line = output.split('\n').find((l) => l.includes('ready in'));
  return line ? ((JSON.parse(line) as { startup?: Record<string, number> }).startup ?? {}) : {};
};

async function courtside(dataDir: string): Promise<{ ms: number; phases: Record<string, number> }> {
  const run = await runUntil(
    ['apps/api/dist/server.js'],
    { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info' },
    (o) => /ready in \d+ ms[^\n]*\n/.test(o),
  );
  try {
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    if (health.status !== 200) throw new Error(`GET /api/v1/health answered ${health.status}`);
  } finally {
    await run.stop();
  }
  return { ms: run.ms, phases: phasesOf(run.output) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const figures = { bareCreate: [] as number[], bareReopen: [] as number[], first: [] as number[], warm: [] as number[] };
const phases = { first: [] as Record<string, number>[], warm: [] as Record<string, number>[] };
console.log(`bench/start: ${rounds} rounds, load average at start ${loadavg()[0]!.toFixed(1)}`);
for (let round = 1; round <= rounds; round++) {
  const folder = mkdtempSync(path.join(tmpdir(), 'courtside-start-'));
  try {
    figures.bareCreate.push(await bare(path.join(folder, 'bare')));
    figures.bareReopen.push(await bare(path.join(folder, 'bare')));
    const first = await courtside(path.join(folder, 'data'));
    const warm = await courtside(path.join(folder, 'data'));
    figures.first.push(first.ms);
    figures.warm.push(warm.ms);
    phases.first.push(first.phases);
    phases.warm.push(warm.phases);
    console.log(
      `round ${round}: bare create ${s(figures.bareCreate.at(-1)!)}, bare reopen ${s(figures.bareReopen.at(-1)!)}, ` +
        `first start ${s(first.ms)}, warm start ${s(warm.ms)} (load ${loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const rows = [
  ['first start (empty DATA_DIR)', median(figures.first), median(figures.bareCreate), goals.first],
  ['warm start (existing DATA_DIR)', median(figures.warm), median(figures.bareReopen), goals.warm],
] as const;
console.log(`\nmedians of ${rounds} (process start → ready; limit = bare PGlite in a fresh process):`);
console.log('figure                          courtside   limit      ratio   goal     ');
for (const [name, ms, limit, goal] of rows) {
  console.log(
    `${name.padEnd(32)}${s(ms).padEnd(12)}${s(limit).padEnd(11)}${`${(ms / limit).toFixed(2)}×`.padEnd(8)}` +
      `${s(goal)} ${ms <= goal ? 'PASS' : 'FAIL'}`,
  );
}
for (const which of ['first', 'warm'] as const) {
  const names = Object.keys(phases[which][0] ?? {});
  if (!names.length) continue;
  const parts = names.map((n) => `${n} ${median(phases[which].map((p) => p[n] ?? 0))}`);
  console.log(`${which} start phases (ms, median): ${parts.join(', ')}`);
}
console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
