// The public shop (docs/product/shop.md): GET /api/v1/shop/products (409 SHOP_DISABLED while the
// shop is off), one product, and POST /api/v1/cart/products, which reserves the units in the cart
// for the hold time.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartProductInput, CartProductItemDto, ProductDto } from '@courtside/core/shop';
import { api, ApiError } from '../../../lib/api-client';
import { queueCartRequest } from '../../cart/api/cart-queue';
import { refreshAfterCartChange } from '../../cart/api/get-cart';
import { useIsSignedIn } from '../../cart/use-signed-in';

export const shopKeys = {
  all: ['shop'] as const,
  list: (lang: string) => ['shop', 'list', lang] as const,
  detail: (id: string, lang: string) => ['shop', 'detail', id, lang] as const,
};

/** The shop is switched off: the pages point to coming-soon instead. */
export const isShopDisabled = (error: unknown) => error instanceof ApiError && error.code === 'SHOP_DISABLED';

const noRetryWhenOff = (count: number, error: unknown) =>
  !isShopDisabled(error) && !(error instanceof ApiError && error.status === 404) && count < 2;

export const shopProductsQuery = (lang: string) =>
  queryOptions({
    queryKey: shopKeys.list(lang),
    queryFn: ({ signal }) =>
      api.get<{ rows: ProductDto[]; count: number }>('/shop/products', { query: { lang }, signal }),
    staleTime: 30_000,
    retry: noRetryWhenOff,
  });

export const shopProductQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: shopKeys.detail(id, lang),
    queryFn: ({ signal }) =>
      api.get<ProductDto>(`/shop/products/${encodeURIComponent(id)}`, { query: { lang }, signal }),
    staleTime: 15_000,
    retry: noRetryWhenOff,
  });

export const useShopProducts = (lang: string) => useQuery(shopProductsQuery(lang));
export const useShopProduct = (id: string, lang: string) => useQuery(shopProductQuery(id, lang));

interface CartProductsAnswer {
  status: number;
  message: string;
  products: CartProductItemDto[];
}

export function addProductsToCart(items: CartProductInput[]): Promise<CartProductsAnswer> {
  return queueCartRequest(() => api.post<CartProductsAnswer>('/cart/products', { items }));
}

export function useAddProductToCart() {
  const queryClient = useQueryClient();
  const owner = useIsSignedIn() ? 'user' : 'guest';
  return useMutation({
    mutationFn: addProductsToCart,
    onSuccess: (answer) =>
      Promise.all([
        refreshAfterCartChange(queryClient, owner, undefined, answer.products),
        // Stock shown on the shop pages changed with the reservation.
        queryClient.invalidateQueries({ queryKey: shopKeys.all }),
      ]),
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
