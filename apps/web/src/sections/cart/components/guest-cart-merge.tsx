// Merges a guest's cart into the account after sign-in (use-guest-cart-merge.ts). Rendered, and
// so downloaded, only once somebody is signed in: guests never load it.
import { useGuestCartMerge } from '../use-guest-cart-merge';

export function GuestCartMerge() {
  useGuestCartMerge();
  return null;
}
