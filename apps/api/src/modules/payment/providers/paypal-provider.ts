// PayPal through its Orders v2 REST API (docs/product.md#payments). One PayPal order per payment row
// (intent CAPTURE, amount from our integer cents, custom_id = our order id); the buyer approves it
// in PayPal's window and OUR server captures it when the browser says so, then reads the capture's
// status, amount, currency and custom_id back and compares them with the order. Webhooks are
// verified by PayPal itself (paypal-webhook.ts). There is nothing to cancel: PayPal lets an order we
// never capture expire, so `cancel` only reads back whether it was captured before we gave up.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import type { ExpectedPayment, PaymentProvider, ProviderPaymentState, RefundResult } from '../payment-provider';
import { PayPalApiError, centsToValue, createPayPalClient, isPayPalOutage, valueToCents } from './paypal-client';
import type { PayPalClient, PayPalConfig } from './paypal-client';
import { parsePayPalWebhook } from './paypal-webhook';

interface Money {
  currency_code: string;
  value: string;
}
export interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  amount: Money;
  custom_id?: string;
  /** What PayPal kept and what reaches the merchant (docs/product/payments.md#provider-fees). */
  seller_receivable_breakdown?: { gross_amount: Money; paypal_fee?: Money; net_amount?: Money };
}
export interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  purchase_units?: { custom_id?: string; amount?: Money; payments?: { captures?: PayPalCapture[] } }[];
}
interface PayPalRefund {
  id: string;
  status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED';
  status_details?: { reason?: string };
}

export function isPayPalConfigured(config: PayPalConfig): boolean {
  return Boolean(config.clientId && config.clientSecret && config.webhookId);
}

export const captureOf = (order: PayPalOrder): PayPalCapture | undefined =>
  order.purchase_units?.[0]?.payments?.captures?.[0];

/** Why a capture does not match the payment we asked for, or null when it does. */
function mismatch(order: PayPalOrder, capture: PayPalCapture, expected: ExpectedPayment): string | null {
  if (capture.amount.currency_code !== expected.currency) return `currency ${capture.amount.currency_code}`;
  if (valueToCents(capture.amount.value) !== expected.amountCents) return `amount ${capture.amount.value}`;
  const customId = capture.custom_id ?? order.purchase_units?.[0]?.custom_id;
  if (customId !== expected.orderId) return `custom_id ${customId ?? '(none)'}`;
  return null;
}

/** Our status for a PayPal order: paid only when its capture completed (refunded later still counts). */
export function stateOfOrder(order: PayPalOrder): ProviderPaymentState {
  if (order.status === 'VOIDED') return { status: 'cancelled', failureMessage: 'The PayPal payment was cancelled' };
  if (order.status !== 'COMPLETED') return { status: 'pending' };
  const capture = captureOf(order);
  switch (capture?.status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return { status: 'succeeded', method: 'paypal' };
    case 'DECLINED':
    case 'FAILED':
      return { status: 'failed', failureMessage: 'PayPal declined the payment' };
    default:
      return { status: 'pending' };
  }
}

