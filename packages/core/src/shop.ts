// The shop's rules and contracts (docs/product.md#shop): products with texts per language, a gross
// price and a VAT rate of 19 % or 7 %, stock per variant counted as on hand minus reserved, and the
// three stock states the product lists show.
import { z } from 'zod';

export const productStatuses = ['published', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const stockStates = ['in stock', 'low stock', 'out of stock'] as const;
export type StockState = (typeof stockStates)[number];

/** The VAT rates a German venue sells at: standard (merchandise, rentals) and reduced (food, drinks). */
export const productVatRates = [19, 7] as const;

/**
 * The fixed list of product categories (docs/product/shop.md#catalogue); the apps translate them.
 * Anything else is refused with 400.
 */
export const productCategories = [
  'drinks',
  'food',
  'apparel',
  'accessories',
  'equipment',
  'rental',
  'gift_card',
  'other',
] as const;
export type ProductCategory = (typeof productCategories)[number];

export const rentalUnits = ['booking', 'hour'] as const;
export type RentalUnit = (typeof rentalUnits)[number];

export const productLanguages = ['de', 'en', 'fr', 'it', 'tr', 'ar'] as const;
export type ProductLanguage = (typeof productLanguages)[number];

/** The venue's default language: what a text falls back to when the visitor's is missing. */
export const shopDefaultLanguage: ProductLanguage = 'de';

export type LocalizedText = Partial<Record<ProductLanguage, string>>;

/** The text in `language`, else the venue's default language, else English, else any. */
export function localized(text: LocalizedText | null | undefined, language: string | null | undefined): string {
  if (!text) return '';
  const lang = (language ?? '').slice(0, 2) as ProductLanguage;
  return text[lang] || text[shopDefaultLanguage] || text.en || Object.values(text).find(Boolean) || '';
}

/** Available = on hand − reserved by carts and payments in progress; never below zero. */
export function availableStock(variant: { stock: number; reserved: number }): number {
  return Math.max(0, variant.stock - variant.reserved);
}

/** Out of stock at 0, low stock at or below the threshold, in stock above it. */
export function stockState(available: number, lowStockThreshold: number): StockState {
  if (available <= 0) return 'out of stock';
  if (available <= lowStockThreshold) return 'low stock';
  return 'in stock';
}

const localizedTextSchema = z
  .partialRecord(z.enum(productLanguages), z.string().trim().max(4000))
  .describe('text per language, e.g. { "de": "…", "en": "…" }');

const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')), {
    message: 'An image must be an http(s) URL or a path on this site starting with /',
  });

export const variantInputSchema = z.object({
  id: z.string().uuid().optional().describe('an existing variant to update; left out for a new one'),
  name: z.string().trim().min(1).max(60).describe('e.g. the size "M"'),
  sku: z.string().trim().max(60).nullish(),
  stock: z.number().int().min(0).max(1_000_000),
});

export const productInputSchema = z
  .object({
    name: localizedTextSchema.refine((t) => Object.values(t).some((v) => v && v.length > 0), {
      message: 'Give the product a name in at least one language',
    }),
    description: localizedTextSchema.default({}),
    category: z.enum(productCategories, {
      error: () => `The category must be one of ${productCategories.join(', ')}`,
    }),
    priceCents: z.number().int().min(0).max(10_000_000).describe('gross price (VAT included), integer cents'),
    vatPercent: z.union([z.literal(19), z.literal(7)]),
    status: z.enum(productStatuses).default('draft'),
    sku: z.string().trim().max(60).nullish(),
    stock: z.number().int().min(0).max(1_000_000).default(0).describe('on hand, for a product without variants'),
    lowStockThreshold: z.number().int().min(0).max(100_000).default(3),
    variants: z.array(variantInputSchema).max(50).default([]),
    sortOrder: z.number().int().min(-100_000).max(100_000).default(0),
    images: z.array(imageUrl).max(12).default([]),
    rental: z.boolean().default(false),
    rentalUnit: z.enum(rentalUnits).nullish(),
    rentalCount: z.number().int().min(1).max(10_000).nullish(),
    giftCard: z.boolean().default(false),
  })
  .refine((p) => !p.rental || (p.rentalUnit && p.rentalCount), {
    message: 'A rental needs a unit (per booking or per hour) and the count the venue has',
    path: ['rentalCount'],
  })
  .refine((p) => new Set(p.variants.map((v) => v.name.toLowerCase())).size === p.variants.length, {
    message: 'Two variants have the same name',
    path: ['variants'],
  });
