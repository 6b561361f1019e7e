#!/usr/bin/env node
// npm test: everything CI runs. Lint, types, unit and API tests on PGlite; the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set; then the production build and the e2e suite.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (label, command, args, env = {}) => {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

const total = Date.now();
run('lint', bin('eslint'), ['.']);
run('types', 'npm', ['run', '--silent', 'typecheck']);
run('unit and API tests (PGlite)', bin('vitest'), ['run'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  run('API tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'api']);
}
run('build', 'npm', ['run', '--silent', 'build']);
run('end-to-end (Chromium)', bin('playwright'), ['test']);
console.log(`\nAll tests passed in ${((Date.now() - total) / 1000).toFixed(0)} s`);
