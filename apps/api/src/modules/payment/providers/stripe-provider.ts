// Stripe through its official SDK (docs/product.md#payments): a PaymentIntent per attempt, confirmed in the
// browser by the Payment Element; webhooks verified on the raw body. STRIPE_API_HOST/PORT/PROTOCOL
// point the SDK at another server (the fake one in tests). The SDK loads when a Stripe provider is made
// (only with keys configured), not at start-up (docs/decisions/016-start-up-time.md).
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { PaymentMethod } from '@courtside/core/enums';
import type { Config } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import type { PaymentProvider, ProviderPaymentState, WebhookEvent } from '../payment-provider';

type StripeConfig = Config['stripe'];
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

function methodOf(intent: Stripe.PaymentIntent): PaymentMethod {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const type =
    charge?.payment_method_details?.type ??
    (intent.payment_method_types.length === 1 ? intent.payment_method_types[0] : undefined);
  if (type === 'card') return 'credit_card';
  if (type === 'sofort') return 'Sofort';
  return 'online';
}

/** Our status for a PaymentIntent status (Stripe's lifecycle, not just success/failure). */
export function stateOfIntent(intent: Stripe.PaymentIntent): ProviderPaymentState {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', method: methodOf(intent) };
    case 'canceled':
      return { status: 'cancelled', failureMessage: 'The payment was cancelled' };
    case 'requires_payment_method':
      // Back to requires_payment_method after an attempt means that attempt failed.
      return intent.last_payment_error
        ? { status: 'failed', failureMessage: intent.last_payment_error.message ?? 'The payment failed' }
        : { status: 'pending' };
    default:
      return { status: 'pending' };
  }
}

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
  return {
    name: 'stripe',
    defaultMethod: 'credit_card',
    staffOnly: false,
    runsInTransaction: false,
    publicConfig: () => ({ publishableKey: config.publishableKey! }),
    initiate: async (input) => {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: input.description,
          receipt_email: input.customerEmail,
          metadata: { orderId: input.orderId, paymentId: input.paymentId, organizationId: input.organizationId },
        },
        // One PaymentIntent per payment row, however often initiation is retried.
        { idempotencyKey: `courtside-payment-${input.paymentId}` },
      );
      return { providerRef: intent.id, clientSecret: intent.client_secret, ...stateOfIntent(intent) };
    },
    // The browser confirmed with the Payment Element: ask Stripe what happened.
    confirm: async (input) => stateOfIntent(await retrieveIntent(input.providerRef)),
    retrieve: async (providerRef) => stateOfIntent(await retrieveIntent(providerRef)),
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
      return {
        eventId: event.id,
        type: event.type,
        providerRef: intent?.id ?? null,
        state: intent ? stateOfIntent(intent) : null,
        payload: event,
      };
    },
  };
}
