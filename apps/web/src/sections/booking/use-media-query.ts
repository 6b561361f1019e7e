// A CSS media query as React state (window.matchMedia), for the few places where the booking page's
// logic, not only its look, depends on the screen: the grid or the list, the folded filters.
import { useCallback, useSyncExternalStore } from 'react';
import { serverMatches } from '../../lib/first-paint';

/** Phones and small tablets: below MUI's md breakpoint (900 px), as theme.breakpoints.down('md'). */
export const COMPACT_QUERY = '(max-width: 899.95px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    // On the server (entry-server.tsx): a guess from the request's user agent.
    () => serverMatches(query),
  );
}
