// Dropping a test database on the PostgreSQL server named by TEST_DATABASE_URL.
import pg from 'pg';

/**
 * pool.end() returns before every backend has gone. Copying a template that still has a session
 * fails ("being accessed by other users"), and forcing a drop while one is still disconnecting
 * sends it a FATAL 57P01 that surfaces as an unhandled error: wait briefly for them to leave.
 */
async function waitUntilUnused(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const { rows } = await c.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function waitUntilServerDatabaseUnused(serverUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await waitUntilUnused(c, name);
  } finally {
    await c.end();
  }
}

export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await waitUntilUnused(c, name);
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}
