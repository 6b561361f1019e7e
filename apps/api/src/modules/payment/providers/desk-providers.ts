// Cash and bank transfer, taken by staff at the desk (docs/product.md#payments). Cash is paid on the spot;
// a bank transfer is booked at once and its invoice stays pending until staff mark it paid.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '../payment-provider';

const ref = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export function createCashProvider(): PaymentProvider {
  return {
    name: 'cash',
    defaultMethod: 'cash',
    staffOnly: true,
    runsInTransaction: false,
    initiate: async () => ({ providerRef: ref('cash'), clientSecret: null, status: 'succeeded', method: 'cash' }),
    confirm: async () => ({ status: 'succeeded', method: 'cash' }),
    retrieve: async () => null,
    // Cash goes back over the counter; the refund row is the record.
    refund: async () => ({ refundRef: ref('cash_re'), status: 'succeeded' }),
  };
}

export function createBankTransferProvider(): PaymentProvider {
  return {
    name: 'bank_transfer',
    defaultMethod: 'bank_transfer',
    staffOnly: true,
    runsInTransaction: false,
    initiate: async () => ({ providerRef: ref('bt'), clientSecret: null, status: 'pending', method: 'bank_transfer' }),
    // Staff confirm that the transfer arrived.
    confirm: async () => ({ status: 'succeeded', method: 'bank_transfer' }),
    retrieve: async () => null,
    refund: async () => ({ refundRef: ref('bt_re'), status: 'succeeded' }),
  };
}
