// The staff bookings list and detail: filters in the venue's local dates, the detail
// with customer, payment, invoices, refunds and the merged history of the booking.
import type { z } from 'zod';
import type { HistoryEntry, StaffBookingDetail, staffBookingListQuerySchema } from '@courtside/core/dashboard-schemas';
import { dayBounds, localDate } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bookingDetailRepository } from './booking-detail.repository';
import { staffBookingRow } from './staff-booking.dto';
import { afterCursor, decodeCursor, encodeCursor, isKeysetSort } from './staff-bookings-keyset';
import type { KeysetSort } from './staff-bookings-keyset';
import { staffBookingsRepository } from './staff-bookings.repository';
import type { StaffBookingFilter } from './staff-bookings.repository';
import { organizationRepository } from '../organization';

type ListQuery = z.infer<typeof staffBookingListQuerySchema>;

export async function timeZoneOf(db: DbOrTx, organizationId: string): Promise<string> {
  const org = await organizationRepository.findById(db, organizationId);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  return org.timezone;
}

/** The list filter of a query: local dates become the instants of those days in the venue's zone. */
export async function bookingFilterOf(
  db: DbOrTx,
  organizationId: string,
  q: Omit<ListQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'after'>,
): Promise<StaffBookingFilter> {
  const timeZone = q.from || q.to ? await timeZoneOf(db, organizationId) : 'UTC';
  if (q.from && q.to && q.to < q.from) throw new AppError('VALIDATION_FAILED', 'The end date is before the start date');
  return {
    organizationId,
    status: q.status,
    type: q.type,
    resourceId: q.resourceId,
    userId: q.userId,
    email: q.email,
    from: q.from ? dayBounds(q.from, timeZone).start : undefined,
    to: q.to ? dayBounds(q.to, timeZone).end : undefined,
    checkedIn: q.checkedIn === undefined ? undefined : q.checkedIn === 'true',
    search: q.search || undefined,
    includeHolds: q.includeHolds === 'true',
  };
}

export async function listStaffBookings(db: DbOrTx, organizationId: string, q: ListQuery) {
  const filter = await bookingFilterOf(db, organizationId, q);
  const zone = q.sort === 'today' ? await timeZoneOf(db, organizationId) : undefined;
  const today = zone ? dayBounds(localDate(new Date(), zone), zone).start : undefined;
  // `after` (keyset) replaces page: the rows after that booking, whatever page says.
  const cursor = q.after ? decodeCursor(q.after, q.sort, q.order) : undefined;
  const after = cursor ? await afterCursor(db, organizationId, cursor) : undefined;
  const { rows, count, isCountCapped } = await staffBookingsRepository.list(db, filter, {
    today,
    sort: q.sort,
    order: q.order,
    limit: q.pageSize,
    offset: cursor ? 0 : (q.page - 1) * q.pageSize,
    after,
  });
  const last = rows.length === q.pageSize && isKeysetSort(q.sort) ? rows[rows.length - 1] : undefined;
  return {
    rows: rows.map(staffBookingRow),
    count,
    ...(isCountCapped ? { isCountCapped } : {}),
    ...(last ? { nextCursor: encodeCursor({ sort: q.sort as KeysetSort, order: q.order, id: last.id }) } : {}),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function staffBookingDetail(db: DbOrTx, organizationId: string, id: string): Promise<StaffBookingDetail> {
  const record = await staffBookingsRepository.findOne(db, organizationId, id);
  if (!record) throw new AppError('NOT_FOUND', 'Booking not found');
  const row = staffBookingRow(record);
  const order = record.orderId ? await bookingDetailRepository.order(db, record.orderId) : undefined;
  const payments = order ? await bookingDetailRepository.payments(db, order.id) : [];
  const invoices = order ? await bookingDetailRepository.invoices(db, order.id) : [];
  const refunds = order ? await bookingDetailRepository.refunds(db, order.id) : [];
  const { events, audits } = await bookingDetailRepository.history(db, organizationId, id, record.orderId);
  const history: HistoryEntry[] = [
    ...events.map(({ e, actorName }) => ({
      id: e.id,
      source: 'booking' as const,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actorUserId: e.actorUserId,
      actorName,
      reason: e.reason,
      details: e.details ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
    ...audits.map(({ a, actorName }) => ({
      id: a.id,
      source: 'audit' as const,
      action: a.action,
      fromStatus: null,
      toStatus: null,
      actorUserId: a.actorUserId,
      actorName,
      reason: typeof a.data.reason === 'string' ? a.data.reason : null,
      details: a.data,
      createdAt: a.createdAt.toISOString(),
    })),
  ].sort((x, y) => x.createdAt.localeCompare(y.createdAt));
  const paid = payments
    .filter((p) => p.status === 'succeeded')
    .reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
  const creditRefunds = refunds
    .filter((r) => r.kind === 'credit' && r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountCents, 0);
  return {
    booking: {
      ...row,
      cancelledAt: iso(record.cancelledAt),
      cancelReason: record.cancelReason,
      note: record.note,
      sessionTitle: record.sessionId ? await staffBookingsRepository.sessionTitle(db, record.sessionId) : null,
    },
    customer:
      row.customerName || row.userId
        ? {
            id: row.userId,
            name: row.customerName,
            email: row.customerEmail,
            phone: row.customerPhone,
            isGuest: row.isGuest,
          }
        : null,
    order: order
      ? {
          id: order.id,
          status: order.status,
          provider: order.provider,
          paymentMethod: order.paymentMethod,
          totalCents: order.totalCents,
          amountDueCents: order.amountDueCents,
          createdAt: order.createdAt.toISOString(),
          completedAt: iso(order.completedAt),
          bookingCount: order.bookingCount,
          split: order.split,
        }
      : null,
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      amountCents: p.amountCents,
      refundedCents: p.refundedCents,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      kind: i.kind,
      status: i.status,
      totalCents: i.totalCents,
      issuedAt: i.issuedAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      kind: r.kind,
      amountCents: r.amountCents,
      status: r.status,
      reason: r.reason,
      bookingId: r.bookingId,
      createdAt: r.createdAt.toISOString(),
    })),
    refundableCents: Math.max(0, paid - creditRefunds),
    history,
  };
}
