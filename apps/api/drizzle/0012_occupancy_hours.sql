-- The occupancy roll-up (bench/README.md "Dashboard at scale"): booked time per
-- organization, court, local date and local hour (occupancy_hours) and per local month and hour
-- (occupancy_months), kept exact by statement triggers on bookings, so every write path (services,
-- jobs, seeds, bulk INSERT … SELECT, cascades) updates them in the same transaction. The occupancy
-- and utilisation reports read them instead of the bookings.
--
-- A booking counts when it is kept (upcoming, completed) and holds a court: customer bookings and
-- the court rows of come-together sessions (not session places, blocks or cart holds) — the rows
-- the reports counted before.
CREATE TABLE "occupancy_hours" (
	"organization_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"resource_id" uuid NOT NULL,
	"hour" smallint NOT NULL,
	"booked_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "occupancy_hours_organization_id_local_date_resource_id_hour_pk" PRIMARY KEY("organization_id","local_date","resource_id","hour")
);
--> statement-breakpoint
CREATE TABLE "occupancy_months" (
	"organization_id" uuid NOT NULL,
	"month" date NOT NULL,
	"resource_id" uuid NOT NULL,
	"hour" smallint NOT NULL,
	"booked_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "occupancy_months_organization_id_month_resource_id_hour_pk" PRIMARY KEY("organization_id","month","resource_id","hour")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION occupancy_counts(p_status text, p_session_id uuid, p_dynamic_slot_id uuid, p_type text)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status IN ('upcoming', 'completed') AND p_session_id IS NULL AND (p_dynamic_slot_id IS NULL OR p_type = 'come_together')
$$;--> statement-breakpoint
-- A booking cut at the boundaries of the local hours of a time zone: local date, hour of day and
-- the booked microseconds in that hour. Hour starts are instants one real hour apart from the
-- local hour the booking starts in (date_trunc in the zone), so a DST night has 23 or 25 of them
-- and the repeated autumn hour counts twice under the same local hour (exact for every zone whose
-- offsets change by whole hours).
CREATE OR REPLACE FUNCTION occupancy_pieces(p_starts timestamptz, p_ends timestamptz, p_tz text)
RETURNS TABLE (local_date date, hour smallint, micros bigint) LANGUAGE sql STABLE AS $$
  SELECT (h AT TIME ZONE p_tz)::date,
    extract(hour FROM h AT TIME ZONE p_tz)::smallint,
    (extract(epoch FROM least(p_ends, h + interval '1 hour') - greatest(p_starts, h)) * 1000000)::bigint
  FROM generate_series(date_trunc('hour', p_starts, p_tz), p_ends - interval '1 microsecond', interval '1 hour') AS g(h)
  WHERE p_ends > p_starts
$$;--> statement-breakpoint
-- A booking entering (+1) or leaving (-1) the roll-up.
CREATE TYPE occupancy_change AS (sign smallint, organization_id uuid, resource_id uuid, starts_at timestamptz, ends_at timestamptz);--> statement-breakpoint
-- Adds changes to both roll-ups. Keys are sorted, so concurrent writers lock roll-up rows in the
-- same order (days first, then months).
CREATE OR REPLACE FUNCTION occupancy_apply(p_changes occupancy_change[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT c.organization_id, p.local_date, c.resource_id, p.hour, sum(c.sign * p.micros)::bigint AS micros
    FROM unnest(p_changes) c
    JOIN organizations z ON z.id = c.organization_id
    CROSS JOIN LATERAL occupancy_pieces(c.starts_at, c.ends_at, z.timezone) p
    GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * p.micros) <> 0),
  daily AS (
    INSERT INTO occupancy_hours AS o (organization_id, local_date, resource_id, hour, booked_micros)
    SELECT organization_id, local_date, resource_id, hour, micros FROM d ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, local_date, resource_id, hour) DO UPDATE SET booked_micros = o.booked_micros + excluded.booked_micros)
  INSERT INTO occupancy_months AS o (organization_id, month, resource_id, hour, booked_micros)
  SELECT organization_id, date_trunc('month', local_date)::date, resource_id, hour, sum(micros) FROM d
  GROUP BY 1, 2, 3, 4 HAVING sum(micros) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (organization_id, month, resource_id, hour) DO UPDATE SET booked_micros = o.booked_micros + excluded.booked_micros
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION occupancy_on_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes occupancy_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(SELECT row(1, n.organization_id, n.resource_id, n.starts_at, n.ends_at)::occupancy_change
      FROM new_rows n WHERE occupancy_counts(n.status, n.session_id, n.dynamic_slot_id, n.type));
  ELSIF TG_OP = 'DELETE' THEN
    changes := array(SELECT row(-1, o.organization_id, o.resource_id, o.starts_at, o.ends_at)::occupancy_change
      FROM old_rows o WHERE occupancy_counts(o.status, o.session_id, o.dynamic_slot_id, o.type));
  ELSE
    -- Only rows whose counting or place in time changed: check-ins, notes or upcoming → completed
    -- move nothing.
    changes := array(
      SELECT c FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (row(-1, o.organization_id, o.resource_id, o.starts_at, o.ends_at)::occupancy_change, occupancy_counts(o.status, o.session_id, o.dynamic_slot_id, o.type)),
        (row(1, n.organization_id, n.resource_id, n.starts_at, n.ends_at)::occupancy_change, occupancy_counts(n.status, n.session_id, n.dynamic_slot_id, n.type))) AS v(c, counts)
      WHERE v.counts
        AND (occupancy_counts(o.status, o.session_id, o.dynamic_slot_id, o.type) IS DISTINCT FROM occupancy_counts(n.status, n.session_id, n.dynamic_slot_id, n.type)
          OR (o.organization_id, o.resource_id, o.starts_at, o.ends_at) IS DISTINCT FROM (n.organization_id, n.resource_id, n.starts_at, n.ends_at)));
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM occupancy_apply(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every booking of one organization again (the backfill below, and a change of the venue's zone).
CREATE OR REPLACE FUNCTION occupancy_rebuild(p_organization_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM occupancy_hours WHERE organization_id = p_organization_id;
  DELETE FROM occupancy_months WHERE organization_id = p_organization_id;
  PERFORM occupancy_apply(array(SELECT row(1, b.organization_id, b.resource_id, b.starts_at, b.ends_at)::occupancy_change
    FROM bookings b WHERE b.organization_id = p_organization_id AND occupancy_counts(b.status, b.session_id, b.dynamic_slot_id, b.type)));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION occupancy_on_zone_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM occupancy_rebuild(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A deleted organization takes its roll-up along (its bookings go by cascade when the organization
-- row, and with it the zone, is already gone).
CREATE OR REPLACE FUNCTION occupancy_on_organization_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM occupancy_hours WHERE organization_id = OLD.id;
  DELETE FROM occupancy_months WHERE organization_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION occupancy_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM occupancy_hours;
  DELETE FROM occupancy_months;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER occupancy_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION occupancy_on_bookings();--> statement-breakpoint
CREATE TRIGGER occupancy_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION occupancy_on_bookings();--> statement-breakpoint
CREATE TRIGGER occupancy_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION occupancy_on_bookings();--> statement-breakpoint
CREATE TRIGGER occupancy_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION occupancy_on_truncate();--> statement-breakpoint
CREATE TRIGGER occupancy_zone AFTER UPDATE OF timezone ON organizations
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION occupancy_on_zone_change();--> statement-breakpoint
CREATE TRIGGER occupancy_organization_delete AFTER DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION occupancy_on_organization_delete();--> statement-breakpoint
-- Backfill: the bookings written before this migration.
SELECT occupancy_rebuild(id) FROM organizations;
