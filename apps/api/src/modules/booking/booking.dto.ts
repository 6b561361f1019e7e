// What the API answers about a booking (dates as ISO strings, money in cents).
import type { BookingDto } from '@courtside/core/booking-schemas';
import { cancellationOutcome } from '@courtside/core/slots/cancellation';
import type { CancellationPolicy } from '@courtside/core/slots/cancellation';
import type { BookingEventRow, BookingRow } from './booking.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function bookingDto(b: BookingRow): BookingDto {
  return {
    id: b.id,
    organizationId: b.organizationId,
    resourceId: b.resourceId,
    start: b.startsAt.toISOString(),
    end: b.endsAt.toISOString(),
    type: b.type,
    status: b.status,
    places: b.places,
    priceCents: b.priceCents,
    userId: b.userId,
    guestContact: b.guestContact ?? null,
    orderId: b.orderId,
    subscriptionId: b.subscriptionId,
    sessionId: b.sessionId,
    expiresAt: iso(b.expiresAt),
    extensions: b.extensions,
    createdBy: b.createdBy,
    checkedInAt: iso(b.checkedInAt),
    noShow: b.noShow,
    cancelledAt: iso(b.cancelledAt),
    cancelReason: b.cancelReason,
    createdAt: b.createdAt.toISOString(),
  };
}

export function bookingEventDto(e: BookingEventRow) {
  return {
    id: e.id,
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    actorUserId: e.actorUserId,
    reason: e.reason,
    details: e.details ?? null,
    createdAt: e.createdAt.toISOString(),
  };
}

/**
 * What the customer's list shows about cancelling (docs/product.md#cancellation): the booking
 * engine's own rule (cancellationOutcome, the one POST /bookings/{id}/cancel enforces) decides
 * `cancellable`; `cancelDeadline` is the last moment a customer may still cancel online (the credit
 * window for single bookings and abo dates, the refund window for come-together places).
 */
export function cancellationFields(
  b: BookingRow,
  context: { policy: CancellationPolicy; now: Date; byStaff: boolean; aboReturnsLeft?: (b: BookingRow) => boolean },
): { cancellable: boolean; cancelDeadline: string | null } {
  const { policy, now, byStaff } = context;
  const rule = cancellationOutcome({ type: b.type, status: b.status, start: b.startsAt, now, byStaff, policy });
  const hours = b.type === 'come_together' ? policy.comeTogetherRefundHours : policy.creditHours;
  const cancelDeadline =
    b.status === 'upcoming' ? new Date(b.startsAt.getTime() - hours * 3_600_000).toISOString() : null;
  const returnsLeft = byStaff || b.type !== 'abo' || b.status !== 'upcoming' || (context.aboReturnsLeft?.(b) ?? true);
  return { cancellable: rule.allowed && returnsLeft, cancelDeadline };
}
