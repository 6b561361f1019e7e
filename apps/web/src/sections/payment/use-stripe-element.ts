// What Stripe's card and SEPA forms share (docs/product/payments.md): Stripe.js loaded when the form
// mounts (lib/stripe/load-stripe.ts), one element mounted into the form's node and destroyed with
// it, and one attempt at a time whose failure shows Stripe's own message.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripeJs } from '../../lib/stripe/load-stripe';

/**
 * Mounts the element `create` makes into `mountNode` once Stripe.js is loaded; again when the node or
 * one of `deps` changes. Returns the loaded Stripe and what `create` returned, and the load error.
 */
export function useStripeElement<T>(
  publishableKey: string,
  mountNode: HTMLDivElement | null,
  create: (stripe: Stripe, node: HTMLDivElement) => { value: T; destroy: () => void },
  deps: readonly unknown[],
): { loaded: { stripe: Stripe; value: T } | null; loadError: string | null } {
  const { t } = useTranslation('checkout');
  // The texts and the factory without making the effect depend on them (a new t must not remount Stripe).
  const latest = useRef({ t, create });
  latest.current = { t, create };
  const [loaded, setLoaded] = useState<{ stripe: Stripe; value: T } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!mountNode) return;
    let isCancelled = false;
    let destroy: (() => void) | undefined;
    setLoaded(null);
    setLoadError(null);
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (isCancelled) return;
        const made = latest.current.create(stripe, mountNode);
        destroy = made.destroy;
        setLoaded({ stripe, value: made.value });
      })
      .catch(() => {
        if (!isCancelled) setLoadError(latest.current.t('stripe.loadError'));
      });
    return () => {
      isCancelled = true;
      destroy?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what remounts the element
  }, [publishableKey, mountNode, ...deps]);

  return { loaded, loadError };
}

/**
 * One payment attempt at a time: `run` does the work and returns an error text to show (Stripe's
 * message) or nothing; a thrown error is shown too.
 */
export function useStripeAttempt() {
  const { t } = useTranslation('checkout');
  const [error, setError] = useState<string | null>(null);
  const [isPaying, setPaying] = useState(false);
  const attempt = async (run: () => Promise<string | null | undefined | void>) => {
    if (isPaying) return;
    setPaying(true);
    setError(null);
    try {
      const failure = await run();
      if (failure) setError(failure);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('stripe.failed'));
    } finally {
      setPaying(false);
    }
  };
  return { error, setError, isPaying, attempt };
}
