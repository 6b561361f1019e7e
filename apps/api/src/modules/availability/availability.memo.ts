// Availability answers kept per snapshot text (docs/decisions/021-availability-answer-per-snapshot.md).
// An answer is a pure function of the snapshot's two texts, the question (date and filters) and the
// clock; the clock only matters at known instants (a hold expiring, a slot entering the minimum
// notice, the venue's midnight moving the lead time), so an answer is reused while the database
// sends the very same texts and the clock has not reached the first of those instants. Unlike the
// HTTP cache (availability.cache.ts) this needs no clearing: every request still runs the snapshot
// query, and any change in the data is a different text.

interface Entry {
  fixed: string;
  live: string;
  /** The clock reading the answer was built at, and the first one at which it may differ (ms). */
  from: number;
  until: number;
  /** The answer's JSON as UTF-8: sent as is (no encoding or length count per request). */
  body: Buffer;
}

const MAX_ENTRIES = 200;

export class AnswerMemo {
  private readonly entries = new Map<string, Entry>();
  /** Off: every request builds its answer (the bench measures that path this way). */
  enabled = true;

  get(key: string, fixed: string, live: string, now: number): Buffer | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry || now < entry.from || now >= entry.until) return undefined;
    // Fresh strings from the driver: compared by content (a memcmp of a few kilobytes).
    return entry.live === live && entry.fixed === fixed ? entry.body : undefined;
  }

  set(key: string, entry: Entry): void {
    if (!this.enabled || entry.until <= entry.from) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** One per process: answers depend on nothing but their key, texts and clock, whatever the database. */
export const answerMemo = new AnswerMemo();
