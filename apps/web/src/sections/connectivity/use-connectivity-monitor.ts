import { useEffect } from 'react';
import { CONNECTION_LOST_AFTER_MS, PING_INTERVAL_MS, useConnectivityStore } from './connectivity-store';

/** Runs once in the layout: browser events, the 60-second ping and the long-outage timer. */
export function useConnectivityMonitor(): void {
  const offlineSince = useConnectivityStore((s) => s.offlineSince);

  useEffect(() => {
    const { check, setOnline } = useConnectivityStore.getState();
    // The browser's "online" only means a network exists: confirm with the server before saying so.
    const handleOnline = () => void check();
    const handleOffline = () => setOnline(false);
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    const timer = window.setInterval(() => void check(), PING_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (offlineSince === null) return;
    const wait = Math.max(0, offlineSince + CONNECTION_LOST_AFTER_MS - Date.now());
    const timer = window.setTimeout(() => useConnectivityStore.getState().markLost(), wait);
    return () => window.clearTimeout(timer);
  }, [offlineSince]);
}
