// Live updates of the dashboard: a booking change anywhere (another desk, an online checkout, another
// API instance) refreshes the dashboard's queries. The stream, its reconnects and what "live" means
// are the shared hook's (lib/use-live-stream.ts).
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveStream } from '../../../lib/use-live-stream';

export function useLiveUpdates(): boolean {
  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ['dashboard'] }), [client]);
  const opened = useRef(false);
  return useLiveStream('/dashboard/live', {
    onEvent: (event) => {
      if (event === 'slot') refresh();
    },
    // Changes made while the stream was down are fetched when it comes back (not on the first open:
    // the screen has just loaded its data).
    onOpen: () => {
      if (opened.current) refresh();
      opened.current = true;
    },
  });
}
