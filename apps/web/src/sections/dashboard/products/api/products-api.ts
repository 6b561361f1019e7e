// The catalogue for staff (docs/product/shop.md): GET /products (drafts and archived too, with
// stock and reservations), one product, create (POST), replace (PUT), status/stock (PATCH), delete.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductDto, productInputSchema, ProductStatus, StockState } from '@courtside/core/shop';
import { api } from '../../../../lib/api-client';

/** What POST/PUT /products take (defaults filled in by the server). */
export type ProductBody = z.input<typeof productInputSchema>;

export interface ProductFilter {
  search?: string;
  status?: ProductStatus;
  stock?: StockState;
  limit: number;
  offset: number;
}

export const productsQuery = (filter: ProductFilter) =>
  queryOptions({
    queryKey: ['products', 'list', filter],
    queryFn: ({ signal }) =>
      api.get<{ rows: ProductDto[]; count: number }>('/products', {
        query: {
          q: filter.search,
          status: filter.status,
          stock: filter.stock,
          limit: filter.limit,
          offset: filter.offset,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useProducts = (filter: ProductFilter) => useQuery(productsQuery(filter));

export const useProduct = (id: string | undefined) =>
  useQuery({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => api.get<ProductDto>(`/products/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });

function useInvalidateProducts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['products'] }),
      client.invalidateQueries({ queryKey: ['shop'] }),
    ]);
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProductBody }) =>
      id ? api.put<ProductDto>(`/products/${encodeURIComponent(id)}`, body) : api.post<ProductDto>('/products', body),
    onSuccess: invalidate,
  });
}

export function usePatchProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ProductStatus }) =>
      api.patch<ProductDto>(`/products/${encodeURIComponent(id)}`, { status }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/products/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
