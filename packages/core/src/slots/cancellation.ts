// Who may cancel a booking when, and what comes back (docs/product.md#booking lifecycle, #cancellation policy).
import type { BookingStatus, BookingType } from '../enums';

/** What a cancellation gives back — the one vocabulary of API, quote and refund: full (money back through
 * the provider), credit (a voucher) or none. */
export const refundKinds = ['full', 'credit', 'none'] as const;
export type RefundKind = (typeof refundKinds)[number];

export interface CancellationPolicy {
  /** Single bookings: full refund this many hours or more before the start. */
  fullRefundHours: number;
  /** Single bookings and abo dates: voucher credit this many hours or more before. */
  creditHours: number;
  /** Come-together places: full refund this many hours or more before. */
  comeTogetherRefundHours: number;
}

export interface CancellationInput {
  type: BookingType;
  status: BookingStatus;
  start: Date;
  now: Date;
  byStaff: boolean;
  policy: CancellationPolicy;
}

/** Whether the rule allows the cancellation, and what it gives back. */
export type CancellationRule =
  { allowed: true; refund: RefundKind } | { allowed: false; reason: 'NOT_OPEN' | 'DEADLINE_PASSED'; message: string };

const openStatuses: BookingStatus[] = ['reserved', 'pending', 'upcoming'];

export function cancellationOutcome(input: CancellationInput): CancellationRule {
  if (!openStatuses.includes(input.status)) {
    return { allowed: false, reason: 'NOT_OPEN', message: `A ${input.status} booking cannot be cancelled` };
  }
  // Nothing was paid for a hold or a booking whose payment has not completed.
  if (input.status !== 'upcoming') return { allowed: true, refund: 'none' };
  const hoursBefore = (input.start.getTime() - input.now.getTime()) / 3_600_000;
  const { policy } = input;
  let refund: RefundKind;
  if (input.type === 'come_together') refund = hoursBefore >= policy.comeTogetherRefundHours ? 'full' : 'none';
  else if (input.type === 'abo') refund = hoursBefore >= policy.creditHours ? 'credit' : 'none';
  else refund = hoursBefore >= policy.fullRefundHours ? 'full' : hoursBefore >= policy.creditHours ? 'credit' : 'none';
  // Staff may cancel any time (and may override the refund); customers only within the deadline.
  if (input.byStaff) return { allowed: true, refund };
  if (refund === 'none') {
    return {
      allowed: false,
      reason: 'DEADLINE_PASSED',
      message: 'The cancellation deadline for this booking has passed',
    };
  }
  return { allowed: true, refund };
}
