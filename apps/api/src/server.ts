// Starts one process: database (PGlite or PostgreSQL), migrations, demo seed, HTTP server,
// background jobs; shuts down gracefully on SIGTERM/SIGINT.
import { apiModules, buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { demoAccountsLine, seedDemo } from './db/seed/demo';
import { startJobs } from './jobs/runner';

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
  });
  phase('database');
  await runMigrations(database);
  phase('migrations');
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  phase('seed');
  const seedMs = phases.seed;

  const app = await buildApp({ config, database });
  phase('app');
  const stopJobs = config.jobsEnabled
    ? startJobs(
        app,
        apiModules.flatMap((module) => module.jobs ?? []),
      )
    : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await stopJobs();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  phase('listen');
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
  // The phases (ms; importMs: process start to main) go with the ready line for bench/start.ts.
  app.log.info(
    { startup: { importMs: Math.round(startedAt), ...phases } },
    `Courtside is running at ${address.replace('0.0.0.0', 'localhost')} on ${where}, ready in ${Math.round(performance.now() - startedAt)} ms`,
  );
  if (config.seedDemo) {
    app.log.info(`${seeded ? `Seeded the demo venue in ${seedMs} ms. ` : ''}${demoAccountsLine()}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
