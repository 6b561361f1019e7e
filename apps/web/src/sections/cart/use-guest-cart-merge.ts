// docs/product.md#checkout: guest items are merged into the server cart after sign-in (PATCH
// /cart/addlocalstorage). The guest cookie lets the server move the holds themselves; the items
// kept under app-checkout are sent too, so items held in another tab are not lost either. A guest
// who already paid in this browser is merged even with an empty cart: the same cookie attaches the
// orders it paid (bookings, abo, invoices) to the account, so they show under my bookings.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from './notify';
import { useIsSignedIn } from './use-signed-in';

/**
 * The merge's code (guest-cart-merge.ts) loads only once someone has signed in: a guest's page
 * never needs it (docs/decisions/019-booking-start-up.md).
 */
export function useGuestCartMerge(): void {
  const isSignedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const isRunning = useRef(false);

  useEffect(() => {
    if (!isSignedIn || isRunning.current) return;
    void import('./guest-cart-merge').then(({ mergeAfterSignIn }) => {
      if (!isRunning.current) mergeAfterSignIn(queryClient, notify, isRunning);
    });
  }, [isSignedIn, queryClient, notify]);
}
