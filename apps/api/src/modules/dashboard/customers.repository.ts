// Customers of a venue with their bookings, spend and credit (docs/product.md#customers): one row per
// person — an account with the role customer, or a guest known only by the e-mail address of their
// bookings and orders. Guest bookings, orders and vouchers carrying an account's address count for
// that account. Figures are computed from the bookings, orders, refunds and vouchers behind them.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export type CustomerSort = 'name' | 'email' | 'bookingCount' | 'spendCents' | 'lastBookingAt' | 'createdAt';

export interface CustomerRecord {
  user_id: string | null;
  key: string;
  name: string;
  email: string;
  phone: string | null;
  created_at: string | Date;
  booking_count: number;
  upcoming_count: number;
  spend_cents: number | string;
  credit_cents: number | string;
  last_booking_at: string | Date | null;
}

/**
 * The people of the organization keyed by lower-cased e-mail, with their figures:
 * bookings people made (upcoming or completed; no court holds of sessions or blocks, no cart holds),
 * spend = completed orders' totals minus what was refunded on them (money or credit),
 * credit = balance of active, unexpired vouchers.
 */
function customersCte(organizationId: string): SQL {
  return sql`
    accounts as (
      select u.id as user_id, lower(u.email) as key, u.name, u.email, u.phone, u.created_at
      from users u
      where u.organization_id = ${organizationId} and u.role = 'customer' and u.deleted_at is null),
    booking_keys as (
      select lower(coalesce(u.email, o.customer->>'email', b.guest_contact->>'email')) as key,
        b.user_id, b.status, b.starts_at, b.ends_at, b.created_at,
        coalesce(o.customer->>'name', b.guest_contact->>'name') as guest_name,
        coalesce(o.customer->>'phone', b.guest_contact->>'phone') as guest_phone
      from bookings b
      left join users u on u.id = b.user_id
      left join orders o on o.id = b.order_id
      where b.organization_id = ${organizationId} and b.dynamic_slot_id is null
        and b.status in ('upcoming', 'completed')),
    booking_figures as (
      select key, count(*)::int as booking_count,
        (count(*) filter (where status = 'upcoming' and starts_at > now()))::int as upcoming_count,
        max(starts_at) as last_booking_at
      from booking_keys where key is not null group by key),
    order_figures as (
      select lower(coalesce(u.email, o.customer->>'email')) as key,
        sum(o.total_cents - coalesce((select sum(r.amount_cents) from refunds r
          where r.order_id = o.id and r.status = 'succeeded'), 0))::bigint as spend_cents,
        min(o.created_at) as first_at
      from orders o left join users u on u.id = o.user_id
      where o.organization_id = ${organizationId} and o.status = 'completed'
      group by 1),
    credit_figures as (
      select lower(coalesce(u.email, v.email)) as key, sum(v.balance_cents)::bigint as credit_cents
      from vouchers v left join users u on u.id = v.user_id
      where v.organization_id = ${organizationId} and v.active and v.balance_cents > 0
        and (v.valid_until is null or v.valid_until > now())
      group by 1),
    guests as (
      select distinct on (g.key) null::uuid as user_id, g.key, coalesce(g.guest_name, g.key) as name,
        g.key as email, g.guest_phone as phone, g.created_at
      from booking_keys g
      where g.user_id is null and g.key is not null and g.key not in (select key from accounts)
      order by g.key, g.created_at),
    people as (select * from accounts union all select * from guests),
    customers as (
      select p.user_id, p.key, p.name, p.email, p.phone, p.created_at,
        coalesce(bf.booking_count, 0) as booking_count, coalesce(bf.upcoming_count, 0) as upcoming_count,
        coalesce(ofg.spend_cents, 0) as spend_cents, coalesce(cf.credit_cents, 0) as credit_cents,
        bf.last_booking_at
      from people p
      left join booking_figures bf on bf.key = p.key
      left join order_figures ofg on ofg.key = p.key
      left join credit_figures cf on cf.key = p.key)`;
}

export const customersRepository = {
  async list(
    db: DbOrTx,
    f: {
      organizationId: string;
      search?: string;
      sort: CustomerSort;
      order: 'asc' | 'desc';
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: CustomerRecord[]; count: number }> {
    const like = f.search ? `%${f.search.replace(/[%_\\]/g, '\\$&')}%` : null;
    const where = like
      ? sql`where c.name ilike ${like} or c.email ilike ${like} or coalesce(c.phone, '') ilike ${like}`
      : sql``;
    const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
    const column: Record<CustomerSort, SQL> = {
      name: sql`lower(c.name)`,
      email: sql`c.key`,
      bookingCount: sql`c.booking_count`,
      spendCents: sql`c.spend_cents`,
      lastBookingAt: sql`c.last_booking_at`,
      createdAt: sql`c.created_at`,
    };
    const result = await db.execute(sql`
      with ${customersCte(f.organizationId)}
      select c.*, count(*) over () as total from customers c ${where}
      order by ${column[f.sort]} ${dir} nulls last, c.key asc
      limit ${f.limit} offset ${f.offset}`);
    const rows = (result as unknown as { rows: (CustomerRecord & { total: number | string })[] }).rows;
    if (rows.length > 0 || f.offset === 0) return { rows, count: Number(rows[0]?.total ?? 0) };
    const counted = await db.execute(sql`with ${customersCte(f.organizationId)}
      select count(*)::int as n from customers c ${where}`);
    return { rows, count: Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) };
  },
};
