// Coming back online (docs/product.md#public-site): the browser's "online" is confirmed by a ping,
// and a ping that fails right after it is tried again within seconds, not only a minute later.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConnectivityStore } from './connectivity-store';
import { RECONNECT_RETRIES_MS, useConnectivityMonitor } from './use-connectivity-monitor';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useConnectivityStore.setState({ isOnline: true, offlineSince: null, isConnectionLost: false, isChecking: false });
});

/** Offline, with the monitor running on fake timers; the pings answer as `answers` say (then fail). */
function offlineWithPings(answers: boolean[]) {
  vi.useFakeTimers();
  const fetcher = vi.fn(async () => {
    if (!answers.shift()) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 200 });
  });
  vi.stubGlobal('fetch', fetcher);
  useConnectivityStore.getState().setOnline(false);
  const { unmount } = renderHook(() => useConnectivityMonitor());
  return { fetcher, unmount };
}

describe('connectivity monitor', () => {
  it('tries the ping again shortly when the first one after "online" fails', async () => {
    const { fetcher, unmount } = offlineWithPings([false, false, true]);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(useConnectivityStore.getState().isOnline).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RECONNECT_RETRIES_MS[0]);
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(useConnectivityStore.getState().isOnline).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RECONNECT_RETRIES_MS[1]);
    });
    // Online again 4 s after the event, well before the next 60-second ping.
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(useConnectivityStore.getState().isOnline).toBe(true);
    unmount();
  });

  it('stops trying when the browser goes offline again', async () => {
    const { fetcher, unmount } = offlineWithPings([]);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      window.dispatchEvent(new Event('offline'));
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    unmount();
  });
});
