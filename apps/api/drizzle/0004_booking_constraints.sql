-- No double booking, by construction (docs/product.md#holds): two rows that hold a court (reserved, pending,
-- upcoming; not a place inside a come-together session) may not overlap on one resource. The
-- application checks first for friendly messages; this constraint is the truth.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("resource_id" WITH =, "during" WITH &&)
  WHERE ("status" IN ('reserved', 'pending', 'upcoming') AND "session_id" IS NULL);
--> statement-breakpoint
-- Two sessions or blocks never overlap on one court either (special prices may overlap anything).
ALTER TABLE "dynamic_slots" ADD CONSTRAINT "dynamic_slots_no_overlap"
  EXCLUDE USING gist ("resource_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'active' AND "kind" IN ('come_together', 'block'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_type_check" CHECK ("type" IN ('normal', 'abo', 'come_together'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("status" IN ('reserved', 'pending', 'upcoming', 'completed', 'cancelled'));
--> statement-breakpoint
-- Availability reads the live rows of a location's day: index the range for the overlap search.
CREATE INDEX "bookings_live_during_idx" ON "bookings" USING gist ("resource_id", "during")
  WHERE ("status" IN ('reserved', 'pending', 'upcoming'));
