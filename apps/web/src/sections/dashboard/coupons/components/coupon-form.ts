// The coupon form's values (what the inputs hold) and their mapping to the API body.
import { z } from 'zod';
import type { CouponCreate, CouponDto } from '@courtside/core/checkout-schemas';
import { bookingTypes } from '@courtside/core/enums';
import { productCategories } from '@courtside/core/shop';
import type { ProductCategory } from '@courtside/core/shop';
import { toLocalInput } from '../../shared/format';
import { fromLocalInput } from '../../shared/local-instant';

const optionalCount = z.string().trim().regex(/^\d*$/, 'management:validation.wholeNumber');

export const couponFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'management:coupons.codeFormat'),
    description: z.string().max(500),
    kind: z.enum(['percent', 'fixed']),
    percent: z.string().trim(),
    amountCents: z.number().int().nullable(),
    validFrom: z.string(),
    validUntil: z.string(),
    maxUses: optionalCount,
    maxUsesPerCustomer: optionalCount,
    minOrderCents: z.number().int().min(0).nullable(),
    eligibleBookingTypes: z.array(z.enum(bookingTypes)).min(1, 'management:coupons.typesRequired'),
    /** docs/product/shop.md#coupons-for-products: empty = a coupon for booking types. */
    targetProductIds: z.array(z.string()),
    targetCategories: z.array(z.enum(productCategories)),
    active: z.boolean(),
  })
  .refine(
    (v) =>
      v.kind !== 'percent' || (Number(v.percent.replace(',', '.')) > 0 && Number(v.percent.replace(',', '.')) <= 100),
    { path: ['percent'], message: 'management:coupons.percentRange' },
  )
  .refine((v) => v.kind !== 'fixed' || (v.amountCents ?? 0) > 0, {
    path: ['amountCents'],
    message: 'management:coupons.amountRequired',
  })
  .refine((v) => !v.validFrom || !v.validUntil || v.validUntil > v.validFrom, {
    path: ['validUntil'],
    message: 'management:coupons.untilAfterFrom',
  });

export type CouponFormValues = z.infer<typeof couponFormSchema>;

export function couponFormDefaults(timeZone: string, coupon?: CouponDto): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'percent',
    percent: coupon?.percent != null ? String(coupon.percent) : '10',
    amountCents: coupon?.amountCents ?? null,
    validFrom: toLocalInput(coupon?.validFrom, timeZone),
    validUntil: toLocalInput(coupon?.validUntil, timeZone),
    maxUses: coupon?.maxUses != null ? String(coupon.maxUses) : '',
    maxUsesPerCustomer: coupon?.maxUsesPerCustomer != null ? String(coupon.maxUsesPerCustomer) : '',
    minOrderCents: coupon?.minOrderCents ?? 0,
    eligibleBookingTypes: coupon?.eligibleBookingTypes ?? ['normal', 'come_together'],
    targetProductIds: coupon?.targetProductIds ?? [],
    targetCategories: (coupon?.targetCategories ?? []).filter((c): c is ProductCategory =>
      (productCategories as readonly string[]).includes(c),
    ),
    active: coupon?.active ?? true,
  };
}

const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The body of POST /coupons (for PATCH the kind is left out: it cannot change). */
export function couponBody(values: CouponFormValues, isNew: boolean, timeZone: string): CouponCreate {
  const body: CouponCreate = {
    code: values.code.trim(),
    description: values.description.trim() || null,
    kind: values.kind,
    validFrom: values.validFrom ? fromLocalInput(values.validFrom, timeZone) : null,
    validUntil: values.validUntil ? fromLocalInput(values.validUntil, timeZone) : null,
    maxUses: countOrNull(values.maxUses),
    maxUsesPerCustomer: countOrNull(values.maxUsesPerCustomer),
    minOrderCents: values.minOrderCents ?? 0,
    eligibleBookingTypes: values.eligibleBookingTypes,
    targetProductIds: values.targetProductIds,
    targetCategories: values.targetCategories,
    active: values.active,
    ...(values.kind === 'percent'
      ? { percent: Number(values.percent.replace(',', '.')) }
      : { amountCents: values.amountCents ?? 0 }),
  };
  if (!isNew) delete (body as Partial<CouponCreate>).kind;
  return body;
}
