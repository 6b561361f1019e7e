-- Closed days (docs/product.md#closed-days): local dates on which a location, or with no location
-- every location of the organization, takes no booking.
CREATE TABLE IF NOT EXISTS "closed_days" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "location_id" uuid REFERENCES "locations"("id") ON DELETE cascade,
  "starts_on" date NOT NULL,
  "ends_on" date NOT NULL,
  "label" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "closed_days_range_check" CHECK ("ends_on" >= "starts_on" AND "ends_on" - "starts_on" < 366)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "closed_days_org_idx" ON "closed_days" USING btree ("organization_id", "ends_on");
