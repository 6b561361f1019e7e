import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { i18next, i18nReady } from '../../locales/i18n';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { lazyScreen, preloadScreens, useScreenLoading } from './lazy-screen';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('lazyScreen (ADR 027)', () => {
  it('renders a preloaded screen at once, without suspending', async () => {
    const Screen = lazyScreen(async () => () => <p>overview</p>);
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('overview')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends until its module is here, and says so to the loader', async () => {
    const module = deferred<() => ReactElement>();
    const Screen = lazyScreen(() => module.promise);
    const loading = renderHook(() => useScreenLoading());
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(loading.result.current).toBe(true));
    await act(async () => module.resolve(() => <p>bookings</p>));
    expect(await screen.findByText('bookings')).toBeTruthy();
    await waitFor(() => expect(loading.result.current).toBe(false));
  });

  it('tries a failed download again after a later navigation only', async () => {
    const load = vi
      .fn<() => Promise<() => ReactElement>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>faqs</p>);
    const Screen = lazyScreen(load);
    await expect(Screen.preload(1)).rejects.toThrow('offline');
    await expect(Screen.preload(1)).rejects.toThrow('offline');
    await expect(Screen.preload()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(Screen.preload(2)).resolves.toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads every screen a location matches, layouts and page at once', async () => {
    const started: string[] = [];
    const screenOf = (name: string) =>
      lazyScreen(async () => {
        started.push(name);
        return () => <p>{name}</p>;
      });
    const routes: RouteObject[] = [
      {
        path: '/dashboard',
        Component: screenOf('layout'),
        children: [
          { index: true, Component: screenOf('overview') },
          { path: 'bookings', Component: screenOf('bookings') },
        ],
      },
    ];
    await preloadScreens(routes, '/dashboard');
    expect(started.sort()).toEqual(['layout', 'overview']);
  });
});

describe('RouteErrorBoundary', () => {
  it('shows the unexpected error page and clears it on a new path', async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces('common');
    let shouldThrow = true;
    function Page() {
      if (shouldThrow) throw new Error('broken screen');
      return <p>fine</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RouteErrorBoundary pathname="/a">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('broken screen');
    shouldThrow = false;
    view.rerender(
      <RouteErrorBoundary pathname="/a">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('fine')).toBeNull();
    view.rerender(
      <RouteErrorBoundary pathname="/b">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
