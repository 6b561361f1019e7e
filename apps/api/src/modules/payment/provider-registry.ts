// Which providers this installation offers: a provider without keys is not offered (docs/product.md#payments).
import type { CheckoutProvider } from '@courtside/core/checkout-schemas';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './payment-provider';
import { createAdyenProvider, isAdyenConfigured } from './providers/adyen-provider';
import { createBankTransferProvider, createCashProvider } from './providers/desk-providers';
import { createPayPalProvider, isPayPalConfigured } from './providers/paypal-provider';
import { createStripeProvider, isStripeConfigured } from './providers/stripe-provider';
import { createTestProvider } from './providers/test-provider';
import { createVoucherProvider } from './providers/voucher-provider';

export interface ProviderRegistry {
  all: PaymentProvider[];
  get: (name: string) => PaymentProvider;
  /**
   * The provider for online payments when the client names none: Stripe when configured, PayPal or
   * Adyen only when it is the one online provider (each needs its own component in the browser).
   */
  defaultOnline: PaymentProvider;
}

export function createProviderRegistry(config: Config): ProviderRegistry {
  const list: PaymentProvider[] = [];
  if (isStripeConfigured(config.stripe)) list.push(createStripeProvider(config.stripe));
  if (isPayPalConfigured(config.paypal)) list.push(createPayPalProvider(config.paypal));
  if (isAdyenConfigured(config.adyen)) {
    // Adyen sends redirected shoppers (iDEAL, 3-D Secure in a new page) back to our result page.
    const returnBase = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
    list.push(createAdyenProvider(config.adyen, { returnBase }));
  }
  // The offline test provider is always there outside production, and in production only when
  // no real provider is configured (a demo install still completes a checkout).
  if (config.nodeEnv !== 'production' || list.length === 0) list.push(createTestProvider());
  list.push(createVoucherProvider(), createCashProvider(), createBankTransferProvider());
  const online = list.filter((p) => !p.staffOnly && !p.runsInTransaction);
  const byName = new Map<string, PaymentProvider>(list.map((p) => [p.name, p]));
  return {
    all: list,
    get: (name) => {
      const provider = byName.get(name as CheckoutProvider);
      if (!provider) throw new AppError('NOT_CONFIGURED', `The payment provider ${name} is not available`);
      return provider;
    },
    defaultOnline: [...online.filter((p) => p.name !== 'paypal' && p.name !== 'adyen'), ...online][0]!,
  };
}
