import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponDto } from '@courtside/core/checkout-schemas';
import { api } from '../../../../lib/api-client';

export interface CouponPage {
  page: number;
  pageSize: number;
}

/** GET /coupons — coupons with their usage, a page at a time. */
export const getCoupons = (page: CouponPage) =>
  api.get<{ rows: CouponDto[]; count: number }>('/coupons', { query: { page: page.page, pageSize: page.pageSize } });

export const couponsQuery = (page: CouponPage) =>
  queryOptions({ queryKey: ['coupons', page], queryFn: () => getCoupons(page), placeholderData: keepPreviousData });

export const useCoupons = (page: CouponPage) => useQuery(couponsQuery(page));
