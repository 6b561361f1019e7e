-- The cancellations report from a roll-up, like revenue (drizzle/0039_list_counts_revenue.sql): a
-- year's report read every booking of the year and, for the cancelled ones, their history
-- (bench/README.md "Dashboard at scale": 352 ms p99 at 100 000 bookings).
--
-- 1. Who cancelled is a fact of the booking: cancelled_by_staff is set by the cancellation itself
--    (staff or the system, as the 'cancel' history row's byStaff says; docs/product.md#cancellation),
--    so the roll-up below is kept from booking rows alone. Backfilled from that history.
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_staff" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE bookings b SET cancelled_by_staff = true
WHERE b.status = 'cancelled' AND EXISTS (SELECT 1 FROM booking_events e
  WHERE e.booking_id = b.id AND e.action = 'cancel' AND e.details ->> 'byStaff' = 'true');
--> statement-breakpoint
-- 2. cancellation_days: per organization, local date of the start in the venue's zone and court,
--    the report's counts over customer bookings (not the court rows of sessions or blocks): kept
--    (upcoming, completed), cancelled (not a lapsed hold), no-shows among both, and cancelled by
--    staff. Kept by the same statement triggers as booking_counts and revenue_days, in the writing
--    transaction; a report over a year reads 365 × courts rows.
CREATE TABLE "cancellation_days" (
	"organization_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"resource_id" uuid NOT NULL,
	"kept" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"cancelled_by_staff" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cancellation_days_pk" PRIMARY KEY("organization_id","local_date","resource_id")
);
--> statement-breakpoint
ALTER TYPE booking_rollup_change ADD ATTRIBUTE no_show boolean, ADD ATTRIBUTE cancelled_by_staff boolean;
--> statement-breakpoint
-- Adds changes to the three roll-ups. Keys are sorted, so concurrent writers lock roll-up rows in
-- the same order; changes of an organization that is gone (a cascade from its deletion) drop out.
CREATE OR REPLACE FUNCTION booking_rollups_apply(p_changes booking_rollup_change[]) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT x.*, z.timezone FROM unnest(p_changes) x JOIN organizations z ON z.id = x.organization_id),
  counted AS (
    INSERT INTO booking_counts AS t (organization_id, resource_id, type, status, lapsed_hold, n)
    SELECT organization_id, resource_id, type, status, booking_counts_lapsed(status, cancel_reason), sum(sign)
    FROM c WHERE booking_counts_counts(status, dynamic_slot_id)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, resource_id, type, status, lapsed_hold) DO UPDATE SET n = t.n + excluded.n),
  cancels AS (
    INSERT INTO cancellation_days AS t (organization_id, local_date, resource_id, kept, cancelled, no_shows, cancelled_by_staff)
    SELECT organization_id, local_date, resource_id, sum(kept), sum(cancelled), sum(no_shows), sum(by_staff)
    FROM (
      SELECT organization_id, (starts_at AT TIME ZONE timezone)::date AS local_date, resource_id,
        CASE WHEN status = 'cancelled' THEN 0 ELSE sign END AS kept,
        CASE WHEN status = 'cancelled' THEN sign ELSE 0 END AS cancelled,
        CASE WHEN no_show THEN sign ELSE 0 END AS no_shows,
        CASE WHEN status = 'cancelled' AND cancelled_by_staff THEN sign ELSE 0 END AS by_staff
      FROM c WHERE booking_counts_counts(status, dynamic_slot_id) AND NOT booking_counts_lapsed(status, cancel_reason)) x
    GROUP BY 1, 2, 3
    HAVING sum(kept) <> 0 OR sum(cancelled) <> 0 OR sum(no_shows) <> 0 OR sum(by_staff) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, local_date, resource_id) DO UPDATE SET kept = t.kept + excluded.kept,
      cancelled = t.cancelled + excluded.cancelled, no_shows = t.no_shows + excluded.no_shows,
      cancelled_by_staff = t.cancelled_by_staff + excluded.cancelled_by_staff),
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
    changes := array(SELECT row(1, n.organization_id, n.resource_id, n.type, n.status, n.cancel_reason, n.dynamic_slot_id, n.starts_at, n.price_cents, n.no_show, n.cancelled_by_staff)::booking_rollup_change
      FROM new_rows n WHERE booking_counts_counts(n.status, n.dynamic_slot_id));
  ELSIF TG_OP = 'DELETE' THEN
    changes := array(SELECT row(-1, o.organization_id, o.resource_id, o.type, o.status, o.cancel_reason, o.dynamic_slot_id, o.starts_at, o.price_cents, o.no_show, o.cancelled_by_staff)::booking_rollup_change
      FROM old_rows o WHERE booking_counts_counts(o.status, o.dynamic_slot_id));
  ELSE
    -- Only rows whose counted columns changed: holds moving between reserved and pending,
    -- check-ins and notes move nothing.
    changes := array(
      SELECT v.c FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (row(-1, o.organization_id, o.resource_id, o.type, o.status, o.cancel_reason, o.dynamic_slot_id, o.starts_at, o.price_cents, o.no_show, o.cancelled_by_staff)::booking_rollup_change, booking_counts_counts(o.status, o.dynamic_slot_id)),
        (row(1, n.organization_id, n.resource_id, n.type, n.status, n.cancel_reason, n.dynamic_slot_id, n.starts_at, n.price_cents, n.no_show, n.cancelled_by_staff)::booking_rollup_change, booking_counts_counts(n.status, n.dynamic_slot_id))) AS v(c, counts)
      WHERE v.counts
        AND (o.organization_id, o.resource_id, o.type, o.status, o.cancel_reason, o.dynamic_slot_id, o.starts_at, o.price_cents, o.no_show, o.cancelled_by_staff)
          IS DISTINCT FROM (n.organization_id, n.resource_id, n.type, n.status, n.cancel_reason, n.dynamic_slot_id, n.starts_at, n.price_cents, n.no_show, n.cancelled_by_staff));
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
  DELETE FROM cancellation_days WHERE organization_id = p_organization_id;
  PERFORM booking_rollups_apply(array(SELECT row(1, b.organization_id, b.resource_id, b.type, b.status, b.cancel_reason, b.dynamic_slot_id, b.starts_at, b.price_cents, b.no_show, b.cancelled_by_staff)::booking_rollup_change
    FROM bookings b WHERE b.organization_id = p_organization_id AND booking_counts_counts(b.status, b.dynamic_slot_id)));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_rollups_on_organization_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_counts WHERE organization_id = OLD.id;
  DELETE FROM revenue_days WHERE organization_id = OLD.id;
  DELETE FROM revenue_weeks WHERE organization_id = OLD.id;
  DELETE FROM cancellation_days WHERE organization_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_rollups_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_counts;
  DELETE FROM revenue_days;
  DELETE FROM revenue_weeks;
  DELETE FROM cancellation_days;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Backfill: every organization's roll-ups again, the new one included.
SELECT booking_rollups_rebuild(id) FROM organizations;
