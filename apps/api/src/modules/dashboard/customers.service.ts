// Customers with their bookings, spend and credit.
import type { CustomerRow } from '@courtside/core/dashboard-schemas';
import type { DbOrTx } from '../../db/client';
import { customersRepository } from './customers.repository';
import type { CustomerSort } from './customers.repository';

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
  const { rows, count } = await customersRepository.list(db, {
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
      id: r.user_id ?? `guest:${r.key}`,
      userId: r.user_id,
      isGuest: !r.user_id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      bookingCount: Number(r.booking_count),
      upcomingCount: Number(r.upcoming_count),
      // Raw SQL answers: bigint sums and timestamps may come back as text from the driver.
      spendCents: Number(r.spend_cents),
      creditCents: Number(r.credit_cents),
      lastBookingAt: isoOf(r.last_booking_at),
      createdAt: isoOf(r.created_at)!,
    })),
  };
}
