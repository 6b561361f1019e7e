-- The invoices list at scale (bench/README.md "Dashboard at scale": 100 000 invoices).
--
-- 1. A customer's own invoices (GET /api/v1/invoices without invoice.read.any), newest first,
--    from an index instead of a scan of the organization's invoices.
CREATE INDEX IF NOT EXISTS "invoices_org_user_idx" ON "invoices" USING btree ("organization_id", "user_id", "year", "sequence");
--> statement-breakpoint
-- 2. invoice_counts: how many invoices and credit notes an organization has, kept by statement
--    triggers like order_counts (drizzle/0045_order_list.sql), in 16 stripes from the invoice's id.
--    An invoice never moves to another organization, so inserts and deletes (a draft given up) are
--    all that change it.
CREATE TABLE "invoice_counts" (
	"organization_id" uuid NOT NULL,
	"stripe" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counts_pk" PRIMARY KEY("organization_id","stripe")
);
--> statement-breakpoint
-- Keys are sorted, so concurrent writers lock counter rows in the same order; rows of an
-- organization that is gone (a cascade from its deletion) drop out.
CREATE OR REPLACE FUNCTION invoice_counts_apply(p_sign smallint, p_ids uuid[], p_organizations uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO invoice_counts AS t (organization_id, stripe, n)
  SELECT c.organization_id, order_counts_stripe(c.id), p_sign * count(*)
  FROM unnest(p_organizations, p_ids) AS c(organization_id, id) JOIN organizations z ON z.id = c.organization_id
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (organization_id, stripe) DO UPDATE SET n = t.n + excluded.n
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_counts_on_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invoice_counts_apply(1::smallint, array(SELECT id FROM new_rows ORDER BY id), array(SELECT organization_id FROM new_rows ORDER BY id));
  ELSE
    PERFORM invoice_counts_apply(-1::smallint, array(SELECT id FROM old_rows ORDER BY id), array(SELECT organization_id FROM old_rows ORDER BY id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_counts_on_organization_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_counts WHERE organization_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_on_invoices();--> statement-breakpoint
CREATE TRIGGER invoice_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_on_invoices();--> statement-breakpoint
CREATE TRIGGER invoice_counts_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_on_truncate();--> statement-breakpoint
CREATE TRIGGER invoice_counts_organization_delete AFTER DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION invoice_counts_on_organization_delete();--> statement-breakpoint
-- Backfill: the invoices written before this migration.
SELECT invoice_counts_apply(1::smallint, array(SELECT id FROM invoices ORDER BY id), array(SELECT organization_id FROM invoices ORDER BY id));
