// npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database.
import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
await runMigrations(database);
await database.close();
console.log(`Migrations applied to ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`);
