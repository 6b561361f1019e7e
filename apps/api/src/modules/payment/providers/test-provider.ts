// The built-in offline provider (docs/product.md#payments): card 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined, like Stripe's test cards. Nothing leaves the machine.
import { randomBytes } from 'node:crypto';
import type { CardInput, PaymentProvider, ProviderPaymentState } from '../payment-provider';

const token = () => randomBytes(12).toString('hex');

export const testCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function chargeTestCard(card: CardInput | undefined, now: Date): ProviderPaymentState {
  if (!card) return { status: 'failed', failureMessage: 'Please enter your card details' };
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { status: 'failed', failureMessage: 'Your card number is incorrect.' };
  // A card is valid through the last day of its expiry month.
  const expiry = Date.UTC(card.expYear, card.expMonth, 1);
  if (expiry <= now.getTime()) return { status: 'failed', failureMessage: 'Your card has expired.' };
  switch (digits) {
    case testCards.success:
      return { status: 'succeeded', method: 'credit_card' };
    case testCards.declined:
      return { status: 'failed', failureMessage: 'Your card was declined.' };
    case testCards.insufficientFunds:
      return { status: 'failed', failureMessage: 'Your card has insufficient funds.' };
    default:
      return {
        status: 'failed',
        failureMessage: 'Your card was declined. This is the test provider: use the card 4242 4242 4242 4242.',
      };
  }
}

export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    defaultMethod: 'credit_card',
    staffOnly: false,
    runsInTransaction: false,
    initiate: async () => {
      const providerRef = `test_pi_${token()}`;
      return { providerRef, clientSecret: `${providerRef}_secret_${token()}`, status: 'pending' };
    },
    confirm: async (input) => chargeTestCard(input.card, input.now),
    // The payments table is the only record of a test payment: nothing else to ask.
    retrieve: async () => null,
    refund: async () => ({ refundRef: `test_re_${token()}`, status: 'succeeded' }),
  };
}
