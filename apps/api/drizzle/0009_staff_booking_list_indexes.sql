-- The staff bookings list (GET /api/v1/dashboard/bookings) must answer a page in under
-- 100 ms at 100 000 bookings. Customer bookings only (court holds of sessions and blocks carry
-- dynamic_slot_id and never show in the list), newest first with the id as tie-breaker.
CREATE INDEX IF NOT EXISTS "bookings_staff_list_idx" ON "bookings" ("organization_id", "starts_at" DESC, "id" DESC) WHERE "dynamic_slot_id" IS NULL;--> statement-breakpoint
-- Status filters (upcoming, cancelled, …) with the same order.
CREATE INDEX IF NOT EXISTS "bookings_staff_status_idx" ON "bookings" ("organization_id", "status", "starts_at" DESC) WHERE "dynamic_slot_id" IS NULL;--> statement-breakpoint
-- Sorting by creation time (newest desk bookings first).
CREATE INDEX IF NOT EXISTS "bookings_staff_created_idx" ON "bookings" ("organization_id", "created_at" DESC) WHERE "dynamic_slot_id" IS NULL;
