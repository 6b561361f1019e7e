// The fake Stripe's objects, shaped as Stripe documents them (only the fields Courtside reads or the
// tests look at), and the handle a test gets (fake-stripe.ts).

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'requires_capture'
    | 'processing'
    | 'succeeded'
    | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  payment_method: string | null;
  last_payment_error: { message: string; code: string } | null;
  latest_charge: string | null;
  amount_refunded: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
  /** While `requires_action`: where Stripe.js sends the customer for 3-D Secure (redirect_to_url). */
  next_action?: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed';
  disputed: boolean;
  /** Set once the charge succeeded (a SEPA debit: when the bank paid), fake-stripe-balance.ts. */
  balance_transaction: string | null;
  payment_method_details:
    | { type: 'card' }
    | {
        type: 'sepa_debit';
        sepa_debit: { bank_code: string; country: string; fingerprint: string; last4: string; mandate: string };
      };
}

export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  currency: string;
  fee: number;
  fee_details: { amount: number; currency: string; description: string; type: 'stripe_fee' }[];
  net: number;
  status: 'pending' | 'available';
  type: 'charge';
  source: string;
  created: number;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'sepa_debit';
  billing_details: { name: string; email: string | null };
  sepa_debit: { bank_code: string; country: string; fingerprint: string; last4: string };
  created: number;
  livemode: false;
}

export interface FakeMandate {
  id: string;
  object: 'mandate';
  customer_acceptance: {
    type: 'online';
    accepted_at: number;
    online: { ip_address: string; user_agent: string };
  };
  payment_method: string;
  payment_method_details: { type: 'sepa_debit'; sepa_debit: { reference: string; url: string } };
  status: 'active';
  type: 'single_use';
  livemode: false;
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'lost';
  created: number;
  livemode: false;
}

export interface FakeStripe {
  url: string;
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  charges: Map<string, FakeCharge>;
  balanceTransactions: Map<string, FakeBalanceTransaction>;
  mandates: Map<string, FakeMandate>;
  disputes: FakeDispute[];
  refunds: { id: string; payment_intent: string; amount: number; status: string }[];
  requests: { method: string; path: string; idempotencyKey?: string; body?: Record<string, unknown> }[];
  /**
   * What the browser's Payment Element would do: pay with a test card, or fail. Like Stripe, a
   * cancelled intent refuses (throws): nobody can pay it any more.
   */
  pay: (intentId: string, outcome?: 'succeeded' | 'declined') => FakeIntent;
  /** What Stripe.js's createPaymentMethod does with the IBAN element: a sepa_debit PaymentMethod id. */
  sepaPaymentMethod: (iban: string, name?: string) => string;
  /**
   * The bank's answer to a processing SEPA debit, by Stripe's test IBANs: …3000/…3003 succeed,
   * …3001/…3004 fail, …3002 succeed and are then disputed. Answers the webhook events this sends
   * (also POSTed to `webhookUrl` when the fake has one).
   */
  settleDebit: (intentId: string) => Promise<string[]>;
  /** A signed webhook delivery for the intent's current state (charge.dispute.created: its dispute). */
  event: (
    type: string,
    intentId: string,
    options?: { secret?: string; id?: string },
  ) => { payload: string; headers: Record<string, string> };
  /** The next n requests answer 500 (an outage). */
  failNext: (n: number) => void;
  close: () => Promise<void>;
}
