-- A guest's first adds to the cart may run at the same time (two quick taps before any answer has
-- set the cart cookie). The page sends one random claim with them; the first request to arrive
-- makes the cart under that claim and every other one finds it, so one visitor gets one cart
-- whatever the timing. A claim only finds a cart for a short while after it was made.
ALTER TABLE "carts" ADD COLUMN "guest_claim" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "carts_org_guest_claim_unique" ON "carts" USING btree ("organization_id","guest_claim") WHERE "carts"."guest_claim" IS NOT NULL;
