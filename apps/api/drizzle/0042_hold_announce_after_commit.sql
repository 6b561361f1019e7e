-- Court holds no longer serialize on the notification queue (docs/decisions/022-hold-announced-after-commit.md).
--
-- A transaction that issued NOTIFY takes PostgreSQL's global notification lock before its commit
-- and keeps it until the commit is on disk: every hold that announced its slot inside its own
-- transaction waited for the holds before it to be flushed one by one (no group commit). Measured
-- with 50 sessions calling courtside_court_hold (pgbench, synchronous_commit on): 94–186 calls/s,
-- nearly every waiting session in wait event Lock:object; without the pg_notify 1 380–1 580/s.
--
-- courtside_court_hold (drizzle/0037_hold_slim.sql) gets a last parameter p_announce (default
-- true: a call with the old 16 arguments announces inside the transaction as before). The API's
-- autocommit hold passes false and announces right after the commit with
-- courtside_announce_slots; a hold inside a caller's transaction (checkout) still announces inside
-- it, so nothing is announced for a transaction that rolls back. Same steps and errors otherwise,
-- done with fewer statements:
-- - one lock statement for a range within one UTC day (the usual hold); longer ranges as before
--   (namespace 727004, keys '<resource>:<YYYY-MM-DD>' in key order, at most 32);
-- - one read of the colliding court-holding rows decides both the refusal (a live holder: SQLSTATE
--   CS409, and the raise undid the expiry anyway) and whether stale holds need expiring; the
--   UPDATE (and the booking triggers it fires even for no rows) runs only when there are some;
-- - the row and its 'hold' history row in one statement.
-- The exclusion constraint still decides races (23P01). The step-by-step twin is insertCourtHold in
-- apps/api/src/modules/booking/hold.service.ts.
DROP FUNCTION IF EXISTS courtside_court_hold(uuid, uuid, uuid, timestamptz, timestamptz, text, integer, uuid, text, jsonb, uuid, timestamptz, uuid, uuid, timestamptz, timestamptz);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courtside_court_hold(
  p_org uuid, p_resource uuid, p_location uuid, p_start timestamptz, p_end timestamptz, p_type text,
  p_price integer, p_user uuid, p_guest text, p_contact jsonb, p_subscription uuid,
  p_expires timestamptz, p_created_by uuid, p_actor uuid, p_now timestamptz, p_history_at timestamptz,
  p_announce boolean DEFAULT true,
  OUT hold_id uuid, OUT hold_created_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_live boolean;
  v_stale boolean;
BEGIN
  IF p_end AT TIME ZONE 'UTC' <= date_trunc('day', p_start AT TIME ZONE 'UTC') + interval '1 day' THEN
    PERFORM pg_advisory_xact_lock(727004, hashtext(p_resource::text || ':' || to_char(p_start AT TIME ZONE 'UTC', 'YYYY-MM-DD')));
  ELSE
    PERFORM pg_advisory_xact_lock(727004, hashtext(k)) FROM (
      SELECT k FROM (
        SELECT p_resource::text || ':' || to_char(d, 'YYYY-MM-DD') AS k
        FROM generate_series(date_trunc('day', p_start AT TIME ZONE 'UTC'), p_end AT TIME ZONE 'UTC', interval '1 day') d
        WHERE d < p_end AT TIME ZONE 'UTC'
        ORDER BY d LIMIT 32
      ) days ORDER BY k
    ) keys;
  END IF;

  SELECT bool_or(status = 'upcoming' OR expires_at IS NULL OR expires_at > p_now),
         bool_or(status <> 'upcoming' AND expires_at <= p_now)
  INTO v_live, v_stale
  FROM bookings
  WHERE resource_id = p_resource AND session_id IS NULL AND status IN ('reserved', 'pending', 'upcoming')
    AND during && tstzrange(p_start, p_end, '[)');
  IF v_live THEN
    RAISE EXCEPTION 'This slot is already booked' USING ERRCODE = 'CS409';
  END IF;

  IF v_stale THEN
    WITH expired AS (
      UPDATE bookings SET status = 'cancelled', cancelled_at = p_now, cancel_reason = 'hold_expired', updated_at = p_now
      WHERE resource_id = p_resource AND status IN ('reserved', 'pending') AND expires_at <= p_now
        AND session_id IS NULL AND during && tstzrange(p_start, p_end, '[)')
      RETURNING id, organization_id
    )
    INSERT INTO booking_events (organization_id, booking_id, action, from_status, to_status, reason, created_at)
    SELECT organization_id, id, 'expire', 'reserved', 'cancelled', 'hold_expired', p_history_at FROM expired;
  END IF;

  WITH held AS (
    INSERT INTO bookings (organization_id, resource_id, starts_at, ends_at, type, status, places, price_cents,
      user_id, guest_token, guest_contact, subscription_id, expires_at, created_by)
    VALUES (p_org, p_resource, p_start, p_end, p_type, 'reserved', 1, p_price,
      p_user, p_guest, p_contact, p_subscription, p_expires, p_created_by)
    RETURNING id, created_at
  ), history AS (
    INSERT INTO booking_events (organization_id, booking_id, action, from_status, to_status, actor_user_id, created_at)
    SELECT p_org, id, 'hold', NULL, 'reserved', p_actor, p_history_at FROM held
  )
  SELECT id, created_at INTO hold_id, hold_created_at FROM held;

  IF p_announce THEN
    PERFORM pg_notify('courtside_slot_changes', json_build_object(
      'organizationId', p_org::text,
      'locationId', p_location::text,
      'resourceId', p_resource::text,
      'start', to_char(p_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'end', to_char(p_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  END IF;
END
$$;
--> statement-breakpoint
-- Slot changes announced after their commit, several in one transaction. Run it as a statement of
-- its own (autocommit), never inside a transaction that writes: it turns off the wait for the
-- disk at this transaction's commit (synchronous_commit), because the transaction holds only the
-- notifications (the changes they announce are already committed and on disk), and a transaction
-- with NOTIFY keeps the global notification lock until its commit is flushed.
CREATE OR REPLACE FUNCTION courtside_announce_slots(p_payloads text[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_notify('courtside_slot_changes', p) FROM unnest(p_payloads) p;
END
$$;
