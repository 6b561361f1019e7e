-- The customers list at scale (bench/README.md "Dashboard at scale": 10 000 customers, 100 000
-- bookings and orders): customer_figures keeps one row per person of an organization — an account
-- with the role customer, or a guest known only by the e-mail address of their bookings — with the
-- figures the list sorts by, so a page reads this table instead of every booking and order.
--
-- One definition (docs/product.md#customers): customer_figures_refresh(organization, keys)
-- recomputes the rows of the given keys (lower-cased e-mail addresses) from the users, bookings,
-- orders and refunds behind them, exactly as the list computed them live before. Writers do not
-- run it: statement triggers on those four tables only append the keys a write touched to
-- customer_figures_dirty (plain inserts, so concurrent writers never wait for each other). A reader
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
-- The keys a write touched, kept for the next read (organizations being deleted drop out).
CREATE TYPE customer_figures_key AS (organization_id uuid, key text);--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_figures_touch(p_keys customer_figures_key[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_figures_dirty (organization_id, key)
  SELECT DISTINCT k.organization_id, k.key FROM unnest(p_keys) k JOIN organizations z ON z.id = k.organization_id
  WHERE k.key IS NOT NULL
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
-- Bookings: only rows that are or were counted, and only when what the figures read changed (a
-- hold, a check-in or a note touches nothing).
CREATE OR REPLACE FUNCTION customer_figures_on_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched customer_figures_key[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT row(n.organization_id, k.key)::customer_figures_key
      FROM new_rows n
      CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = n.user_id)),
        ((SELECT lower(o.customer->>'email') FROM orders o WHERE o.id = n.order_id)),
        (lower(n.guest_contact->>'email'))) k(key)
      WHERE n.dynamic_slot_id IS NULL AND n.status IN ('upcoming', 'completed'));
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT row(o.organization_id, k.key)::customer_figures_key
      FROM old_rows o
      CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = o.user_id)),
        ((SELECT lower(x.customer->>'email') FROM orders x WHERE x.id = o.order_id)),
        (lower(o.guest_contact->>'email'))) k(key)
      WHERE o.dynamic_slot_id IS NULL AND o.status IN ('upcoming', 'completed'));
  ELSE
    touched := array(SELECT DISTINCT row(v.organization_id, k.key)::customer_figures_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.organization_id, o.user_id, o.order_id, o.guest_contact),
        (n.organization_id, n.user_id, n.order_id, n.guest_contact)) v(organization_id, user_id, order_id, guest_contact)
      CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = v.user_id)),
        ((SELECT lower(x.customer->>'email') FROM orders x WHERE x.id = v.order_id)),
        (lower(v.guest_contact->>'email'))) k(key)
      WHERE ((o.dynamic_slot_id IS NULL AND o.status IN ('upcoming', 'completed'))
          OR (n.dynamic_slot_id IS NULL AND n.status IN ('upcoming', 'completed')))
        AND (o.organization_id, o.status, o.dynamic_slot_id, o.starts_at, o.user_id, o.order_id, o.guest_contact, o.created_at)
          IS DISTINCT FROM (n.organization_id, n.status, n.dynamic_slot_id, n.starts_at, n.user_id, n.order_id, n.guest_contact, n.created_at));
  END IF;
  IF cardinality(touched) > 0 THEN
    PERFORM customer_figures_touch(touched);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Orders: a change of status, total, customer or account moves spend (and, through the order's
-- address, the key of its guest bookings).
CREATE OR REPLACE FUNCTION customer_figures_on_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched customer_figures_key[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT row(n.organization_id, k.key)::customer_figures_key
      FROM new_rows n
      CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = n.user_id)),
        (lower(n.customer->>'email'))) k(key)
      WHERE n.status = 'completed');
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT row(o.organization_id, k.key)::customer_figures_key
      FROM old_rows o
      CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = o.user_id)),
        (lower(o.customer->>'email'))) k(key));
  ELSE
    touched := array(SELECT DISTINCT row(v.organization_id, k.key)::customer_figures_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.organization_id, o.user_id, o.customer), (n.organization_id, n.user_id, n.customer))
        v(organization_id, user_id, customer)
      CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = v.user_id)),
        (lower(v.customer->>'email'))) k(key)
      WHERE (o.organization_id, o.status, o.total_cents, o.user_id, o.customer)
        IS DISTINCT FROM (n.organization_id, n.status, n.total_cents, n.user_id, n.customer)
        AND (o.status = 'completed' OR n.status = 'completed'
          OR (o.user_id, o.customer) IS DISTINCT FROM (n.user_id, n.customer)));
  END IF;
  IF cardinality(touched) > 0 THEN
    PERFORM customer_figures_touch(touched);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Refunds: what was refunded on an order lowers its customer's spend.
