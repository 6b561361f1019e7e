// The customer's side of passes (docs/product/passes.md): the catalogue, one's own passes, and the
// cart's pass parts (a pass to buy, one's pass attached to pay with punches).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartPassLineDto, PassDto, PassTypeDto } from '@courtside/core/passes';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../cart/api/get-cart';
import { useCartOwner } from '../../cart/use-signed-in';

export const passKeys = {
  all: ['passes'] as const,
  catalogue: ['passes', 'catalogue'] as const,
  mine: ['passes', 'mine'] as const,
  cart: (owner: 'guest' | 'user') => ['cart', 'passes', owner] as const,
};

export interface CartPasses {
  lines: CartPassLineDto[];
  passId: string | null;
}

export const passCatalogueQuery = queryOptions({
  queryKey: passKeys.catalogue,
  queryFn: ({ signal }) => api.get<{ rows: PassTypeDto[]; count: number }>('/pass-types/catalogue', { signal }),
  select: (answer) => answer.rows,
  staleTime: 60_000,
});

export function usePassCatalogue() {
  return useQuery(passCatalogueQuery);
}

export function useMyPasses(isEnabled = true) {
  return useQuery({
    queryKey: passKeys.mine,
    queryFn: ({ signal }) => api.get<{ rows: PassDto[]; count: number }>('/passes/mine', { signal }),
    select: (answer) => answer.rows,
    enabled: isEnabled,
    staleTime: 15_000,
  });
}

/** The cart's pass lines and attached pass (empty for guests: a pass needs an account). */
export function useCartPasses() {
  const known = useCartOwner();
  const owner = known ?? 'guest';
  return useQuery({
    queryKey: passKeys.cart(owner),
    queryFn: ({ signal }) => api.get<CartPasses>('/cart/passes', { signal }),
    enabled: known === 'user',
    staleTime: 15_000,
  });
}

function useCartPassMutation<V>(request: (v: V) => Promise<CartPasses>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (answer) => {
      queryClient.setQueryData(passKeys.cart('user'), answer);
      await queryClient.invalidateQueries({ queryKey: cartKeys.summary('user') });
    },
  });
}

export const useAddPassToCart = () =>
  useCartPassMutation((passTypeId: string) => api.post<CartPasses>('/cart/passes', { passTypeId }));
export const useRemovePassLine = () =>
  useCartPassMutation((lineId: string) => api.delete<CartPasses>(`/cart/passes/${lineId}`));
export const useAttachPass = () =>
  useCartPassMutation((passId: string) => api.put<CartPasses>('/cart/pass', { passId }));
export const useDetachPass = () => useCartPassMutation((_: void) => api.delete<CartPasses>('/cart/pass'));
