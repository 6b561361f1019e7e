// Waitlist demand (docs/product/waitlist-courses.md#demand): who queued for a court window in the
// period — per court asked for (or court category) and local weekday × hour — and how many were
// served. "What the venue would sell with one more court": hours where many queued and few were
// served. An entry counts once in every local hour its window covers; the totals count entries.
import { sql } from 'drizzle-orm';
import type { WaitlistDemandAnswer } from '@courtside/core/analytics-schemas';
import type { DbOrTx } from '../../db/client';
import type { ResolvedPeriod } from './analytics.service';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function waitlistDemandReport(db: DbOrTx, p: ResolvedPeriod): Promise<WaitlistDemandAnswer> {
  const tz = p.timeZone;
  const scope = sql`e.organization_id = ${p.organizationId} and e.kind = 'slot'
    and e.window_start >= ${p.from.toISOString()}::timestamptz and e.window_start < ${p.to.toISOString()}::timestamptz
    ${
      p.locationId
        ? sql`and (e.location_id = ${p.locationId} or r.location_id = ${p.locationId} or (e.location_id is null and e.resource_id is null))`
        : sql``
    }`;
  const cells = rowsOf<{
    resource_id: string | null;
    resource_name: string | null;
    category: string | null;
    weekday: number;
    hour: number;
    queued: number;
    served: number;
  }>(
    await db.execute(sql`
      select e.resource_id, r.name as resource_name, e.category,
        extract(isodow from h)::int as weekday, extract(hour from h)::int as hour,
        count(*)::int as queued, count(*) filter (where e.status = 'booked')::int as served
      from waitlist_entries e
      left join resources r on r.id = e.resource_id
      cross join lateral generate_series(
        date_trunc('hour', e.window_start at time zone ${tz}),
        (e.window_end at time zone ${tz}) - interval '1 second',
        interval '1 hour') as h
      where ${scope}
      group by e.resource_id, r.name, e.category, 4, 5
      order by r.name nulls last, e.category nulls first, 4, 5`),
  );
  const [totals] = rowsOf<{ queued: number; offered: number; served: number }>(
    await db.execute(sql`
      select count(*)::int as queued, count(*) filter (where e.offers_made > 0)::int as offered,
        count(*) filter (where e.status = 'booked')::int as served
      from waitlist_entries e left join resources r on r.id = e.resource_id
      where ${scope}`),
  );
  return {
    from: p.fromDate,
    to: p.toDate,
    timezone: tz,
    rows: cells.map((c) => ({
      resourceId: c.resource_id,
      resourceName: c.resource_name,
      category: c.category,
      weekday: Number(c.weekday),
      hour: Number(c.hour),
      queued: Number(c.queued),
      served: Number(c.served),
    })),
    totals: {
      queued: Number(totals?.queued ?? 0),
      offered: Number(totals?.offered ?? 0),
      served: Number(totals?.served ?? 0),
    },
    count: cells.length,
  };
}
