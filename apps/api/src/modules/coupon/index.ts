// The coupon module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { couponRepository } from './coupon.repository';
export type { CouponRow } from './coupon.repository';
export {
  assertCouponUsable,
  couponDiscount,
  findUsableCoupon,
  lockCoupon,
  redeemCoupon,
  releaseCouponForOrder,
} from './coupon.service';
