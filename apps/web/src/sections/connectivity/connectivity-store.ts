// Online state (docs/product.md#public-site): the browser's online/offline events plus HEAD /ping.txt every
// 60 seconds, because a captive portal or a dead uplink leaves navigator.onLine true.
import { create } from 'zustand';

export const PING_URL = '/ping.txt';
export const PING_INTERVAL_MS = 60_000;
const PING_TIMEOUT_MS = 5_000;
/** After this long offline (or a retry that fails) the full-screen notice replaces the banner. */
export const CONNECTION_LOST_AFTER_MS = 30_000;

interface ConnectivityState {
  isOnline: boolean;
  offlineSince: number | null;
  /** A retry failed or the outage lasts: show the full-screen "Connection Lost". */
  isConnectionLost: boolean;
  isChecking: boolean;
  setOnline: (isOnline: boolean) => void;
  check: (options?: { isRetry?: boolean }) => Promise<boolean>;
  markLost: () => void;
}

/** One request to the server that no cache answers; any HTTP answer counts as online. */
export async function ping(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(PING_URL, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
    return response.status > 0 && response.status < 500;
  } catch {
    return false;
  }
}

type Listener = (event: 'offline' | 'online') => void;
const listeners = new Set<Listener>();
/** The toast host and tests subscribe to transitions (Back online!). */
export function onConnectivityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useConnectivityStore = create<ConnectivityState>()((set, get) => ({
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  offlineSince: typeof navigator !== 'undefined' && !navigator.onLine ? Date.now() : null,
  isConnectionLost: false,
  isChecking: false,
  setOnline(isOnline) {
    const was = get().isOnline;
    if (was === isOnline) return;
    set({ isOnline, offlineSince: isOnline ? null : Date.now(), isConnectionLost: false });
    for (const listener of listeners) listener(isOnline ? 'online' : 'offline');
  },
  async check(options) {
    set({ isChecking: true });
    const ok = typeof navigator !== 'undefined' && navigator.onLine === false ? false : await ping();
    set({ isChecking: false });
    get().setOnline(ok);
    if (!ok && options?.isRetry) set({ isConnectionLost: true });
    return ok;
  },
  markLost: () => set({ isConnectionLost: true }),
}));