export type ProductInput = z.infer<typeof productInputSchema>;

export const productPatchSchema = z.object({
  status: z.enum(productStatuses).optional(),
  stock: z.number().int().min(0).max(1_000_000).optional(),
  variantStock: z
    .array(z.object({ id: z.string().uuid(), stock: z.number().int().min(0).max(1_000_000) }))
    .max(50)
    .optional(),
  sortOrder: z.number().int().min(-100_000).max(100_000).optional(),
});

const cents = z.number().int().describe('integer cents (EUR)');

export const variantSchema = z.object({
  id: z.string().uuid(),
  name: z.string().nullable().describe('null: the product has no variants and this row holds its stock'),
  sku: z.string().nullable(),
  stock: z.number().int().describe('on hand'),
  reserved: z.number().int().describe('held by carts and payments in progress'),
  available: z.number().int(),
  stockStatus: z.enum(stockStates),
});

export const productSchema = z.object({
  id: z.string().uuid(),
  name: z.string().describe('in the requested language (fallback: the venue language)'),
  description: z.string(),
  names: localizedTextSchema,
  descriptions: localizedTextSchema,
  category: z.enum(productCategories),
  price: cents,
  vatPercent: z.number(),
  status: z.enum(productStatuses),
  sku: z.string().nullable(),
  stock: z.number().int(),
  available: z.number().int(),
  lowStockThreshold: z.number().int(),
  stockStatus: z.enum(stockStates),
  variants: z.array(variantSchema),
  sortOrder: z.number().int(),
  images: z.array(z.string()),
  rental: z.boolean(),
  rentalUnit: z.enum(rentalUnits).nullable(),
  rentalCount: z.number().int().nullable(),
  giftCard: z.boolean(),
  soldCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDto = z.infer<typeof productSchema>;

export const productListSchema = z.object({ rows: z.array(productSchema), count: z.number().int() });

export const productListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  status: z.enum(productStatuses).optional(),
  stock: z.enum(stockStates).optional(),
  lang: z.string().max(5).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const publicProductQuerySchema = z.object({
  category: z.string().trim().max(60).optional(),
  lang: z.string().max(5).optional(),
});

/** A product line of the cart: a stock reservation held for the hold time. */
export const cartProductInputSchema = z.object({
  productId: z.string().uuid(),
  variantId: z.string().uuid().nullish().describe('required when the product has variants'),
  quantity: z.number().int().min(1).max(50).default(1),
});
export type CartProductInput = z.infer<typeof cartProductInputSchema>;

export const cartProductItemSchema = z.object({
  id: z.string().uuid(),
  kind: z.literal('product'),
  productId: z.string().uuid(),
  variantId: z.string().uuid(),
  name: z.string(),
  variantName: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: cents,
  subTotalPrice: cents,
  vatPercent: z.number(),
  expiryTime: z.string(),
  status: z.enum(['reserved', 'pending']),
});
export type CartProductItemDto = z.infer<typeof cartProductItemSchema>;

export const cartProductsAnswerSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  products: z.array(cartProductItemSchema),
});

export const productRefundSchema = z.object({
  lines: z
    .array(z.object({ lineId: z.string().uuid(), quantity: z.number().int().min(1).max(1000) }))
    .min(1)
    .max(50),
  reason: z.string().trim().max(300).optional(),
});

export const orderProductLineSchema = z.object({
  id: z.string().uuid(),
  productId: z.string().uuid(),
  variantId: z.string().uuid(),
  name: z.string(),
  variantName: z.string().nullable(),
  category: z.string(),
  quantity: z.number().int(),
  unitPriceCents: cents,
  vatPercent: z.number(),
  subtotalCents: cents,
  discountCents: cents,
  grossCents: cents,
  vatCents: cents,
  refundedQuantity: z.number().int(),
  refundedCents: cents,
});
