// The grids court holds are fitted on, kept per API process and database (docs/decisions/
// 028-hold-grid-version.md): a hold then costs one database call instead of two. Each kept snapshot
// carries the organization's grid version it was read at; the hold function refuses a hold fitted
// on another version (CS410) and the caller loads the grid again, so a kept grid never decides a
// hold after staff changed the venue. Only the grid is kept (no bookings: collisions are the
// database's to decide).
import type { VenueSnapshot } from './venue-snapshot';

const MAX_ENTRIES = 1_000;
// Per database (its Drizzle instance): test files, and a process serving two databases, never share.
const byDatabase = new WeakMap<object, Map<string, VenueSnapshot>>();

function entries(db: object): Map<string, VenueSnapshot> {
  let kept = byDatabase.get(db);
  if (!kept) byDatabase.set(db, (kept = new Map()));
  return kept;
}

export const keptGrid = {
  get(db: object, key: string): VenueSnapshot | undefined {
    return byDatabase.get(db)?.get(key);
  },
  /** Keeps a snapshot that has a version (a full cache is emptied: the busy keys come back at once). */
  set(db: object, key: string, snapshot: VenueSnapshot): void {
    if (snapshot.gridVersion === undefined) return;
    const kept = entries(db);
    if (kept.size >= MAX_ENTRIES) kept.clear();
    kept.set(key, snapshot);
  },
  forget(db: object, key: string): void {
    byDatabase.get(db)?.delete(key);
  },
};
