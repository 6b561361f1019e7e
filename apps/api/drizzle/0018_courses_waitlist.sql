-- The held-offer waitlist (docs/product/waitlist-courses.md): people queue for a court slot (a court
-- category and a time window) or for places in a full come-together session. When capacity frees,
-- the first waiting person who fits gets a real hold (a reserved booking under the same exclusion
-- constraint and row locks as a cart hold) for the offer window.
CREATE TABLE "waitlist_entries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "location_id" uuid REFERENCES "locations"("id") ON DELETE cascade,
  "category" text,
  "space_type" text DEFAULT 'all' NOT NULL,
  "resource_id" uuid REFERENCES "resources"("id") ON DELETE cascade,
  "window_start" timestamp with time zone NOT NULL,
  "window_end" timestamp with time zone NOT NULL,
  "duration_minutes" integer NOT NULL,
  "session_id" uuid REFERENCES "dynamic_slots"("id") ON DELETE cascade,
  "places" integer DEFAULT 1 NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
  "guest_token" text,
  "email" text NOT NULL,
  "name" text,
  "locale" text DEFAULT 'en' NOT NULL,
  "token_hash" text NOT NULL,
  "status" text DEFAULT 'waiting' NOT NULL,
  "offer_booking_id" uuid REFERENCES "bookings"("id") ON DELETE set null,
  "offer_expires_at" timestamp with time zone,
  "offer_token_hash" text,
  "offer_extensions" integer DEFAULT 0 NOT NULL,
  "offers_made" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "waitlist_entries_kind_check" CHECK ("kind" IN ('slot', 'session')),
  CONSTRAINT "waitlist_entries_status_check" CHECK ("status" IN ('waiting', 'offered', 'booked', 'left', 'declined', 'expired', 'removed', 'closed')),
  CONSTRAINT "waitlist_entries_window_check" CHECK ("window_end" > "window_start"),
  CONSTRAINT "waitlist_entries_session_check" CHECK (("kind" = 'session') = ("session_id" IS NOT NULL)),
  CONSTRAINT "waitlist_entries_owner_check" CHECK ("user_id" IS NOT NULL OR "guest_token" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_idx" ON "waitlist_entries" ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_token_idx" ON "waitlist_entries" ("offer_token_hash");
--> statement-breakpoint
-- One freed place goes to one person: a booking is the live offer of at most one entry.
CREATE UNIQUE INDEX "waitlist_entries_offer_idx" ON "waitlist_entries" ("offer_booking_id") WHERE ("status" = 'offered');
--> statement-breakpoint
-- The queue is read in joining order among the live entries of an organization.
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" ("organization_id", "created_at") WHERE ("status" IN ('waiting', 'offered'));
--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" ("user_id");
--> statement-breakpoint
-- Every change of a queue entry (join, offer, decline, expiry, booking, leave, staff removal).
CREATE TABLE "waitlist_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "entry_id" uuid NOT NULL REFERENCES "waitlist_entries"("id") ON DELETE cascade,
  "action" text NOT NULL,
  "from_status" text,
  "to_status" text NOT NULL,
  "booking_id" uuid,
  "actor_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "waitlist_events_entry_idx" ON "waitlist_events" ("entry_id", "created_at");
--> statement-breakpoint
CREATE INDEX "waitlist_events_org_idx" ON "waitlist_events" ("organization_id", "created_at");
--> statement-breakpoint
-- Organizations whose permission matrix is already seeded get the new permission for staff and up.
INSERT INTO "role_permissions" ("organization_id", "role", "permission")
SELECT s."organization_id", r."role", 'waitlist.manage'
FROM "role_permission_seeds" s CROSS JOIN (VALUES ('staff'), ('manager'), ('admin')) AS r("role")
ON CONFLICT DO NOTHING;
