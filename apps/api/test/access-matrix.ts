/// <reference types="vite/client" />
// The access-control matrix over every endpoint (docs/ARCHITECTURE.md, "Access control"). HOW TO ADD
// ROWS: create test/access/<module>.access.ts exporting `accessRows: AccessRow[]` (types in
// test/auth.ts). Each row names a method, a url (or a function of the context and the actor), an
// optional payload and a setup hook, and the HTTP status expected for each of the six actors:
// anonymous, customerA, customerB, staffX, staffY (another organization) and admin. Use setup to
// create records owned by customer A and guess their ids as customer B or staff Y: the matrix is
// where cross-customer and cross-organization attempts are proven to fail. Rows run in file order;
// this file finds them through import.meta.glob, so nothing here needs editing. The groups are dealt
// to three test files (access-matrix-{1,2,3}.test.ts, balanced by row count), each with an app of
// its own, so the matrix's 1 800 requests run on both test workers instead of one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorAccounts, actors, loginAs } from './auth';
import type { AccessContext, AccessRow, Actor, Expectation, LoggedIn, SignedInActor } from './auth';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

const modules = import.meta.glob<{ accessRows: AccessRow[] }>('./access/*.access.ts', { eager: true });
const groups = Object.entries(modules)
  .map(([path, mod]) => ({ name: path.replace('./access/', '').replace('.access.ts', ''), rows: mod.accessRows }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const SHARDS = 3;
/** The groups of one shard: largest first, each to the shard with the fewest rows so far. */
function groupsOf(shard: number) {
  const load = Array.from({ length: SHARDS }, () => 0);
  const mine: typeof groups = [];
  for (const group of [...groups].sort((a, b) => b.rows.length - a.rows.length || a.name.localeCompare(b.name))) {
    const target = load.indexOf(Math.min(...load));
    load[target]! += group.rows.length;
    if (target === shard) mine.push(group);
  }
  return mine.sort((a, b) => a.name.localeCompare(b.name));
}

/** Declares the tests of one shard (0-based) of the matrix. */
export function accessMatrix(shard: number): void {
  let test: TestContext;
  let ctx: AccessContext;

  beforeAll(async () => {
    test = await buildTestApp();
    const sessions = {} as Record<SignedInActor, LoggedIn>;
    for (const actor of actors) {
      if (actor !== 'anonymous') sessions[actor] = await loginAs(test.app, actorAccounts[actor]);
    }
    ctx = {
      app: test.app,
      sessions,
      orgs: { x: sessions.staffX.organizationId, y: sessions.staffY.organizationId },
      fixtures: {},
    };
  });
  afterAll(async () => test?.close());

  function matches(status: number, expected: Expectation): boolean {
    return Array.isArray(expected) ? expected.includes(status) : status === expected;
  }

  async function run(row: AccessRow, actor: Actor): Promise<{ status: number; body: string }> {
    if (row.setup) await row.setup(ctx, actor);
    const url = typeof row.url === 'function' ? row.url(ctx, actor) : row.url;
    const payload = typeof row.payload === 'function' ? row.payload(ctx, actor) : row.payload;
    const auth = actor === 'anonymous' ? {} : ctx.sessions[actor].headers;
    const res = await ctx.app.inject({
      method: row.method,
      url,
      headers: { ...row.headers, ...auth },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    // A row that ended the actor's sessions (sign out everywhere): the next rows need a live one.
    if (row.endsSessions && actor !== 'anonymous') ctx.sessions[actor] = await loginAs(ctx.app, actorAccounts[actor]);
    return { status: res.statusCode, body: res.body.slice(0, 200) };
  }

  it('finds access rows in the modules, and this shard has some of them', () => {
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.flatMap((g) => g.rows).length).toBeGreaterThan(10);
    expect(groupsOf(shard).length).toBeGreaterThan(0);
  });

  for (const group of groupsOf(shard)) {
    describe(group.name, () => {
      for (const row of group.rows) {
        it(`${row.method} ${row.name}`, async () => {
          const mismatches: string[] = [];
          for (const actor of actors) {
            const { status, body } = await run(row, actor);
            const expected = row.expect[actor];
            if (!matches(status, expected))
              mismatches.push(`${actor}: expected ${JSON.stringify(expected)}, got ${status} ${body}`);
          }
          expect(mismatches, mismatches.join('\n')).toEqual([]);
        });
      }
    });
  }
}
