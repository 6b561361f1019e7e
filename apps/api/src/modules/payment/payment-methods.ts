// Which way of paying an order may use (docs/product/payments.md#sepa-direct-debit,
// docs/product/payments.md#stripe-payment-methods): a Stripe payment method type only when the installation
// enabled it (STRIPE_PAYMENT_METHODS); SEPA direct debit only for abos and for orders from the
// venue's threshold (`sepaDebitMinCents`, default 100 €), never for a split court.
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './payment-provider';

/** The payment methods that name a Stripe payment method type the installation must have enabled. */
const stripeTypes: Record<string, string> = { sepa_debit: 'sepa_debit', klarna: 'klarna', Sofort: 'sofort' };

export function checkPaymentMethod(
  provider: PaymentProvider,
  method: string | undefined,
  order: { amountDueCents: number; hasAbo: boolean; isSplit: boolean; sepaDebitMinCents: number },
): void {
  if (!method || !(method in stripeTypes)) return;
  if (provider.name !== 'stripe' || !provider.paymentMethodTypes?.includes(stripeTypes[method]!))
    throw new AppError('PAYMENT_METHOD_NOT_ALLOWED', `${method} is not offered here`);
  if (method !== 'sepa_debit') return;
  if (order.isSplit) throw new AppError('PAYMENT_METHOD_NOT_ALLOWED', 'A split court cannot be paid by direct debit');
  if (!order.hasAbo && order.amountDueCents < order.sepaDebitMinCents)
    throw new AppError(
      'PAYMENT_METHOD_NOT_ALLOWED',
      `Direct debit is offered for abos and for orders from ${(order.sepaDebitMinCents / 100).toFixed(2)} €`,
      { minCents: order.sepaDebitMinCents },
    );
}
