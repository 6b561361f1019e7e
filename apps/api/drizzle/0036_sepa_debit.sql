-- SEPA direct debit through Stripe (docs/product/payments.md#sepa-direct-debit): a payment remembers
-- the mandate it was debited under and since when the debit is on its way (Stripe's `processing`);
-- a debit that failed after play, or a chargeback, leaves an open debt that staff see and settle.
ALTER TABLE "payments" ADD COLUMN "mandate_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "processing_since" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "payment_debts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"provider_ref" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_debts_reason_check" CHECK ("reason" IN ('debit_failed', 'chargeback')),
	CONSTRAINT "payment_debts_status_check" CHECK ("status" IN ('open', 'settled')),
	CONSTRAINT "payment_debts_amount_positive" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_debts" ADD CONSTRAINT "payment_debts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_debts" ADD CONSTRAINT "payment_debts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_debts" ADD CONSTRAINT "payment_debts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_debts_payment_reason_unique" ON "payment_debts" USING btree ("payment_id","reason");--> statement-breakpoint
CREATE INDEX "payment_debts_org_status_idx" ON "payment_debts" USING btree ("organization_id","status","created_at");
