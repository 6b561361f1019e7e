// Slot announcements of court holds made in a statement of their own, sent right after the hold's
// commit (docs/decisions/022-hold-announced-after-commit.md). A NOTIFY inside the hold's
// transaction made PostgreSQL serialize the commits of all holds (its notification lock is held
// until the commit is on disk); here the announcements of holds committed meanwhile go out
// together, one statement (courtside_announce_slots, drizzle/0042_hold_announce_after_commit.sql)
// at a time per API process. The payload is the one slot-notify.ts sends; every API process
// listening receives it, as before. A hold's answer waits for its announcement.
import type { DbOrTx } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { SLOT_CHANNEL } from './slot-notify';
import type { SlotChange } from './slot-notify';

const NAME = 'courtside_announce_slots';
const TEXT = 'select courtside_announce_slots($1::text[])';
/** At most this many announcements per statement. */
const BATCH = 200;

/** The NOTIFY payload of a slot change (the listeners' format, live/live.hub.ts parseMessage). */
export function slotPayload(change: SlotChange & { locationId: string | null }): string {
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

  constructor(private readonly db: DbOrTx) {}

  announce(payload: string): Promise<void> {
    return new Promise((done) => {
      this.waiting.push({ payload, done });
      if (!this.sending) void this.send();
    });
  }

  private async send(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, BATCH);
        await this.sendBatch(batch.map((w) => w.payload));
        for (const w of batch) w.done();
      }
    } finally {
      this.sending = false;
    }
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

/** Announces a committed slot change to every listening API process; resolves once it is sent. */
export function announceSlotAfterCommit(db: DbOrTx, payload: string): Promise<void> {
  let announcer = announcers.get(db);
  if (!announcer) announcers.set(db, (announcer = new Announcer(db)));
  return announcer.announce(payload);
}
