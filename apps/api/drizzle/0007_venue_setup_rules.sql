-- Venue setup: the database refuses what the service already refuses with a
-- clearer message, so two concurrent edits cannot slip a contradiction past the checks.
-- Seasons of one location never overlap (inclusive date ranges).
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_dates_ordered" CHECK ("ends_on" >= "starts_on");
--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_no_overlap" EXCLUDE USING gist ("location_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);
--> statement-breakpoint
-- A scheduling rule targets exactly one court or one category ...
ALTER TABLE "scheduling_rules" ADD CONSTRAINT "scheduling_rules_one_target" CHECK (("resource_id" IS NULL) <> ("category" IS NULL));
--> statement-breakpoint
-- ... and a season has at most one rule per court and one per category.
CREATE UNIQUE INDEX "scheduling_rules_season_resource_unique" ON "scheduling_rules" ("season_id", "resource_id") WHERE "resource_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_rules_season_category_unique" ON "scheduling_rules" ("season_id", "category") WHERE "category" IS NOT NULL;
