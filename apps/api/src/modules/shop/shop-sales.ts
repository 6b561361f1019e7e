// The shop sales report (docs/product/shop.md#shop-sales): paid product lines of completed orders, by
// the local date the order was paid, minus what was refunded line by line. VAT of a refunded share
// leaves at the line's rate, as the credit note books it. Stock alerts read the live variants.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { localized } from '@courtside/core/shop';
import type { LocalizedText } from '@courtside/core/shop';
import type { SalesGranularity, ShopSalesAnswer } from '@courtside/core/shop-sales-schemas';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface SalesScope {
  organizationId: string;
  timeZone: string;
  fromDate: string;
  toDate: string;
  /** [from, to): the local days of the period as instants. */
  from: Date;
  to: Date;
}

interface FigureRow {
  gross: number | string;
  vat: number | string;
  units: number | string;
}

/**
 * The paid, not refunded part of each product line sold in the period, with its local day. Gift cards
 * are a liability until redeemed, not revenue: `giftCards` picks them instead of the other lines.
 */
function soldLines(s: SalesScope, giftCards = false): SQL {
  return sql`
    select l.product_id, l.product_name, l.category, l.vat_basis_points, l.order_id,
      (o.completed_at at time zone ${s.timeZone})::date as day,
      l.gross_cents - l.refunded_cents as gross,
      l.vat_cents - round(l.refunded_cents::numeric * l.vat_basis_points / (10000 + l.vat_basis_points))::int as vat,
      l.quantity - l.refunded_quantity as units
    from order_product_lines l
    join orders o on o.id = l.order_id
    where o.organization_id = ${s.organizationId} and o.status = 'completed'
      and o.completed_at >= ${s.from.toISOString()}::timestamptz and o.completed_at < ${s.to.toISOString()}::timestamptz
      and l.gift_card = ${giftCards}`;
}

const figures = (r: FigureRow) => {
  const grossCents = Number(r.gross);
  const vatCents = Number(r.vat);
  return { grossCents, vatCents, netCents: grossCents - vatCents, units: Number(r.units) };
};

const buckets: Record<SalesGranularity, SQL> = {
  day: sql`day`,
  week: sql`date_trunc('week', day)::date`,
  month: sql`date_trunc('month', day)::date`,
};

export async function shopSalesReport(
  db: DbOrTx,
  s: SalesScope,
  granularity: SalesGranularity,
  language: string | undefined,
): Promise<ShopSalesAnswer> {
  const lines = soldLines(s);
  const sums = sql`coalesce(sum(gross), 0) as gross, coalesce(sum(vat), 0) as vat, coalesce(sum(units), 0) as units`;
  const [totals, series, products, categories, rates, alerts, giftCards] = await Promise.all([
    rowsOf<FigureRow & { orders: number | string }>(
      db,
      sql`with l as (${lines}) select ${sums}, count(distinct order_id) as orders from l`,
    ),
    rowsOf<FigureRow & { start: string }>(
      db,
      sql`with l as (${lines}) select to_char(${buckets[granularity]}, 'YYYY-MM-DD') as start, ${sums} from l group by 1 order by 1`,
    ),
    rowsOf<FigureRow & { product_id: string; product_name: string; name: LocalizedText | null }>(
      db,
      sql`with l as (${lines})
        select l.product_id, min(l.product_name) as product_name, p.name, ${sums}
        from l left join products p on p.id = l.product_id
        group by l.product_id, p.name order by sum(gross) desc, min(l.product_name) limit 10`,
    ),
    rowsOf<FigureRow & { category: string }>(
      db,
      sql`with l as (${lines}) select category, ${sums} from l group by 1 order by sum(gross) desc, 1`,
    ),
    rowsOf<FigureRow & { vat_basis_points: number }>(
      db,
      sql`with l as (${lines}) select vat_basis_points, ${sums} from l group by 1 order by 1 desc`,
    ),
    rowsOf<{
      product_id: string;
      variant_id: string;
      name: LocalizedText;
      variant_name: string | null;
      available: number;
      low_stock_threshold: number;
    }>(
      db,
      sql`select p.id as product_id, v.id as variant_id, p.name, v.name as variant_name,
          greatest(v.stock - v.reserved, 0) as available, p.low_stock_threshold
        from product_variants v join products p on p.id = v.product_id
        where p.organization_id = ${s.organizationId} and p.status = 'published' and not p.rental and v.active
          and v.stock - v.reserved <= p.low_stock_threshold
        order by greatest(v.stock - v.reserved, 0), p.sort_order, v.sort_order`,
    ),
    rowsOf<FigureRow>(db, sql`with l as (${soldLines(s, true)}) select ${sums} from l`),
  ]);
  const cards = giftCards[0] ?? { gross: 0, vat: 0, units: 0 };
  const total = totals[0] ?? { gross: 0, vat: 0, units: 0, orders: 0 };
  return {
    period: { from: s.fromDate, to: s.toDate, timezone: s.timeZone },
    granularity,
    totals: { ...figures(total), orders: Number(total.orders) },
    series: series.map((r) => ({ start: r.start, ...figures(r) })),
    topProducts: products.map((r) => ({
      productId: r.product_id,
      name: (r.name && localized(r.name, language)) || r.product_name,
      ...figures(r),
    })),
    byCategory: categories.map((r) => ({ category: r.category, ...figures(r) })),
    byVatRate: rates.map((r) => ({ vatBasisPoints: Number(r.vat_basis_points), ...figures(r) })),
    giftCards: { grossCents: Number(cards.gross), units: Number(cards.units) },
    stockAlerts: alerts.map((r) => ({
      productId: r.product_id,
      variantId: r.variant_id,
      name: localized(r.name, language),
      variantName: r.variant_name,
      available: Number(r.available),
      lowStockThreshold: Number(r.low_stock_threshold),
      state: Number(r.available) <= 0 ? ('out of stock' as const) : ('low stock' as const),
    })),
  };
}
