// The catalogue as the coupon form's target picker needs it (docs/product/shop.md#coupons-for-products):
// id and name of every product that is not archived.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@courtside/core/shop';
import { api } from '../../../../lib/api-client';

export const targetProductsQuery = queryOptions({
  queryKey: ['products', 'coupon-targets'],
  queryFn: ({ signal }) =>
    api.get<{ rows: ProductDto[]; count: number }>('/products', { query: { limit: 500 }, signal }),
  select: (answer) =>
    answer.rows.filter((p) => p.status !== 'archived' && !p.rental).map((p) => ({ id: p.id, name: p.name })),
});

export const useTargetProducts = (enabled: boolean) => useQuery({ ...targetProductsQuery, enabled });
