// Stripe through its official SDK (docs/product.md#payments): a PaymentIntent per attempt, confirmed in the
// browser by the Payment Element; webhooks verified on the raw body. STRIPE_API_HOST/PORT/PROTOCOL
// point the SDK at another server (the fake one in tests). The SDK loads when a Stripe provider is made
// (only with keys configured), not at start-up (docs/decisions/016-start-up-time.md).
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import type { ConfirmInput, PaymentProvider, ProviderPaymentState, WebhookEvent } from '../payment-provider';
import { feeOfIntent, intentMethods, mandateIdOf, stateOfIntent } from './stripe-intents';

type StripeConfig = Config['stripe'];
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

export { stateOfIntent } from './stripe-intents';

export function isStripeConfigured(config: StripeConfig): boolean {
  return Boolean(config.secretKey && config.publishableKey && config.webhookSecret);
}

export function stripeClient(config: StripeConfig): Stripe {
  const StripeSdk = loadStripe();
  return new StripeSdk(config.secretKey!, {
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = stripeClient(config);
  const retrieveIntent = (id: string) => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
  /** The intent's state with the SEPA mandate's reference (read from the Mandate object). */
  const withMandate = async (intent: Stripe.PaymentIntent): Promise<ProviderPaymentState> => {
    const state = stateOfIntent(intent);
    const mandateId = mandateIdOf(intent);
    if (!mandateId) return state;
    const mandate = await stripe.mandates.retrieve(mandateId);
    const reference = mandate.payment_method_details.sepa_debit?.reference;
    return reference ? { ...state, mandateReference: reference } : state;
  };
  /**
   * SEPA direct debit: our server confirms with the PaymentMethod made from the IBAN element and the
   * mandate's acceptance, online, with the customer's IP address and browser
   * (docs/product/payments.md#mandate). Stripe answers `processing`.
   */
  const confirmDebit = async (input: ConfirmInput & { sepaDebit: NonNullable<ConfirmInput['sepaDebit']> }) => {
    try {
      await stripe.paymentIntents.confirm(
        input.providerRef,
        {
          payment_method: input.sepaDebit.paymentMethodId,
          mandate_data: {
            customer_acceptance: {
              type: 'online',
              online: { ip_address: input.sepaDebit.ipAddress, user_agent: input.sepaDebit.userAgent },
            },
          },
        },
        { idempotencyKey: `courtside-debit-${input.providerRef}-${input.sepaDebit.paymentMethodId}` },
      );
    } catch (error) {
      const errors = loadStripe().errors;
      // Stripe refused this IBAN or the intent's state: the attempt failed, the holds stay for a retry.
      if (error instanceof errors.StripeInvalidRequestError || error instanceof errors.StripeCardError)
        return { status: 'failed' as const, failureMessage: error.message };
      throw error;
    }
    return withMandate(await retrieveIntent(input.providerRef));
  };
  return {
    name: 'stripe',
    defaultMethod: 'credit_card',
    staffOnly: false,
    runsInTransaction: false,
    publicConfig: () => ({ publishableKey: config.publishableKey!, paymentMethods: config.paymentMethods.join(',') }),
    paymentMethodTypes: config.paymentMethods,
    initiate: async (input) => {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          ...intentMethods(input.method, config.paymentMethods),
          description: input.description,
          receipt_email: input.customerEmail,
          metadata: { orderId: input.orderId, paymentId: input.paymentId, organizationId: input.organizationId },
        },
        // One PaymentIntent per payment row, however often initiation is retried.
        { idempotencyKey: `courtside-payment-${input.paymentId}` },
      );
      return { providerRef: intent.id, clientSecret: intent.client_secret, ...stateOfIntent(intent) };
    },
    // The browser confirmed with the Payment Element: ask Stripe what happened. A SEPA debit is
    // confirmed here, by our server.
    confirm: async (input) =>
      input.sepaDebit
        ? confirmDebit({ ...input, sepaDebit: input.sepaDebit })
        : withMandate(await retrieveIntent(input.providerRef)),
    retrieve: async (providerRef) => stateOfIntent(await retrieveIntent(providerRef)),
    // The charge's balance transaction carries Stripe's fee; a SEPA debit gets one only once the
    // money arrived (docs/product/payments.md#provider-fees).
    fee: async (providerRef) => {
      const intent = await stripe.paymentIntents.retrieve(providerRef, {
        expand: ['latest_charge.balance_transaction'],
      });
      return feeOfIntent(intent);
    },
    cancel: async (providerRef) => {
      try {
        return stateOfIntent(
          await stripe.paymentIntents.cancel(
            providerRef,
            { cancellation_reason: 'abandoned' },
            { idempotencyKey: `courtside-cancel-${providerRef}` },
          ),
        );
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded (or was cancelled) meanwhile: its
        // current state is the answer, and a success goes down the late-payment path.
        if (
          error instanceof loadStripe().errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        )
          return stateOfIntent(await retrieveIntent(providerRef));
        throw error;
      }
    },
    refund: async (input) => {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.providerRef,
          amount: input.amountCents,
          metadata: { orderId: input.orderId, refundId: input.refundId },
        },
        { idempotencyKey: `courtside-refund-${input.refundId}` },
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return {
        refundRef: refund.id,
        status,
        ...(refund.failure_reason ? { failureMessage: refund.failure_reason } : {}),
      };
    },
    parseWebhook: (rawBody, headers): WebhookEvent => {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret!);
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook signature is not valid');
      }
      const object = event.data.object as { object?: string; id?: string };
      const intent = object.object === 'payment_intent' ? (event.data.object as Stripe.PaymentIntent) : null;
      // A chargeback (charge.dispute.created; for SEPA the debtor's bank took the money back):
      // it names the PaymentIntent, docs/product/payments.md#chargebacks.
      const dispute =
        object.object === 'dispute' && event.type === 'charge.dispute.created'
          ? (event.data.object as Stripe.Dispute)
          : null;
      const disputed = dispute
        ? typeof dispute.payment_intent === 'string'
          ? dispute.payment_intent
          : (dispute.payment_intent?.id ?? null)
        : null;
      return {
        eventId: event.id,
        type: event.type,
        providerRef: intent?.id ?? disputed,
        state: intent ? stateOfIntent(intent) : null,
        payload: event,
        dispute: dispute ? { id: dispute.id, amountCents: dispute.amount, reason: dispute.reason } : null,
      };
    },
  };
}
