-- Events as content (docs/product/content.md#events): a status with scheduled publishing, a teaser per
-- language and a cover from the media library. `published` stays the public flag every query reads;
-- a check keeps it equal to status = 'published'.
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL CHECK ("status" IN ('draft', 'scheduled', 'published', 'archived'));
--> statement-breakpoint
UPDATE "events" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "teaser" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cover_media_id" uuid REFERENCES "media_files"("id") ON DELETE restrict;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_published_is_status" CHECK ("published" = ("status" = 'published'));
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_scheduled_needs_time" CHECK ("status" <> 'scheduled' OR "publish_at" IS NOT NULL);
--> statement-breakpoint
CREATE INDEX "events_org_status_idx" ON "events" USING btree ("organization_id", "status", "publish_at");
