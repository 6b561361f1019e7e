// POST /api/v1/orders with an Idempotency-Key (docs/product.md#checkout): validates the cart, freezes the
// totals, extends the holds for the payment window and starts the payment.
import type { CreateOrder, CreateOrderAnswer } from '@courtside/core/checkout-schemas';
import { api } from '../../../lib/api-client';

export function createOrder(body: CreateOrder, idempotencyKey: string): Promise<CreateOrderAnswer> {
  return api.post<CreateOrderAnswer>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A fresh key per order attempt (crypto.randomUUID where available). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** POST /api/v1/orders/{id}/retry: a new payment attempt for the same order, e.g. with another provider. */
export function retryOrder(orderId: string, provider: CreateOrder['provider']): Promise<CreateOrderAnswer> {
  return api.post<CreateOrderAnswer>(`/orders/${encodeURIComponent(orderId)}/retry`, { provider });
}

/** A Stripe PaymentIntent's client secret (pi_…_secret_…), as opposed to another provider's. */
export const isStripeSecret = (secret: string | null | undefined): boolean =>
  typeof secret === 'string' && /^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret);

/** Our PayPal payment's client secret (paypal_<PayPal order id>_secret_…). */
export const isPayPalSecret = (secret: string | null | undefined): boolean =>
  typeof secret === 'string' && /^paypal_[A-Z0-9]+_secret_[A-Za-z0-9]+$/.test(secret);

/** The PayPal order id inside a PayPal client secret: what PayPal's button is given to approve. */
export const payPalOrderIdOf = (secret: string): string => secret.split('_secret_')[0]!.slice('paypal_'.length);

/** Our Adyen payment's client secret (adyen_<session id>_secret_…). */
export const isAdyenSecret = (secret: string | null | undefined): boolean =>
  typeof secret === 'string' && /^adyen_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret);

/** Which kind of provider a client secret belongs to (another kind needs a new payment attempt). */
export const secretKind = (secret: string): 'stripe' | 'paypal' | 'adyen' | 'other' =>
  isStripeSecret(secret) ? 'stripe' : isPayPalSecret(secret) ? 'paypal' : isAdyenSecret(secret) ? 'adyen' : 'other';
