// What the API answers about a booking (dates as ISO strings, money in cents).
import type { BookingDto } from '@courtside/core/booking-schemas';
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
