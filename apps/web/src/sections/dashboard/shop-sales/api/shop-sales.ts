// GET /shop/sales: the shop sales report (docs/product/shop.md#shop-sales), cached per period and grouping.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesGranularity, ShopSalesAnswer } from '@courtside/core/shop-sales-schemas';
import { api } from '../../../../lib/api-client';
import type { ReportPeriod } from '../../shared/period-types';

export const shopSalesQuery = (p: ReportPeriod, granularity: SalesGranularity) =>
  queryOptions({
    queryKey: ['shop', 'sales', { from: p.from, to: p.to }, granularity],
    queryFn: () => api.get<ShopSalesAnswer>('/shop/sales', { query: { from: p.from, to: p.to, granularity } }),
  });

export const useShopSales = (p: ReportPeriod, granularity: SalesGranularity) =>
  useQuery(shopSalesQuery(p, granularity));
