CREATE TABLE "booking_rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE restrict,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE set null,
	"position" integer,
	"product_name" text,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rentals_quantity_positive" CHECK ("quantity" >= 1),
	CONSTRAINT "booking_rentals_price_not_negative" CHECK ("unit_price_cents" >= 0),
	CONSTRAINT "booking_rentals_vat_rate" CHECK ("vat_basis_points" IN (1900, 700)),
	CONSTRAINT "booking_rentals_refund_in_range" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "gross_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_rentals_booking_product_unique" ON "booking_rentals" USING btree ("booking_id","product_id");
--> statement-breakpoint
CREATE INDEX "booking_rentals_product_idx" ON "booking_rentals" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX "booking_rentals_order_idx" ON "booking_rentals" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "booking_rentals_org_idx" ON "booking_rentals" USING btree ("organization_id");
