// docs/product.md#checkout: guest items are merged into the server cart after sign-in (PATCH
// /cart/addlocalstorage). The guest cookie lets the server move the holds themselves; the items
// kept under app-checkout are sent too, so items held in another tab are not lost either. A guest
// who already paid in this browser is merged even with an empty cart: the same cookie attaches the
// orders it paid (bookings, abo, invoices) to the account, so they show under my bookings.
import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { useCheckoutStore } from '../../stores/checkout-store';
import type { CheckoutFields } from '../../stores/checkout-store';
import { readLastOrder } from '../checkout/last-order';
import { myBookingsKeys } from '../my-bookings/api/keys';
import { mergeGuestCart } from './api/merge-guest-cart';
import { cartKeys, refreshAfterCartChange } from './api/get-cart';
import type { useNotify } from './notify';

/** Runs once a guest has signed in (use-guest-cart-merge.ts loads it then, with the guest's cart as it was). */
export function mergeAfterSignIn(
  queryClient: QueryClient,
  notify: ReturnType<typeof useNotify>,
  isRunning: { current: boolean },
  guest: Pick<CheckoutFields, 'items' | 'couponCode' | 'voucherCode'>,
): void {
  const { items, couponCode, voucherCode } = guest;
  const { syncItems, syncSummary } = useCheckoutStore.getState();
  const liveItems = items.filter((item) => Date.parse(item.expiryTime) > Date.now());
  const paidHere = readLastOrder(null) !== null;
  if (liveItems.length === 0 && !paidHere) {
    syncItems([], 'user');
    isRunning.current = false;
    return;
  }
  mergeGuestCart(liveItems, couponCode ?? voucherCode)
    .then((answer) => {
      syncItems(answer.data.items, 'user');
      syncSummary(answer.data.summery);
      queryClient.setQueryData(cartKeys.summary('user'), { rows: [answer.data.summery], count: 1 });
      const skipped = answer.data.skipped.length;
      // The checkout texts are not part of every page's start-up: load them for this message.
      if (skipped > 0)
        void i18next
          .loadNamespaces('checkout')
          .then(() => notify.warning(i18next.t('cart.mergeSkipped', { ns: 'checkout', count: skipped })));
      if (paidHere) {
        // Lists fetched before the merge committed would miss the attached orders.
        void queryClient.invalidateQueries({ queryKey: myBookingsKeys.bookings });
        void queryClient.invalidateQueries({ queryKey: myBookingsKeys.invoices });
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
      }
      return refreshAfterCartChange(queryClient, 'user', answer.data.items);
    })
    .catch((error: unknown) => notify.error(error))
    .finally(() => {
      isRunning.current = false;
    });
}
