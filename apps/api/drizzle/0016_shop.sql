CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sku" text,
	"low_stock_threshold" integer DEFAULT 3 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rental" boolean DEFAULT false NOT NULL,
	"rental_unit" text,
	"rental_count" integer,
	"gift_card" boolean DEFAULT false NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_not_negative" CHECK ("price_cents" >= 0),
	CONSTRAINT "products_vat_rate" CHECK ("vat_basis_points" IN (1900, 700)),
	CONSTRAINT "products_status" CHECK ("status" IN ('published', 'draft', 'archived')),
	CONSTRAINT "products_rental" CHECK (NOT "rental" OR ("rental_unit" IN ('booking', 'hour') AND "rental_count" >= 1))
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text,
	"sku" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_in_range" CHECK ("reserved" >= 0 AND "reserved" <= "stock")
);
--> statement-breakpoint
CREATE TABLE "product_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cart_id" uuid,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"order_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reservations_quantity_positive" CHECK ("quantity" >= 1),
	CONSTRAINT "product_reservations_status" CHECK ("status" IN ('held', 'pending', 'sold', 'released'))
);
--> statement-breakpoint
CREATE TABLE "order_product_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reservation_id" uuid,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_name" text NOT NULL,
	"variant_name" text,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_product_lines_refund_in_range" CHECK ("refunded_quantity" >= 0 AND "refunded_quantity" <= "quantity" AND "refunded_cents" >= 0 AND "refunded_cents" <= "gross_cents")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_lines" ADD CONSTRAINT "order_product_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_lines" ADD CONSTRAINT "order_product_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_lines" ADD CONSTRAINT "order_product_lines_reservation_id_product_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."product_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_lines" ADD CONSTRAINT "order_product_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_lines" ADD CONSTRAINT "order_product_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_org_sku_unique" ON "products" USING btree ("organization_id",lower("sku")) WHERE "sku" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_org_status_idx" ON "products" USING btree ("organization_id","status","sort_order");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_reservations_cart_idx" ON "product_reservations" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "product_reservations_live_idx" ON "product_reservations" USING btree ("expires_at") WHERE "status" IN ('held', 'pending');--> statement-breakpoint
CREATE INDEX "product_reservations_order_idx" ON "product_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_product_lines_order_idx" ON "order_product_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_product_lines_product_idx" ON "order_product_lines" USING btree ("product_id");--> statement-breakpoint
INSERT INTO "role_permissions" ("organization_id", "role", "permission")
SELECT s."organization_id", r.role, r.permission
FROM "role_permission_seeds" s
CROSS JOIN (VALUES ('staff', 'product.read'), ('manager', 'product.read'), ('manager', 'product.write'), ('admin', 'product.read'), ('admin', 'product.write')) AS r(role, permission)
ON CONFLICT DO NOTHING;
