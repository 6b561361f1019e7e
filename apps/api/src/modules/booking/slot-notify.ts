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

/** Notifies once per resource and window (the payload names the location for the listeners). */
export async function notifySlotChanges(db: DbOrTx, changes: SlotChange[]): Promise<void> {
  const unique = new Map<string, SlotChange>();
  for (const c of changes) unique.set(`${c.resourceId}|${c.start.getTime()}|${c.end.getTime()}`, c);
  for (const c of unique.values()) {
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
