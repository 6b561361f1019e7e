-- The staff task board (docs/product.md#tasks). Columns and cards keep integer positions 0..n-1;
-- every write to an organization's board runs under the board's transaction advisory lock and
-- rewrites the positions it shifts, so the order has no gaps, and the deferred unique indexes
-- refuse a duplicate position at commit should any path forget the lock.
CREATE TABLE "task_columns" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "kind" text DEFAULT 'open' NOT NULL,
  "position" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "task_columns_kind_check" CHECK ("kind" IN ('open', 'done')),
  CONSTRAINT "task_columns_position_unique" UNIQUE ("organization_id", "position") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
CREATE TABLE "task_recurrences" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "title" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "priority" text DEFAULT 'normal' NOT NULL,
  "assignee_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "resource_ids" uuid[] DEFAULT '{}' NOT NULL,
  "weekdays" integer[] DEFAULT '{1,2,3,4,5,6,7}' NOT NULL,
  "local_time" text NOT NULL,
  "duration_minutes" integer DEFAULT 60 NOT NULL,
  "block_court" boolean DEFAULT false NOT NULL,
  "days_ahead" integer DEFAULT 1 NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "task_recurrences_priority_check" CHECK ("priority" IN ('low', 'normal', 'high', 'urgent')),
  CONSTRAINT "task_recurrences_duration_check" CHECK ("duration_minutes" BETWEEN 15 AND 720),
  CONSTRAINT "task_recurrences_days_ahead_check" CHECK ("days_ahead" BETWEEN 0 AND 14)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "column_id" uuid NOT NULL REFERENCES "task_columns"("id") ON DELETE restrict,
  "position" integer NOT NULL,
  "title" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "assignee_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "due_at" timestamp with time zone,
  "priority" text DEFAULT 'normal' NOT NULL,
  "labels" text[] DEFAULT '{}' NOT NULL,
  "checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "resource_id" uuid REFERENCES "resources"("id") ON DELETE set null,
  "booking_id" uuid REFERENCES "bookings"("id") ON DELETE set null,
  "event_id" uuid REFERENCES "events"("id") ON DELETE set null,
  "block_slot_id" uuid REFERENCES "dynamic_slots"("id") ON DELETE set null,
  "recurrence_id" uuid REFERENCES "task_recurrences"("id") ON DELETE set null,
  "occurrence_key" text,
  "done_at" timestamp with time zone,
  "created_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "tasks_priority_check" CHECK ("priority" IN ('low', 'normal', 'high', 'urgent')),
  CONSTRAINT "tasks_position_unique" UNIQUE ("column_id", "position") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
-- A recurrence makes each occurrence once, whichever API process runs the job first.
CREATE UNIQUE INDEX "tasks_occurrence_key_unique" ON "tasks" ("organization_id", "occurrence_key");
--> statement-breakpoint
CREATE INDEX "tasks_organization_due_idx" ON "tasks" ("organization_id", "due_at") WHERE "done_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "task_comments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "task_id" uuid NOT NULL REFERENCES "tasks"("id") ON DELETE cascade,
  "author_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" ("task_id", "created_at");
--> statement-breakpoint
-- Organizations whose matrix was seeded before the board existed get its default grants.
INSERT INTO "role_permissions" ("organization_id", "role", "permission")
SELECT s."organization_id", r."role", p."permission"
FROM "role_permission_seeds" s
CROSS JOIN (VALUES ('staff'), ('manager'), ('admin')) AS r("role")
CROSS JOIN (VALUES ('task.read'), ('task.write')) AS p("permission")
ON CONFLICT DO NOTHING;