export function createPayPalProvider(
  config: PayPalConfig,
  client: PayPalClient = createPayPalClient(config),
): PaymentProvider {
  const getOrder = (id: string) =>
    client.call<PayPalOrder>({ method: 'GET', path: `/v2/checkout/orders/${encodeURIComponent(id)}` });

  /** The order's state, checked against our records; a capture that does not match goes back in full. */
  async function checked(order: PayPalOrder, expected: ExpectedPayment | undefined): Promise<ProviderPaymentState> {
    const state = stateOfOrder(order);
    const capture = captureOf(order);
    if (state.status !== 'succeeded' || !expected || !capture) return state;
    const wrong = mismatch(order, capture, expected);
    if (!wrong) return state;
    if (capture.status === 'COMPLETED') {
      await client.call({
        method: 'POST',
        path: `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        body: { note_to_payer: 'Payment did not match the order' },
        requestId: `courtside-mismatch-${capture.id}`,
      });
    }
    return {
      status: 'failed',
      failureMessage: `The PayPal payment does not match the order (${wrong}); it is refunded`,
    };
  }

  async function capture(id: string): Promise<PayPalOrder> {
    try {
      return await client.call<PayPalOrder>({
        method: 'POST',
        path: `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
        body: {},
        requestId: `courtside-capture-${id}`,
      });
    } catch (error) {
      // Captured by an earlier request whose answer was lost: read it back.
      if (error instanceof PayPalApiError && error.issue === 'ORDER_ALREADY_CAPTURED') return getOrder(id);
      throw error;
    }
  }

  return {
    name: 'paypal',
    defaultMethod: 'paypal',
    staffOnly: false,
    runsInTransaction: false,
    publicConfig: () => ({ clientId: config.clientId! }),
    initiate: async (input) => {
      const order = await client.call<PayPalOrder>({
        method: 'POST',
        path: '/v2/checkout/orders',
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.paymentId,
              custom_id: input.orderId,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: centsToValue(input.amountCents) },
            },
          ],
        },
        // One PayPal order per payment row, however often initiation is retried.
        requestId: `courtside-payment-${input.paymentId}`,
      });
      // Like Stripe's client secret: the PayPal order id (the browser's button needs it) and a
      // random part that proves the guest owns the payment.
      const clientSecret = `paypal_${order.id}_secret_${randomBytes(16).toString('hex')}`;
      return { providerRef: order.id, clientSecret, ...stateOfOrder(order) };
    },
    // The browser says the buyer approved: check with PayPal, capture ourselves, compare.
    confirm: async (input) => {
      try {
        let order = await getOrder(input.providerRef);
        if (order.status === 'APPROVED') {
          // A replaced attempt or a closed order is never captured (the approval simply expires).
          if (input.expected && !input.expected.open)
            return { status: 'cancelled', failureMessage: 'This payment attempt was replaced' };
          order = await capture(input.providerRef);
        } else if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'SAVED') {
          return { status: 'failed', failureMessage: 'The payment was not approved in PayPal' };
        }
        return await checked(order, input.expected);
      } catch (error) {
        if (error instanceof PayPalApiError && error.issue === 'INSTRUMENT_DECLINED')
          return { status: 'failed', failureMessage: 'PayPal declined this payment method, please choose another one' };
        if (error instanceof PayPalApiError && !isPayPalOutage(error))
          return { status: 'failed', failureMessage: error.message };
        throw new AppError('UNAVAILABLE', 'PayPal cannot be reached at the moment, please try again shortly');
      }
    },
    // The reconcile job: an order the buyer approved whose browser never came back (closed, lost
    // connection) is captured by us while our payment is still open, as the browser's confirm would
    // have; the same request id makes it one capture however both race. Never for a closed attempt.
    retrieve: async (providerRef, expected) => {
      let order = await getOrder(providerRef);
      if (order.status === 'APPROVED' && expected?.open) order = await capture(providerRef);
      return checked(order, expected);
    },
    cancel: async (providerRef) => {
      const state = stateOfOrder(await getOrder(providerRef));
      return state.status === 'succeeded' ? state : { status: 'cancelled', failureMessage: 'The payment was given up' };
    },
    // The capture's seller_receivable_breakdown.paypal_fee (docs/product/payments.md#provider-fees).
    fee: async (providerRef) => {
      const captured = captureOf(await getOrder(providerRef));
      const fee = captured?.seller_receivable_breakdown?.paypal_fee;
      const feeCents = fee ? valueToCents(fee.value) : null;
      return fee && feeCents !== null ? { feeCents, currency: fee.currency_code } : null;
    },
    refund: async (input): Promise<RefundResult> => {
      let refund: PayPalRefund;
      try {
        if (input.refundRef) {
          refund = await client.call<PayPalRefund>({
            method: 'GET',
            path: `/v2/payments/refunds/${encodeURIComponent(input.refundRef)}`,
          });
        } else {
          const captured = captureOf(await getOrder(input.providerRef));
          if (!captured) return { refundRef: '', status: 'failed', failureMessage: 'Nothing was captured at PayPal' };
          refund = await client.call<PayPalRefund>({
            method: 'POST',
            path: `/v2/payments/captures/${encodeURIComponent(captured.id)}/refund`,
            body: {
              amount: { currency_code: captured.amount.currency_code, value: centsToValue(input.amountCents) },
              invoice_id: input.refundId,
            },
            // Our refund id: a retried refund pays out once.
            requestId: `courtside-refund-${input.refundId}`,
          });
        }
      } catch (error) {
        // PayPal refused it (already refunded, more than is left): a final answer, not an outage.
        if (error instanceof PayPalApiError && !isPayPalOutage(error))
          return { refundRef: input.refundRef ?? '', status: 'failed', failureMessage: error.message };
        throw error;
      }
      const status = refund.status === 'COMPLETED' ? 'succeeded' : refund.status === 'PENDING' ? 'pending' : 'failed';
      return {
        refundRef: refund.id,
        status,
        ...(status === 'failed'
          ? { failureMessage: refund.status_details?.reason ?? `PayPal refund ${refund.status}` }
          : {}),
      };
    },
    parseWebhook: (rawBody, headers) => parsePayPalWebhook(client, config, rawBody, headers),
  };
}
