// The voucher module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { voucherRepository } from './voucher.repository';
export type { VoucherRow } from './voucher.repository';
export {
  findUsableVoucher,
  issueVoucher,
  redeemVoucher,
  refundToVouchers,
  releaseVouchersForOrder,
  voidUnusedVoucher,
} from './voucher.service';
