// Slot changes are announced with pg_notify inside the transaction that made them: PostgreSQL
// delivers the notification only if it commits, to every API process listening (live module).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export const SLOT_CHANNEL = 'courtside_slot_changes';

export interface SlotChange {
  organizationId: string;
  resourceId: string;
  start: Date;
  end: Date;
}

/** Each resource and window once (the last change given for it). */
export function uniqueChanges<T extends SlotChange>(changes: T[]): T[] {
  const unique = new Map<string, T>();
  for (const c of changes) unique.set(`${c.resourceId}|${c.start.getTime()}|${c.end.getTime()}`, c);
  return [...unique.values()];
}

/**
 * Notifies once per resource and window (the payload names the location for the listeners), inside
 * the caller's transaction. Hot paths announce after their COMMIT instead (announceAfterCommit,
 * hold-announce.ts).
 */
export async function notifySlotChanges(db: DbOrTx, changes: SlotChange[]): Promise<void> {
  for (const c of uniqueChanges(changes)) {
    await db.execute(sql`
      select pg_notify(${SLOT_CHANNEL}, json_build_object(
        'organizationId', ${c.organizationId}::text,
        'locationId', (select location_id from resources where id = ${c.resourceId}),
        'resourceId', ${c.resourceId}::text,
        'start', ${c.start.toISOString()}::text,
        'end', ${c.end.toISOString()}::text)::text)`);
  }
}

export function changeOf(row: {
  organizationId: string;
  resourceId: string;
  startsAt: Date;
  endsAt: Date;
}): SlotChange {
  return { organizationId: row.organizationId, resourceId: row.resourceId, start: row.startsAt, end: row.endsAt };
}
