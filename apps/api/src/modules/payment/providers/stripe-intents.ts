// What a Stripe PaymentIntent means for us (docs/product.md#payments): its lifecycle mapped to our
// payment states, the method actually used, and the SEPA mandate a debit runs under
// (docs/product/payments.md#sepa-direct-debit).
import type Stripe from 'stripe';
import type { PaymentMethod } from '@courtside/core/enums';
import type { ProviderFee, ProviderPaymentState } from '../payment-provider';

/** Stripe's payment method types recorded as one of ours; anything else is `online`. */
const recorded: Record<string, PaymentMethod> = {
  card: 'credit_card',
  sofort: 'Sofort',
  sepa_debit: 'sepa_debit',
  klarna: 'klarna',
  paypal: 'paypal',
};

export function chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

function methodOf(intent: Stripe.PaymentIntent): PaymentMethod {
  const type =
    chargeOf(intent)?.payment_method_details?.type ??
    (intent.payment_method_types.length === 1 ? intent.payment_method_types[0] : undefined);
  return (type && recorded[type]) || 'online';
}

/** Our status for a PaymentIntent status (Stripe's lifecycle, not just success/failure). */
export function stateOfIntent(intent: Stripe.PaymentIntent): ProviderPaymentState {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', method: methodOf(intent) };
    case 'canceled':
      return { status: 'cancelled', failureMessage: 'The payment was cancelled' };
    case 'processing':
      // A delayed method (SEPA direct debit, Sofort): the money is on its way, the result comes
      // days later by webhook (docs/product/payments.md#pending-debit).
      return { status: 'pending', processing: true, method: methodOf(intent) };
    case 'requires_payment_method':
      // Back to requires_payment_method after an attempt means that attempt failed (a SEPA debit
      // the bank refused lands here too, from processing).
      return intent.last_payment_error
        ? { status: 'failed', failureMessage: intent.last_payment_error.message ?? 'The payment failed' }
        : { status: 'pending' };
    default:
      return { status: 'pending' };
  }
}

/** The mandate id of a SEPA debit, from the intent's charge (payment_method_details.sepa_debit.mandate). */
export function mandateIdOf(intent: Stripe.PaymentIntent): string | null {
  const mandate = chargeOf(intent)?.payment_method_details?.sepa_debit?.mandate;
  return typeof mandate === 'string' ? mandate : null;
}

/**
 * The payment method types a PaymentIntent is created with (`allowed_payment_method_types`: the
 * SDK's API version 2026-10-28 replaced `payment_method_types` on create with it; the intent still
 * answers the types it can use in `payment_method_types`): SEPA alone when the customer chose it
 * (its pending period and mandate are handled apart); otherwise the venue's other types, or Stripe's
 * automatic payment methods when only cards are configured (the Payment Element then offers the
 * card, with Apple Pay and Google Pay as its wallets).
 */
export function intentMethods(
  chosen: string | undefined,
  configured: string[],
): Pick<Stripe.PaymentIntentCreateParams, 'allowed_payment_method_types' | 'automatic_payment_methods'> {
  type Allowed = Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType;
  if (chosen === 'sepa_debit') return { allowed_payment_method_types: ['sepa_debit'] };
  const others = configured.filter((type) => type !== 'sepa_debit');
  if (others.length === 0 || (others.length === 1 && others[0] === 'card'))
    return { automatic_payment_methods: { enabled: true } };
  return { allowed_payment_method_types: others as Allowed[] };
}

/**
 * Stripe's fee for a succeeded intent: its charge's balance transaction (`fee`, in the balance's
 * minor units), read with `expand: ['latest_charge.balance_transaction']`. Null while there is none
 * (a SEPA debit before the money arrived) or the intent did not succeed.
 */
export function feeOfIntent(intent: Stripe.PaymentIntent): ProviderFee | null {
  const charge = chargeOf(intent);
  const balance = charge?.balance_transaction;
  if (intent.status !== 'succeeded' || !balance || typeof balance === 'string') return null;
  return { feeCents: balance.fee, currency: balance.currency };
}
