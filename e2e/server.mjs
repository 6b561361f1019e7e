// Starts one e2e project's server (playwright.config.ts) on a copy of a data directory that is
// migrated and seeded once per run: the first of the servers to get here prepares it (starts the
// built server on it, waits until it answers, stops it), the others wait for it, then each copies it
// to its own DATA_DIR and starts there. A warm start on a seeded directory skips the migrations and
// the seed (docs/ARCHITECTURE.md, start-up), so five servers no longer migrate and seed five
// databases side by side on CI's two cores.
//
// With E2E_DATABASE_URL (a PostgreSQL server) the project's server runs on a database of its own on
// that server instead of PGlite: the template is a database migrated and seeded once per run, and
// each server's database is a copy of it (CREATE DATABASE … TEMPLATE), dropped when the server stops.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const server = path.resolve(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const serverUrl = process.env.E2E_DATABASE_URL;
// One template per kind of database: the servers on PGlite copy one folder, those on PostgreSQL one database.
const template = path.join(path.dirname(dataDir), serverUrl ? 'seeded-template-postgres' : 'seeded-template');
const ready = `${template}.ready`;
const failed = `${template}.failed`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One run's databases share a prefix with the run's start time (the data folder's name), so a
// later run can tell the leftovers of a killed run from the databases of one running beside it.
const runStamp = Number(/(\d+)$/.exec(path.basename(path.dirname(dataDir)))?.[1] ?? Date.now());
const databaseName = (which) => `cs_e2e_${runStamp}_${which.replace(/\W/g, '_')}`;
const databaseUrl = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
/** Runs statements on the server's maintenance connection (E2E_DATABASE_URL). */
async function onServer(work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
/** Databases of runs that started more than three hours ago: a run never lasts that long. */
async function dropLeftovers(client) {
  const { rows } = await client.query("select datname from pg_database where datname like 'cs\\_e2e\\_%'");
  for (const { datname } of rows) {
    const started = Number(/^cs_e2e_(\d+)_/.exec(datname)?.[1]);
    if (started && started < Date.now() - 3 * 3600_000)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

/** Runs the built server on the template directory until it says it is running, then stops it cleanly. */
async function prepareTemplate() {
  mkdirSync(template, { recursive: true });
  const database = serverUrl
    ? await onServer(async (client) => {
        await dropLeftovers(client);
        await client.query(`CREATE DATABASE ${databaseName('template')}`);
        return { DATABASE_URL: databaseUrl(databaseName('template')), SEED_DEMO: 'true' };
      })
    : {};
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, ...database, DATA_DIR: template, PORT: '0', LOG_LEVEL: 'info', JOBS: 'false' },
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

let database = {};
if (serverUrl) {
  const name = databaseName(path.basename(dataDir));
  await onServer(async (client) => {
    // The template's server has stopped, but its last session may still be leaving.
    for (let i = 0; i < 250; i++) {
      const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        databaseName('template'),
      ]);
      if (rows[0].n === 0) break;
      await sleep(20);
    }
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${databaseName('template')}`);
  });
  database = { DATABASE_URL: databaseUrl(name), SEED_DEMO: 'false' };
}

const child = spawn(process.execPath, [server], { env: { ...process.env, ...database }, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  // The run is over (Playwright stops the servers with SIGTERM): this server's database goes, and the
  // template with the server that made it.
  if (serverUrl) {
    const names = [databaseName(path.basename(dataDir)), ...(owner ? [databaseName('template')] : [])];
    await onServer(async (client) => {
      for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }).catch((error) => console.error(`could not drop the e2e databases: ${error.message}`));
  }
  process.exit(code ?? (signal ? 1 : 0));
});
