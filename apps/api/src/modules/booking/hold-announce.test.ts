// The announcer (hold-announce.ts) against a pool that answers slowly: announcements queued while
// one statement is out go together in the next, and announcementsSent — what the app's shutdown
// waits for, since a hold's answer no longer does — resolves only once every queued one was sent.
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { announceAfterCommit, announcementsSent } from './hold-announce';

/** A stand-in for the API's pg pool (db/prepared.ts runs named statements on `$client`). */
function slowPool(ms: number) {
  const sent: string[][] = [];
  const client = {
    totalCount: 1,
    query: async (config: { name: string; values: unknown[] }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (config.name === 'courtside_announce_slots') sent.push(config.values[0] as string[]);
      return { rows: [] };
    },
  };
  return { db: { $client: client } as unknown as DbOrTx, sent };
}

const change = (hour: number) => ({
  organizationId: 'org',
  locationId: 'loc',
  resourceId: 'court',
  start: new Date(Date.UTC(2026, 11, 1, hour)),
  end: new Date(Date.UTC(2026, 11, 1, hour + 1)),
});

describe('announcementsSent', () => {
  it('resolves at once when nothing is queued', async () => {
    const { db, sent } = slowPool(1);
    await announcementsSent(db);
    expect(sent).toEqual([]);
  });

  it('waits until every announcement queued so far went out, those queued meanwhile in one statement', async () => {
    const { db, sent } = slowPool(40);
    const answers = [10, 11, 12].map((hour) => announceAfterCommit(db, [change(hour)]));
    await announcementsSent(db);
    expect(sent.flat().map((p) => JSON.parse(p).start)).toEqual(
      [10, 11, 12].map((hour) => change(hour).start.toISOString()),
    );
    // The first went alone; the two queued while it was out, together.
    expect(sent.map((batch) => batch.length)).toEqual([1, 2]);
    await Promise.all(answers);
    // Queued after the queue emptied: waited for again.
    void announceAfterCommit(db, [change(13)]);
    await announcementsSent(db);
    expect(sent).toHaveLength(3);
  });
});
