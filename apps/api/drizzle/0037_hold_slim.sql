-- A court hold answers with what the database chose, nothing more (docs/decisions/017-hold-in-one-call.md).
--
-- courtside_court_hold replaces courtside_hold_court (drizzle/0025_hot_paths.sql) with the same
-- steps and the same semantics (the step-by-step twin is insertCourtHold in
-- apps/api/src/modules/booking/hold.service.ts): the advisory locks per resource and UTC day
-- (namespace 727004, keys '<resource>:<YYYY-MM-DD>' in key order, at most 32), expired holds
-- colliding with the range cancelled with their 'expire' history rows, the live court holders
-- checked (SQLSTATE CS409: the API answers 409 SLOT_TAKEN), the row inserted (the exclusion
-- constraint still decides races: 23P01, 409 SLOT_TAKEN), its 'hold' history row and the
-- slot-change notification. A raise undoes all of it.
-- What changed: it returns only the new row's id and creation time (the API knows every other
-- value it inserted; created_at and updated_at are both now()), instead of all 27 columns, and the
-- court's location arrives as a parameter (the API has it from the venue snapshot) instead of
-- being looked up for the notification.
DROP FUNCTION IF EXISTS courtside_hold_court(uuid, uuid, timestamptz, timestamptz, text, integer, uuid, text, jsonb, uuid, timestamptz, uuid, uuid, timestamptz, timestamptz);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courtside_court_hold(
  p_org uuid, p_resource uuid, p_location uuid, p_start timestamptz, p_end timestamptz, p_type text,
  p_price integer, p_user uuid, p_guest text, p_contact jsonb, p_subscription uuid,
  p_expires timestamptz, p_created_by uuid, p_actor uuid, p_now timestamptz, p_history_at timestamptz,
  OUT hold_id uuid, OUT hold_created_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727004, hashtext(k)) FROM (
    SELECT k FROM (
      SELECT p_resource::text || ':' || to_char(d, 'YYYY-MM-DD') AS k
      FROM generate_series(date_trunc('day', p_start AT TIME ZONE 'UTC'), p_end AT TIME ZONE 'UTC', interval '1 day') d
      WHERE d < p_end AT TIME ZONE 'UTC'
      ORDER BY d LIMIT 32
    ) days ORDER BY k
  ) keys;

  WITH expired AS (
    UPDATE bookings SET status = 'cancelled', cancelled_at = p_now, cancel_reason = 'hold_expired', updated_at = p_now
    WHERE resource_id = p_resource AND status IN ('reserved', 'pending') AND expires_at <= p_now
      AND session_id IS NULL AND during && tstzrange(p_start, p_end, '[)')
    RETURNING id, organization_id
  )
  INSERT INTO booking_events (organization_id, booking_id, action, from_status, to_status, reason, created_at)
  SELECT organization_id, id, 'expire', 'reserved', 'cancelled', 'hold_expired', p_history_at FROM expired;

  IF EXISTS (
    SELECT 1 FROM bookings
    WHERE resource_id = p_resource AND session_id IS NULL AND status IN ('reserved', 'pending', 'upcoming')
      AND (status = 'upcoming' OR expires_at IS NULL OR expires_at > p_now)
      AND during && tstzrange(p_start, p_end, '[)')
  ) THEN
    RAISE EXCEPTION 'This slot is already booked' USING ERRCODE = 'CS409';
  END IF;

  INSERT INTO bookings (organization_id, resource_id, starts_at, ends_at, type, status, places, price_cents,
    user_id, guest_token, guest_contact, subscription_id, expires_at, created_by)
  VALUES (p_org, p_resource, p_start, p_end, p_type, 'reserved', 1, p_price,
    p_user, p_guest, p_contact, p_subscription, p_expires, p_created_by)
  RETURNING id, created_at INTO hold_id, hold_created_at;

  INSERT INTO booking_events (organization_id, booking_id, action, from_status, to_status, actor_user_id, created_at)
  VALUES (p_org, hold_id, 'hold', NULL, 'reserved', p_actor, p_history_at);

  PERFORM pg_notify('courtside_slot_changes', json_build_object(
    'organizationId', p_org::text,
    'locationId', p_location::text,
    'resourceId', p_resource::text,
    'start', to_char(p_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'end', to_char(p_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
END
$$;
