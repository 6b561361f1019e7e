-- Split the court (docs/product/split-payment.md): an order's split (its share deadline and what
-- happens then) and its shares, one per payer; share links are payment links that name their share.
CREATE TABLE "order_splits" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"rest_until" timestamp with time zone NOT NULL,
	"booker_pays_rest" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"link_base" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_splits_status_check" CHECK ("status" IN ('open', 'rest', 'complete', 'released')),
	CONSTRAINT "order_splits_window_check" CHECK ("rest_until" >= "deadline")
);
--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_splits_due_idx" ON "order_splits" USING btree ("deadline") WHERE "status" IN ('open', 'rest');--> statement-breakpoint
CREATE TABLE "order_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"invoice_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shares_amount_check" CHECK ("amount_cents" >= 0),
	CONSTRAINT "order_shares_status_check" CHECK ("status" IN ('open', 'paid', 'cancelled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "order_shares" ADD CONSTRAINT "order_shares_order_id_order_splits_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_splits"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shares" ADD CONSTRAINT "order_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shares" ADD CONSTRAINT "order_shares_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shares" ADD CONSTRAINT "order_shares_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_shares_position_unique" ON "order_shares" USING btree ("order_id", "position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shares_payment_unique" ON "order_shares" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "share_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_share_id_order_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."order_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_links_share_idx" ON "payment_links" USING btree ("share_id");
