// Toasts (docs/product.md#public-site: at most 3 visible, 4 s, bottom-right). Anything may show one; the toast host
// (notistack, about 9 KB gzip) is loaded with the first toast instead of with every page, so calls
// made before it has arrived wait in this queue. The service worker keeps the host's chunk
// (precache.json), so a toast still shows when the connection is gone.
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  message: string;
  variant: ToastVariant;
}

type Deliver = (toast: Toast) => void;

const waiting: Toast[] = [];
const listeners = new Set<() => void>();
let deliver: Deliver | null = null;
let isRequested = false;

export function showToast(message: string, variant: ToastVariant = 'default'): void {
  if (deliver) {
    deliver({ message, variant });
    return;
  }
  waiting.push({ message, variant });
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
}

/** For the toast slot: whether any toast was asked for yet (then its host is loaded and kept). */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToastRequested = (): boolean => isRequested;

/** The mounted host takes the waiting toasts and every later one, until it unmounts. */
export function attachToastHost(host: Deliver): () => void {
  deliver = host;
  for (const toast of waiting.splice(0)) host(toast);
  return () => {
    if (deliver === host) deliver = null;
  };
}
