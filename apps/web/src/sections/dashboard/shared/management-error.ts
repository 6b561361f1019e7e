// Messages for refused management actions: a known `details.reason` is translated with its
// parameters (management:errors.<reason>); validation and conflict answers keep the server's own
// message, which names the clash; everything else goes through the app's code table.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

interface ReasonDetails {
  reason?: string;
  params?: Record<string, string | number>;
}

export function managementError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? {}) as ReasonDetails;
    if (details.reason) {
      const key = `management:errors.${details.reason}`;
      const text = t(key, { ...details.params, defaultValue: '' });
      if (text) return text;
    }
    if (
      [
        'VALIDATION_FAILED',
        'CONFLICT',
        'ALREADY_EXISTS',
        'INVALID_TRANSITION',
        'BAD_REQUEST',
        'COUPON_INVALID',
        'SLOT_TAKEN',
        'OUTSIDE_OPENING_HOURS',
        'INVALID_SLOT',
      ].includes(error.code)
    ) {
      return error.message;
    }
  }
  return errorMessage(error, t);
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
