// POST /api/v1/cart/validate: holds alive, prices current, coupon valid — before paying.
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { api } from '../../../lib/api-client';

export interface ValidateAnswer {
  valid: boolean;
  rows: {
    itemId: string;
    bookingId: string;
    valid: boolean;
    code: string | null;
    message: string | null;
    unitPrice: number;
    currentUnitPrice: number | null;
  }[];
  count: number;
  coupon: { code: string; valid: boolean; message: string | null } | null;
  summery: SummaryRow;
}

export function validateCart(): Promise<ValidateAnswer> {
  return api.post<ValidateAnswer>('/cart/validate', {});
}
