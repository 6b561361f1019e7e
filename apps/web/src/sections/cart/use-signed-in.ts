// Whose cart the screens talk about (docs/product.md#checkout): a signed-in user's server cart, or a guest's
// (held by the guest cookie, mirrored under app-checkout). Null while the session is being checked.
import { useAuthStore } from '../../auth/auth-store';

export type CartOwnerKind = 'guest' | 'user';

export function useCartOwner(): CartOwnerKind | null {
  return useAuthStore((state) =>
    state.status === 'loading' ? null : state.status === 'authenticated' ? 'user' : 'guest',
  );
}

export function useIsSignedIn(): boolean {
  return useAuthStore((state) => state.status === 'authenticated');
}
