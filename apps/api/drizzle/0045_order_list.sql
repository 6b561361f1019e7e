-- The staff orders list at scale (bench/README.md "Dashboard at scale": 100 000 orders).
--
-- 1. Without a status filter the list (newest first) reads its page from this index instead of
--    sorting every order of the organization; with a status filter orders_org_status_idx gives that
--    order already.
CREATE INDEX IF NOT EXISTS "orders_org_created_idx" ON "orders" USING btree ("organization_id", "created_at", "id");
--> statement-breakpoint
-- 2. order_counts: how many orders an organization has per status, kept by statement triggers on
--    orders like booking_counts (drizzle/0039_list_counts_revenue.sql): the list's exact count is
--    the sum of a few counter rows instead of a count over every order. Each order counts in one of
--    16 stripes (from its id), so concurrent checkouts of one venue rarely write the same counter
--    row: an order's insert and its completion each add to its stripe's row, locked until COMMIT.
CREATE TABLE "order_counts" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"stripe" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_pk" PRIMARY KEY("organization_id","status","stripe")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_stripe(p_id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (get_byte(uuid_send(p_id), 15) % 16)::smallint
$$;--> statement-breakpoint
-- An order entering (+1) or leaving (-1) a count.
CREATE TYPE order_count_change AS (sign smallint, organization_id uuid, status text, id uuid);--> statement-breakpoint
-- Keys are sorted, so concurrent writers lock counter rows in the same order; changes of an
-- organization that is gone (a cascade from its deletion) drop out.
CREATE OR REPLACE FUNCTION order_counts_apply(p_changes order_count_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_counts AS t (organization_id, status, stripe, n)
  SELECT c.organization_id, c.status, order_counts_stripe(c.id), sum(c.sign)
  FROM unnest(p_changes) c JOIN organizations z ON z.id = c.organization_id
  GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, status, stripe) DO UPDATE SET n = t.n + excluded.n
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_on_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes order_count_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(SELECT row(1, n.organization_id, n.status, n.id)::order_count_change FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    changes := array(SELECT row(-1, o.organization_id, o.status, o.id)::order_count_change FROM old_rows o);
  ELSE
    -- Only orders whose status (or organization) changed: payment details, totals and
    -- confirmations move nothing.
    changes := array(
      SELECT v.c FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (row(-1, o.organization_id, o.status, o.id)::order_count_change),
        (row(1, n.organization_id, n.status, n.id)::order_count_change)) AS v(c)
      WHERE (o.organization_id, o.status) IS DISTINCT FROM (n.organization_id, n.status));
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM order_counts_apply(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_on_organization_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_counts WHERE organization_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_on_orders();--> statement-breakpoint
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_on_orders();--> statement-breakpoint
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_on_orders();--> statement-breakpoint
CREATE TRIGGER order_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_on_truncate();--> statement-breakpoint
CREATE TRIGGER order_counts_organization_delete AFTER DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION order_counts_on_organization_delete();--> statement-breakpoint
-- Backfill: the orders written before this migration.
SELECT order_counts_apply(array(SELECT row(1, o.organization_id, o.status, o.id)::order_count_change FROM orders o));
