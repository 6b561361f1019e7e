// Maps joined booking records to the staff list row (customer from the account or guest contact).
import type { StaffBookingRow } from '@courtside/core/dashboard-schemas';
import type { StaffBookingRecord } from './staff-bookings.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function staffBookingRow(r: StaffBookingRecord): StaffBookingRow {
  const guest = r.guestContact ?? null;
  return {
    id: r.id,
    start: r.startsAt.toISOString(),
    end: r.endsAt.toISOString(),
    type: r.type,
    status: r.status,
    places: r.places,
    priceCents: r.priceCents,
    resourceId: r.resourceId,
    resourceName: r.resourceName,
    userId: r.userId,
    customerName: r.userName ?? guest?.name ?? null,
    customerEmail: r.userEmail ?? guest?.email ?? null,
    customerPhone: r.userPhone ?? guest?.phone ?? null,
    isGuest: !r.userId,
    orderId: r.orderId,
    orderStatus: r.orderStatus ?? null,
    paymentMethod: r.paymentMethod ?? null,
    subscriptionId: r.subscriptionId,
    sessionId: r.sessionId,
    expiresAt: iso(r.expiresAt),
    checkedInAt: iso(r.checkedInAt),
    noShow: r.noShow,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
  };
}
