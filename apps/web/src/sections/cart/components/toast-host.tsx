// The app's toast slot, rendered once from the header's cart slot (both layouts have it). It stays
// empty until the first toast is asked for (lib/toast.ts), then loads the host and keeps it, in
// <body>: inside the header (whose backdrop-filter makes it the box fixed elements are placed in)
// the toasts showed at its top right, over the cart button, instead of the screen's bottom right. Should
// the host's chunk not load (offline before the service worker had cached it), a plain host shows
// the toasts instead of breaking the page.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { attachToastHost, isToastRequested, subscribeToToastRequests } from '../../../lib/toast';
import type { Toast } from '../../../lib/toast';

const NotistackHost = lazy(() => import('./notistack-host').catch(() => ({ default: PlainToastHost })));

export function ToastHost() {
  const isRequested = useSyncExternalStore(subscribeToToastRequests, isToastRequested, () => false);
  return isRequested
    ? createPortal(
        <Suspense fallback={null}>
          <NotistackHost />
        </Suspense>,
        document.body,
      )
    : null;
}

const COLORS: Record<Toast['variant'], string> = {
  success: '#1B5E20',
  error: '#B71D18',
  warning: '#7A4100',
  info: '#0351AB',
  default: '#1C252E',
};

/** The same promise as the real host (3 at a time, 4 s, bottom-right) without its code. */
function PlainToastHost() {
  const [shown, setShown] = useState<(Toast & { id: number })[]>([]);
  useEffect(() => {
    let next = 0;
    return attachToastHost((toast) => {
      const id = (next += 1);
      setShown((current) => [...current, { ...toast, id }].slice(-3));
      window.setTimeout(() => setShown((current) => current.filter((t) => t.id !== id)), 4000);
    });
  }, []);
  return (
    <div
      role="status"
      style={{ position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: 1400, display: 'grid', gap: 8 }}
    >
      {shown.map((toast) => (
        <div
          key={toast.id}
          style={{
            background: COLORS[toast.variant],
            color: '#fff',
            borderRadius: 8,
            padding: '12px 16px',
            font: '500 14px/1.4 inherit',
            maxWidth: 360,
          }}
        >
          {toast.message}
        </div>
      ))}
    </div>
  );
}
