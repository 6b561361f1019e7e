// Paying with a gift card (docs/product.md#vouchers): alone, or for part of an order with another provider.
// A ledger provider: it moves balances in the order's own transaction.
import type { PaymentProvider } from '../payment-provider';
import { redeemVoucher, refundToVouchers } from '../../voucher';
import { AppError } from '../../../lib/app-error';

export function createVoucherProvider(): PaymentProvider {
  return {
    name: 'voucher',
    defaultMethod: 'coupon',
    staffOnly: false,
    runsInTransaction: true,
    initiate: async (input, context) => {
      if (!input.voucherId) throw new AppError('VOUCHER_INVALID', 'Please enter a voucher code');
      const taken = await redeemVoucher(context.db, {
        voucherId: input.voucherId,
        orderId: input.orderId,
        wantedCents: input.amountCents,
        now: context.now,
      });
      if (taken < input.amountCents) {
        throw new AppError('VOUCHER_INVALID', 'The voucher balance does not cover this amount', {
          reason: 'insufficient',
          takenCents: taken,
        });
      }
      return { providerRef: `voucher_${input.paymentId}`, clientSecret: null, status: 'succeeded', method: 'coupon' };
    },
    confirm: async () => ({ status: 'succeeded', method: 'coupon' }),
    retrieve: async () => null,
    refund: async (input, context) => {
      const refunded = await refundToVouchers(context.db, input.orderId, input.amountCents, `refund ${input.refundId}`);
      return refunded === input.amountCents
        ? { refundRef: `voucher_re_${input.refundId}`, status: 'succeeded' }
        : {
            refundRef: `voucher_re_${input.refundId}`,
            status: 'failed',
            failureMessage: 'More was asked back than the vouchers paid',
          };
    },
  };
}
