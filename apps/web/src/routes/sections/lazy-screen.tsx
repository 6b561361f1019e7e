// Route screens loaded on first use (code split per screen) for the declarative router (ADR 027):
// what react-router's data router did with a route's `lazy`, without the data router in the start-up.
import { use, useSyncExternalStore } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import type { Location, RouteObject } from 'react-router';

/** A route's component that loads its module first; `preload` starts that early. */
export interface LazyScreen {
  (): ReactElement;
  /**
   * Starts the download (once). `attempt` counts the navigations shown so far (AppRoutes): a
   * download that failed is tried again after a later navigation, never within the same one (React
   * renders a suspended navigation again and again; offline that would be a loop).
   */
  preload: (attempt?: number) => Promise<ComponentType>;
}

// Screens still downloading, for the loader of a slow navigation (root-layout.tsx).
let downloads = 0;
let isLoading = false;
const listeners = new Set<() => void>();

function track<T>(promise: Promise<T>): Promise<T> {
  downloads += 1;
  const done = () => {
    downloads -= 1;
    notify();
  };
  promise.then(done, done);
  notify();
  return promise;
}

/** Listeners hear of it after the render that started a download, not during it. */
function notify() {
  queueMicrotask(() => {
    if (isLoading === downloads > 0) return;
    isLoading = downloads > 0;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a route screen's code is on its way (what the data router's `navigation.state` said). */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isLoading,
    () => false,
  );
}

/**
 * A route component for `load`'s screen. Until the module is here it suspends (React's `use`); a
 * navigation is a transition (BrowserRouter), so the previous screen stays up meanwhile, as it did
 * with the data router. A screen loaded before its first render (first-render.tsx, preloadScreens)
 * renders at once, so hydration never suspends.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failedAttempt: number | undefined;
  let hasFailed = false;

  const preload = (attempt?: number) => {
    if (!loading || (hasFailed && attempt !== undefined && attempt !== failedAttempt)) {
      hasFailed = false;
      loading = track(
        load().then(
          (Component) => (Loaded = Component),
          (error: unknown) => {
            hasFailed = true;
            failedAttempt = attempt;
            throw error;
          },
        ),
      );
    }
    return loading;
  };

  function Screen() {
    // A failed download throws its error here, for the route error boundary.
    const Component = Loaded ?? use(preload());
    return <Component />;
  }
  Screen.preload = preload;
  return Screen;
}

function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'function' && 'preload' in component;
}

/**
 * Starts the downloads of every screen `location` matches (layouts and page) at once: nested lazy
 * screens would otherwise load one after the other. Resolves when they are all here.
 */
export function preloadScreens(
  routes: RouteObject[],
  location: Partial<Location> | string,
  attempt?: number,
): Promise<unknown> {
  const matches = matchRoutes(routes, location) ?? [];
  return Promise.all(
    matches.flatMap(({ route }) => (isLazyScreen(route.Component) ? [route.Component.preload(attempt)] : [])),
  );
}
