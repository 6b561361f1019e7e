// The countdown of the cart's holds (docs/product.md#holds: 7 minutes). The warning starts a minute before
// the first hold ends, well over the 20 s WCAG 2.2.1 asks for, so one action can extend them.
import { useEffect, useState } from 'react';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { earliestExpiry } from '../../stores/checkout-store';

export const HOLD_WARNING_MS = 60_000;

export interface HoldCountdown {
  expiresAt: number | null;
  remainingMs: number;
  isWarning: boolean;
  isExpired: boolean;
}

export function holdCountdown(items: readonly Pick<CartItemDto, 'expiryTime'>[], now: number): HoldCountdown {
  const expiresAt = earliestExpiry(items);
  if (expiresAt === null) return { expiresAt, remainingMs: 0, isWarning: false, isExpired: false };
  const remainingMs = Math.max(0, expiresAt - now);
  return {
    expiresAt,
    remainingMs,
    isWarning: remainingMs > 0 && remainingMs <= HOLD_WARNING_MS,
    isExpired: remainingMs === 0,
  };
}

/** Ticks once a second while the cart holds something. */
export function useHoldCountdown(items: readonly Pick<CartItemDto, 'expiryTime'>[]): HoldCountdown {
  const [now, setNow] = useState(() => Date.now());
  const hasItems = items.length > 0;
  useEffect(() => {
    if (!hasItems) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [hasItems]);
  return holdCountdown(items, now);
}
