// GET /api/v1/cart (docs/product.md#checkout): the cart's items; expired holds are left out by the server.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { api } from '../../../lib/api-client';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useCartOwner } from '../use-signed-in';

export const cartKeys = {
  all: ['cart'] as const,
  items: (owner: 'guest' | 'user') => ['cart', 'items', owner] as const,
  summary: (owner: 'guest' | 'user') => ['cart', 'summary', owner] as const,
};

export function getCart(signal?: AbortSignal): Promise<{ items: CartItemDto[] }> {
  return api.get<{ items: CartItemDto[] }>('/cart', { signal });
}

export const cartQuery = (owner: 'guest' | 'user') =>
  queryOptions({
    queryKey: cartKeys.items(owner),
    queryFn: ({ signal }) => getCart(signal),
    select: (answer) => answer.items,
    staleTime: 15_000,
  });

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
): Promise<unknown> {
  if (items) queryClient.setQueryData(cartKeys.items(owner), { items });
  return Promise.all([
    items ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: cartKeys.items(owner) }),
    queryClient.invalidateQueries({ queryKey: cartKeys.summary(owner) }),
    // The grid shows held slots as taken: our own change is visible at once, not at the next event.
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
}
