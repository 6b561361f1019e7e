// The SQL of the analytics reports, one builder per report (bench/dashboard-scale.ts measures them
// at 100 000 bookings against the same statements replayed through pg).
// Occupancy counts rows that hold a court and were kept (upcoming, completed): bookings and
// come-together sessions; blocks (maintenance) and cart holds are not occupancy. Occupancy and
// utilisation read the roll-up that drizzle/0012_occupancy_hours.sql keeps by triggers (booked
// time per court, local date or month, and local hour: real minutes, so DST nights count 23 or
// 25 hours); revenue reads the roll-up of drizzle/0039_list_counts_revenue.sql (revenue_days);
// cancellations the roll-up of drizzle/0049_cancellation_days.sql (cancellation_days).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BookingType, SeasonKind } from '@courtside/core/enums';
import type { OpeningHours } from '@courtside/core/slots/types';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface ReportScope {
  organizationId: string;
  timeZone: string;
  /** [from, to) as instants: the local days of the period. */
  from: Date;
  to: Date;
  locationId?: string;
}

/** The local dates of a period (inclusive), as the service resolved them. */
export interface ReportDates {
  fromDate: string;
  toDate: string;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
const firstOfNextMonth = (date: string) => {
  const d = new Date(`${firstOfMonth(date)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The period split for the roll-ups: its whole local months (read from occupancy_months) and the
 * days before and after them (read from occupancy_hours). Date ranges are [from, to).
 */
export function splitByMonths(p: ReportDates): {
  months?: { from: string; to: string };
  days: { from: string; to: string }[];
} {
  const end = nextDay(p.toDate);
  const fullFrom = p.fromDate.endsWith('-01') ? p.fromDate : firstOfNextMonth(p.fromDate);
  const fullTo = firstOfMonth(end);
  if (fullFrom >= fullTo) return { days: [{ from: p.fromDate, to: end }] };
  const days = [
    { from: p.fromDate, to: fullFrom },
    { from: fullTo, to: end },
  ].filter((r) => r.from < r.to);
  return { months: { from: fullFrom, to: fullTo }, days };
}

/** Monday of the ISO week of a date. */
const mondayOf = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return new Date(Date.parse(`${date}T00:00:00Z`) - (weekday - 1) * 86_400_000).toISOString().slice(0, 10);
};

/** The period split for the revenue roll-up: its whole ISO weeks and the days before and after them ([from, to)). */
export function splitByWeeks(p: ReportDates): {
  weeks?: { from: string; to: string };
  days: { from: string; to: string }[];
} {
  const end = nextDay(p.toDate);
  const first = mondayOf(p.fromDate);
  const fullFrom =
    first === p.fromDate
      ? first
      : new Date(Date.parse(`${first}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const fullTo = mondayOf(end);
  if (fullFrom >= fullTo) return { days: [{ from: p.fromDate, to: end }] };
  const days = [
    { from: p.fromDate, to: fullFrom },
    { from: fullTo, to: end },
  ].filter((r) => r.from < r.to);
  return { weeks: { from: fullFrom, to: fullTo }, days };
}

function rollupScoped(s: ReportScope): SQL {
  return s.locationId
    ? sql`o.organization_id = ${s.organizationId} and o.resource_id in (select id from resources where location_id = ${s.locationId}::uuid)`
    : sql`o.organization_id = ${s.organizationId}`;
}

export const analyticsQueries = {
  // Booked minutes per court and local hour of day, from the roll-up (drizzle/0012): whole months
  // from occupancy_months, the days at the edges from occupancy_hours. A year reads about
  // 12 × courts × hours rows plus up to two months of days, instead of every booking.
  occupancy: (s: ReportScope & ReportDates): SQL => {
    const { months, days } = splitByMonths(s);
    const parts: SQL[] = days.map(
      (d) => sql`select o.resource_id, o.hour, o.booked_micros from occupancy_hours o
        where ${rollupScoped(s)} and o.local_date >= ${d.from}::date and o.local_date < ${d.to}::date`,
    );
    if (months) {
      parts.push(sql`select o.resource_id, o.hour, o.booked_micros from occupancy_months o
        where ${rollupScoped(s)} and o.month >= ${months.from}::date and o.month < ${months.to}::date`);
    }
    return sql`select x.resource_id, x.hour::int as hour, round(sum(x.booked_micros) / 60000000.0)::int as minutes
      from (${sql.join(parts, sql` union all `)}) x group by 1, 2`;
  },

  // Booked minutes per local date (a booking crossing midnight counts on both days), from the
  // roll-up's days.
  utilisation: (s: ReportScope & ReportDates): SQL => sql`
    select to_char(o.local_date, 'YYYY-MM-DD') as day, round(sum(o.booked_micros) / 60000000.0)::int as minutes
    from occupancy_hours o
    where ${rollupScoped(s)} and o.local_date >= ${s.fromDate}::date and o.local_date <= ${s.toDate}::date
    group by o.local_date`,

  // Booked revenue per local week and booking type, from the roll-up (drizzle/0039): whole weeks
  // from revenue_weeks, the days at the period's edges from revenue_days (per local date of the
  // start, court and type). A year reads about 52 × courts × types rows plus up to 12 edge days,
  // instead of every kept booking (bench/README.md "Dashboard at scale").
  revenue: (s: ReportScope & ReportDates): SQL => {
    const { weeks, days } = splitByWeeks(s);
    const parts: SQL[] = days.map(
      (d) => sql`select date_trunc('week', o.local_date::timestamp)::date as week, o.type, o.cents, o.bookings
        from revenue_days o where ${rollupScoped(s)} and o.local_date >= ${d.from}::date and o.local_date < ${d.to}::date`,
    );
    if (weeks) {
      parts.push(sql`select o.week, o.type, o.cents, o.bookings from revenue_weeks o
        where ${rollupScoped(s)} and o.week >= ${weeks.from}::date and o.week < ${weeks.to}::date`);
    }
    return sql`select to_char(x.week, 'YYYY-MM-DD') as week, x.type, sum(x.cents)::bigint as cents, sum(x.bookings)::int as bookings
      from (${sql.join(parts, sql` union all `)}) x group by x.week, x.type having sum(x.bookings) <> 0 order by 1, 2`;
  },

  // Cancellations of real bookings (cart holds that lapsed or were let go are not cancellations)
  // per local week, from the roll-up (drizzle/0049): a year reads about 365 × courts rows.
  cancellations: (s: ReportScope & ReportDates): SQL => sql`
    select to_char(date_trunc('week', o.local_date::timestamp), 'YYYY-MM-DD') as week,
      sum(o.kept)::int as kept, sum(o.cancelled)::int as cancelled, sum(o.no_shows)::int as no_shows,
      sum(o.cancelled_by_staff)::int as cancelled_by_staff
    from cancellation_days o
    where ${rollupScoped(s)} and o.local_date >= ${s.fromDate}::date and o.local_date <= ${s.toDate}::date
    group by 1 having sum(o.kept) + sum(o.cancelled) <> 0 order by 1`,
};

export interface VenueShape {
  resources: { id: string; name: string; locationId: string; active: boolean }[];
  seasons: {
    id: string;
    locationId: string;
    kind: SeasonKind;
    startsOn: string;
    endsOn: string;
    openingHours: OpeningHours;
  }[];
}

export const analyticsRepository = {
  occupancy: (db: DbOrTx, s: ReportScope & ReportDates) =>
    rowsOf<{ resource_id: string; hour: number; minutes: number }>(db, analyticsQueries.occupancy(s)),
  utilisation: (db: DbOrTx, s: ReportScope & ReportDates) =>
    rowsOf<{ day: string; minutes: number }>(db, analyticsQueries.utilisation(s)),
  revenue: (db: DbOrTx, s: ReportScope & ReportDates) =>
    rowsOf<{ week: string; type: BookingType; cents: string | number; bookings: number }>(
      db,
      analyticsQueries.revenue(s),
    ),
  cancellations: (db: DbOrTx, s: ReportScope & ReportDates) =>
    rowsOf<{ week: string; kept: number; cancelled: number; no_shows: number; cancelled_by_staff: number }>(
      db,
      analyticsQueries.cancellations(s),
    ),

  /** Courts (active ones, and inactive ones that were booked in the period) and the seasons of their locations. */
  async venueShape(db: DbOrTx, s: ReportScope & { fromDate: string; toDate: string }): Promise<VenueShape> {
    const [row] = await rowsOf<{ resources: VenueShape['resources'] | null; seasons: VenueShape['seasons'] | null }>(
      db,
      sql`
      with r as (
        select id, name, location_id as "locationId", active, sort_order from resources
        where organization_id = ${s.organizationId}
          and (${s.locationId ?? null}::uuid is null or location_id = ${s.locationId ?? null}::uuid)
          and (active or exists (select 1 from bookings b where b.resource_id = resources.id
               and b.starts_at < ${s.to.toISOString()}::timestamptz and b.ends_at > ${s.from.toISOString()}::timestamptz))
      )
      select
        (select json_agg(json_build_object('id', id, 'name', name, 'locationId', "locationId", 'active', active) order by sort_order, name) from r) as resources,
        (select json_agg(json_build_object('id', id, 'locationId', location_id, 'kind', kind, 'startsOn', starts_on, 'endsOn', ends_on, 'openingHours', opening_hours))
           from seasons where location_id in (select "locationId" from r)
             and starts_on <= ${s.toDate}::date and ends_on >= ${s.fromDate}::date) as seasons`,
    );
    return { resources: row?.resources ?? [], seasons: row?.seasons ?? [] };
  },
};
