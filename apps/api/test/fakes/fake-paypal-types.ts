// The fake PayPal's objects, shaped like PayPal's Orders v2 and Payments v2 answers.
export interface FakeMoney {
  currency_code: string;
  value: string;
}

export interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'PENDING' | 'FAILED';
  amount: FakeMoney;
  custom_id: string | undefined;
  final_capture: boolean;
  create_time: string;
  /** A completed capture: PayPal's fee and the net (PayPal's German rate, 2.99 % + 0.39 €). */
  seller_receivable_breakdown?: { gross_amount: FakeMoney; paypal_fee: FakeMoney; net_amount: FakeMoney };
}

/** A completed capture's seller_receivable_breakdown, at PayPal's German rate for PayPal Checkout (2.99 % + 0.39 €). */
export function receivable(amount: FakeMoney): NonNullable<FakeCapture['seller_receivable_breakdown']> {
  const gross = Math.round(Number(amount.value) * 100);
  const fee = Math.round(gross * 0.0299) + 39;
  const money = (c: number) => ({ currency_code: amount.currency_code, value: (c / 100).toFixed(2) });
  return { gross_amount: amount, paypal_fee: money(fee), net_amount: money(gross - fee) };
}

export interface FakeOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: {
    reference_id: string;
    custom_id: string | undefined;
    description: string | undefined;
    amount: FakeMoney;
    payments?: { captures: FakeCapture[] };
  }[];
  create_time: string;
  links: { href: string; rel: string; method: string }[];
}

export interface FakeRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  amount: FakeMoney;
  capture_id: string;
  invoice_id: string | undefined;
}

/** What the buyer's approval leads to at capture time. */
export type FakeOutcome = 'completed' | 'declined' | 'instrument_declined';

export interface FakePayPal {
  url: string;
  /** PAYPAL_* variables pointing the API at this fake. */
  env: Record<string, string>;
  orders: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  requests: { method: string; path: string; requestId?: string }[];
  tokensIssued: number;
  /**
   * The buyer approves in PayPal's window. `declined`: the capture completes with status DECLINED;
   * `instrument_declined`: PayPal refuses the capture (422 INSTRUMENT_DECLINED), the order stays approved.
   */
  approve: (orderId: string, outcome?: FakeOutcome) => FakeOrder;
  /** The capture of this order reports another amount than the order's (a tampered payment). */
  tamperCapture: (orderId: string, value: string) => void;
  /** The next n requests answer 500. */
  failNext: (n: number) => void;
  /** Every request answers 503 until switched back. */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}
