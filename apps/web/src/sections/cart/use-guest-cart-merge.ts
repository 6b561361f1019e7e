// docs/product.md#checkout: guest items are merged into the server cart after sign-in (PATCH
// /cart/addlocalstorage). The guest cookie lets the server move the holds themselves; the items
// kept under app-checkout are sent too, so items held in another tab are not lost either. A guest
// who already paid in this browser is merged even with an empty cart: the same cookie attaches the
// orders it paid (bookings, abo, invoices) to the account, so they show under my bookings.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCheckoutStore } from '../../stores/checkout-store';
import { useNotify } from './notify';
import { useIsSignedIn } from './use-signed-in';

/**
 * The merge's code (guest-cart-merge.ts) loads only once someone has signed in: a guest's page
 * never needs it (docs/decisions/020-booking-start-up.md).
 */
export function useGuestCartMerge(): void {
  const isSignedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const isRunning = useRef(false);

  useEffect(() => {
    if (!isSignedIn || isRunning.current) return;
    // The guest's cart is read now, at sign-in: by the time the merge's code has loaded, the
    // signed-in user's cart answer may already have replaced it in the store.
    const guest = useCheckoutStore.getState();
    if (guest.owner !== 'guest') return;
    isRunning.current = true;
    import('./guest-cart-merge').then(
      ({ mergeAfterSignIn }) => mergeAfterSignIn(queryClient, notify, isRunning, guest),
      (error: unknown) => {
        isRunning.current = false;
        notify.error(error);
      },
    );
  }, [isSignedIn, queryClient, notify]);
}
