// Starts the session check, refreshes the access token shortly before it expires and lets the API
// client retry a 401 once after a refresh (docs/product.md#holds). Navigation is left to the guards.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { setUnauthorizedHandler } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/storage';
import { isRetryablePath } from './auth-api';
import { getAccessToken, useAuthStore } from './auth-store';
import { tokenExpiresAt } from './jwt';

/** Refresh this long before the access token (15 min) runs out. */
const REFRESH_MARGIN_MS = 60_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);

  useEffect(() => {
    void useAuthStore.getState().initialize();
    setUnauthorizedHandler(async (path) => {
      if (!isRetryablePath(path) || !getAccessToken()) return false;
      return useAuthStore.getState().refresh();
    });
    // Signing out in another tab removes the token there; follow it here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.accessToken && !event.newValue) useAuthStore.getState().clearSession();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      setUnauthorizedHandler(null);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (status !== 'authenticated') return;
    const token = getAccessToken();
    const expiresAt = token ? tokenExpiresAt(token) : null;
    if (!expiresAt) return;
    const delay = Math.max(expiresAt - Date.now() - REFRESH_MARGIN_MS, 0);
    const timer = window.setTimeout(() => void useAuthStore.getState().refresh(), delay);
    return () => window.clearTimeout(timer);
  }, [status, user]);

  return children;
}
