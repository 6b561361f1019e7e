// Registers public/sw.js at startup (docs/product.md#booking) and notices new deployments: the running build is
// named by its entry script; every 30 minutes (and when the tab comes back) index.html is fetched,
// and a different entry means a new build. That build's worker is registered (it caches the new
// shell while waiting) and the page is told, so it can offer to reload.
import { create } from 'zustand';

const CHECK_EVERY_MS = 30 * 60_000;

interface UpdateState {
  waiting: ServiceWorker | null;
  setWaiting: (worker: ServiceWorker | null) => void;
}

export const useServiceWorkerUpdate = create<UpdateState>()((set) => ({
  waiting: null,
  setWaiting: (waiting) => set({ waiting }),
}));

/** The build id of an index.html: the file name of its entry module (hashed by Vite). */
export function buildIdOf(html: string): string | null {
  const match =
    /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+)\.js"/.exec(html) ??
    /<script[^>]+src="\/assets\/([^"]+)\.js"[^>]*type="module"/.exec(html);
  return match ? match[1]! : null;
}

/** The running build: the entry chunk this module was bundled into. */
export function currentBuildId(moduleUrl: string = import.meta.url): string | null {
  const match = /\/assets\/([^/]+)\.js$/.exec(new URL(moduleUrl).pathname);
  return match ? match[1]! : null;
}

function watchForWaiting(registration: ServiceWorkerRegistration): void {
  const offer = () => {
    // Only an update needs a reload; the very first install takes over without asking.
    if (registration.waiting && navigator.serviceWorker.controller)
      useServiceWorkerUpdate.getState().setWaiting(registration.waiting);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
}

/** Asks the waiting worker to take over; the page reloads once it controls it. */
export function applyUpdate(): void {
  const { waiting } = useServiceWorkerUpdate.getState();
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

async function register(build: string): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(`/sw.js?build=${encodeURIComponent(build)}`, {
    scope: '/',
  });
  watchForWaiting(registration);
  return registration;
}

async function checkForNewBuild(running: string): Promise<void> {
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    const latest = response.ok ? buildIdOf(await response.text()) : null;
    if (latest && latest !== running) await register(latest);
  } catch {
    // Offline: the connectivity notices say so; the next check tries again.
  }
}

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const build = currentBuildId();
  // The dev server has no hashed build (and the worker would cache modules Vite rewrites).
  if (!build) return;
  const start = () => {
    void register(build).catch(() => undefined);
    window.setInterval(() => void checkForNewBuild(build), CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void checkForNewBuild(build);
    });
  };
  // Registration waits for the page to finish loading so it never competes with the first paint.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
