// Contracts of the cart endpoints (docs/product.md#checkout, paths and answer shapes kept exactly). All amounts
// are integer cents; instants are ISO 8601. Unknown keys of a client's local cart item (e.g. its
// own id, expiryTime) are ignored, so the guest cart from local storage can be sent as it is.
import { z } from 'zod';
import { bookingTypes } from './enums';
import { orderSummarySchema } from './checkout-schemas';
import { cartProductItemSchema } from './shop';

const cents = z.number().int().describe('integer cents (EUR)');
const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 instant');

export const cartItemInputSchema = z
  .object({
    resourceId: z.string().uuid(),
    start: instant,
    end: instant,
    bookingType: z.enum(bookingTypes).default('normal'),
    quantity: z.number().int().min(1).max(50).default(1).describe('come_together: places; otherwise 1'),
    subscriptionId: z
      .string()
      .uuid()
      .nullish()
      .describe(
        'abo: the subscription made by POST /subscrptions/add; without it the weekly slot of start/end is held for the season',
      ),
    sessionId: z.string().uuid().nullish().describe('come_together: the session (found from the grid when left out)'),
  })
  .refine((i) => new Date(i.end) > new Date(i.start), { message: 'end must be after start', path: ['end'] });
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const addToCartSchema = z.object({
  userId: z.string().uuid().nullish().describe('ignored for guests; must be the caller when signed in'),
  items: z.array(cartItemInputSchema).min(1).max(20),
});

export const cartItemSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid(),
  quantity: z.number().int(),
  unitPrice: cents,
  subTotalPrice: cents,
  resourceId: z.string().uuid(),
  resourceName: z.string(),
  start: instant,
  end: instant,
  bookingType: z.enum(bookingTypes),
  expiryTime: instant.describe('the hold ends then (7 minutes after adding, longer during payment)'),
  subscriptionId: z.string().uuid().nullable(),
  sessionId: z.string().uuid().nullable(),
  status: z.enum(['reserved', 'pending']).describe('pending while an order is paying for it'),
});
export type CartItemDto = z.infer<typeof cartItemSchema>;

const cartProductsField = z
  .array(cartProductItemSchema)
  .optional()
  .describe('shop products in the cart (stock reserved for the hold time)');

export const cartMessageSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  items: z.array(cartItemSchema),
  products: cartProductsField,
});

export const cartItemsAnswerSchema = z.object({ items: z.array(cartItemSchema), products: cartProductsField });

/** One row of GET /cart/ordersummery: the docs/product.md#money summary plus the applied codes. */
export const summaryRowSchema = orderSummarySchema.extend({
  couponCode: z.string().nullable(),
  voucherCode: z.string().nullable(),
  voucherBalance: cents.nullable(),
  voucherCents: cents.describe('what the voucher pays of total'),
  amountDue: cents.describe('total − voucherCents: what is left to pay by card'),
  shipping: cents
    .optional()
    .describe('the shipping fee (gross, in total) when delivery is chosen, docs/product/shop.md#pick-up-or-delivery'),
  currency: z.string(),
  passId: z.string().nullable().optional().describe('the attached pass (punch card), docs/product/passes.md'),
  passUnits: z.number().int().optional().describe('punches the pass takes for the cart (those lines cost 0 €)'),
  passProblem: z
    .string()
    .nullable()
    .optional()
    .describe(
      "why the attached pass pays nothing: 'time' (outside its hours), 'booking_type', 'empty', 'expired', or its status; null when it pays",
    ),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;

export const summaryAnswerSchema = z.object({ rows: z.array(summaryRowSchema), count: z.number().int() });

export const discountCodeSchema = z
  .object({
    code: z.string().trim().min(1).max(60).optional(),
    couponCode: z.string().trim().min(1).max(60).optional(),
    voucherCode: z.string().trim().min(1).max(60).optional(),
  })
  .refine((b) => Boolean(b.code ?? b.couponCode ?? b.voucherCode), {
    message: 'Enter a coupon or voucher code',
    path: ['code'],
  });

export const discountAnswerSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  kind: z.enum(['coupon', 'voucher']),
  rows: z.array(summaryRowSchema),
  count: z.number().int(),
});

export const removeDiscountSchema = z.object({ kind: z.enum(['coupon', 'voucher', 'all']).default('all') });

export const mergeCartSchema = z.object({
  items: z.array(cartItemInputSchema).max(20).default([]),
  discount: z
    .union([z.string(), z.number(), z.object({ code: z.string().optional() }).passthrough(), z.null()])
    .optional()
    .describe('the guest cart discount: a coupon/voucher code (amounts are recomputed by the server)'),
});

export const mergeAnswerSchema = z.object({
  data: z.object({
    items: z.array(cartItemSchema),
    products: cartProductsField,
    summery: summaryRowSchema,
    skipped: z.array(
      z.object({ resourceId: z.string(), start: z.string(), end: z.string(), code: z.string(), message: z.string() }),
    ),
  }),
});

export const quantitySchema = z
  .object({
    delta: z.union([z.literal(1), z.literal(-1)]).optional(),
    quantity: z.number().int().min(0).max(50).optional(),
  })
  .refine((b) => (b.delta === undefined) !== (b.quantity === undefined), {
    message: 'Send either delta (±1) or quantity',
    path: ['delta'],
  });

export const validateAnswerSchema = z.object({
  valid: z.boolean(),
  rows: z.array(
    z.object({
      itemId: z.string().uuid(),
      bookingId: z.string().uuid(),
      valid: z.boolean(),
      code: z.string().nullable(),
      message: z.string().nullable(),
      unitPrice: cents,
      currentUnitPrice: cents.nullable(),
    }),
  ),
  count: z.number().int(),
  coupon: z.object({ code: z.string(), valid: z.boolean(), message: z.string().nullable() }).nullable(),
  summery: summaryRowSchema,
});

export const clearAnswerSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  rows: z.array(cartItemSchema),
  count: z.number().int(),
});
