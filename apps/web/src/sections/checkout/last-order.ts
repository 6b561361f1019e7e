// The order just paid, kept for the result page (/payment) after the cart store is emptied. The
// client secret is the guest's proof of ownership for reading the order and its invoice.
import { readJson, removeStorage, writeStorage } from '../../lib/storage';

const KEY = 'app-last-order';

export interface LastOrder {
  orderId: string;
  clientSecret: string | null;
}

export function rememberLastOrder(order: LastOrder): void {
  writeStorage(KEY, JSON.stringify(order));
}

export function readLastOrder(orderId: string | null): LastOrder | null {
  const stored = readJson<LastOrder>(KEY);
  if (!stored || typeof stored.orderId !== 'string') return null;
  return !orderId || stored.orderId === orderId ? stored : null;
}

export function forgetLastOrder(): void {
  removeStorage(KEY);
}
