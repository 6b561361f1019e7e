-- The content studio: media library (files, per-organization storage use, where each file is used),
-- news posts, job openings and the old slugs that redirect. See docs/product/content.md.
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"kind" text NOT NULL CHECK ("kind" IN ('image', 'document')),
	"visibility" text DEFAULT 'public' NOT NULL CHECK ("visibility" IN ('public', 'private')),
	"mime_type" text NOT NULL,
	"name" text NOT NULL,
	"original_file" text NOT NULL,
	"bytes" bigint NOT NULL CHECK ("bytes" >= 0),
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"uploaded_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_files_org_created_idx" ON "media_files" USING btree ("organization_id", "created_at");
--> statement-breakpoint
CREATE TABLE "media_storage" (
	"organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"used_bytes" bigint DEFAULT 0 NOT NULL CHECK ("used_bytes" >= 0),
	"limit_bytes" bigint CHECK ("limit_bytes" IS NULL OR "limit_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_usages" (
	"media_id" uuid NOT NULL REFERENCES "media_files"("id") ON DELETE restrict,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	CONSTRAINT "media_usages_pk" PRIMARY KEY ("media_id", "entity", "entity_id")
);
--> statement-breakpoint
CREATE INDEX "media_usages_entity_idx" ON "media_usages" USING btree ("organization_id", "entity", "entity_id");
--> statement-breakpoint
INSERT INTO "role_permissions" ("organization_id", "role", "permission")
SELECT "organization_id", "role", 'media.write' FROM "role_permissions"
WHERE "permission" = 'content.write' AND "role" IN ('manager', 'admin')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"teaser" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_media_id" uuid REFERENCES "media_files"("id") ON DELETE restrict,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL CHECK ("status" IN ('draft', 'scheduled', 'published', 'archived')),
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_scheduled_needs_time" CHECK ("status" <> 'scheduled' OR "publish_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "posts_org_slug_unique" ON "posts" USING btree ("organization_id", "slug");
--> statement-breakpoint
CREATE INDEX "posts_org_published_idx" ON "posts" USING btree ("organization_id", "status", "published_at");
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"entity" text NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_redirects_pk" PRIMARY KEY ("organization_id", "entity", "old_slug")
);
