// Live updates: reads the API's server-sent events with fetch (EventSource cannot send
// the bearer token) and refreshes the dashboard queries when a booking changes; reconnects with
// a growing delay.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONFIG } from '../../../config/env';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';

export function useLiveUpdates(): boolean {
  const client = useQueryClient();
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let delay = 1000;
    const connect = async () => {
      while (!abort.signal.aborted) {
        try {
          const token = readStorage(STORAGE_KEYS.accessToken);
          const response = await fetch(`${CONFIG.apiBaseUrl}/dashboard/live`, {
            headers: token ? { Authorization: `Bearer ${token}` } : {},
            signal: abort.signal,
          });
          if (!response.ok || !response.body) throw new Error(String(response.status));
          setLive(true);
          delay = 1000;
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            if (buffer.includes('event: slot')) void client.invalidateQueries({ queryKey: ['dashboard'] });
            buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 1);
          }
        } catch {
          if (abort.signal.aborted) return;
        }
        setLive(false);
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, 30_000);
      }
    };
    void connect();
    return () => abort.abort();
  }, [client]);
  return isLive;
}
