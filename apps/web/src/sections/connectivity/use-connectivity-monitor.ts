import { useEffect } from 'react';
import { CONNECTION_LOST_AFTER_MS, PING_INTERVAL_MS, useConnectivityStore } from './connectivity-store';

/**
 * After the browser says the network is back, the first ping can still fail (the uplink, DHCP or
 * the browser's own network stack a moment behind its "online" event): it is tried again after
 * these waits instead of only at the next 60-second ping.
 */
export const RECONNECT_RETRIES_MS = [1_000, 3_000, 10_000] as const;

/** Runs once in the layout: browser events, the 60-second ping and the long-outage timer. */
export function useConnectivityMonitor(): void {
  const offlineSince = useConnectivityStore((s) => s.offlineSince);

  useEffect(() => {
    const { check, setOnline } = useConnectivityStore.getState();
    let retry: number | undefined;
    // The browser's "online" only means a network exists: confirm with the server before saying so.
    const handleOnline = () => {
      window.clearTimeout(retry);
      const attempt = async (next: number) => {
        if (await check()) return;
        const wait = RECONNECT_RETRIES_MS[next];
        if (wait !== undefined && navigator.onLine) retry = window.setTimeout(() => void attempt(next + 1), wait);
      };
      void attempt(0);
    };
    const handleOffline = () => {
      window.clearTimeout(retry);
      setOnline(false);
    };
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    const timer = window.setInterval(() => void check(), PING_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
      window.clearInterval(timer);
      window.clearTimeout(retry);
    };
  }, []);

  useEffect(() => {
    if (offlineSince === null) return;
    const wait = Math.max(0, offlineSince + CONNECTION_LOST_AFTER_MS - Date.now());
    const timer = window.setTimeout(() => useConnectivityStore.getState().markLost(), wait);
    return () => window.clearTimeout(timer);
  }, [offlineSince]);
}
