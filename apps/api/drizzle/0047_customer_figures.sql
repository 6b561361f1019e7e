-- The customers list at scale (bench/README.md "Dashboard at scale": 10 000 customers, 100 000
-- bookings and orders): customer_figures keeps one row per person of an organization — an account
-- with the role customer, or a guest known only by the e-mail address of their bookings — with the
-- figures the list sorts by, so a page reads this table instead of every booking and order.
--
-- One definition (docs/product.md#customers): customer_figures_refresh(organization, keys)
-- recomputes the rows of the given keys (lower-cased e-mail addresses) from the users, bookings,
-- orders and refunds behind them, exactly as the list computed them live before. Writers do not
-- run it: triggers on those four tables (row triggers whose WHEN conditions skip writes that move
-- no figure; one statement trigger per table for deletes, which come in bulk) only append the keys
-- a write touched to customer_figures_dirty (plain inserts, so concurrent writers never wait for
-- each other). A reader
-- calls customer_figures_settle(organization) first, which takes the organization's advisory lock,
-- then — in a statement of its own, seeing everything committed before — takes the dirty keys and
-- refreshes them: the list always answers from every committed write. Upcoming bookings depend on
-- the clock: the row keeps the start times of the person's bookings with the status upcoming, and
-- a read counts those still ahead. Credit (vouchers valid now) is computed for a page when read.
CREATE TABLE "customer_figures" (
	"organization_id" uuid NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone NOT NULL,
	"booking_count" integer DEFAULT 0 NOT NULL,
	"last_booking_at" timestamp with time zone,
	"spend_cents" bigint DEFAULT 0 NOT NULL,
	"upcoming_starts" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "customer_figures_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
-- Keys whose rows are to be recomputed before the next read (no key: appends never wait).
CREATE TABLE "customer_figures_dirty" (
	"organization_id" uuid NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_figures_dirty_org_idx" ON "customer_figures_dirty" USING btree ("organization_id");
--> statement-breakpoint
-- The list's default order: last booking, newest first.
CREATE INDEX IF NOT EXISTS "customer_figures_last_booking_idx" ON "customer_figures" USING btree ("organization_id", "last_booking_at" DESC NULLS LAST, "key");
--> statement-breakpoint
-- The refresh finds a key's bookings and orders by these (and by bookings_user_idx, orders_user_idx).
CREATE INDEX IF NOT EXISTS "orders_org_customer_email_idx" ON "orders" USING btree ("organization_id", lower("customer"->>'email'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_org_guest_email_idx" ON "bookings" USING btree ("organization_id", lower("guest_contact"->>'email')) WHERE "guest_contact" IS NOT NULL;
--> statement-breakpoint
-- The rows of some keys (lower-cased addresses), recomputed. Every set is a materialized CTE, read
-- once: found through the keys' accounts (bookings_user_idx, orders_user_idx), their orders'
-- addresses (orders_org_customer_email_idx) and their guest addresses (bookings_org_guest_email_idx),
-- so only those people's bookings and orders are read.
CREATE OR REPLACE FUNCTION customer_figures_refresh(p_org uuid, p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := array(SELECT DISTINCT k FROM unnest(p_keys) k WHERE k IS NOT NULL ORDER BY k);
BEGIN
  WITH key_set AS MATERIALIZED (SELECT unnest(keys) AS k),
  key_users AS MATERIALIZED (
    SELECT u.id FROM users u JOIN key_set ks ON lower(u.email) = ks.k WHERE u.organization_id = p_org),
  key_orders AS MATERIALIZED (
    SELECT o.id FROM orders o JOIN key_users ku ON o.user_id = ku.id
    UNION
    SELECT o.id FROM orders o JOIN key_set ks ON lower(o.customer->>'email') = ks.k WHERE o.organization_id = p_org),
  -- The bookings people made (upcoming or completed; no court rows of sessions or blocks, no cart
  -- holds), keyed by the account's, else the order's, else the guest's address
  -- (docs/product.md#customers).
  candidates AS MATERIALIZED (
    SELECT b.id, b.user_id, b.order_id, b.guest_contact, b.status, b.starts_at, b.created_at
    FROM bookings b JOIN key_users ku ON b.user_id = ku.id
    WHERE b.organization_id = p_org AND b.dynamic_slot_id IS NULL AND b.status IN ('upcoming', 'completed')
    UNION
    SELECT b.id, b.user_id, b.order_id, b.guest_contact, b.status, b.starts_at, b.created_at
    FROM bookings b JOIN key_orders ko ON b.order_id = ko.id
    WHERE b.organization_id = p_org AND b.dynamic_slot_id IS NULL AND b.status IN ('upcoming', 'completed')
    UNION
    SELECT b.id, b.user_id, b.order_id, b.guest_contact, b.status, b.starts_at, b.created_at
    FROM bookings b JOIN key_set ks ON lower(b.guest_contact->>'email') = ks.k
    WHERE b.organization_id = p_org AND b.guest_contact IS NOT NULL AND b.dynamic_slot_id IS NULL
      AND b.status IN ('upcoming', 'completed')),
  kept AS MATERIALIZED (
    SELECT x.* FROM (
      SELECT lower(coalesce(u.email, o.customer->>'email', b.guest_contact->>'email')) AS key,
        b.user_id, b.status, b.starts_at, b.created_at,
        coalesce(o.customer->>'name', b.guest_contact->>'name') AS guest_name,
        coalesce(o.customer->>'phone', b.guest_contact->>'phone') AS guest_phone
      FROM candidates b
      LEFT JOIN users u ON u.id = b.user_id
      LEFT JOIN orders o ON o.id = b.order_id) x
    JOIN key_set ks ON ks.k = x.key),
  booking_figures AS (
    SELECT kept.key, count(*)::int AS booking_count, max(kept.starts_at) AS last_booking_at,
      coalesce(array_agg(kept.starts_at ORDER BY kept.starts_at) FILTER (WHERE kept.status = 'upcoming'), '{}') AS upcoming_starts
    FROM kept GROUP BY kept.key),
  -- Spend: completed orders' totals minus what was refunded on them (money or credit).
  order_figures AS (
    SELECT lower(coalesce(u.email, o.customer->>'email')) AS key,
      sum(o.total_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r
        WHERE r.order_id = o.id AND r.status = 'succeeded'), 0))::bigint AS spend_cents
    FROM orders o JOIN key_orders ko ON ko.id = o.id LEFT JOIN users u ON u.id = o.user_id
    WHERE o.organization_id = p_org AND o.status = 'completed'
    GROUP BY 1),
  accounts AS MATERIALIZED (
    SELECT u.id AS user_id, lower(u.email) AS key, u.name, u.email, u.phone, u.created_at
    FROM users u JOIN key_set ks ON lower(u.email) = ks.k
    WHERE u.organization_id = p_org AND u.role = 'customer' AND u.deleted_at IS NULL),
  guests AS (
    SELECT DISTINCT ON (g.key) NULL::uuid AS user_id, g.key, coalesce(g.guest_name, g.key) AS name,
      g.key AS email, g.guest_phone AS phone, g.created_at
    FROM kept g
    WHERE g.user_id IS NULL AND g.key NOT IN (SELECT a.key FROM accounts a)
    ORDER BY g.key, g.created_at),
  people AS MATERIALIZED (SELECT * FROM accounts UNION ALL SELECT * FROM guests),
  kept_rows AS (
    INSERT INTO customer_figures AS f (organization_id, key, user_id, name, email, phone, created_at,
      booking_count, last_booking_at, spend_cents, upcoming_starts)
    SELECT p_org, p.key, p.user_id, p.name, p.email, p.phone, p.created_at,
      coalesce(bf.booking_count, 0), bf.last_booking_at, coalesce(ofg.spend_cents, 0), coalesce(bf.upcoming_starts, '{}')
    FROM people p
    LEFT JOIN booking_figures bf ON bf.key = p.key
    LEFT JOIN order_figures ofg ON ofg.key = p.key
    ORDER BY p.key
    ON CONFLICT (organization_id, key) DO UPDATE SET user_id = excluded.user_id, name = excluded.name,
      email = excluded.email, phone = excluded.phone, created_at = excluded.created_at,
      booking_count = excluded.booking_count, last_booking_at = excluded.last_booking_at,
      spend_cents = excluded.spend_cents, upcoming_starts = excluded.upcoming_starts
    RETURNING 1)
  -- A key no person has any more (an account deleted, a guest's last booking cancelled).
  DELETE FROM customer_figures f
  WHERE f.organization_id = p_org AND f.key IN (SELECT ks.k FROM key_set ks)
    AND f.key NOT IN (SELECT p.key FROM people p);
END
$$;--> statement-breakpoint
-- Every key of one organization (the backfill below, and after a TRUNCATE).
CREATE OR REPLACE FUNCTION customer_figures_rebuild(p_org uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_figures WHERE organization_id = p_org;
  DELETE FROM customer_figures_dirty WHERE organization_id = p_org;
  PERFORM customer_figures_refresh(p_org, array(
    SELECT lower(email) FROM users WHERE organization_id = p_org
    UNION SELECT lower(customer->>'email') FROM orders WHERE organization_id = p_org
    UNION SELECT lower(guest_contact->>'email') FROM bookings WHERE organization_id = p_org AND guest_contact IS NOT NULL));
END
$$;--> statement-breakpoint
-- Before a read: the organization's dirty keys recomputed. Readers of one organization take turns
-- (the two-key form of advisory locks: its own space); the statements after the lock see every
-- write committed before it, so no later reader can answer from older figures.
CREATE OR REPLACE FUNCTION customer_figures_settle(p_org uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  PERFORM pg_advisory_xact_lock(1129533, hashtext(p_org::text));
  WITH taken AS (DELETE FROM customer_figures_dirty WHERE organization_id = p_org RETURNING key)
  SELECT array_agg(DISTINCT key) INTO keys FROM taken;
  IF keys IS NULL THEN
    RETURN 0;
  END IF;
  -- After a bulk write (an import, a seed) into tables the planner still believes small: their
  -- statistics first, or the refresh plans row-by-row lookups over all of them.
  IF cardinality(keys) > 1000 THEN
    ANALYZE users;
    ANALYZE orders;
    ANALYZE bookings;
  END IF;
  PERFORM customer_figures_refresh(p_org, keys);
  RETURN cardinality(keys);
END
$$;--> statement-breakpoint
-- A row's people: the keys of its account, of its order's address and of its guest address.
CREATE OR REPLACE FUNCTION customer_figures_note(p_org uuid, p_user uuid, p_order uuid, p_email text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_figures_dirty (organization_id, key)
  SELECT DISTINCT p_org, k FROM (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = p_user)),
    ((SELECT lower(o.customer->>'email') FROM orders o WHERE o.id = p_order)), (lower(p_email))) v(k)
  WHERE k IS NOT NULL AND EXISTS (SELECT 1 FROM organizations z WHERE z.id = p_org)
$$;--> statement-breakpoint
-- Row triggers whose WHEN conditions (below) leave out every write that moves no figure — a hold,
-- a check-in, a note, a payment detail — before any function runs.
CREATE OR REPLACE FUNCTION customer_figures_on_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM customer_figures_note(OLD.organization_id, OLD.user_id, OLD.order_id, OLD.guest_contact->>'email');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM customer_figures_note(NEW.organization_id, NEW.user_id, NEW.order_id, NEW.guest_contact->>'email');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_figures_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM customer_figures_note(OLD.organization_id, OLD.user_id, NULL, OLD.customer->>'email');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM customer_figures_note(NEW.organization_id, NEW.user_id, NULL, NEW.customer->>'email');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_figures_on_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o record;
BEGIN
  FOR o IN SELECT x.organization_id, x.user_id, x.customer FROM orders x
    WHERE x.id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.order_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.order_id END)
  LOOP
    PERFORM customer_figures_note(o.organization_id, o.user_id, NULL, o.customer->>'email');
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_figures_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM customer_figures_note(OLD.organization_id, NULL, NULL, OLD.email);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM customer_figures_note(NEW.organization_id, NULL, NULL, NEW.email);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deletes come in bulk (a venue's data removed, a test's fixture cleared) and rarely one by one: a
-- statement trigger notes their people in one set-based INSERT.
CREATE OR REPLACE FUNCTION customer_figures_on_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    INSERT INTO customer_figures_dirty (organization_id, key)
    SELECT DISTINCT o.organization_id, k.key FROM old_rows o
    CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = o.user_id)),
      ((SELECT lower(x.customer->>'email') FROM orders x WHERE x.id = o.order_id)),
      (lower(o.guest_contact->>'email'))) k(key)
    WHERE o.dynamic_slot_id IS NULL AND o.status IN ('upcoming', 'completed') AND k.key IS NOT NULL
      AND EXISTS (SELECT 1 FROM organizations z WHERE z.id = o.organization_id);
  ELSIF TG_TABLE_NAME = 'orders' THEN
    INSERT INTO customer_figures_dirty (organization_id, key)
    SELECT DISTINCT o.organization_id, k.key FROM old_rows o
    CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = o.user_id)),
      (lower(o.customer->>'email'))) k(key)
    WHERE k.key IS NOT NULL AND EXISTS (SELECT 1 FROM organizations z WHERE z.id = o.organization_id);
  ELSIF TG_TABLE_NAME = 'refunds' THEN
    INSERT INTO customer_figures_dirty (organization_id, key)
    SELECT DISTINCT x.organization_id, k.key
    FROM (SELECT DISTINCT order_id FROM old_rows WHERE status = 'succeeded') r
    JOIN orders x ON x.id = r.order_id
    CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = x.user_id)),
      (lower(x.customer->>'email'))) k(key)
    WHERE k.key IS NOT NULL;
  ELSE
    INSERT INTO customer_figures_dirty (organization_id, key)
    SELECT DISTINCT o.organization_id, lower(o.email) FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM organizations z WHERE z.id = o.organization_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_figures_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_figures_rebuild(id) FROM organizations;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_figures_on_organization_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM customer_figures WHERE organization_id = OLD.id;
  DELETE FROM customer_figures_dirty WHERE organization_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customer_figures_bookings_insert AFTER INSERT ON bookings FOR EACH ROW
  WHEN (NEW.dynamic_slot_id IS NULL AND NEW.status IN ('upcoming', 'completed'))
  EXECUTE FUNCTION customer_figures_on_booking();--> statement-breakpoint
