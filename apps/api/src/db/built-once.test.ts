// builtOnce (built-once.ts): a Drizzle query built once answers every call with that call's values,
// mapped as Drizzle maps them, on the connection of the handle it is given (a transaction's own
// included), as a named prepared statement on PostgreSQL. Both databases.
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, openTestDatabase } from '../../test/helper';
import { builtOnce } from './built-once';
import type { DatabaseHandle } from './client';

const probe = pgTable('built_once_probe', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
});

const byId = builtOnce('built_once_probe_by_id', (db) =>
  db
    .select()
    .from(probe)
    .where(eq(probe.id, sql.placeholder('id'))),
);
const relabel = builtOnce('built_once_probe_relabel', (db) =>
  db
    .update(probe)
    .set({ label: sql`${sql.placeholder('label')}` })
    .where(eq(probe.id, sql.placeholder('id')))
    .returning({ id: probe.id, label: probe.label }),
);

describe('builtOnce', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(false));
    await database.query(
      'create table built_once_probe (id integer primary key, label text not null, seen_at timestamptz)',
    );
    await database.query(
      `insert into built_once_probe values (1, 'one', '2026-03-29T00:30:00Z'), (2, 'two', null), (3, 'three', null)`,
    );
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it("answers each call with its own values, mapped as Drizzle's own query", async () => {
    for (const id of [1, 2, 3, 2, 1, 4]) {
      const drizzle = await database.db.select().from(probe).where(eq(probe.id, id));
      expect(await byId(database.db, { id })).toEqual(drizzle);
    }
    expect((await byId(database.db, { id: 1 }))[0]).toEqual({
      id: 1,
      label: 'one',
      seenAt: new Date('2026-03-29T00:30:00Z'),
    });
    expect(await relabel(database.db, { id: 3, label: 'drei' })).toEqual([{ id: 3, label: 'drei' }]);
    expect(await relabel(database.db, { id: 2, label: 'zwei' })).toEqual([{ id: 2, label: 'zwei' }]);
  });

  it("runs on a transaction's own connection: it sees that transaction's rows, which go with its rollback", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(probe).values({ id: 10, label: 'uncommitted' });
        expect(await byId(tx, { id: 10 })).toEqual([{ id: 10, label: 'uncommitted', seenAt: null }]);
        expect(await relabel(tx, { id: 10, label: 'changed' })).toEqual([{ id: 10, label: 'changed' }]);
        // Not yet visible outside it (PGlite has one connection: an outside query would wait for this one).
        if (isPostgres) expect(await byId(database.db, { id: 10 })).toEqual([]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await byId(database.db, { id: 10 })).toEqual([]);
  });

  it.runIf(isPostgres)('is a named prepared statement on the connection, inside a transaction too', async () => {
    await database.db.transaction(async (tx) => {
      await byId(tx, { id: 1 });
      await byId(tx, { id: 2 });
      const rows = await tx.execute(
        sql`select name from pg_prepared_statements where name in ('built_once_probe_by_id', 'built_once_probe_relabel')`,
      );
      expect((rows as unknown as { rows: { name: string }[] }).rows).toContainEqual({ name: 'built_once_probe_by_id' });
    });
  });

  it('refuses a write on a table that computes a column in JavaScript', () => {
    const stamped = pgTable('built_once_probe', {
      id: integer('id').primaryKey(),
      label: text('label')
        .notNull()
        .$onUpdate(() => 'changed at build time'),
    });
    const write = builtOnce('built_once_probe_stamped', (db) =>
      db
        .update(stamped)
        .set({ id: sql`${sql.placeholder('id')}` })
        .where(eq(stamped.id, sql.placeholder('id'))),
    );
    expect(() => write(database.db, { id: 1 })).toThrow('computes label in JavaScript');
  });

  it('refuses a name already given to another query', () => {
    const other = builtOnce('built_once_probe_by_id', (db) =>
      db
        .select({ id: probe.id })
        .from(probe)
        .where(eq(probe.id, sql.placeholder('id'))),
    );
    expect(() => other(database.db, { id: 1 })).toThrow('already given to another query');
  });
});
