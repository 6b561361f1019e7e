-- The staff lists of people at scale (bench/README.md "Dashboard at scale": 10 000 customers).
--
-- 1. The accounts list (GET /api/v1/users, by name): its page read from this index instead of
--    sorting every account.
CREATE INDEX IF NOT EXISTS "users_org_name_idx" ON "users" USING btree ("organization_id", "name", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- 2. Their searches (a part of the name, address or phone, any case: ILIKE '%…%') from one trigram
--    index over the three fields joined by a unit separator (U+001F, which a search box cannot
--    type, so a match never spans two fields: the same answers as the three ILIKEs it replaces),
--    instead of reading every row: the accounts list and the customers list.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((name || E'\x1f' || email || E'\x1f' || coalesce(phone, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_figures_search_trgm_idx" ON "customer_figures" USING gin ((name || E'\x1f' || email || E'\x1f' || coalesce(phone, '')) gin_trgm_ops);
