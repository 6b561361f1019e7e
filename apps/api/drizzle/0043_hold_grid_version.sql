-- A court hold fits its request on a grid the API keeps, checked by version (docs/decisions/028-hold-grid-version.md).
--
-- grid_versions has one row per organization whose version goes up with every change to what a
-- hold is fitted on: the organization's time zone and settings, its resources, seasons, scheduling
-- rules, closed days and dynamic slots (row triggers below, in the changing transaction). The
-- venue snapshot reads the version in the same statement as the grid, so a snapshot and its
-- version always agree.
--
-- courtside_court_hold gets a last parameter p_grid_version (default NULL: no check, as before).
-- Given, the hold is refused with SQLSTATE CS410 when the organization's version is another one:
-- the grid the API fitted the request on is no longer the venue's, so the API loads it again,
-- fits again and retries. Nothing else about the hold changes, except that the 'expire' history
-- rows of the stale holds it sweeps now name the status each had (a pending hold was written as
-- 'reserved').
CREATE TABLE grid_versions (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO grid_versions (organization_id) SELECT id FROM organizations;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courtside_bump_grid_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_org uuid;
BEGIN
  IF TG_TABLE_NAME = 'organizations' THEN
    v_org := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    v_org := OLD.organization_id;
  ELSE
    v_org := NEW.organization_id;
  END IF;
  -- Not for an organization being deleted (its rows go with it by cascade).
  INSERT INTO grid_versions AS g (organization_id)
  SELECT v_org WHERE EXISTS (SELECT 1 FROM organizations WHERE id = v_org)
  ON CONFLICT (organization_id) DO UPDATE SET version = g.version + 1;
  -- A row moved to another organization changes that one's grid too.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME <> 'organizations' THEN
    IF OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN
      UPDATE grid_versions SET version = version + 1 WHERE organization_id = OLD.organization_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_grid_version AFTER INSERT OR UPDATE OF timezone, settings ON organizations
  FOR EACH ROW EXECUTE FUNCTION courtside_bump_grid_version();
--> statement-breakpoint
CREATE TRIGGER resources_grid_version AFTER INSERT OR UPDATE OR DELETE ON resources
  FOR EACH ROW EXECUTE FUNCTION courtside_bump_grid_version();
--> statement-breakpoint
CREATE TRIGGER seasons_grid_version AFTER INSERT OR UPDATE OR DELETE ON seasons
  FOR EACH ROW EXECUTE FUNCTION courtside_bump_grid_version();
--> statement-breakpoint
CREATE TRIGGER scheduling_rules_grid_version AFTER INSERT OR UPDATE OR DELETE ON scheduling_rules
  FOR EACH ROW EXECUTE FUNCTION courtside_bump_grid_version();
--> statement-breakpoint
CREATE TRIGGER closed_days_grid_version AFTER INSERT OR UPDATE OR DELETE ON closed_days
  FOR EACH ROW EXECUTE FUNCTION courtside_bump_grid_version();
--> statement-breakpoint
CREATE TRIGGER dynamic_slots_grid_version AFTER INSERT OR UPDATE OR DELETE ON dynamic_slots
  FOR EACH ROW EXECUTE FUNCTION courtside_bump_grid_version();
--> statement-breakpoint
DROP FUNCTION IF EXISTS courtside_court_hold(uuid, uuid, uuid, timestamptz, timestamptz, text, integer, uuid, text, jsonb, uuid, timestamptz, uuid, uuid, timestamptz, timestamptz, boolean);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courtside_court_hold(
  p_org uuid, p_resource uuid, p_location uuid, p_start timestamptz, p_end timestamptz, p_type text,
  p_price integer, p_user uuid, p_guest text, p_contact jsonb, p_subscription uuid,
  p_expires timestamptz, p_created_by uuid, p_actor uuid, p_now timestamptz, p_history_at timestamptz,
  p_announce boolean DEFAULT true, p_grid_version bigint DEFAULT NULL,
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
