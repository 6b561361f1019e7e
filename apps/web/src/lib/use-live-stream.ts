// Reads a server-sent event stream of the API with fetch (EventSource cannot send the bearer
// token or a chat token), hands every event to onEvent, and reconnects with a growing delay.
// onOpen runs on every (re)connect: events of the gap are gone, so the caller fetches what it
// may have missed (the chat asks for messages after its last sequence number).
//
// "Live" means data is arriving: the API writes a keep-alive comment every 25 s, so a stream silent
// for longer than SILENCE_MS is dead even if the socket looks open (a phone that lost its network
// keeps a half-open connection for minutes); the browser's offline event ends it at once, and the
// online event reconnects without waiting for the back-off.
import { useEffect, useRef, useState } from 'react';
import { CONFIG } from '../config/env';
import { readStorage, STORAGE_KEYS } from './storage';

/** Longer than two of the API's 25-second keep-alives. */
export const SILENCE_MS = 60_000;

export interface LiveStreamOptions {
  enabled?: boolean;
  headers?: Record<string, string>;
  onEvent: (event: string, data: unknown) => void;
  onOpen?: () => void;
}

export function useLiveStream(path: string, options: LiveStreamOptions): boolean {
  const [isLive, setLive] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const enabled = options.enabled ?? true;
  const headerKey = JSON.stringify(options.headers ?? {});
  useEffect(() => {
    if (!enabled) return undefined;
    const stop = new AbortController();
    let connection: AbortController | null = null;
    let wake: (() => void) | null = null;
    let delay = 1000;
    const dropConnection = () => {
      setLive(false);
      connection?.abort();
    };
    const onOffline = () => dropConnection();
    const onOnline = () => {
      delay = 1000;
      wake?.();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);

    const readStream = async () => {
      connection = new AbortController();
      const current = connection;
      const cancel = () => current.abort();
      stop.signal.addEventListener('abort', cancel);
      let silence = setTimeout(() => current.abort(), SILENCE_MS);
      try {
        const token = readStorage(STORAGE_KEYS.accessToken);
        const response = await fetch(`${CONFIG.apiBaseUrl}${path}`, {
          headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(JSON.parse(headerKey) as object) },
          signal: current.signal,
        });
        if (!response.ok || !response.body) throw new Error(String(response.status));
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          clearTimeout(silence);
          silence = setTimeout(() => current.abort(), SILENCE_MS);
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!event || data === undefined) continue;
            if (event === 'ready') {
              setLive(true);
              delay = 1000;
              latest.current.onOpen?.();
              continue;
            }
            try {
              latest.current.onEvent(event, JSON.parse(data));
            } catch {
              // A malformed event is skipped; the next reconnect or fetch repairs the view.
            }
          }
        }
      } catch {
        // Closed, aborted (silence, offline, unmount) or refused: reconnect below unless stopped.
      } finally {
        clearTimeout(silence);
        stop.signal.removeEventListener('abort', cancel);
      }
    };

    const run = async () => {
      while (!stop.signal.aborted) {
        await readStream();
        if (stop.signal.aborted) return;
        setLive(false);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        // While the browser says it is offline, wait for its online event instead of knocking.
        if (typeof navigator !== 'undefined' && navigator.onLine === false)
          await new Promise<void>((resolve) => {
            wake = resolve;
            stop.signal.addEventListener('abort', () => resolve(), { once: true });
          });
        wake = null;
        delay = Math.min(delay * 2, 30_000);
      }
    };
    void run();
    return () => {
      stop.abort();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [path, enabled, headerKey]);
  return isLive;
}
