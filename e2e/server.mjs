// Starts one e2e project's server (playwright.config.ts) on a copy of a data directory that is
// migrated and seeded once per run: the first of the servers to get here prepares it (starts the
// built server on it, waits until it answers, stops it), the others wait for it, then each copies it
// to its own DATA_DIR and starts there. A warm start on a seeded directory skips the migrations and
// the seed (docs/ARCHITECTURE.md, start-up), so five servers no longer migrate and seed five
// databases side by side on CI's two cores.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const template = path.join(path.dirname(dataDir), 'seeded-template');
const ready = `${template}.ready`;
const failed = `${template}.failed`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the built server on the template directory until it says it is running, then stops it cleanly. */
async function prepareTemplate() {
  mkdirSync(template, { recursive: true });
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: template, PORT: '0', LOG_LEVEL: 'info', JOBS: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const running = new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Courtside is running at')) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  if (!(await running)) {
    writeFileSync(failed, output);
    throw new Error(`the seeded template could not be prepared:\n${output}`);
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) {
    writeFileSync(failed, output);
    throw new Error(`the template server stopped with exit code ${code}`);
  }
  writeFileSync(ready, new Date().toISOString());
}

let owner = false;
try {
  mkdirSync(`${template}.lock`);
  owner = true;
} catch {
  // Another server of this run prepares it.
}
if (owner) await prepareTemplate();
const deadline = Date.now() + 220_000;
while (!existsSync(ready)) {
  if (existsSync(failed)) throw new Error('the seeded template could not be prepared (see the first server)');
  if (Date.now() > deadline) throw new Error('timed out waiting for the seeded template');
  await sleep(100);
}
mkdirSync(dataDir, { recursive: true });
if (readdirSync(dataDir).length === 0) cpSync(template, dataDir, { recursive: true });

const child = spawn(process.execPath, [server], { env: process.env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
