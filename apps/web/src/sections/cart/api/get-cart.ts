// GET /api/v1/cart (docs/product.md#checkout): the cart's items (court time) and its shop products (stock
// reserved for the hold time, docs/product/shop.md); expired holds are left out by the server.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import type { CartProductItemDto } from '@courtside/core/shop';
import { api } from '../../../lib/api-client';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useCartOwner } from '../use-signed-in';

export const cartKeys = {
  all: ['cart'] as const,
  items: (owner: 'guest' | 'user') => ['cart', 'items', owner] as const,
  summary: (owner: 'guest' | 'user') => ['cart', 'summary', owner] as const,
};

export interface CartAnswer {
  items: CartItemDto[];
  products?: CartProductItemDto[];
}

export function getCart(signal?: AbortSignal): Promise<CartAnswer> {
  return api.get<CartAnswer>('/cart', { signal });
}

export const cartQuery = (owner: 'guest' | 'user') =>
  queryOptions({
    queryKey: cartKeys.items(owner),
    queryFn: ({ signal }) => getCart(signal),
    select: (answer) => answer.items,
    staleTime: 15_000,
  });

/** The cart's shop products (the same request as the items). */
export function useCartProducts(): CartProductItemDto[] {
  const known = useCartOwner();
  const query = useQuery({
    ...cartQuery(known ?? 'guest'),
    select: (answer: CartAnswer) => answer.products ?? [],
    enabled: known !== null,
  });
  return query.data ?? EMPTY;
}
const EMPTY: CartProductItemDto[] = [];

/** The cart, mirrored into the app-checkout store so the badge and countdown survive reloads. */
export function useCart() {
  // While the session is being checked the cart waits: it would be fetched for the wrong owner.
  const known = useCartOwner();
  const owner = known ?? 'guest';
  const query = useQuery({ ...cartQuery(owner), enabled: known !== null });
  const syncItems = useCheckoutStore((state) => state.syncItems);
  useEffect(() => {
    if (query.data && known) syncItems(query.data, known);
  }, [query.data, known, syncItems]);
  return { ...query, owner, isOwnerKnown: known !== null } as const;
}

/** After a mutation answered the new items: put them in the cache and refresh what depends on them. */
export function refreshAfterCartChange(
  queryClient: QueryClient,
  owner: 'guest' | 'user',
  items?: CartItemDto[],
  products?: CartProductItemDto[],
): Promise<unknown> {
  if (items || products)
    queryClient.setQueryData<CartAnswer>(cartKeys.items(owner), (old) => ({
      items: items ?? old?.items ?? [],
      products: products ?? old?.products ?? [],
    }));
  return Promise.all([
    items && products ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: cartKeys.items(owner) }),
    queryClient.invalidateQueries({ queryKey: cartKeys.summary(owner) }),
    // The grid shows held slots as taken: our own change is visible at once, not at the next event.
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
}
