// Coupon rules: percent or fixed, validity window, total and per-customer limits, targets (products or
// shop categories, docs/product/shop.md#coupons-for-products),
// minimum order, eligible booking types. Redemption happens when an order is created, under the
// coupon's row lock, and is released when that order fails or is cancelled unpaid.
import type { CouponCreate, CouponDto, CouponUpdate } from '@courtside/core/checkout-schemas';
import type { BookingType } from '@courtside/core/enums';
import type { PricingDiscount, PricingItem } from '@courtside/core/pricing';
import { isEligible, isTargeted, lineSubtotal } from '@courtside/core/pricing';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { couponRepository } from './coupon.repository';
import type { CouponRow, NewCoupon } from './coupon.repository';

export function couponToDto(row: CouponRow): CouponDto {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent: row.percentBasisPoints === null ? null : row.percentBasisPoints / 100,
    amountCents: row.amountCents,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    minOrderCents: row.minOrderCents,
    eligibleBookingTypes: row.eligibleBookingTypes,
    targetProductIds: row.targetProductIds,
    targetCategories: row.targetCategories,
    active: row.active,
    usedCount: row.usedCount,
    remainingUses: row.maxUses === null ? null : Math.max(0, row.maxUses - row.usedCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The coupon as the pricing function sees it. */
export function couponDiscount(row: CouponRow): PricingDiscount {
  const scope = {
    eligibleBookingTypes: row.eligibleBookingTypes,
    targetProductIds: row.targetProductIds,
    targetCategories: row.targetCategories,
  };
  return row.kind === 'percent'
    ? { kind: 'percent', value: (row.percentBasisPoints ?? 0) / 100, ...scope }
    : { kind: 'fixed', value: row.amountCents ?? 0, ...scope };
}

const typeNames: Record<BookingType, string> = {
  normal: 'court bookings',
  abo: 'season subscriptions',
  come_together: 'come-together places',
};

export interface CouponCheck {
  now: Date;
  items: readonly PricingItem[];
  /** Known at checkout (and for signed-in users): enables the per-customer limit. */
  customer?: { userId: string | null; email: string };
}

/** The limit of uses is reached: a conflict with other checkouts (409), not bad input. */
const usedUp = (code: string) =>
  new AppError('COUPON_USED_UP', 'This coupon has been used up', { reason: 'used_up', code });

/** Throws COUPON_INVALID (COUPON_USED_UP when no use is left) with the message the customer sees when the coupon cannot be used. */
export async function assertCouponUsable(db: DbOrTx, coupon: CouponRow, check: CouponCheck): Promise<void> {
  const invalid = (message: string, reason: string) =>
    new AppError('COUPON_INVALID', message, { reason, code: coupon.code });
  if (!coupon.active) throw invalid('This coupon is no longer active', 'inactive');
  if (coupon.validFrom && check.now < coupon.validFrom) throw invalid('This coupon is not valid yet', 'not_yet_valid');
  if (coupon.validUntil && check.now >= coupon.validUntil) throw invalid('This coupon has expired', 'expired');
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw usedUp(coupon.code);
  // The minimum order counts what is bought, not the shipping fee.
  const subtotal = check.items.filter((i) => !i.fee).reduce((s, i) => s + lineSubtotal(i), 0);
  if (subtotal < coupon.minOrderCents) {
    throw invalid(`This coupon needs a minimum order of ${(coupon.minOrderCents / 100).toFixed(2)} €`, 'min_order');
  }
  const discount = couponDiscount(coupon);
  if (isTargeted(discount) && !check.items.some((i) => isEligible(i, discount)))
    throw invalid('This coupon applies only to certain products of the shop', 'no_eligible_items');
  if (!check.items.some((i) => isEligible(i, discount))) {
    throw invalid(
      `This coupon applies only to ${coupon.eligibleBookingTypes.map((t) => typeNames[t]).join(', ')}`,
      'no_eligible_items',
    );
  }
  if (check.customer && coupon.maxUsesPerCustomer !== null) {
    const used = await couponRepository.countActiveByCustomer(db, coupon.id, check.customer);
    if (used >= coupon.maxUsesPerCustomer) throw invalid('You have already used this coupon', 'customer_limit');
  }
}

export async function findUsableCoupon(
  db: DbOrTx,
  organizationId: string,
  code: string,
  check: CouponCheck,
): Promise<CouponRow> {
  const coupon = await couponRepository.findByCode(db, organizationId, code.trim());
  if (!coupon) throw new AppError('COUPON_INVALID', 'This coupon code does not exist', { reason: 'unknown', code });
  await assertCouponUsable(db, coupon, check);
  return coupon;
}

export interface Redemption {
  couponId: string;
  orderId: string;
  organizationId: string;
  customer: { userId: string | null; email: string };
  discountCents: number;
  now: Date;
  items: readonly PricingItem[];
}

/**
 * Redeems one use inside the order's transaction. The row lock makes the checks and the counter
 * one step; the conditional UPDATE and the CHECK constraint hold even if a caller skipped the lock.
 * Callers lock the coupon before inserting rows that reference it (docs/ARCHITECTURE.md "Lock order").
 */
export async function redeemCoupon(tx: DbOrTx, r: Redemption): Promise<CouponRow> {
  const coupon = await couponRepository.lockById(tx, r.couponId);
  if (!coupon) throw new AppError('COUPON_INVALID', 'This coupon no longer exists', { reason: 'unknown' });
  await assertCouponUsable(tx, coupon, { now: r.now, items: r.items, customer: r.customer });
  if (!(await couponRepository.takeUse(tx, coupon.id))) throw usedUp(coupon.code);
  await couponRepository.insertRedemption(tx, {
    organizationId: r.organizationId,
    couponId: coupon.id,
    orderId: r.orderId,
    userId: r.customer.userId,
    customerEmail: r.customer.email,
    discountCents: r.discountCents,
  });
  return coupon;
}

/** Takes the coupon's lock early, before the order that references it is written. */
export async function lockCoupon(tx: DbOrTx, couponId: string): Promise<void> {
  await couponRepository.lockById(tx, couponId);
}

export async function releaseCouponForOrder(tx: DbOrTx, orderId: string): Promise<void> {
  await couponRepository.releaseForOrder(tx, orderId);
}

function toValues(input: CouponCreate | CouponUpdate): Partial<NewCoupon> {
  const v: Partial<NewCoupon> = {};
  if (input.code !== undefined) v.code = input.code;
  if (input.description !== undefined) v.description = input.description ?? null;
  if ('kind' in input && input.kind !== undefined) v.kind = input.kind;
  if (input.percent !== undefined) v.percentBasisPoints = Math.round(input.percent * 100);
  if (input.amountCents !== undefined) v.amountCents = input.amountCents;
  if (input.validFrom !== undefined) v.validFrom = input.validFrom ? new Date(input.validFrom) : null;
  if (input.validUntil !== undefined) v.validUntil = input.validUntil ? new Date(input.validUntil) : null;
  if (input.maxUses !== undefined) v.maxUses = input.maxUses ?? null;
  if (input.maxUsesPerCustomer !== undefined) v.maxUsesPerCustomer = input.maxUsesPerCustomer ?? null;
  if (input.minOrderCents !== undefined) v.minOrderCents = input.minOrderCents;
  if (input.eligibleBookingTypes !== undefined) v.eligibleBookingTypes = [...new Set(input.eligibleBookingTypes)];
  if (input.targetProductIds !== undefined) v.targetProductIds = [...new Set(input.targetProductIds)];
  if (input.targetCategories !== undefined) v.targetCategories = [...new Set(input.targetCategories)];
  if (input.active !== undefined) v.active = input.active;
  return v;
}

export async function createCoupon(db: DbOrTx, organizationId: string, input: CouponCreate): Promise<CouponRow> {
  const existing = await couponRepository.findByCode(db, organizationId, input.code);
  if (existing) throw new AppError('ALREADY_EXISTS', `A coupon with the code ${input.code} exists already`);
  await assertOwnProducts(db, organizationId, input.targetProductIds);
  const values = toValues(input);
  if (input.kind === 'percent') values.amountCents = null;
  else values.percentBasisPoints = null;
  return couponRepository.insert(db, { ...values, organizationId, code: input.code, kind: input.kind } as NewCoupon);
}

export async function updateCoupon(
  db: DbOrTx,
  organizationId: string,
  id: string,
  input: CouponUpdate,
): Promise<CouponRow> {
  const current = await couponRepository.findById(db, organizationId, id);
  if (!current) throw notFound('Coupon');
  if (input.code && input.code.toLowerCase() !== current.code.toLowerCase()) {
    const clash = await couponRepository.findByCode(db, organizationId, input.code);
    if (clash) throw new AppError('ALREADY_EXISTS', `A coupon with the code ${input.code} exists already`);
  }
  await assertOwnProducts(db, organizationId, input.targetProductIds);
  const values = toValues(input);
  // The value must match the kind; the CHECK constraint would answer a less helpful 409.
  if (current.kind === 'percent' && input.amountCents !== undefined)
    throw new AppError('VALIDATION_FAILED', 'A percent coupon has no amountCents');
  if (current.kind === 'fixed' && input.percent !== undefined)
    throw new AppError('VALIDATION_FAILED', 'A fixed coupon has no percent');
  const from = values.validFrom !== undefined ? values.validFrom : current.validFrom;
  const until = values.validUntil !== undefined ? values.validUntil : current.validUntil;
  if (from && until && until <= from) throw new AppError('VALIDATION_FAILED', 'validUntil must be after validFrom');
  if (input.maxUses != null && input.maxUses < current.usedCount) {
    throw new AppError('VALIDATION_FAILED', `maxUses cannot be below the ${current.usedCount} uses already made`);
  }
  return (await couponRepository.update(db, organizationId, id, values))!;
}

/** A coupon targets only products of its own venue (another venue's id reads as unknown). */
async function assertOwnProducts(db: DbOrTx, organizationId: string, ids: readonly string[] | undefined) {
  if (!ids?.length) return;
  const known = await couponRepository.countProducts(db, organizationId, [...new Set(ids)]);
  if (known !== new Set(ids).size)
    throw new AppError('VALIDATION_FAILED', 'A targeted product does not exist', { field: 'targetProductIds' });
}

/** Deletes an unused coupon; a used one is deactivated instead so its history stays. */
export async function deleteCoupon(db: DbOrTx, organizationId: string, id: string): Promise<'deleted' | 'deactivated'> {
  const current = await couponRepository.findById(db, organizationId, id);
  if (!current) throw notFound('Coupon');
  if ((await couponRepository.countRedemptions(db, id)) > 0) {
    await couponRepository.update(db, organizationId, id, { active: false });
    return 'deactivated';
  }
  await couponRepository.remove(db, organizationId, id);
  return 'deleted';
}
