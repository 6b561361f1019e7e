// POST /api/v1/payments/confirm: the offline `test` provider's card confirmation (docs/product.md#payments).
// A decline answers 402 PAYMENT_FAILED; the order stays pending with failedPaymentStatus and its
// holds, and confirming again retries it (docs/product.md#holds).
import type { ConfirmationStatus, OrderStatus } from '@courtside/core/enums';
import { api } from '../../../lib/api-client';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** SEPA direct debit: Stripe.js's PaymentMethod from the IBAN element; the mandate text was shown and accepted. */
export interface SepaDebitInput {
  paymentMethodId: string;
  mandateAccepted: true;
}

export interface ConfirmAnswer {
  orderId: string;
  status: OrderStatus;
  confirmationStatus: ConfirmationStatus;
  failedPaymentStatus: boolean;
  message: string;
  invoiceId: string | null;
}

export function confirmPayment(body: {
  orderId: string;
  clientSecret: string;
  card?: CardInput;
  sepaDebit?: SepaDebitInput;
}): Promise<ConfirmAnswer> {
  return api.post<ConfirmAnswer>('/payments/confirm', body);
}
