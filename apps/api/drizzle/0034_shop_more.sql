-- The shop, continued (docs/product/shop.md): a sold gift card issues real vouchers, one per unit,
-- exactly once per (order product line, unit); the order line remembers it was a gift card (0 % VAT
-- at sale, docs/decisions/015-gift-cards-vat-at-redemption.md); categories are a fixed list.
ALTER TABLE "order_product_lines" ADD COLUMN "gift_card" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "order_product_lines" l SET "gift_card" = true FROM "products" p WHERE p."id" = l."product_id" AND p."gift_card";
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "order_product_line_id" uuid REFERENCES "order_product_lines"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "line_unit" integer;
--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_product_line_unit_unique" ON "vouchers" USING btree ("order_product_line_id", "line_unit") WHERE "order_product_line_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "products" SET "category" = CASE
  WHEN lower(trim("category")) IN ('drinks', 'drink', 'getränke') THEN 'drinks'
  WHEN lower(trim("category")) IN ('food', 'snacks', 'essen') THEN 'food'
  WHEN lower(trim("category")) IN ('apparel', 'clothing', 'kleidung') THEN 'apparel'
  WHEN lower(trim("category")) IN ('accessories', 'accessory', 'zubehör') THEN 'accessories'
  WHEN lower(trim("category")) IN ('equipment', 'ausrüstung') THEN 'equipment'
  WHEN lower(trim("category")) IN ('rental', 'rentals', 'verleih') THEN 'rental'
  WHEN lower(trim("category")) IN ('gift_card', 'gift card', 'gift cards', 'gift_cards', 'gutschein', 'gutscheine') THEN 'gift_card'
  ELSE 'other' END;
--> statement-breakpoint
UPDATE "order_product_lines" SET "category" = CASE
  WHEN lower(trim("category")) IN ('drinks', 'drink', 'getränke') THEN 'drinks'
  WHEN lower(trim("category")) IN ('food', 'snacks', 'essen') THEN 'food'
  WHEN lower(trim("category")) IN ('apparel', 'clothing', 'kleidung') THEN 'apparel'
  WHEN lower(trim("category")) IN ('accessories', 'accessory', 'zubehör') THEN 'accessories'
  WHEN lower(trim("category")) IN ('equipment', 'ausrüstung') THEN 'equipment'
  WHEN lower(trim("category")) IN ('rental', 'rentals', 'verleih') THEN 'rental'
  WHEN lower(trim("category")) IN ('gift_card', 'gift card', 'gift cards', 'gift_cards', 'gutschein', 'gutscheine') THEN 'gift_card'
  ELSE 'other' END;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category" CHECK ("category" IN ('drinks', 'food', 'apparel', 'accessories', 'equipment', 'rental', 'gift_card', 'other'));
