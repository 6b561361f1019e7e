// Toasts of the booking and checkout flow (docs/product.md#checkout: order and cart failures show the server
// message as an error toast). Known error codes get a translated message (docs/ARCHITECTURE.md#conventions);
// unknown ones show the server's message as it is.
import { useCallback, useMemo } from 'react';
import i18next from 'i18next';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';

export const TRANSLATED_ERROR_CODES = [
  'SLOT_TAKEN',
  'HOLD_EXPIRED',
  'SESSION_FULL',
  'SESSION_CLOSED',
  'SLOT_BLOCKED',
  'TOO_LATE',
  'TOO_EARLY',
  'OUTSIDE_OPENING_HOURS',
  'EXTENSION_LIMIT',
  'COUPON_INVALID',
  'COUPON_USED_UP',
  'PAYMENT_FAILED',
  'NETWORK_ERROR',
  'OUT_OF_STOCK',
  'SHOP_DISABLED',
] as const;

/** The message to show for an error: translated by code when known, else the server's own. */
export function errorMessage(
  error: unknown,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (error instanceof ApiError) {
    if ((TRANSLATED_ERROR_CODES as readonly string[]).includes(error.code)) {
      return translate(`errors.${error.code}`, { defaultValue: error.message, serverMessage: error.message });
    }
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  // English only while the checkout texts are still loading (useNotify's first error).
  return translate('errors.generic', { defaultValue: 'Something went wrong!' });
}

const translateCheckout = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'checkout', ...options });

/**
 * Toasts for the booking and checkout screens. The error texts live in the checkout namespace,
 * which the booking page does not load at start-up: the first error loads it, then shows the
 * translated toast (the return value is then the server's own message).
 */
export function useNotify() {
  const error = useCallback((err: unknown) => {
    if (i18next.hasLoadedNamespace('checkout')) {
      const message = errorMessage(err, translateCheckout);
      showToast(message, 'error');
      return message;
    }
    const untranslated = errorMessage(err, (key, options) => String(options?.defaultValue ?? key));
    i18next.loadNamespaces('checkout').then(
      () => showToast(errorMessage(err, translateCheckout), 'error'),
      () => showToast(untranslated, 'error'),
    );
    return untranslated;
  }, []);
  const success = useCallback((message: string) => showToast(message, 'success'), []);
  const info = useCallback((message: string) => showToast(message, 'info'), []);
  const warning = useCallback((message: string) => showToast(message, 'warning'), []);
  return useMemo(() => ({ error, success, info, warning }), [error, success, info, warning]);
}
