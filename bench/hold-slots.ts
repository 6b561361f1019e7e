// Shared by bench/holds.ts and its server process (importing the server file would start it).
import type { LatencyStats } from './availability.server';

export interface HoldSlot {
  resourceId: string;
  start: string;
  end: string;
}

/** The hold bench's limit: the same booking row inserted straight into the table. */
export interface InsertStats extends LatencyStats {
  /** Rows inserted (the rest hit the exclusion constraint: slot taken). */
  inserted: number;
  /** Seconds until the first `fill` rows were in (null: not reached). */
  fillSeconds: number | null;
}

/** A random candidate slot; one request in four asks for two consecutive slots of one court. */
export function randomHoldSlot(slots: HoldSlot[]): HoldSlot {
  const first = Math.floor(Math.random() * slots.length);
  const a = slots[first]!;
  const b = slots[first + 1];
  const end = Math.random() < 0.25 && b && b.resourceId === a.resourceId && b.start === a.end ? b.end : a.end;
  return { resourceId: a.resourceId, start: a.start, end };
}

/** The p-th percentile of ascending `sorted` (0 when empty). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
