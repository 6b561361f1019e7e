-- Courses with trainers (docs/product/courses.md): a series of sessions sold as one. Each session
-- holds its courts through the booking engine: on the first court a come-together session whose
-- places are the enrolments (capacity and row lock of the session), on every further court a block,
-- so the exclusion constraint keeps courses, bookings and other blocks apart.
ALTER TABLE "users" ADD COLUMN "is_trainer" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "courses" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "slug" text NOT NULL,
  "title" jsonb NOT NULL,
  "description" jsonb NOT NULL,
  "level" text DEFAULT 'all' NOT NULL,
  "trainer_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "resource_ids" uuid[] NOT NULL,
  "capacity" integer NOT NULL,
  "min_participants" integer,
  "min_deadline" timestamp with time zone,
  "minimum_checked_at" timestamp with time zone,
  "price_cents" integer NOT NULL,
  "pro_rata" boolean DEFAULT false NOT NULL,
  "enrol_from" timestamp with time zone,
  "enrol_until" timestamp with time zone,
  "published" boolean DEFAULT true NOT NULL,
  "status" text DEFAULT 'active' NOT NULL,
  "cancelled_at" timestamp with time zone,
  "cancel_reason" text,
  "created_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "courses_status_check" CHECK ("status" IN ('active', 'cancelled')),
  CONSTRAINT "courses_level_check" CHECK ("level" IN ('all', 'beginner', 'intermediate', 'advanced')),
  CONSTRAINT "courses_capacity_check" CHECK ("capacity" BETWEEN 1 AND 500),
  CONSTRAINT "courses_min_check" CHECK ("min_participants" IS NULL OR "min_participants" BETWEEN 1 AND "capacity"),
  CONSTRAINT "courses_price_check" CHECK ("price_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "courses_org_slug_unique" ON "courses" ("organization_id", "slug");
--> statement-breakpoint
CREATE INDEX "courses_trainer_idx" ON "courses" ("trainer_id");
--> statement-breakpoint
CREATE TABLE "course_sessions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "course_id" uuid NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "anchor_slot_id" uuid NOT NULL REFERENCES "dynamic_slots"("id") ON DELETE restrict,
  "block_slot_ids" uuid[] DEFAULT '{}' NOT NULL,
  "price_cents" integer NOT NULL,
  "status" text DEFAULT 'active' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "course_sessions_status_check" CHECK ("status" IN ('active', 'cancelled')),
  CONSTRAINT "course_sessions_range_check" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX "course_sessions_course_idx" ON "course_sessions" ("course_id", "starts_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "course_sessions_anchor_idx" ON "course_sessions" ("anchor_slot_id");
--> statement-breakpoint
-- Organizations whose permission matrix is already seeded get the new permission for managers and admins.
INSERT INTO "role_permissions" ("organization_id", "role", "permission")
SELECT s."organization_id", r."role", 'course.write'
FROM "role_permission_seeds" s CROSS JOIN (VALUES ('manager'), ('admin')) AS r("role")
ON CONFLICT DO NOTHING;
