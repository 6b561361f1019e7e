-- Reports of /dashboard/analytics (≤ 300 ms at 100 000 bookings): occupancy,
-- utilisation and revenue read the kept bookings (upcoming, completed) of a period. This partial
-- index answers them with an index-only scan: the period bound on starts_at, the rest included.
CREATE INDEX IF NOT EXISTS "bookings_report_kept_idx" ON "bookings" ("organization_id", "starts_at")
  INCLUDE ("resource_id", "ends_at", "type", "price_cents", "dynamic_slot_id", "session_id")
  WHERE "status" IN ('upcoming', 'completed');