CREATE TRIGGER customer_figures_bookings_update AFTER UPDATE ON bookings FOR EACH ROW
  WHEN (((OLD.dynamic_slot_id IS NULL AND OLD.status IN ('upcoming', 'completed'))
      OR (NEW.dynamic_slot_id IS NULL AND NEW.status IN ('upcoming', 'completed')))
    AND (OLD.organization_id, OLD.status, OLD.dynamic_slot_id, OLD.starts_at, OLD.user_id, OLD.order_id, OLD.guest_contact, OLD.created_at)
      IS DISTINCT FROM (NEW.organization_id, NEW.status, NEW.dynamic_slot_id, NEW.starts_at, NEW.user_id, NEW.order_id, NEW.guest_contact, NEW.created_at))
  EXECUTE FUNCTION customer_figures_on_booking();--> statement-breakpoint
CREATE TRIGGER customer_figures_bookings_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_deleted();--> statement-breakpoint
-- Orders: their status, total, account or address (spend, and through the address the key of
-- their guest bookings).
CREATE TRIGGER customer_figures_orders_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status = 'completed') EXECUTE FUNCTION customer_figures_on_order();--> statement-breakpoint
CREATE TRIGGER customer_figures_orders_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.status, OLD.total_cents, OLD.user_id, OLD.customer)
    IS DISTINCT FROM (NEW.organization_id, NEW.status, NEW.total_cents, NEW.user_id, NEW.customer)
    AND (OLD.status = 'completed' OR NEW.status = 'completed'
      OR (OLD.user_id, OLD.customer) IS DISTINCT FROM (NEW.user_id, NEW.customer)))
  EXECUTE FUNCTION customer_figures_on_order();--> statement-breakpoint
