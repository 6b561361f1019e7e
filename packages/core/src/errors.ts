// Error codes shared by the API (which answers them) and the web app (which translates them).
// docs/ARCHITECTURE.md#conventions: errors are values with codes, mapped to HTTP status in one table.
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  CODE_INVALID: 400,
  LINK_INVALID: 400,
  PASSWORD_WRONG: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  SESSION_FULL: 409,
  HOLD_EXPIRED: 409,
  ALREADY_EXISTS: 409,
  OUTSIDE_OPENING_HOURS: 422,
  // The venue is closed on that date (docs/product.md#closed-days).
  CLOSED_DAY: 422,
  TOO_LATE: 422,
  TOO_EARLY: 422,
  BOOKING_TYPE_NOT_ALLOWED: 422,
  EXTENSION_LIMIT: 422,
  INVALID_SLOT: 422,
  SLOT_BLOCKED: 409,
  SESSION_CLOSED: 409,
  INVALID_TRANSITION: 409,
  CANCELLATION_DEADLINE_PASSED: 422,
  COUPON_INVALID: 422,
  VOUCHER_INVALID: 422,
  PAYMENT_FAILED: 402,
  CART_EMPTY: 422,
  CART_CHANGED: 409,
  IDEMPOTENCY_CONFLICT: 409,
  REFUND_FAILED: 502,
  NOT_CANCELLABLE: 422,
  NOT_CONFIGURED: 501,
  RATE_LIMITED: 429,
  ACCOUNT_LOCKED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
  // The database server cannot be reached at the moment (restart, failover): try again shortly.
  DATABASE_UNAVAILABLE: 503,
  // A coupon's total limit was reached, possibly by a checkout a moment earlier.
  COUPON_USED_UP: 409,
  FILE_TOO_LARGE: 413,
  QUOTA_EXCEEDED: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  IN_USE: 409,
  SHOP_DISABLED: 409,
  OUT_OF_STOCK: 409,
  // A pass (punch card) is not the caller's, not active, expired, or cannot pay this booking.
  PASS_INVALID: 422,
  // The pass has fewer punches left than the booking needs, possibly taken a moment earlier.
  PASS_USED_UP: 409,
  // This way of paying is not offered for this order (SEPA below the venue's threshold, docs/product/payments.md#sepa-direct-debit).
  PAYMENT_METHOD_NOT_ALLOWED: 422,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The JSON body of every error answer (docs/product.md#api). */
export interface ErrorBody {
  status: number;
  message: string;
  code: ErrorCode;
  details?: unknown;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
}
