// The SQL of the analytics reports, one builder per report (bench/dashboard-scale.ts measures them
// at 100 000 bookings against the same statements replayed through pg).
// Occupancy counts rows that hold a court and were kept (upcoming, completed): bookings and
// come-together sessions; blocks (maintenance) and cart holds are not occupancy.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BookingType, SeasonKind } from '@courtside/core/enums';
import type { OpeningHours } from '@courtside/core/slots/types';
import type { DbOrTx } from '../../db/client';

export interface ReportScope {
  organizationId: string;
  timeZone: string;
  /** [from, to) as instants: the local days of the period. */
  from: Date;
  to: Date;
  locationId?: string;
}

const kept = sql`b.status in ('upcoming', 'completed')`;

function scoped(s: ReportScope): SQL {
  return sql`b.organization_id = ${s.organizationId}
    and (${s.locationId ?? null}::uuid is null or b.resource_id in (select id from resources where location_id = ${s.locationId ?? null}::uuid))`;
}

/** The period as local wall-clock timestamps ("2026-10-26 00:00"): its first day and the day after its last. */
function localBounds(s: ReportScope): { from: string; to: string } {
  const local = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: s.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  return { from: local(s.from), to: local(s.to) };
}

/**
 * The court-holding bookings of the period as local wall-clock intervals, clipped to the period
 * (materialized: one time-zone conversion per booking). Bookings never last a day, so only those
 * starting up to a day before the period can reach it; that lower bound lets the
 * (organization_id, starts_at) indexes do the work. Across a DST switch at night, when venues are
 * closed, the local clock may count an hour too many or too few.
 */
function keptIntervals(s: ReportScope): SQL {
  const local = localBounds(s);
  const earliest = new Date(s.from.getTime() - 86_400_000).toISOString();
  return sql`
    select b.resource_id,
      greatest(b.starts_at at time zone ${s.timeZone}, ${local.from}::timestamp) as cs,
      least(b.ends_at at time zone ${s.timeZone}, ${local.to}::timestamp) as ce
    from bookings b
    where ${scoped(s)} and ${kept} and b.session_id is null
      and (b.dynamic_slot_id is null or b.type = 'come_together')
      and b.starts_at >= ${earliest}::timestamptz and b.starts_at < ${s.to.toISOString()}::timestamptz and b.ends_at > ${s.from.toISOString()}::timestamptz`;
}

const hourSteps = sql.raw(`(values ${Array.from({ length: 25 }, (_, i) => `(${i})`).join(', ')}) k(step)`);

export const analyticsQueries = {
  // Booked minutes per court and local hour of day. Bookings are first grouped by court, start time
  // of day and length (a year of bookings is a few hundred groups), then each group is cut at whole
  // hours: the cost no longer grows with the number of bookings times their hours.
  occupancy: (s: ReportScope): SQL => sql`
    with b as materialized (${keptIntervals(s)}),
    g as (
      select resource_id, '2000-01-01'::timestamp + cs::time as s, '2000-01-01'::timestamp + cs::time + (ce - cs) as e, count(*) as n
      from b where ce > cs group by 1, 2, 3)
    select g.resource_id, extract(hour from x.h)::int as hour,
      round(sum(g.n * extract(epoch from least(g.e, x.h + interval '1 hour') - greatest(g.s, x.h)) / 60))::int as minutes
    from g cross join ${hourSteps}
    cross join lateral (select date_trunc('hour', g.s) + k.step * interval '1 hour' as h) x
    where x.h < g.e
    group by 1, 2`,

  // Booked minutes per local date: a booking crossing midnight is split between its two days.
  utilisation: (s: ReportScope): SQL => sql`
    with b as materialized (${keptIntervals(s)})
    select to_char(d.day, 'YYYY-MM-DD') as day, round(sum(extract(epoch from least(b.ce, d.day + interval '1 day') - greatest(b.cs, d.day)) / 60))::int as minutes
    from b cross join lateral (values (date_trunc('day', b.cs)), (date_trunc('day', b.cs) + interval '1 day')) d(day)
    where d.day < b.ce and b.ce > b.cs
    group by 1`,
  // Courts share their start times, so bookings are summed per start instant first (a year is a
  // few thousand instants) and only those are turned into local weeks.
  revenue: (s: ReportScope): SQL => sql`
    with g as (
      select b.starts_at, b.type, sum(b.price_cents) as cents, count(*) as n
      from bookings b
      where ${scoped(s)} and ${kept} and b.dynamic_slot_id is null
        and b.starts_at >= ${s.from.toISOString()}::timestamptz and b.starts_at < ${s.to.toISOString()}::timestamptz
      group by 1, 2)
    select to_char(date_trunc('week', g.starts_at at time zone ${s.timeZone}), 'YYYY-MM-DD') as week, g.type,
      sum(g.cents)::bigint as cents, sum(g.n)::int as bookings
    from g group by 1, 2 order by 1, 2`,

  // Cancellations of real bookings: cart holds that lapsed or were let go are not cancellations.
  cancellations: (s: ReportScope): SQL => sql`
    with g as (
      select b.starts_at,
        count(*) filter (where b.status in ('upcoming', 'completed')) as kept,
        count(*) filter (where b.status = 'cancelled') as cancelled,
        count(*) filter (where b.no_show) as no_shows,
        count(*) filter (where b.status = 'cancelled' and exists (select 1 from booking_events e
          where e.booking_id = b.id and e.action = 'cancel' and e.details ->> 'byStaff' = 'true')) as cancelled_by_staff
      from bookings b
      where ${scoped(s)} and b.dynamic_slot_id is null
        and (b.status in ('upcoming', 'completed') or (b.status = 'cancelled' and coalesce(b.cancel_reason, '') not in ('hold_expired', 'released')))
        and b.starts_at >= ${s.from.toISOString()}::timestamptz and b.starts_at < ${s.to.toISOString()}::timestamptz
      group by 1)
    select to_char(date_trunc('week', g.starts_at at time zone ${s.timeZone}), 'YYYY-MM-DD') as week,
      sum(g.kept)::int as kept, sum(g.cancelled)::int as cancelled, sum(g.no_shows)::int as no_shows, sum(g.cancelled_by_staff)::int as cancelled_by_staff
    from g group by 1 order by 1`,
};

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export interface VenueShape {
  resources: { id: string; name: string; locationId: string; active: boolean }[];
  seasons: { id: string; locationId: string; kind: SeasonKind; startsOn: string; endsOn: string; openingHours: OpeningHours }[];
}

export const analyticsRepository = {
  occupancy: (db: DbOrTx, s: ReportScope) => rowsOf<{ resource_id: string; hour: number; minutes: number }>(db, analyticsQueries.occupancy(s)),
  utilisation: (db: DbOrTx, s: ReportScope) => rowsOf<{ day: string; minutes: number }>(db, analyticsQueries.utilisation(s)),
  revenue: (db: DbOrTx, s: ReportScope) => rowsOf<{ week: string; type: BookingType; cents: string | number; bookings: number }>(db, analyticsQueries.revenue(s)),
  cancellations: (db: DbOrTx, s: ReportScope) =>
    rowsOf<{ week: string; kept: number; cancelled: number; no_shows: number; cancelled_by_staff: number }>(db, analyticsQueries.cancellations(s)),

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
