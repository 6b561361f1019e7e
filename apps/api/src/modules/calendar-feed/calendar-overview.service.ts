// The availability overview of /calendar: per local day (a week or a month) how many slots are
// free, per court and in total, from the same grid the booking page uses (one snapshot query).
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { bookingWindow } from '@courtside/core/slots/booking-rules';
import { slotViews } from '@courtside/core/slots/occupancy';
import { addDays, localDate } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadVenueSnapshot, resourceDay, scopeForDates } from '../booking';
import type { SnapshotBooking } from '../booking';

/** closed: no slots; past: over; not_yet: beyond the booking window; few: at most a quarter free. */
export const dayStatuses = ['closed', 'past', 'not_yet', 'full', 'few', 'free'] as const;
export type DayStatus = (typeof dayStatuses)[number];

export interface DayCount {
  date: string;
  total: number;
  free: number;
  /** Come-together sessions that still take players, and their free places. */
  sessions: number;
  sessionPlaces: number;
  status: DayStatus;
}

export interface OverviewInput {
  organizationId: string;
  from: string;
  days: number;
  spaceType?: SpaceTypeFilter;
  category?: string;
  now?: Date;
}

function statusOf(day: Omit<DayCount, 'status'>, isPast: boolean, beyondWindow: boolean): DayStatus {
  if (day.total === 0) return 'closed';
  if (isPast) return 'past';
  if (day.free === 0 && beyondWindow) return 'not_yet';
  if (day.free === 0) return 'full';
  return day.free * 4 <= day.total ? 'few' : 'free';
}

export async function calendarOverview(db: DbOrTx, input: OverviewInput) {
  const now = input.now ?? new Date();
  const to = addDays(input.from, input.days - 1);
  const snapshot = await loadVenueSnapshot(db, scopeForDates(input.organizationId, input.from, to));
  if (!snapshot) throw new AppError('NOT_FOUND', 'Organization not found');
  const today = localDate(now, snapshot.timeZone);
  const bookingsOf = new Map<string, SnapshotBooking[]>();
  for (const b of snapshot.bookings) bookingsOf.set(b.resourceId, [...(bookingsOf.get(b.resourceId) ?? []), b]);
  const resources = snapshot.resources.filter(
    (r) =>
      r.active &&
      (!input.category || r.category === input.category) &&
      (!input.spaceType || input.spaceType === 'all' || r.spaceType === input.spaceType),
  );
  const dates = Array.from({ length: input.days }, (_, i) => addDays(input.from, i));
  const totals = dates.map((date) => ({ date, total: 0, free: 0, sessions: 0, sessionPlaces: 0, beyondWindow: false }));

  const courts = resources.map((resource) => {
    const days = dates.map((date, i) => {
      const day = resourceDay(snapshot, resource, date);
      const window = day.rule ? bookingWindow(day.rule, now, snapshot.timeZone) : undefined;
      const views = slotViews(day.slots, bookingsOf.get(resource.id) ?? [], {
        now,
        earliestStart: window?.earliest,
        latestStart: window?.latest,
      });
      const open = views.filter((v) => !v.blocked);
      const free = open.filter((v) => v.bookable && v.state === 'available').length;
      const sessions = open.filter((v) => v.state === 'come_together' && v.bookable && (v.placesLeft ?? 0) > 0);
      const sum = totals[i]!;
      sum.total += open.length;
      sum.free += free;
      sum.sessions += sessions.length;
      sum.sessionPlaces += sessions.reduce((n, v) => n + (v.placesLeft ?? 0), 0);
      if (window && open.some((v) => v.state === 'available' && v.start >= window.latest)) sum.beyondWindow = true;
      return { date, total: open.length, free };
    });
    return {
      resourceId: resource.id,
      name: resource.name,
      category: resource.category,
      spaceType: resource.spaceType,
      days,
    };
  });

  const days: DayCount[] = totals.map(({ beyondWindow, ...day }) => ({
    ...day,
    status: statusOf(day, day.date < today, beyondWindow),
  }));
  return { timezone: snapshot.timeZone, from: input.from, to, today, days, courts, count: courts.length };
}
