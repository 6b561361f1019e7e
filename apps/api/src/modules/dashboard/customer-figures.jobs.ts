// The customers list's kept figures (docs/decisions/032-list-figures-kept-by-the-database.md):
// writers only note the people they touched; a read recomputes them. This job does the same every
// few minutes for every venue with notes, so the queue stays short for a venue whose staff rarely
// open the list, and the next read has little left to do. Safe with several API processes:
// customer_figures_settle takes the venue's advisory lock, and a second caller finds nothing left.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Job } from '../../jobs/runner';
import { rowsOf } from '../../db/rows';

/** Settles every venue with noted people; answers how many people were recomputed. */
export async function settleCustomerFigures(db: DbOrTx): Promise<number> {
  const venues = await rowsOf<{ id: string }>(
    db,
    sql`select distinct organization_id as id from customer_figures_dirty`,
  );
  let settled = 0;
  // One statement per venue: its advisory lock is held only while its own people are recomputed.
  for (const { id } of venues) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select customer_figures_settle(${id}) as n`);
    settled += Number(row?.n ?? 0);
  }
  return settled;
}

export const customerFiguresJobs: Job[] = [
  {
    name: 'customers.settle-figures',
    everyMs: 5 * 60_000,
    run: async (app) => void (await settleCustomerFigures(app.db)),
  },
];
