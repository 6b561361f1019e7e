// Toasts asked for before the host has loaded wait and then show; the host loads only on demand.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isToastRequested, showToast } from '../../../lib/toast';
import { ToastHost } from './toast-host';

describe('toast host', () => {
  it('stays empty until the first toast, then shows the waiting ones and the later ones', async () => {
    const { container } = render(
      <header>
        <ToastHost />
      </header>,
    );
    expect(container.querySelector('header')!.innerHTML).toBe('');
    expect(isToastRequested()).toBe(false);

    act(() => {
      showToast('Court 3 is yours for 7 minutes', 'success');
      showToast('That slot was just taken', 'error');
    });
    // The host's module loads on demand: seconds when the machine is busy.
    expect(await screen.findByText('Court 3 is yours for 7 minutes', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('That slot was just taken')).toBeTruthy();
    // In <body>, not in the header that renders the slot: placed on the screen, not in the header.
    expect(container.querySelector('header')!.contains(screen.getByText('That slot was just taken'))).toBe(false);

    act(() => showToast('Back online!', 'success'));
    expect(await screen.findByText('Back online!')).toBeTruthy();
  });
});
