// Customers of a venue with their bookings, spend and credit (docs/product.md#customers): one row per
// person — an account with the role customer, or a guest known only by the e-mail address of their
// bookings and orders. Guest bookings, orders and vouchers carrying an account's address count for
// that account. Figures are computed from the bookings, orders, refunds and vouchers behind them:
// the ones the list sorts by are kept per person in customer_figures (drizzle/0047_customer_figures.sql,
// which holds their one definition; the people whose records changed are recomputed before a read),
// so a page reads 25 rows of it; upcoming bookings are counted from the kept start times and credit
// (valid now) computed for the page's people when it is read.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchText } from '../../db/schema/users';
import { containing } from '../../db/like';
import { rowsOf } from '../../db/rows';

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
    const like = f.search ? containing(f.search) : null;
    // One ILIKE over name, address and phone, as customer_figures_search_trgm_idx indexes them.
    const text = searchText({ name: sql`c.name`, email: sql`c.email`, phone: sql`c.phone` });
    const where = like ? sql`and (${text}) ilike ${like}` : sql``;
    const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
    const column: Record<CustomerSort, SQL> = {
      name: sql`lower(c.name)`,
      email: sql`c.key`,
      bookingCount: sql`c.booking_count`,
      spendCents: sql`c.spend_cents`,
      lastBookingAt: sql`c.last_booking_at`,
      createdAt: sql`c.created_at`,
    };
    // The people whose records changed since the last read are recomputed first (in turn with other
    // readers of the venue), so the page answers from every committed write.
    await db.execute(sql`select customer_figures_settle(${f.organizationId})`);
    const figures = sql`from customer_figures c where c.organization_id = ${f.organizationId} ${where}`;
    // The default order reads its page from customer_figures_last_booking_idx; the count is its own
    // statement, over the index of the table's key.
    const [people, counted] = await Promise.all([
      rowsOf<Omit<CustomerRecord, 'credit_cents'>>(
        db,
        sql`
        select c.user_id, c.key, c.name, c.email, c.phone, c.created_at, c.booking_count, c.spend_cents,
          c.last_booking_at,
          (select count(*) from unnest(c.upcoming_starts) s where s > now())::int as upcoming_count
        ${figures}
        order by ${column[f.sort]} ${dir} nulls last, c.key asc
        limit ${f.limit} offset ${f.offset}`,
      ),
      rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${figures}`),
    ]);
    const count = Number(counted[0]?.n ?? 0);
    const credit = await creditOf(
      db,
      f.organizationId,
      people.map((r) => r.key),
    );
    const rows = people.map((r) => ({ ...r, credit_cents: credit.get(r.key) ?? 0 }));
    return { rows, count };
  },
};

/** Credit of some people: the balance of their active, unexpired vouchers (it changes with the clock). */
async function creditOf(db: DbOrTx, organizationId: string, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  // One parameter holding the list (a plain array would be spread into a list of parameters).
  const keyList = sql.param(keys);
  const rows = await rowsOf<{ key: string; credit_cents: number | string }>(
    db,
    sql`
    select lower(coalesce(u.email, v.email)) as key, sum(v.balance_cents)::bigint as credit_cents
    from vouchers v left join users u on u.id = v.user_id
    where v.organization_id = ${organizationId} and v.active and v.balance_cents > 0
      and (v.valid_until is null or v.valid_until > now())
      and lower(coalesce(u.email, v.email)) = any(${keyList}::text[])
    group by 1`,
  );
  return new Map(rows.map((r) => [r.key, Number(r.credit_cents)]));
}
