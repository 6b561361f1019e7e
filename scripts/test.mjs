#!/usr/bin/env node
// npm test: everything CI runs. Lint, types, unit and API tests on PGlite; the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set; then the production build and the e2e suite.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** The machine's busy and idle CPU time so far (Linux /proc/stat; null elsewhere). */
const cpuTimes = () => {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    return { idle, total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
};
/** How busy the cores were during a stage: tells whether running more side by side could help. */
const cpuBusy = (from) => {
  const to = cpuTimes();
  if (!from || !to || to.total === from.total) return '';
  const busy = 1 - (to.idle - from.idle) / (to.total - from.total);
  return `, CPU ${(busy * 100).toFixed(0)} % busy on ${availableParallelism()} cores`;
};
const run = (label, command, args, env = {}) => {
  const started = Date.now();
  const cpu = cpuTimes();
  console.log(`\n▶ ${label}`);
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s${cpuBusy(cpu)})`);
};

/** Runs commands side by side (2 cores: lint and the type checker overlap well); each one's output is printed when it ends. */
const runTogether = async (jobs) => {
  const started = Date.now();
  const cpu = cpuTimes();
  console.log(`\n▶ ${jobs.map((j) => j.label).join(' + ')}`);
  const results = await Promise.all(
    jobs.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => resolve({ label, code, output }));
        }),
    ),
  );
  for (const r of results) if (r.output.trim()) console.log(`── ${r.label}\n${r.output.trimEnd()}`);
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length) throw new Error(`${failed.map((r) => r.label).join(', ')} failed`);
  console.log(
    `✔ ${jobs.map((j) => j.label).join(' + ')} (${((Date.now() - started) / 1000).toFixed(1)} s${cpuBusy(cpu)})`,
  );
};

const total = Date.now();
await runTogether([
  { label: 'lint', command: bin('eslint'), args: ['.'] },
  { label: 'import cycles and unused names', command: bin('oxlint'), args: ['--quiet', '.'] },
  { label: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { label: 'references', command: process.execPath, args: [path.join(root, 'scripts', 'check-references.mjs')] },
  ...['packages/core', 'apps/api', 'apps/web'].map((project) => ({
    label: `types ${project}`,
    command: bin('tsc'),
    args: ['-p', project],
  })),
]);
run('unit and API tests (PGlite)', bin('vitest'), ['run'], { TEST_DATABASE_URL: '' });
// The PostgreSQL pass leaves a fifth of the two cores idle (its files wait on the server): the
// production build fills it.
const build = { label: 'build', command: 'npm', args: ['run', '--silent', 'build'] };
if (process.env.TEST_DATABASE_URL) {
  await runTogether([
    { label: 'API tests (PostgreSQL)', command: bin('vitest'), args: ['run', '--project', 'api'] },
    build,
  ]);
} else {
  run(build.label, build.command, build.args);
}
run('end-to-end (Chromium)', bin('playwright'), ['test']);
console.log(`\nAll tests passed in ${((Date.now() - total) / 1000).toFixed(0)} s`);
