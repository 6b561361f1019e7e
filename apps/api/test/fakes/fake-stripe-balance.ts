// Balance transactions of the fake Stripe: what a succeeded charge added to the account's balance,
// with Stripe's fee, shaped as Stripe documents the object (`amount`, `fee`, `fee_details`, `net`,
// `currency`, `status`, `type`, `source`). The fee follows Stripe's German price list for the
// methods the fake pays: standard EEA cards 1.5 % + 0.25 €, SEPA direct debit 0.35 €.
import { id, nowSeconds } from './fake-stripe-form';
import type { FakeBalanceTransaction, FakeCharge } from './fake-stripe-types';

export function stripeFee(charge: Pick<FakeCharge, 'amount' | 'payment_method_details'>): number {
  return charge.payment_method_details.type === 'sepa_debit' ? 35 : Math.round(charge.amount * 0.015) + 25;
}

/** The charge succeeded: its balance transaction, linked from `charge.balance_transaction`. */
export function addBalanceTransaction(
  transactions: Map<string, FakeBalanceTransaction>,
  charge: FakeCharge,
): FakeBalanceTransaction {
  const fee = stripeFee(charge);
  const txn: FakeBalanceTransaction = {
    id: id('txn'),
    object: 'balance_transaction',
    amount: charge.amount,
    currency: charge.currency,
    fee,
    fee_details: [
      { amount: fee, currency: charge.currency, description: 'Stripe processing fees', type: 'stripe_fee' },
    ],
    net: charge.amount - fee,
    status: 'pending',
    type: 'charge',
    source: charge.id,
    created: nowSeconds(),
  };
  transactions.set(txn.id, txn);
  charge.balance_transaction = txn.id;
  return txn;
}

/** `expand[]` of a request, from the query (GET) or the form (POST). */
export function expansions(url: URL, form: Record<string, unknown>): string[] {
  const fromQuery = [...url.searchParams.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
  const raw = form.expand;
  const fromForm = raw && typeof raw === 'object' ? Object.values(raw).map(String) : [];
  return [...fromQuery, ...fromForm];
}
