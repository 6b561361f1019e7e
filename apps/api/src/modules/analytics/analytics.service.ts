// The analytics reports of /dashboard/analytics: occupancy heat map court × hour,
// booked revenue by booking type and week, utilisation trend, cancellations and no-shows.
import type {
  CancellationsAnswer,
  OccupancyAnswer,
  ReportQuery,
  RevenueAnswer,
  UtilisationAnswer,
} from '@courtside/core/analytics-schemas';
import { addDays, daysBetween, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { analyticsRepository as repo } from './analytics.repository';
import type { ReportScope } from './analytics.repository';
import { datesOf, openMinutesByLocation } from './open-hours';
import { settingsOf } from '../booking';

export const MAX_REPORT_DAYS = 366;

export interface ResolvedPeriod extends ReportScope {
  fromDate: string;
  toDate: string;
}

/** The period of a report: local dates → instants of the organization's zone. */
export async function resolvePeriod(
  db: DbOrTx,
  organizationId: string,
  query: ReportQuery,
  now = new Date(),
): Promise<ResolvedPeriod> {
  const { timeZone } = await settingsOf(db, organizationId);
  const toDate = query.to ?? localDate(now, timeZone);
  const fromDate = query.from ?? addDays(toDate, -27);
  if (fromDate > toDate)
    throw new AppError('VALIDATION_FAILED', 'from must be on or before to', { reason: 'period_reversed' });
  if (daysBetween(fromDate, toDate) >= MAX_REPORT_DAYS)
    throw new AppError('VALIDATION_FAILED', `A report covers at most ${MAX_REPORT_DAYS} days`, {
      reason: 'period_too_long',
    });
  return {
    organizationId,
    timeZone,
    fromDate,
    toDate,
    locationId: query.locationId,
    from: zonedInstant(fromDate, '00:00', timeZone),
    to: zonedInstant(addDays(toDate, 1), '00:00', timeZone),
  };
}

const rate = (booked: number, open: number) => (open > 0 ? Math.round((booked / open) * 1000) / 1000 : 0);
const period = (p: ResolvedPeriod) => ({ from: p.fromDate, to: p.toDate, timezone: p.timeZone });

export async function occupancyReport(db: DbOrTx, p: ResolvedPeriod): Promise<OccupancyAnswer> {
  const [shape, booked] = await Promise.all([repo.venueShape(db, p), repo.occupancy(db, p)]);
  const bookedAt = new Map(booked.map((b) => [`${b.resource_id}|${b.hour}`, b.minutes]));
  const open = openMinutesByLocation(shape, datesOf(p.fromDate, p.toDate), p.timeZone);
  const hoursSeen = new Set<number>();
  const openByLocationHour = new Map<string, Map<number, number>>();
  for (const [locationId, byDate] of open) {
    const sum = new Map<number, number>();
    for (const byHour of byDate.values()) for (const [h, m] of byHour) sum.set(h, (sum.get(h) ?? 0) + m);
    for (const h of sum.keys()) hoursSeen.add(h);
    openByLocationHour.set(locationId, sum);
  }
  for (const b of booked) hoursSeen.add(b.hour);
  const hours = [...hoursSeen].sort((a, b) => a - b);
  const rows = shape.resources.map((r) => {
    const openHours = openByLocationHour.get(r.locationId) ?? new Map<number, number>();
    const cells = hours.map((hour) => {
      const bookedMinutes = bookedAt.get(`${r.id}|${hour}`) ?? 0;
      const openMinutes = openHours.get(hour) ?? 0;
      return { hour, bookedMinutes, openMinutes, rate: rate(bookedMinutes, openMinutes) };
    });
    const bookedMinutes = cells.reduce((s, c) => s + c.bookedMinutes, 0);
    const openMinutes = cells.reduce((s, c) => s + c.openMinutes, 0);
    return {
      resourceId: r.id,
      name: r.name,
      bookedMinutes,
      openMinutes,
      rate: rate(bookedMinutes, openMinutes),
      cells,
    };
  });
  return { ...period(p), hours, rows, count: rows.length };
}

/** Monday of the ISO week of a local date. */
function weekOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return addDays(date, 1 - weekday);
}

export async function utilisationReport(
  db: DbOrTx,
  p: ResolvedPeriod,
  granularity: 'day' | 'week',
): Promise<UtilisationAnswer> {
  const [shape, booked] = await Promise.all([repo.venueShape(db, p), repo.utilisation(db, p)]);
  const dates = datesOf(p.fromDate, p.toDate);
  const open = openMinutesByLocation(shape, dates, p.timeZone);
  const courtsAt = new Map<string, number>();
  for (const r of shape.resources) courtsAt.set(r.locationId, (courtsAt.get(r.locationId) ?? 0) + 1);
  const key = (d: string) => (granularity === 'day' ? d : weekOf(d));
  const buckets = new Map<string, { booked: number; open: number }>();
  for (const d of dates) {
    let openMinutes = 0;
    for (const [locationId, byDate] of open)
      for (const m of byDate.get(d)?.values() ?? []) openMinutes += m * (courtsAt.get(locationId) ?? 0);
    const bucket = buckets.get(key(d)) ?? { booked: 0, open: 0 };
    bucket.open += openMinutes;
    buckets.set(key(d), bucket);
  }
  for (const b of booked) {
    const bucket = buckets.get(key(b.day));
    if (bucket) bucket.booked += b.minutes;
  }
  const rows = [...buckets.entries()].map(([periodKey, v]) => ({
    period: periodKey,
    bookedMinutes: v.booked,
    openMinutes: v.open,
    rate: rate(v.booked, v.open),
  }));
  return { ...period(p), granularity, rows, count: rows.length };
}

export async function revenueReport(db: DbOrTx, p: ResolvedPeriod): Promise<RevenueAnswer> {
  const rows = (await repo.revenue(db, p)).map((r) => ({
    week: r.week,
    type: r.type,
    cents: Number(r.cents),
    bookings: r.bookings,
  }));
  const totals = rows.reduce((t, r) => ({ cents: t.cents + r.cents, bookings: t.bookings + r.bookings }), {
    cents: 0,
    bookings: 0,
  });
  return { ...period(p), rows, totals, count: rows.length };
}

export async function cancellationsReport(db: DbOrTx, p: ResolvedPeriod): Promise<CancellationsAnswer> {
  const rows = (await repo.cancellations(db, p)).map((r) => ({
    week: r.week,
    bookings: r.kept + r.cancelled,
    cancelled: r.cancelled,
    noShows: r.no_shows,
    cancelledByStaff: r.cancelled_by_staff,
  }));
  const sum = rows.reduce(
    (t, r) => ({
      bookings: t.bookings + r.bookings,
      cancelled: t.cancelled + r.cancelled,
      noShows: t.noShows + r.noShows,
    }),
    { bookings: 0, cancelled: 0, noShows: 0 },
  );
  return {
    ...period(p),
    rows,
    totals: {
      ...sum,
      cancellationRate: rate(sum.cancelled, sum.bookings),
      noShowRate: rate(sum.noShows, sum.bookings - sum.cancelled),
    },
    count: rows.length,
  };
}
