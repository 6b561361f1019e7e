// Contracts of the coupon and voucher (gift card) endpoints, used by the API (validation + OpenAPI)
// and the dashboard's forms; re-exported by checkout-schemas.ts. All amounts are integer cents.
import { z } from 'zod';
import { bookingTypes } from './enums';
import { productCategories } from './shop';

const cents = z.number().int().describe('integer cents (EUR)');
const positiveCents = cents.min(1);
const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 instant');
const code = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────
const couponFields = {
  code,
  description: z.string().max(500).nullish(),
  validFrom: instant.nullish(),
  validUntil: instant.nullish(),
  maxUses: z.number().int().min(1).nullish().describe('total uses; null = unlimited'),
  maxUsesPerCustomer: z.number().int().min(1).nullish(),
  minOrderCents: cents.min(0).optional().describe('minimum cart subtotal in cents'),
  eligibleBookingTypes: z
    .array(z.enum(bookingTypes))
    .min(1)
    .optional()
    .describe('default normal + come_together (never abo unless listed)'),
  /** A coupon for products: only lines of these products / categories are discounted (docs/product/shop.md). */
  targetProductIds: z.array(z.string().uuid()).max(100).optional(),
  targetCategories: z.array(z.enum(productCategories)).max(productCategories.length).optional(),
  active: z.boolean().optional(),
};

export const couponCreateSchema = z
  .object({
    ...couponFields,
    kind: z.enum(['percent', 'fixed']),
    percent: z.number().gt(0).max(100).multipleOf(0.01).optional().describe('percent coupons: 0.01–100'),
    amountCents: positiveCents.optional().describe('fixed coupons: cents'),
  })
  .refine((c) => (c.kind === 'percent' ? c.percent !== undefined : c.amountCents !== undefined), {
    message: 'A percent coupon needs percent, a fixed coupon needs amountCents',
    path: ['kind'],
  })
  .refine((c) => !c.validFrom || !c.validUntil || new Date(c.validUntil) > new Date(c.validFrom), {
    message: 'validUntil must be after validFrom',
    path: ['validUntil'],
  });
export type CouponCreate = z.infer<typeof couponCreateSchema>;

export const couponUpdateSchema = z.object({
  ...couponFields,
  code: code.optional(),
  percent: z.number().gt(0).max(100).multipleOf(0.01).optional(),
  amountCents: positiveCents.optional(),
});
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

export const couponSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['percent', 'fixed']),
  percent: z.number().nullable(),
  amountCents: cents.nullable(),
  validFrom: instant.nullable(),
  validUntil: instant.nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  minOrderCents: cents,
  eligibleBookingTypes: z.array(z.enum(bookingTypes)),
  targetProductIds: z.array(z.string()),
  targetCategories: z.array(z.string()),
  active: z.boolean(),
  usedCount: z.number().int().describe('redemptions held by pending or completed orders'),
  remainingUses: z.number().int().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type CouponDto = z.infer<typeof couponSchema>;

// ── Vouchers (gift cards) ───────────────────────────────────────────────────────────────────
export const voucherCreateSchema = z.object({
  code: code.optional().describe('generated when left out'),
  amountCents: positiveCents.max(100_000_00),
  validUntil: instant.nullish(),
  email: z.string().email().nullish(),
  userId: z.string().uuid().nullish(),
  note: z.string().max(500).nullish(),
  source: z.enum(['sale', 'manual']).optional(),
});
export type VoucherCreate = z.infer<typeof voucherCreateSchema>;

export const voucherUpdateSchema = z.object({
  active: z.boolean().optional(),
  validUntil: instant.nullish(),
  note: z.string().max(500).nullish(),
  adjustCents: cents
    .refine((v) => v !== 0, 'must not be 0')
    .optional()
    .describe('signed balance correction'),
});
export type VoucherUpdate = z.infer<typeof voucherUpdateSchema>;

export const voucherTransactionSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['issue', 'redeem', 'release', 'refund', 'adjust']),
  amountCents: cents,
  balanceAfterCents: cents,
  orderId: z.string().uuid().nullable(),
  note: z.string().nullable(),
  createdAt: instant,
});

export const voucherSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  initialCents: cents,
  balanceCents: cents,
  validUntil: instant.nullable(),
  active: z.boolean(),
  source: z.enum(['sale', 'credit', 'manual']),
  email: z.string().nullable(),
  userId: z.string().uuid().nullable(),
  note: z.string().nullable(),
  createdAt: instant,
  history: z.array(voucherTransactionSchema).optional(),
});
export type VoucherDto = z.infer<typeof voucherSchema>;
