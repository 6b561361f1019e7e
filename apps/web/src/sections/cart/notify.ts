// Toasts of the booking and checkout flow (SPEC.md §8: order and cart failures show the server
// message as an error toast). Known error codes get a translated message (CONVENTIONS.md habit 4);
// unknown ones show the server's message as it is.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
  'PAYMENT_FAILED',
  'NETWORK_ERROR',
] as const;

/** The message to show for an error: translated by code when known, else the server's own. */
export function errorMessage(error: unknown, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (error instanceof ApiError) {
    if ((TRANSLATED_ERROR_CODES as readonly string[]).includes(error.code)) {
      return translate(`errors.${error.code}`, { defaultValue: error.message, serverMessage: error.message });
    }
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return translate('errors.generic');
}

export function useNotify() {
  const { t } = useTranslation('checkout');
  const error = useCallback((err: unknown) => {
    const message = errorMessage(err, (key, options) => t(key, options ?? {}) as string);
    showToast(message, 'error');
    return message;
  }, [t]);
  const success = useCallback((message: string) => showToast(message, 'success'), []);
  const info = useCallback((message: string) => showToast(message, 'info'), []);
  const warning = useCallback((message: string) => showToast(message, 'warning'), []);
  return useMemo(() => ({ error, success, info, warning }), [error, success, info, warning]);
}
