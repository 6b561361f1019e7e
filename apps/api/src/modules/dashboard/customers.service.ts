// Customers with their bookings, spend and credit.
import type { CustomerRow } from '@courtside/core/dashboard-schemas';
import type { DbOrTx } from '../../db/client';
import { dashboardRepository } from './dashboard.repository';
import type { CustomerSort } from './dashboard.repository';

export interface CustomerListInput {
  page: number;
  pageSize: number;
  sort: CustomerSort;
  order: 'asc' | 'desc';
  search?: string;
}

const isoOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

export async function listCustomers(
  db: DbOrTx,
  organizationId: string,
  q: CustomerListInput,
): Promise<{ rows: CustomerRow[]; count: number }> {
  const { rows, count } = await dashboardRepository.customers(db, {
    organizationId,
    search: q.search || undefined,
    sort: q.sort,
    order: q.order,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return {
    count,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      bookingCount: Number(r.bookingCount),
      upcomingCount: Number(r.upcomingCount),
      spendCents: Number(r.spendCents),
      creditCents: Number(r.creditCents),
      // A raw subquery comes back as text from the driver.
      lastBookingAt: isoOf(r.lastBookingAt),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
