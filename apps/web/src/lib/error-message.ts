// Turns a thrown error into a message for the screen: ApiError codes are translated (common:
// apiErrors.<CODE>), with the server's own message as the fallback (docs/ARCHITECTURE.md#conventions).
import type { TFunction } from 'i18next';
import { ApiError, FALLBACK_ERROR_MESSAGE } from './api-client';

export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return t('apiErrors.NETWORK_ERROR');
    return t(`apiErrors.${error.code}`, { defaultValue: error.message || FALLBACK_ERROR_MESSAGE });
  }
  return t('apiErrors.UNKNOWN', { defaultValue: FALLBACK_ERROR_MESSAGE });
}
