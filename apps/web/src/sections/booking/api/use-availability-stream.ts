// Live grid: the server pushes slot changes as server-sent events (pg_notify fan-out, docs/ARCHITECTURE.md);
// a change on the shown day refetches the availability. Answers whether the stream is open — while
// it is not, the availability query polls instead.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONFIG } from '../../../config/env';
import { availabilityKeys } from './get-availability';

export const AVAILABILITY_STREAM_PATH = '/availability/stream';

interface SlotChangeEvent {
  resourceId?: string;
  locationId?: string;
  start?: string;
  end?: string;
}

function parseChange(data: string): SlotChangeEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as SlotChangeEvent) : null;
  } catch {
    return null;
  }
}

export function useAvailabilityStream(date: string, locationId: string | null): boolean {
  const queryClient = useQueryClient();
  const [isLive, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const query = new URLSearchParams({ date, ...(locationId ? { locationId } : {}) });
    const url = `${CONFIG.apiBaseUrl}${AVAILABILITY_STREAM_PATH}?${query.toString()}`;
    const source = new EventSource(url);
    let refetchTimer: number | undefined;
    const onChange = (event: MessageEvent<string>) => {
      const change = parseChange(event.data);
      if (!change) return;
      // Several changes arrive together when a cart is paid: refetch once for the burst.
      window.clearTimeout(refetchTimer);
      refetchTimer = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
      }, 150);
    };
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    // The live module sends `slots` events: { resourceId, start, end } of each change.
    source.addEventListener('slots', onChange as EventListener);
    return () => {
      window.clearTimeout(refetchTimer);
      source.close();
      setLive(false);
    };
  }, [date, locationId, queryClient]);

  return isLive;
}
