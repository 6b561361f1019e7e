-- The fee a payment provider kept for one of our payments, as the provider reports it
-- (docs/product/payments.md#provider-fees): Stripe's balance transaction `fee`, PayPal's
-- `seller_receivable_breakdown.paypal_fee`. A row of its own beside the payment, written by the fee
-- job after the payment succeeded: `fee_cents` null while the provider has not reported it yet
-- (a SEPA debit's balance transaction comes with the money), `checked_at` when we last asked.
CREATE TABLE "payment_fees" (
  "payment_id" uuid PRIMARY KEY NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "fee_cents" integer,
  "currency" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "checked_at" timestamp with time zone NOT NULL,
  CONSTRAINT "payment_fees_fee_in_range" CHECK ("fee_cents" IS NULL OR "fee_cents" >= 0)
);
