// The shop sales report of /dashboard/ecommerce (docs/product/shop.md#shop-sales): what the shop sold
// in a period of local dates, in integer cents, from the same order lines the invoices print.
import { z } from 'zod';
import { reportQuerySchema } from './analytics-schemas';

const cents = z.number().int().describe('integer cents (EUR)');

export const salesGranularities = ['day', 'week', 'month'] as const;
export type SalesGranularity = (typeof salesGranularities)[number];

export const shopSalesQuerySchema = reportQuerySchema.omit({ locationId: true }).extend({
  granularity: z.enum(salesGranularities).default('day'),
});
export type ShopSalesQuery = z.infer<typeof shopSalesQuerySchema>;

const figures = {
  grossCents: cents.describe('sold minus refunded, VAT included'),
  netCents: cents,
  vatCents: cents,
  units: z.number().int().describe('units sold minus units refunded'),
};

export const shopSalesAnswerSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), timezone: z.string() }),
  granularity: z.enum(salesGranularities),
  totals: z.object({ ...figures, orders: z.number().int() }),
  series: z.array(z.object({ start: z.string().describe('first local date of the bucket'), ...figures })),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), ...figures })),
  byCategory: z.array(z.object({ category: z.string(), ...figures })),
  byVatRate: z.array(z.object({ vatBasisPoints: z.number().int(), ...figures })),
  giftCards: z
    .object({ grossCents: cents, units: z.number().int() })
    .describe('gift cards sold minus refunded: a liability until redeemed, not revenue and not in any VAT figure'),
  stockAlerts: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      name: z.string(),
      variantName: z.string().nullable(),
      available: z.number().int(),
      lowStockThreshold: z.number().int(),
      state: z.enum(['low stock', 'out of stock']),
    }),
  ),
});
export type ShopSalesAnswer = z.infer<typeof shopSalesAnswerSchema>;
