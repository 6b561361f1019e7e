// POST /api/v1/payments/adyen/session (docs/product.md#payments): the Adyen session of an open payment,
// for Drop-in; the client secret proves the payment is the caller's.
import { api } from '../../../lib/api-client';

export interface AdyenSessionAnswer {
  id: string;
  sessionData: string;
}

export function getAdyenSession(body: { orderId: string; clientSecret: string }): Promise<AdyenSessionAnswer> {
  return api.post<AdyenSessionAnswer>('/payments/adyen/session', body);
}