CREATE OR REPLACE FUNCTION customer_figures_on_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched customer_figures_key[];
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := array(SELECT order_id FROM new_rows WHERE status = 'succeeded');
  ELSIF TG_OP = 'DELETE' THEN
    changed := array(SELECT order_id FROM old_rows WHERE status = 'succeeded');
  ELSE
    changed := array(SELECT o.order_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.amount_cents, o.order_id) IS DISTINCT FROM (n.status, n.amount_cents, n.order_id)
      UNION SELECT n.order_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.amount_cents, o.order_id) IS DISTINCT FROM (n.status, n.amount_cents, n.order_id));
  END IF;
  IF cardinality(changed) = 0 THEN
    RETURN NULL;
  END IF;
  touched := array(SELECT DISTINCT row(x.organization_id, k.key)::customer_figures_key
    FROM orders x
    CROSS JOIN LATERAL (VALUES ((SELECT lower(u.email) FROM users u WHERE u.id = x.user_id)),
      (lower(x.customer->>'email'))) k(key)
    WHERE x.id IN (SELECT unnest(changed)));
  IF cardinality(touched) > 0 THEN
    PERFORM customer_figures_touch(touched);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Accounts: a new, changed or removed person (an e-mail change moves their bookings to the new key).
CREATE OR REPLACE FUNCTION customer_figures_on_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched customer_figures_key[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT row(n.organization_id, lower(n.email))::customer_figures_key FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT row(o.organization_id, lower(o.email))::customer_figures_key FROM old_rows o);
  ELSE
    touched := array(SELECT DISTINCT row(v.organization_id, lower(v.email))::customer_figures_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.organization_id, o.email), (n.organization_id, n.email)) v(organization_id, email)
      WHERE (o.organization_id, o.email, o.name, o.phone, o.role, o.deleted_at, o.created_at)
        IS DISTINCT FROM (n.organization_id, n.email, n.name, n.phone, n.role, n.deleted_at, n.created_at));
  END IF;
  IF cardinality(touched) > 0 THEN
    PERFORM customer_figures_touch(touched);
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
CREATE TRIGGER customer_figures_bookings_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_bookings();--> statement-breakpoint
CREATE TRIGGER customer_figures_bookings_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_bookings();--> statement-breakpoint
CREATE TRIGGER customer_figures_bookings_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_bookings();--> statement-breakpoint
CREATE TRIGGER customer_figures_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_orders();--> statement-breakpoint
CREATE TRIGGER customer_figures_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_orders();--> statement-breakpoint
CREATE TRIGGER customer_figures_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_orders();--> statement-breakpoint
CREATE TRIGGER customer_figures_refunds_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_refunds();--> statement-breakpoint
CREATE TRIGGER customer_figures_refunds_update AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_refunds();--> statement-breakpoint
CREATE TRIGGER customer_figures_refunds_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_refunds();--> statement-breakpoint
CREATE TRIGGER customer_figures_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_users();--> statement-breakpoint
CREATE TRIGGER customer_figures_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_users();--> statement-breakpoint
CREATE TRIGGER customer_figures_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_figures_on_users();--> statement-breakpoint
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
