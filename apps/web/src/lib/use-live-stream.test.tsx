// "Live" means events are arriving: a stream that goes silent past two keep-alives, or a browser
// that goes offline, is shown as offline; the online event reconnects at once.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SILENCE_MS, useLiveStream } from './use-live-stream';

/** A fetch whose response body the test writes to; each call opens a new stream. */
function fakeStreams() {
  const opened: { push: (text: string) => void; signal: AbortSignal }[] = [];
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    const signal = init.signal!;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    opened.push({ push: (text) => controller.enqueue(encoder.encode(text)), signal });
    return Promise.resolve(new Response(body, { status: 200 }));
  });
  return { opened, fetchMock };
}

describe('useLiveStream', () => {
  let streams: ReturnType<typeof fakeStreams>;
  beforeEach(() => {
    vi.useFakeTimers();
    streams = fakeStreams();
    vi.stubGlobal('fetch', streams.fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const flush = async () => {
    for (let i = 0; i < 5; i++) await act(async () => await Promise.resolve());
  };

  it('is live after ready, stays live on keep-alives, and goes offline after a silence', async () => {
    const onEvent = vi.fn();
    const { result } = renderHook(() => useLiveStream('/dashboard/live', { onEvent }));
    await flush();
    expect(result.current).toBe(false);
    await act(async () => streams.opened[0]!.push('event: ready\ndata: {}\n\n'));
    await flush();
    expect(result.current).toBe(true);
    await act(async () => streams.opened[0]!.push('event: slot\ndata: {"organizationId":"o"}\n\n'));
    await flush();
    expect(onEvent).toHaveBeenCalledWith('slot', { organizationId: 'o' });
    // Keep-alives inside the window keep it live.
    for (let i = 0; i < 3; i++) {
      await act(async () => vi.advanceTimersByTime(SILENCE_MS - 1000));
      await act(async () => streams.opened[0]!.push(': keep-alive\n\n'));
      await flush();
    }
    expect(result.current).toBe(true);
    // Then nothing: the connection is given up and the badge says offline.
    await act(async () => vi.advanceTimersByTime(SILENCE_MS + 1));
    await flush();
    expect(streams.opened[0]!.signal.aborted).toBe(true);
    expect(result.current).toBe(false);
  });

  it('goes offline with the browser and reconnects at once when it is back online', async () => {
    const { result } = renderHook(() => useLiveStream('/dashboard/live', { onEvent: () => {} }));
    await flush();
    await act(async () => streams.opened[0]!.push('event: ready\ndata: {}\n\n'));
    await flush();
    expect(result.current).toBe(true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    await flush();
    expect(result.current).toBe(false);
    // Offline: no reconnect attempts, however long it lasts.
    await act(async () => vi.advanceTimersByTime(120_000));
    await flush();
    expect(streams.fetchMock).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await flush();
    expect(streams.fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => streams.opened[1]!.push('event: ready\ndata: {}\n\n'));
    await flush();
    expect(result.current).toBe(true);
  });
});
