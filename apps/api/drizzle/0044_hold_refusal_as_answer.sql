-- A taken slot can be an answer instead of an error (docs/decisions/029-lighter-hot-answers.md,
-- decision 3): courtside_court_hold gets a last parameter p_refusal_as_answer (default false). Given
-- true, it returns hold_id NULL when a live booking holds the range instead of raising CS409; the
-- check comes before any write, so nothing is written either way, and the statement commits (read
-- only) instead of aborting — the API no longer builds error objects for the most common answer of
-- a busy evening. The default keeps CS409, so an API process not yet updated (a rolling deploy: its
-- 18 or 16 arguments) still gets the refusal it knows. The race between two holds is still decided
-- by the exclusion constraint (23P01), which raises.
DROP FUNCTION IF EXISTS courtside_court_hold(uuid, uuid, uuid, timestamptz, timestamptz, text, integer, uuid, text, jsonb, uuid, timestamptz, uuid, uuid, timestamptz, timestamptz, boolean, bigint);
--> statement-breakpoint
CREATE FUNCTION courtside_court_hold(
  p_org uuid, p_resource uuid, p_location uuid, p_start timestamptz, p_end timestamptz, p_type text,
  p_price integer, p_user uuid, p_guest text, p_contact jsonb, p_subscription uuid,
  p_expires timestamptz, p_created_by uuid, p_actor uuid, p_now timestamptz, p_history_at timestamptz,
  p_announce boolean DEFAULT true, p_grid_version bigint DEFAULT NULL,
  p_refusal_as_answer boolean DEFAULT false,
  OUT hold_id uuid, OUT hold_created_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_live boolean;
  v_stale boolean;
BEGIN
  IF p_grid_version IS NOT NULL
     AND p_grid_version IS DISTINCT FROM (SELECT version FROM grid_versions WHERE organization_id = p_org) THEN
    RAISE EXCEPTION 'The venue''s grid changed' USING ERRCODE = 'CS410';
  END IF;

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
    -- Taken: nothing written. Answered with no row id when the caller asks for that, else raised.
    IF p_refusal_as_answer THEN
      RETURN;
    END IF;
    RAISE EXCEPTION 'This slot is already booked' USING ERRCODE = 'CS409';
  END IF;

  IF v_stale THEN
    WITH due AS (
      SELECT id, status FROM bookings
      WHERE resource_id = p_resource AND status IN ('reserved', 'pending') AND expires_at <= p_now
        AND session_id IS NULL AND during && tstzrange(p_start, p_end, '[)')
      FOR UPDATE
    ), expired AS (
      UPDATE bookings b SET status = 'cancelled', cancelled_at = p_now, cancel_reason = 'hold_expired', updated_at = p_now
      FROM due WHERE b.id = due.id
      RETURNING b.id, b.organization_id, due.status AS from_status
    )
    INSERT INTO booking_events (organization_id, booking_id, action, from_status, to_status, reason, created_at)
    SELECT organization_id, id, 'expire', from_status, 'cancelled', 'hold_expired', p_history_at FROM expired;
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
