-- The waitlist for a full course (docs/product/waitlist-courses.md): a course entry waits for a place
-- in every date still to come; its offer holds one place per date, all listed in offer_booking_ids.
ALTER TABLE "waitlist_entries" ADD COLUMN "course_id" uuid REFERENCES "courses"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "offer_booking_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_kind_check";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_kind_check" CHECK ("kind" in ('slot', 'session', 'course'));
--> statement-breakpoint
CREATE INDEX "waitlist_entries_course_idx" ON "waitlist_entries" USING btree ("course_id") WHERE "course_id" IS NOT NULL;
--> statement-breakpoint
-- Analytics: the demand per court window (docs/product/waitlist-courses.md#demand).
CREATE INDEX "waitlist_entries_demand_idx" ON "waitlist_entries" USING btree ("organization_id", "window_start");
