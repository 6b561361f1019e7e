-- The venue's job openings and applications to them through the contact form (with an optional CV,
-- a private file of the media library). See docs/product/content.md#jobs.
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text NOT NULL CHECK ("type" IN ('mini_job', 'part_time', 'full_time', 'seasonal')),
	"start_date" date,
	"contact_email" text,
	"status" text DEFAULT 'draft' NOT NULL CHECK ("status" IN ('draft', 'published', 'closed')),
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_org_slug_unique" ON "jobs" USING btree ("organization_id", "slug");
--> statement-breakpoint
CREATE INDEX "jobs_org_status_idx" ON "jobs" USING btree ("organization_id", "status", "published_at");
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "job_id" uuid REFERENCES "jobs"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "cv_media_id" uuid REFERENCES "media_files"("id") ON DELETE set null;
