// One interface for every way of paying (docs/product.md#payments). External providers (test, stripe) keep
// their own state and are called outside database transactions; ledger providers (voucher, cash,
// bank_transfer) are recorded by the order service itself.
import type { CheckoutProvider } from '@courtside/core/checkout-schemas';
import type { PaymentMethod } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';

export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

export interface ProviderPaymentState {
  status: ProviderPaymentStatus;
  failureMessage?: string;
  /** docs/product.md#payments payment method, when the provider tells which one was used. */
  method?: PaymentMethod;
  /**
   * `pending` because the money is on its way (Stripe's `processing`: a SEPA direct debit, Sofort):
   * the order's courts stay held until the provider says succeeded or failed
   * (docs/product/payments.md#pending-debit).
   */
  processing?: boolean;
  /** The SEPA mandate's reference the debit runs under (shown to the customer, stored with the payment). */
  mandateReference?: string;
}

export interface InitiateInput {
  orderId: string;
  paymentId: string;
  organizationId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** voucher: the gift card to take the amount from. */
  voucherId?: string;
  /** The payment method the customer chose (stripe: `sepa_debit` makes a SEPA-only PaymentIntent). */
  method?: string;
}

/**
 * The transaction ledger providers write in. External providers never touch it: they are called
 * outside transactions so no row lock waits on the network.
 */
export interface ProviderContext {
  db: DbOrTx;
  now: Date;
}

export interface InitiateResult extends ProviderPaymentState {
  providerRef: string;
  clientSecret: string | null;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * What our records say a payment is: providers that read the amount back (PayPal) compare it, and
 * never capture an attempt that is no longer `open` (replaced by a retry, or its order closed).
 */
export interface ExpectedPayment {
  orderId: string;
  amountCents: number;
  currency: string;
  open: boolean;
}

export interface ConfirmInput {
  providerRef: string;
  card?: CardInput;
  now: Date;
  expected?: ExpectedPayment;
  /**
   * SEPA direct debit (stripe): the PaymentMethod from the IBAN element, confirmed by our server with
   * the mandate's acceptance (the customer's IP address and browser, docs/product/payments.md#mandate).
   */
  sepaDebit?: { paymentMethodId: string; ipAddress: string; userAgent: string };
}

export interface RefundInput {
  providerRef: string;
  orderId: string;
  amountCents: number;
  /** Our refund id: the provider's idempotency key, so a retried refund pays out once. */
  refundId: string;
  /** The provider's refund id from an earlier attempt that was still pending: read it back. */
  refundRef?: string | null;
}

export interface RefundResult {
  refundRef: string;
  status: 'pending' | 'succeeded' | 'failed';
  failureMessage?: string;
}

export interface WebhookEvent {
  eventId: string;
  type: string;
  providerRef: string | null;
  state: ProviderPaymentState | null;
  payload: unknown;
  /**
   * An earlier reference the payment may still be recorded under (Adyen: its session, until the
   * paid notification brings the pspReference); the payment is then recorded under providerRef.
   */
  formerRef?: string | null;
  /** The order the provider's signed event names (Adyen's merchantReference): another order's payment is not touched. */
  orderId?: string | null;
  /** A chargeback (Stripe's charge.dispute.created): the money taken back, docs/product/payments.md#chargebacks. */
  dispute?: { id: string; amountCents: number; reason: string } | null;
}

/** The fee the provider kept for a payment, in the currency's minor units (docs/product/payments.md#provider-fees). */
export interface ProviderFee {
  feeCents: number;
  currency: string;
}

export interface PaymentProvider {
  name: CheckoutProvider;
  /** The docs/product.md#checkout method an order records when nothing more specific is known. */
  defaultMethod: PaymentMethod;
  /** Cash and bank transfer are taken by staff at the desk. */
  staffOnly: boolean;
  /** Ledger providers must be called with the order's transaction in the context. */
  runsInTransaction: boolean;
  /** Keys the browser needs (e.g. Stripe's publishable key). */
  publicConfig?: () => Record<string, string>;
  /** The payment method types this provider is set up for (Stripe: STRIPE_PAYMENT_METHODS). */
  paymentMethodTypes?: string[];
  initiate: (input: InitiateInput, context: ProviderContext) => Promise<InitiateResult>;
  /** The client's confirmation (test: with a card; stripe: after the Payment Element). */
  confirm: (input: ConfirmInput) => Promise<ProviderPaymentState>;
  /** The provider's current view of a payment, for reconciliation; null when it keeps none. */
  retrieve: (providerRef: string, expected?: ExpectedPayment) => Promise<ProviderPaymentState | null>;
  /**
   * Closes a payment the customer could still complete on the provider's side (a Stripe
   * PaymentIntent confirmed in the browser), so an order we gave up cannot be paid late. PayPal
   * closes nothing (we capture, so an uncaptured order just expires there) but reads back whether
   * it was captured. Answers
   * the payment's state afterwards: `cancelled`, or `succeeded` when it was paid first. Providers
   * confirmed only through our API (test) need none: a closed order refuses the confirmation.
   */
  cancel?: (providerRef: string) => Promise<ProviderPaymentState>;
  refund: (input: RefundInput, context: ProviderContext) => Promise<RefundResult>;
  /**
   * The fee the provider reports for a succeeded payment (Stripe: the charge's balance transaction;
   * PayPal: the capture's seller_receivable_breakdown); null while it reports none yet. Providers
   * that report no fee in the flow we use (Adyen's sessions flow, our own ledgers) have none.
   */
  fee?: (providerRef: string) => Promise<ProviderFee | null>;
  /** What the browser's component needs for a started payment (Adyen: the session id and sessionData). */
  clientSession?: (input: InitiateInput) => Promise<Record<string, string>>;
  /**
   * Providers whose signed event is the whole truth (Adyen: no API reads a payment back) check it
   * against our records here instead of `retrieve`; a payment that does not match is given back.
   * Throws when the provider cannot be reached (the delivery is then answered 503 and repeated).
   */
  checkEvent?: (event: WebhookEvent, expected: ExpectedPayment) => Promise<ProviderPaymentState | null>;
  /** A batch of signed events in one delivery (Adyen's notificationItems); forged → BAD_REQUEST for all. */
  parseWebhooks?: (rawBody: Buffer) => WebhookEvent[];
  /** Verifies and reads a webhook delivery (Stripe: locally; PayPal: asks PayPal). Forged → BAD_REQUEST. */
  parseWebhook?: (
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ) => WebhookEvent | Promise<WebhookEvent>;
}
