// The pass module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export type { PassCartLine, PassCover } from './pass-checkout';
export {
  activateOrderPasses,
  cartPassLines,
  cartPassLineToDto,
  coverCart,
  coveredPricingItems,
  insertOrderPasses,
  passInvoiceLines,
  passNames,
  passPricingItems,
  pendingOrderIdsOfPasses,
  redeemOrderPunches,
} from './pass-checkout';
export { releasePassesForOrder, returnPunchesForBooking } from './pass.service';
export { passLiability } from './pass-report';
export { clearCartPasses } from './pass-cart';
export { redeemSharePunches, sharePassOptions } from './pass-share';
export type { ShareCourtLine } from './pass-share';
