-- Two more roll-ups kept by statement triggers on bookings, like drizzle/0012_occupancy_hours.sql
-- (transition tables; the same SQL on PGlite and PostgreSQL; every write path counts, in the
-- writing transaction). bench/README.md "Dashboard at scale" measures what they are for.
--
-- booking_counts: how many customer bookings (dynamic_slot_id IS NULL: not the court rows of
-- sessions or blocks) an organization has per court, type, status and whether a cancelled one
-- was a lapsed hold (cancel_reason hold_expired or released: not a booking anyone made, the staff
-- list leaves them out). Open holds (reserved, pending) are NOT counted here: the hold path would
-- otherwise write a counter row on every hold, serializing holds of one court across days; the
-- lists count the open holds live instead (their number is bounded by the carts being checked
-- out, not by the table). The lists' exact count is the sum of a few counter rows plus that.
CREATE TABLE "booking_counts" (
	"organization_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"lapsed_hold" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_counts_pk" PRIMARY KEY("organization_id","resource_id","type","status","lapsed_hold")
);
--> statement-breakpoint
-- revenue_days: the booked revenue report's sums (kept bookings: upcoming, completed; not session
-- court rows) per organization, local date of the start in the venue's zone, court and type.
CREATE TABLE "revenue_days" (
	"organization_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"resource_id" uuid NOT NULL,
	"type" text NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "revenue_days_pk" PRIMARY KEY("organization_id","local_date","resource_id","type")
);
--> statement-breakpoint
-- revenue_weeks: the same per local ISO week (week: its Monday), so a report over a year reads its
-- whole weeks here and only the days at its edges from revenue_days.
CREATE TABLE "revenue_weeks" (
	"organization_id" uuid NOT NULL,
	"week" date NOT NULL,
	"resource_id" uuid NOT NULL,
	"type" text NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "revenue_weeks_pk" PRIMARY KEY("organization_id","week","resource_id","type")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_counts_counts(p_status text, p_dynamic_slot_id uuid)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_dynamic_slot_id IS NULL AND p_status NOT IN ('reserved', 'pending')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_counts_lapsed(p_status text, p_cancel_reason text)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status = 'cancelled' AND coalesce(p_cancel_reason, '') IN ('hold_expired', 'released')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION revenue_counts(p_status text, p_dynamic_slot_id uuid)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_dynamic_slot_id IS NULL AND p_status IN ('upcoming', 'completed')
$$;--> statement-breakpoint
-- A booking entering (+1) or leaving (-1) the roll-ups.
CREATE TYPE booking_rollup_change AS (sign smallint, organization_id uuid, resource_id uuid, type text,
  status text, cancel_reason text, dynamic_slot_id uuid, starts_at timestamptz, price_cents integer);--> statement-breakpoint
-- Adds changes to both roll-ups. Keys are sorted, so concurrent writers lock roll-up rows in the
-- same order; changes of an organization that is gone (a cascade from its deletion) drop out.
CREATE OR REPLACE FUNCTION booking_rollups_apply(p_changes booking_rollup_change[]) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT x.*, z.timezone FROM unnest(p_changes) x JOIN organizations z ON z.id = x.organization_id),
  counted AS (
    INSERT INTO booking_counts AS t (organization_id, resource_id, type, status, lapsed_hold, n)
    SELECT organization_id, resource_id, type, status, booking_counts_lapsed(status, cancel_reason), sum(sign)
    FROM c WHERE booking_counts_counts(status, dynamic_slot_id)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, resource_id, type, status, lapsed_hold) DO UPDATE SET n = t.n + excluded.n),
  d AS (
    SELECT organization_id, (starts_at AT TIME ZONE timezone)::date AS local_date, resource_id, type,
      sum(sign * price_cents)::bigint AS cents, sum(sign)::int AS bookings
    FROM c WHERE revenue_counts(status, dynamic_slot_id)
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * price_cents) <> 0),
  daily AS (
    INSERT INTO revenue_days AS t (organization_id, local_date, resource_id, type, cents, bookings)
    SELECT * FROM d ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, local_date, resource_id, type)
    DO UPDATE SET cents = t.cents + excluded.cents, bookings = t.bookings + excluded.bookings)
  INSERT INTO revenue_weeks AS t (organization_id, week, resource_id, type, cents, bookings)
  SELECT organization_id, date_trunc('week', local_date::timestamp)::date, resource_id, type, sum(cents), sum(bookings)
  FROM d GROUP BY 1, 2, 3, 4 HAVING sum(bookings) <> 0 OR sum(cents) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (organization_id, week, resource_id, type)
  DO UPDATE SET cents = t.cents + excluded.cents, bookings = t.bookings + excluded.bookings
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_rollups_on_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes booking_rollup_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(SELECT row(1, n.organization_id, n.resource_id, n.type, n.status, n.cancel_reason, n.dynamic_slot_id, n.starts_at, n.price_cents)::booking_rollup_change
      FROM new_rows n WHERE booking_counts_counts(n.status, n.dynamic_slot_id));
  ELSIF TG_OP = 'DELETE' THEN
    changes := array(SELECT row(-1, o.organization_id, o.resource_id, o.type, o.status, o.cancel_reason, o.dynamic_slot_id, o.starts_at, o.price_cents)::booking_rollup_change
      FROM old_rows o WHERE booking_counts_counts(o.status, o.dynamic_slot_id));
  ELSE
    -- Only rows whose counted columns changed: holds moving between reserved and pending,
    -- check-ins and notes move nothing.
    changes := array(
      SELECT v.c FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (row(-1, o.organization_id, o.resource_id, o.type, o.status, o.cancel_reason, o.dynamic_slot_id, o.starts_at, o.price_cents)::booking_rollup_change, booking_counts_counts(o.status, o.dynamic_slot_id)),
        (row(1, n.organization_id, n.resource_id, n.type, n.status, n.cancel_reason, n.dynamic_slot_id, n.starts_at, n.price_cents)::booking_rollup_change, booking_counts_counts(n.status, n.dynamic_slot_id))) AS v(c, counts)
      WHERE v.counts
        AND (o.organization_id, o.resource_id, o.type, o.status, o.cancel_reason, o.dynamic_slot_id, o.starts_at, o.price_cents)
          IS DISTINCT FROM (n.organization_id, n.resource_id, n.type, n.status, n.cancel_reason, n.dynamic_slot_id, n.starts_at, n.price_cents));
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM booking_rollups_apply(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every booking of one organization again (the backfill below, and a change of the venue's zone).
CREATE OR REPLACE FUNCTION booking_rollups_rebuild(p_organization_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_counts WHERE organization_id = p_organization_id;
  DELETE FROM revenue_days WHERE organization_id = p_organization_id;
  DELETE FROM revenue_weeks WHERE organization_id = p_organization_id;
  PERFORM booking_rollups_apply(array(SELECT row(1, b.organization_id, b.resource_id, b.type, b.status, b.cancel_reason, b.dynamic_slot_id, b.starts_at, b.price_cents)::booking_rollup_change
    FROM bookings b WHERE b.organization_id = p_organization_id AND booking_counts_counts(b.status, b.dynamic_slot_id)));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_rollups_on_zone_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM booking_rollups_rebuild(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_rollups_on_organization_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_counts WHERE organization_id = OLD.id;
  DELETE FROM revenue_days WHERE organization_id = OLD.id;
  DELETE FROM revenue_weeks WHERE organization_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_rollups_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_counts;
  DELETE FROM revenue_days;
  DELETE FROM revenue_weeks;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER booking_rollups_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_bookings();--> statement-breakpoint
CREATE TRIGGER booking_rollups_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_bookings();--> statement-breakpoint
CREATE TRIGGER booking_rollups_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_bookings();--> statement-breakpoint
CREATE TRIGGER booking_rollups_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_truncate();--> statement-breakpoint
CREATE TRIGGER booking_rollups_zone AFTER UPDATE OF timezone ON organizations
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION booking_rollups_on_zone_change();--> statement-breakpoint
CREATE TRIGGER booking_rollups_organization_delete AFTER DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION booking_rollups_on_organization_delete();--> statement-breakpoint
-- Backfill: the bookings written before this migration.
SELECT booking_rollups_rebuild(id) FROM organizations;
