// Money per payment provider: payments taken, refunds paid out, what is pending, and the gift-card
// balance the venue still owes (vouchers). Periods are [from, to) instants.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface MoneyScope {
  organizationId: string;
  from: Date;
  to: Date;
}

const inPeriod = (column: SQL, s: MoneyScope) =>
  sql`${column} >= ${s.from.toISOString()}::timestamptz and ${column} < ${s.to.toISOString()}::timestamptz`;

export interface ProviderRow {
  provider: string;
  payments: number;
  paid: string | number;
  pending: string | number;
  /** Pending SEPA debits (and Sofort): processing at the bank (docs/product/payments.md#pending-debit). */
  debiting: string | number;
  failed: number;
  /** Fees the provider reported for the period's payments; null when it reported none. */
  fees: string | number | null;
  /** Succeeded payments whose fee is not known (not reported yet, or a provider that reports none). */
  fees_missing: number;
  refunds: number;
  refunded: string | number;
}

export interface ListFilter extends MoneyScope {
  provider?: string;
  status?: string;
  limit: number;
  offset: number;
}

export const bankingRepository = {
  async byProvider(db: DbOrTx, s: MoneyScope): Promise<ProviderRow[]> {
    return rowsOf<ProviderRow>(
      db,
      sql`
      with p as (
        select provider,
          count(*) filter (where status = 'succeeded')::int as payments,
          coalesce(sum(amount_cents) filter (where status = 'succeeded'), 0)::bigint as paid,
          coalesce(sum(amount_cents) filter (where status = 'pending'), 0)::bigint as pending,
          coalesce(sum(amount_cents) filter (where status = 'pending' and processing_since is not null), 0)::bigint as debiting,
          count(*) filter (where status = 'failed')::int as failed,
          sum(f.fee_cents) filter (where status = 'succeeded')::bigint as fees,
          count(*) filter (where status = 'succeeded' and f.fee_cents is null)::int as fees_missing
        from payments left join payment_fees f on f.payment_id = payments.id
        where payments.organization_id = ${s.organizationId} and ${inPeriod(sql`coalesce(succeeded_at, created_at)`, s)}
        group by provider
      ), r as (
        -- A credit refund is a voucher the venue now owes, not money paid out by a provider.
        select case when r.kind = 'credit' then 'voucher' else coalesce(pay.provider, 'unknown') end as provider,
          count(*)::int as refunds, sum(r.amount_cents)::bigint as refunded
        from refunds r left join payments pay on pay.id = r.payment_id
        where r.organization_id = ${s.organizationId} and r.status = 'succeeded' and ${inPeriod(sql`r.created_at`, s)}
        group by 1
      )
      select coalesce(p.provider, r.provider) as provider, coalesce(p.payments, 0) as payments, coalesce(p.paid, 0) as paid,
        coalesce(p.pending, 0) as pending, coalesce(p.debiting, 0) as debiting, coalesce(p.failed, 0) as failed,
        p.fees, coalesce(p.fees_missing, 0) as fees_missing, coalesce(r.refunds, 0) as refunds, coalesce(r.refunded, 0) as refunded
      from p full outer join r on r.provider = p.provider
      order by 1`,
    );
  },

  async outstandingVouchers(
    db: DbOrTx,
    organizationId: string,
  ): Promise<{ outstanding: string | number; active: number }> {
    const [row] = await rowsOf<{ outstanding: string | number; active: number }>(
      db,
      sql`select coalesce(sum(balance_cents), 0)::bigint as outstanding, count(*)::int as active
          from vouchers where organization_id = ${organizationId} and active and balance_cents > 0
            and (valid_until is null or valid_until > now())`,
    );
    return row ?? { outstanding: 0, active: 0 };
  },

  async payments(db: DbOrTx, f: ListFilter) {
    const where = sql`p.organization_id = ${f.organizationId} and ${inPeriod(sql`p.created_at`, f)}
      and (${f.provider ?? null}::text is null or p.provider = ${f.provider ?? null}::text)
      and (${f.status ?? null}::text is null or p.status = ${f.status ?? null}::text)`;
    const rows = await rowsOf<{
      id: string;
      order_id: string;
      provider: string;
      method: string;
      status: string;
      amount_cents: number;
      refunded_cents: number;
      customer_name: string | null;
      created_at: string;
    }>(
      db,
      sql`select p.id, p.order_id, p.provider, p.method, p.status, p.amount_cents, p.refunded_cents, o.customer ->> 'name' as customer_name, p.created_at
          from payments p join orders o on o.id = p.order_id where ${where}
          order by p.created_at desc, p.id limit ${f.limit} offset ${f.offset}`,
    );
    const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from payments p where ${where}`);
    return { rows, count: total?.n ?? 0 };
  },

  async refunds(db: DbOrTx, f: ListFilter) {
    const where = sql`r.organization_id = ${f.organizationId} and ${inPeriod(sql`r.created_at`, f)}
      and (${f.provider ?? null}::text is null or pay.provider = ${f.provider ?? null}::text)
      and (${f.status ?? null}::text is null or r.status = ${f.status ?? null}::text)`;
    const rows = await rowsOf<{
      id: string;
      order_id: string;
      provider: string | null;
      kind: 'money' | 'credit';
      status: string;
      amount_cents: number;
      reason: string;
      created_at: string;
    }>(
      db,
      sql`select r.id, r.order_id, pay.provider, r.kind, r.status, r.amount_cents, r.reason, r.created_at
          from refunds r left join payments pay on pay.id = r.payment_id where ${where}
          order by r.created_at desc, r.id limit ${f.limit} offset ${f.offset}`,
    );
    const [total] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from refunds r left join payments pay on pay.id = r.payment_id where ${where}`,
    );
    return { rows, count: total?.n ?? 0 };
  },
};