CREATE TRIGGER customer_figures_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_deleted();--> statement-breakpoint
-- Refunds: what was refunded lowers the spend.
CREATE TRIGGER customer_figures_refunds_insert AFTER INSERT ON refunds FOR EACH ROW
  WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION customer_figures_on_refund();--> statement-breakpoint
CREATE TRIGGER customer_figures_refunds_update AFTER UPDATE ON refunds FOR EACH ROW
  WHEN ((OLD.status, OLD.amount_cents, OLD.order_id) IS DISTINCT FROM (NEW.status, NEW.amount_cents, NEW.order_id))
  EXECUTE FUNCTION customer_figures_on_refund();--> statement-breakpoint
CREATE TRIGGER customer_figures_refunds_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_deleted();--> statement-breakpoint
-- Accounts: a new, changed or removed person (an e-mail change moves their bookings to the new key).
CREATE TRIGGER customer_figures_users_insert AFTER INSERT ON users FOR EACH ROW
  EXECUTE FUNCTION customer_figures_on_user();--> statement-breakpoint
CREATE TRIGGER customer_figures_users_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.email, OLD.name, OLD.phone, OLD.role, OLD.deleted_at, OLD.created_at)
    IS DISTINCT FROM (NEW.organization_id, NEW.email, NEW.name, NEW.phone, NEW.role, NEW.deleted_at, NEW.created_at))
  EXECUTE FUNCTION customer_figures_on_user();--> statement-breakpoint
CREATE TRIGGER customer_figures_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_deleted();--> statement-breakpoint
CREATE TRIGGER customer_figures_bookings_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_truncate();--> statement-breakpoint
CREATE TRIGGER customer_figures_orders_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_truncate();--> statement-breakpoint
CREATE TRIGGER customer_figures_refunds_truncate AFTER TRUNCATE ON refunds
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_truncate();--> statement-breakpoint
CREATE TRIGGER customer_figures_users_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_truncate();--> statement-breakpoint
CREATE TRIGGER customer_figures_organization_delete AFTER DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION customer_figures_on_organization_delete();--> statement-breakpoint
-- Backfill: the people of every organization before this migration.
SELECT customer_figures_rebuild(id) FROM organizations;
