// What a cancellation gives back, by the organization's policy (docs/product.md#cancellation): pure, so the
// booking screen, the quote endpoint and the refund itself agree.
import type { BookingStatus, BookingType } from './enums';
import type { OrganizationSettings } from './organization';
import { cancellationOutcome } from './slots/cancellation';
import type { RefundKind } from './slots/cancellation';

export type CancellationPolicy = OrganizationSettings['cancellation'];

export const cancellationReasons = [
  'FULL_REFUND_WINDOW',
  'CREDIT_WINDOW',
  'TOO_LATE',
  'ABO_CREDIT',
  'ABO_RETURN_LIMIT',
  'COME_TOGETHER_REFUND',
  'NOT_PAID',
  'STAFF',
  'NOT_CANCELLABLE_STATUS',
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export interface CancellationQuoteInput {
  bookingType: BookingType;
  status: BookingStatus;
  startsAt: Date;
  now: Date;
  /** What the customer paid for this booking (its share of the order), in cents. */
  paidCents: number;
  policy: CancellationPolicy;
  /** Staff may cancel any time (docs/product.md#cancellation); the policy still says what comes back. */
  byStaff?: boolean;
  /** Abo dates of this subscription already returned as credit this season. */
  aboReturnsUsed?: number;
}

export interface CancellationQuote {
  cancellable: boolean;
  outcome: RefundKind;
  amountCents: number;
  reason: CancellationReason;
  /** Until when the full refund / the credit are possible (absent when not applicable). */
  refundUntil?: Date;
  creditUntil?: Date;
}

const hour = 3_600_000;

/**
 * The outcome comes from the booking engine's rule (slots/cancellation.ts, the one the cancel
 * endpoint enforces); this adds the amount, the deadlines and the abo return limit, so the quote
 * shown before cancelling is exactly what cancelling does.
 */
export function cancellationQuote(input: CancellationQuoteInput): CancellationQuote {
  const { policy, startsAt } = input;
  const paid = Math.max(0, input.paidCents);
  const byStaff = Boolean(input.byStaff);
  const at = (hours: number) => new Date(startsAt.getTime() - hours * hour);
  const deadlines =
    input.bookingType === 'come_together'
      ? { refundUntil: at(policy.comeTogetherRefundHours) }
      : input.bookingType === 'abo'
        ? { creditUntil: at(policy.creditHours) }
        : { refundUntil: at(policy.fullRefundHours), creditUntil: at(policy.creditHours) };
  const rule = cancellationOutcome({
    type: input.bookingType,
    status: input.status,
    start: startsAt,
    now: input.now,
    byStaff,
    policy,
  });
  if (!rule.allowed) {
    return {
      cancellable: false,
      outcome: 'none',
      amountCents: 0,
      reason: rule.reason === 'NOT_OPEN' ? 'NOT_CANCELLABLE_STATUS' : 'TOO_LATE',
      ...deadlines,
    };
  }
  if (input.status !== 'upcoming' || paid === 0)
    return { cancellable: true, outcome: 'none', amountCents: 0, reason: 'NOT_PAID', ...deadlines };
  const outcome = rule.refund;
  // Staff cancel any time; what comes back follows the policy unless they override it.
  if (byStaff)
    return { cancellable: true, outcome, amountCents: outcome === 'none' ? 0 : paid, reason: 'STAFF', ...deadlines };
  if (input.bookingType === 'abo' && (input.aboReturnsUsed ?? 0) >= policy.aboReturnsPerSeason) {
    return { cancellable: false, outcome: 'none', amountCents: 0, reason: 'ABO_RETURN_LIMIT', ...deadlines };
  }
  const reason: CancellationReason =
    input.bookingType === 'come_together'
      ? 'COME_TOGETHER_REFUND'
      : input.bookingType === 'abo'
        ? 'ABO_CREDIT'
        : outcome === 'full'
          ? 'FULL_REFUND_WINDOW'
          : 'CREDIT_WINDOW';
  return { cancellable: true, outcome, amountCents: outcome === 'none' ? 0 : paid, reason, ...deadlines };
}
