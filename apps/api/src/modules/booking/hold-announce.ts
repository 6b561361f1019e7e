// Slot changes announced in a statement of their own, right after the COMMIT that made them
// (docs/decisions/022-hold-announced-after-commit.md, 023-checkout-waits.md). A NOTIFY inside the
// changing transaction makes PostgreSQL serialize the commits of all such transactions (its
// notification lock is held until the commit is on disk); here the announcements committed
// meanwhile go out together, one statement (courtside_announce_slots,
// drizzle/0042_hold_announce_after_commit.sql) at a time per API process. The payload is the one
// notifySlotChanges (slot-notify.ts) sends; every API process listening receives it, as before.
// Checkout's steps wait for their announcement; a court hold of its own does not
// (docs/decisions/031-hold-answered-before-its-announcement.md): the announcement still goes out at
// once, and the app's shutdown waits until every queued one is sent (announcementsSent).
import type { DbOrTx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { SLOT_CHANNEL, uniqueChanges } from './slot-notify';
import type { SlotChange } from './slot-notify';

const NAME = 'courtside_announce_slots';
const TEXT = 'select courtside_announce_slots($1::text[])';
/** The courts' locations, for changes whose caller does not know them (bookings carry no location). */
const LOCATIONS = 'courtside_resource_locations';
const LOCATIONS_TEXT = 'select id, location_id from resources where id = any($1::uuid[])';
/** At most this many announcements per statement. */
const BATCH = 200;

/** The NOTIFY payload of a slot change (the listeners' format, live/live.hub.ts parseMessage). */
function slotPayload(change: SlotChange & { locationId: string | null }): string {
  return JSON.stringify({
    organizationId: change.organizationId,
    locationId: change.locationId,
    resourceId: change.resourceId,
    start: change.start.toISOString(),
    end: change.end.toISOString(),
  });
}

interface Waiting {
  payload: string;
  done: () => void;
}

class Announcer {
  private readonly waiting: Waiting[] = [];
  private sending = false;
  /** Settles when the queue is empty again (while sending). */
  private drained: Promise<void> | null = null;

  constructor(private readonly db: DbOrTx) {}

  announce(payload: string): Promise<void> {
    return new Promise((done) => {
      this.waiting.push({ payload, done });
      if (!this.sending) void this.send();
    });
  }

  /** Resolves once everything queued so far has been sent. */
  idle(): Promise<void> {
    return this.drained ?? Promise.resolve();
  }

  private send(): Promise<void> {
    this.sending = true;
    this.drained = (async () => {
      try {
        while (this.waiting.length) {
          const batch = this.waiting.splice(0, BATCH);
          await this.sendBatch(batch.map((w) => w.payload));
          for (const w of batch) w.done();
        }
      } finally {
        this.sending = false;
        this.drained = null;
      }
    })();
    return this.drained;
  }

  private async sendBatch(payloads: string[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await queryPrepared(this.db, NAME, TEXT, [payloads]);
        return;
      } catch (error) {
        // The holds are committed: their answers must not fail. A lost announcement means the
        // database connection is in trouble, and listeners that lose their LISTEN connection
        // resynchronize when it is back (live/live.hub.ts).
        if (attempt < 2) continue;
        process.emitWarning(`${SLOT_CHANNEL}: ${payloads.length} slot change(s) not announced: ${String(error)}`);
        return;
      }
    }
  }
}

const announcers = new WeakMap<object, Announcer>();

function announcerOf(db: DbOrTx): Announcer {
  let announcer = announcers.get(db);
  if (!announcer) announcers.set(db, (announcer = new Announcer(db)));
  return announcer;
}

/** Resolves once every announcement queued on `db` so far has been sent (the app's shutdown waits for it). */
export function announcementsSent(db: DbOrTx): Promise<void> {
  return announcers.get(db)?.idle() ?? Promise.resolve();
}

/** A committed slot change; the location when the caller knows it (the hold does), else it is looked up. */
export type CommittedChange = SlotChange & { locationId?: string | null };

/**
 * Announces committed slot changes (each resource and window once) to every listening API process;
 * resolves once they are sent. Never throws: the changes stand, and listeners resynchronize when
 * their connection is back (live/live.hub.ts).
 */
export async function announceAfterCommit(db: DbOrTx, changes: CommittedChange[]): Promise<void> {
  const unique = uniqueChanges(changes);
  if (!unique.length) return;
  let locations = new Map<string, string | null>();
  const unknown = [...new Set(unique.filter((c) => c.locationId === undefined).map((c) => c.resourceId))];
  if (unknown.length) {
    try {
      const rows = await queryPrepared(db, LOCATIONS, LOCATIONS_TEXT, [unknown]);
      locations = new Map(rows.map((r) => [r.id as string, (r.location_id as string | null) ?? null]));
    } catch (error) {
      process.emitWarning(`${SLOT_CHANNEL}: ${unique.length} slot change(s) not announced: ${String(error)}`);
      return;
    }
  }
  const announcer = announcerOf(db);
  await Promise.all(
    unique.map((c) =>
      announcer.announce(slotPayload({ ...c, locationId: c.locationId ?? locations.get(c.resourceId) ?? null })),
    ),
  );
}
