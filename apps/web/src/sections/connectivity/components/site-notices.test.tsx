// The light site notices: the low-end device flag turns animations off through a class on <html>
// (no MUI GlobalStyles), and the update prompt goes away with Escape or "Later".
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useServiceWorkerUpdate } from '../../../lib/service-worker';
import { LowEndDeviceNotice, NOTICE_DELAY_MS, SIGNAL_DELAY_MS, SIMPLIFIED_CLASS } from './low-end-device-notice';
import { UpdatePrompt } from './update-prompt';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('low-end device notice', () => {
  it('simplifies the page and shows the notice on a low-end device until dismissed', async () => {
    vi.stubGlobal('navigator', { ...navigator, deviceMemory: 0.5, connection: { effectiveType: '4g' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { unmount } = await renderWithProviders(<LowEndDeviceNotice />);
    expect(document.documentElement.classList.contains(SIMPLIFIED_CLASS)).toBe(false);
    // The signals are read after 1 s (the page is simplified then), the notice follows at 5 s.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGNAL_DELAY_MS + 10);
    });
    expect(document.documentElement.classList.contains(SIMPLIFIED_CLASS)).toBe(true);
    expect(screen.queryByTestId('low-end-notice')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTICE_DELAY_MS);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('low-end-notice')).toBeNull();
    expect(window.localStorage.getItem('performance-alert-dismissed')).toBe('true');
    unmount();
    expect(document.documentElement.classList.contains(SIMPLIFIED_CLASS)).toBe(false);
  });
});

describe('update prompt', () => {
  it('offers a reload while a new build waits; Escape puts it away', async () => {
    act(() => useServiceWorkerUpdate.getState().setWaiting({} as ServiceWorker));
    await renderWithProviders(<UpdatePrompt />);
    expect(await screen.findByText('A new version of this site is available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useServiceWorkerUpdate.getState().waiting).toBeNull();
    expect(screen.queryByText('A new version of this site is available.')).toBeNull();
  });
});
