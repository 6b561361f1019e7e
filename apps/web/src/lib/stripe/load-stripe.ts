// Stripe.js, loaded only when a customer pays with Stripe (docs/ARCHITECTURE.md: no third-party request
// before it is needed). `@stripe/stripe-js/pure` injects no script on import (the package's main
// entry would, on every page); it is itself imported lazily, so pages that don't pay with Stripe
// carry no Stripe code and make no request to js.stripe.com.
import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe>>();

export class StripeLoadError extends Error {
  constructor(message = 'Stripe.js could not be loaded') {
    super(message);
    this.name = 'StripeLoadError';
  }
}

/** The Stripe object for a publishable key (one per key and page; a failed load is tried again next time). */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const cached = loaded.get(publishableKey);
  if (cached) return cached;
  const promise = import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((stripe) => {
      if (!stripe) throw new StripeLoadError();
      return stripe;
    })
    .catch((error: unknown) => {
      loaded.delete(publishableKey);
      throw error instanceof StripeLoadError
        ? error
        : new StripeLoadError(error instanceof Error ? error.message : undefined);
    });
  loaded.set(publishableKey, promise);
  return promise;
}

/** The query parameters Stripe appends to return_url after a redirect (3-D Secure, bank pages). */
export interface StripeReturn {
  paymentIntent: string;
  clientSecret: string;
  redirectStatus: string | null;
}

export function readStripeReturn(search: URLSearchParams): StripeReturn | null {
  const paymentIntent = search.get('payment_intent');
  const clientSecret = search.get('payment_intent_client_secret');
  if (!paymentIntent || !clientSecret || !clientSecret.startsWith(`${paymentIntent}_secret_`)) return null;
  return { paymentIntent, clientSecret, redirectStatus: search.get('redirect_status') };
}

/** The address without Stripe's return parameters (so a reload does not confirm again). */
export function withoutStripeReturn(url: URL): string {
  for (const key of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) url.searchParams.delete(key);
  return `${url.pathname}${url.search}${url.hash}`;
}
