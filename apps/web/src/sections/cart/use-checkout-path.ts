// docs/product.md#dashboard: signed-in users check out on the dashboard route, guests on the public one;
// the step is the query parameter `step`.
import { paths, withQuery } from '../../config/paths';
import { useIsSignedIn } from './use-signed-in';

export function checkoutPathFor(isSignedIn: boolean, step = 0): string {
  return withQuery(isSignedIn ? paths.dashboard.checkout : paths.booking.checkout, { step });
}

export function bookPathFor(isSignedIn: boolean): string {
  return isSignedIn ? paths.dashboard.book : paths.booking.root;
}

export function useCheckoutPath(step = 0): string {
  return checkoutPathFor(useIsSignedIn(), step);
}
