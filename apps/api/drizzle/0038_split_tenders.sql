-- A share of a split court paid with a voucher or with punches of a pass
-- (docs/product/split-payment.md#vouchers-and-punch-cards): one row per tender. A voucher tender
-- names its payment (provider voucher) and the voucher it came from, so a refund goes back to that
-- voucher; a pass tender names the pass and the punches it took.
CREATE TABLE "order_share_tenders" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "share_id" uuid NOT NULL REFERENCES "order_shares"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "payment_id" uuid REFERENCES "payments"("id") ON DELETE SET NULL,
  "voucher_id" uuid REFERENCES "vouchers"("id") ON DELETE SET NULL,
  "pass_id" uuid REFERENCES "passes"("id") ON DELETE SET NULL,
  "punches" integer DEFAULT 0 NOT NULL,
  "amount_cents" integer NOT NULL,
  "returned_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_share_tenders_kind" CHECK ("kind" IN ('voucher', 'pass')),
  CONSTRAINT "order_share_tenders_amount" CHECK ("amount_cents" >= 0 AND "punches" >= 0)
);
--> statement-breakpoint
CREATE INDEX "order_share_tenders_share_idx" ON "order_share_tenders" ("share_id");
