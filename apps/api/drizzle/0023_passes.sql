CREATE TABLE "pass_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit" text NOT NULL,
	"units" integer NOT NULL,
	"booking_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity_months" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_types_unit" CHECK ("unit" IN ('court_hour', 'place')),
	CONSTRAINT "pass_types_units_positive" CHECK ("units" >= 1),
	CONSTRAINT "pass_types_validity_positive" CHECK ("validity_months" >= 1),
	CONSTRAINT "pass_types_price_not_negative" CHECK ("price_cents" >= 0),
	CONSTRAINT "pass_types_vat_rate" CHECK ("vat_basis_points" IN (1900, 700))
);
--> statement-breakpoint
CREATE INDEX "pass_types_org_idx" ON "pass_types" USING btree ("organization_id");
--> statement-breakpoint
CREATE TABLE "passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"pass_type_id" uuid NOT NULL REFERENCES "pass_types"("id") ON DELETE restrict,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"email" text NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE set null,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"booking_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity_months" integer NOT NULL,
	"units_total" integer NOT NULL,
	"units_remaining" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passes_units_in_range" CHECK ("units_remaining" >= 0 AND "units_remaining" <= "units_total"),
	CONSTRAINT "passes_status" CHECK ("status" IN ('pending', 'active', 'expired', 'void')),
	CONSTRAINT "passes_source" CHECK ("source" IN ('online', 'desk'))
);
--> statement-breakpoint
CREATE INDEX "passes_user_idx" ON "passes" USING btree ("organization_id", "user_id", "status");
--> statement-breakpoint
CREATE INDEX "passes_order_idx" ON "passes" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "passes_expiry_idx" ON "passes" USING btree ("valid_until") WHERE "status" = 'active';
--> statement-breakpoint
CREATE TABLE "pass_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"pass_id" uuid NOT NULL REFERENCES "passes"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"units" integer NOT NULL,
	"remaining_after" integer NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE set null,
	"booking_id" uuid,
	"note" text,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_transactions_kind" CHECK ("kind" IN ('issue', 'redeem', 'return', 'expire', 'adjust'))
);
--> statement-breakpoint
CREATE INDEX "pass_transactions_pass_idx" ON "pass_transactions" USING btree ("pass_id", "created_at");
--> statement-breakpoint
CREATE INDEX "pass_transactions_booking_idx" ON "pass_transactions" USING btree ("booking_id");
--> statement-breakpoint
CREATE TABLE "pass_cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"cart_id" uuid NOT NULL REFERENCES "carts"("id") ON DELETE cascade,
	"pass_type_id" uuid NOT NULL REFERENCES "pass_types"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pass_cart_lines_cart_idx" ON "pass_cart_lines" USING btree ("cart_id");
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pass_id" uuid REFERENCES "passes"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pass_id" uuid REFERENCES "passes"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pass_units" integer DEFAULT 0 NOT NULL;
