// Set-based statements of the booking jobs. Each takes its rows with FOR UPDATE SKIP LOCKED, so
// several API processes can run the same job at once without doing anything twice.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface SweptBooking {
  id: string;
  organization_id: string;
  resource_id: string;
  starts_at: string;
  ends_at: string;
  from_status: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const bookingJobsRepository = {
  /** Expired holds (reserved or pending past expires_at) become cancelled, with history rows. */
  async expireHolds(db: DbOrTx, now: Date, limit: number): Promise<SweptBooking[]> {
    const at = now.toISOString();
    const result = await db.execute(sql`
      with due as (
        select id, status from bookings
        where status in ('reserved', 'pending') and expires_at <= ${at}::timestamptz
        order by expires_at
        limit ${limit}
        for update skip locked
      ), done as (
        update bookings b
        set status = 'cancelled', cancelled_at = ${at}::timestamptz, cancel_reason = 'hold_expired', updated_at = ${at}::timestamptz
        from due where b.id = due.id
        returning b.id, b.organization_id, b.resource_id, b.starts_at, b.ends_at, b.subscription_id, due.status as from_status
      ), history as (
        insert into booking_events (organization_id, booking_id, action, from_status, to_status, reason)
        select organization_id, id, 'expire', from_status, 'cancelled', 'hold_expired' from done
      ), subs as (
        update subscriptions s set status = 'cancelled', cancelled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        where s.id in (select subscription_id from done where subscription_id is not null)
          and s.status in ('reserved', 'pending')
          and not exists (
            select 1 from bookings x
            where x.subscription_id = s.id and x.status in ('reserved', 'pending', 'upcoming')
              and x.id not in (select id from done))
      )
      select id, organization_id, resource_id, starts_at, ends_at, from_status from done`);
    return rowsOf<SweptBooking>(result);
  },

  /** Upcoming bookings whose end has passed become completed (docs/product.md#booking lifecycle). */
  async completePast(db: DbOrTx, now: Date, limit: number): Promise<number> {
    const at = now.toISOString();
    const result = await db.execute(sql`
      with due as (
        select id from bookings
        where status = 'upcoming' and ends_at <= ${at}::timestamptz
        order by ends_at
        limit ${limit}
        for update skip locked
      ), done as (
        update bookings b set status = 'completed', updated_at = ${at}::timestamptz
        from due where b.id = due.id
        returning b.id, b.organization_id, b.subscription_id
      ), history as (
        insert into booking_events (organization_id, booking_id, action, from_status, to_status)
        select organization_id, id, 'complete', 'upcoming', 'completed' from done
      ), subs as (
        update subscriptions s set status = 'completed', updated_at = ${at}::timestamptz
        where s.id in (select subscription_id from done where subscription_id is not null)
          and s.status = 'active'
          and not exists (
            select 1 from bookings x
            where x.subscription_id = s.id and x.status in ('reserved', 'pending', 'upcoming')
              and x.id not in (select id from done))
      )
      select count(*)::int as n from done`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  },

  /**
   * Active come-together sessions inside their decision window (start − decisionHoursBefore ≤ now
   * < start), locked for this process. The caller decides and cancels in the same transaction.
   */
  async lockSessionsToDecide(
    db: DbOrTx,
    now: Date,
    limit: number,
  ): Promise<{ id: string; organization_id: string; min_players: number | null; settings: unknown }[]> {
    const at = now.toISOString();
    const result = await db.execute(sql`
      select d.id, d.organization_id, d.min_players, o.settings
      from dynamic_slots d join organizations o on o.id = d.organization_id
      where d.kind = 'come_together' and d.status = 'active' and d.starts_at > ${at}::timestamptz
        and d.starts_at - make_interval(hours => coalesce((o.settings -> 'comeTogether' ->> 'decisionHoursBefore')::int, 6)) <= ${at}::timestamptz
      order by d.starts_at
      limit ${limit}
      for update of d skip locked`);
    return rowsOf(result);
  },

  /** Places paid or being paid in a session (holds do not count as players yet). */
  async committedPlaces(db: DbOrTx, sessionId: string): Promise<number> {
    const result = await db.execute(sql`
      select coalesce(sum(places), 0)::int as n from bookings
      where session_id = ${sessionId} and status in ('pending', 'upcoming')`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  },
};
