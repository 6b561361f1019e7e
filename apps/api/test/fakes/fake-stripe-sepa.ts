// The fake Stripe's SEPA Direct Debit, as Stripe documents it: Stripe.js makes a sepa_debit
// PaymentMethod from the IBAN element (POST /v1/payment_methods with the publishable key); the
// server confirms the PaymentIntent with it and mandate_data (customer_acceptance online, IP address
// and user agent), which creates a Mandate and a pending Charge and leaves the intent `processing`;
// the bank answers later (settleDebit, by Stripe's test IBANs): succeeded, failed
// (requires_payment_method with last_payment_error), or succeeded and then disputed.
import { randomBytes } from 'node:crypto';
import { id, invalid, missing, nowSeconds, validIban } from './fake-stripe-form';
import { addBalanceTransaction } from './fake-stripe-balance';
import type {
  FakeBalanceTransaction,
  FakeCharge,
  FakeDispute,
  FakeIntent,
  FakeMandate,
  FakePaymentMethod,
} from './fake-stripe-types';

export interface SepaState {
  intents: Map<string, FakeIntent>;
  charges: Map<string, FakeCharge>;
  balanceTransactions: Map<string, FakeBalanceTransaction>;
  mandates: Map<string, FakeMandate>;
  disputes: FakeDispute[];
  paymentMethods: Map<string, FakePaymentMethod & { iban: string }>;
}

type Answer = { status: number; body: unknown };

/** POST /v1/payment_methods (Stripe.js, publishable key): type sepa_debit with the IBAN and a name. */
export function createSepaMethod(state: SepaState, form: Record<string, unknown>): Answer {
  if (form.type !== 'sepa_debit') return { status: 400, body: invalid('Only sepa_debit here', { param: 'type' }) };
  const iban = String((form.sepa_debit as Record<string, unknown> | undefined)?.iban ?? '').replace(/\s/g, '');
  const billing = (form.billing_details ?? {}) as Record<string, unknown>;
  if (!validIban(iban))
    return {
      status: 400,
      body: invalid('The IBAN you entered is invalid.', {
        code: 'invalid_bank_account_iban',
        param: 'sepa_debit[iban]',
      }),
    };
  // SEPA needs the account holder's name and e-mail address (for the mandate).
  if (!billing.name || !billing.email)
    return {
      status: 400,
      body: invalid('Missing required param: billing_details[name] and billing_details[email].', {
        code: 'parameter_missing',
        param: 'billing_details',
      }),
    };
  const method: FakePaymentMethod & { iban: string } = {
    id: id('pm'),
    object: 'payment_method',
    type: 'sepa_debit',
    billing_details: { name: String(billing.name), email: String(billing.email) },
    sepa_debit: {
      bank_code: iban.slice(4, 12),
      country: iban.slice(0, 2).toUpperCase(),
      fingerprint: randomBytes(8).toString('hex'),
      last4: iban.slice(-4),
    },
    created: nowSeconds(),
    livemode: false,
    iban,
  };
  state.paymentMethods.set(method.id, method);
  const { iban: _secret, ...visible } = method;
  return { status: 200, body: visible };
}

/** POST /v1/payment_intents/:id/confirm with the secret key and a sepa_debit PaymentMethod. */
export function confirmDebit(state: SepaState, intent: FakeIntent, form: Record<string, unknown>): Answer {
  const method = state.paymentMethods.get(String(form.payment_method ?? ''));
  if (!method) return { status: 400, body: missing('payment_method', String(form.payment_method ?? '')) };
  if (!intent.payment_method_types.includes('sepa_debit'))
    return {
      status: 400,
      body: invalid('The PaymentMethod type sepa_debit is not allowed for this PaymentIntent.', {
        code: 'payment_intent_incompatible_payment_method',
      }),
    };
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
    return {
      status: 400,
      body: invalid(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
      }),
    };
  const acceptance = (form.mandate_data as Record<string, Record<string, unknown>> | undefined)?.customer_acceptance;
  const online = acceptance?.online as Record<string, unknown> | undefined;
  if (acceptance?.type !== 'online' || !online?.ip_address || !online.user_agent)
    return {
      status: 400,
      body: invalid(
        'A mandate with customer_acceptance (online: ip_address and user_agent) is required for sepa_debit.',
        {
          code: 'parameter_missing',
          param: 'mandate_data',
        },
      ),
    };
  const mandate: FakeMandate = {
    id: id('mandate'),
    object: 'mandate',
    customer_acceptance: {
      type: 'online',
      accepted_at: nowSeconds(),
      online: { ip_address: String(online.ip_address), user_agent: String(online.user_agent) },
    },
    payment_method: method.id,
    payment_method_details: {
      type: 'sepa_debit',
      sepa_debit: {
        reference: randomBytes(8).toString('hex').toUpperCase(),
        url: 'https://payments.stripe.com/sepa_debit/mandate',
      },
    },
    status: 'active',
    type: 'single_use',
    livemode: false,
  };
  state.mandates.set(mandate.id, mandate);
  const charge: FakeCharge = {
    id: id('py'),
    object: 'charge',
    amount: intent.amount,
    currency: intent.currency,
    payment_intent: intent.id,
    status: 'pending',
    disputed: false,
    balance_transaction: null,
    payment_method_details: { type: 'sepa_debit', sepa_debit: { ...method.sepa_debit, mandate: mandate.id } },
  };
  state.charges.set(charge.id, charge);
  intent.payment_method = method.id;
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
  intent.status = 'processing';
  return { status: 200, body: intent };
}

/** The bank's answer to a processing debit; answers the event types to deliver. */
export function answerDebit(state: SepaState, intentId: string): string[] {
  const intent = state.intents.get(intentId);
  const charge = intent?.latest_charge ? state.charges.get(intent.latest_charge) : undefined;
  const method = intent?.payment_method ? state.paymentMethods.get(intent.payment_method) : undefined;
  if (!intent || !charge || !method || intent.status !== 'processing')
    throw new Error(`No processing SEPA debit ${intentId}`);
  const outcome = method.iban.slice(-4);
  if (outcome === '3001' || outcome === '3004') {
    charge.status = 'failed';
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      code: 'insufficient_funds',
      message: 'The customer’s account has insufficient funds to cover this payment.',
    };
    return ['payment_intent.payment_failed'];
  }
  charge.status = 'succeeded';
  addBalanceTransaction(state.balanceTransactions, charge);
  intent.status = 'succeeded';
  if (outcome !== '3002') return ['payment_intent.succeeded'];
  charge.disputed = true;
  state.disputes.push({
    id: id('du'),
    object: 'dispute',
    amount: intent.amount,
    currency: intent.currency,
    charge: charge.id,
    payment_intent: intent.id,
    reason: 'insufficient_funds',
    status: 'lost',
    created: nowSeconds(),
    livemode: false,
  });
  return ['payment_intent.succeeded', 'charge.dispute.created'];
}
