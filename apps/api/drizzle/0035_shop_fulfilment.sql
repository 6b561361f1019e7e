-- Pick-up or delivery of shop orders (docs/product/shop.md#pick-up-or-delivery): the cart remembers a
-- chosen delivery and its address; an order with shippable products gets one fulfilment row whose
-- state moves open → picked_up (pick-up) or open → shipped (delivery), never across.
-- Coupons may target products or shop categories (docs/product/shop.md#coupons-for-products).
CREATE TABLE "cart_deliveries" (
	"cart_id" uuid PRIMARY KEY NOT NULL REFERENCES "carts"("id") ON DELETE cascade,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fulfilments" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"method" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"shipping_address" jsonb,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"shipping_vat_cents" integer DEFAULT 0 NOT NULL,
	"shipping_vat_basis_points" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_fulfilments_method" CHECK ("method" IN ('pickup', 'delivery')),
	CONSTRAINT "order_fulfilments_status" CHECK ("status" IN ('open', 'picked_up', 'shipped')),
	CONSTRAINT "order_fulfilments_status_of_method" CHECK (("method" = 'pickup' AND "status" <> 'shipped') OR ("method" = 'delivery' AND "status" <> 'picked_up')),
	CONSTRAINT "order_fulfilments_delivery_address" CHECK ("method" = 'pickup' OR "shipping_address" IS NOT NULL),
	CONSTRAINT "order_fulfilments_done" CHECK (("status" = 'open') = ("done_at" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "order_fulfilments_org_status_idx" ON "order_fulfilments" USING btree ("organization_id", "status");
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "target_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "target_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;
