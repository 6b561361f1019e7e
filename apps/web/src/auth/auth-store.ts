// Session state of docs/product.md#roles: loading, authenticated, unauthenticated. Authenticated only if the
// stored token decodes, has not expired and GET /auth/me succeeds. An expired token gets one
// refresh (rotating httpOnly cookie, docs/product.md#roles) before the session is given up.
import { create } from 'zustand';
import type { AuthUser } from '@courtside/core/auth-schemas';
import { ApiError } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { authApi } from './auth-api';
import type { LoginResponse, SessionUser } from './auth-api';
import { isValidToken } from './jwt';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface AuthState {
  status: SessionStatus;
  user: SessionUser | null;
  initialize: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<SessionUser>;
  /** Takes a session the server handed out (sign-in, email verification, password change). */
  acceptSession: (response: LoginResponse) => Promise<SessionUser>;
  refresh: () => Promise<boolean>;
  signOut: () => Promise<void>;
  /** Forgets the session locally (after 'sign out everywhere' or account deletion). */
  clearSession: () => void;
  updateUser: (user: AuthUser) => void;
}

export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

function storeToken(token: string | null): void {
  if (token) writeStorage(STORAGE_KEYS.accessToken, token);
  else removeStorage(STORAGE_KEYS.accessToken);
}

/** A request that never reached the server or whose answer never arrived. */
function isUnanswered(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') || (error instanceof ApiError && error.status === 0)
  );
}

let refreshInFlight: Promise<boolean> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => {
  const loadProfile = async (): Promise<SessionUser> => {
    const { user } = await authApi.me();
    set({ status: 'authenticated', user });
    return user;
  };

  const giveUp = () => {
    storeToken(null);
    // Cached answers belong to the person who just left (their bookings, invoices, profile).
    if (get().user) queryClient.removeQueries();
    set({ status: 'unauthenticated', user: null });
  };

  return {
    status: 'loading',
    user: null,

    async initialize() {
      const token = getAccessToken();
      // Guests without any token stay offline: no request to find out they are guests.
      if (!token) return giveUp();
      // Only the server's refusal ends the session (giveUp). A request that got no answer (offline,
      // or the page being left while it ran) says nothing about it: the visitor is a guest for now
      // and the token stays for the next start.
      if (!isValidToken(token) && !(await get().refresh())) return set({ status: 'unauthenticated', user: null });
      try {
        await loadProfile();
      } catch (error) {
        if (isUnanswered(error)) set({ status: 'unauthenticated', user: null });
        else giveUp();
      }
    },

    async signIn(email, password) {
      return get().acceptSession(await authApi.login({ email, password }));
    },

    async acceptSession(response) {
      storeToken(response.accessToken);
      try {
        return await loadProfile();
      } catch (error) {
        giveUp();
        throw error;
      }
    },

    refresh() {
      // Parallel 401s share one refresh: the refresh token rotates, a second use would be reuse.
      refreshInFlight ??= authApi
        .refresh()
        .then((response) => {
          storeToken(response.accessToken);
          return true;
        })
        .catch((error: unknown) => {
          // No answer (offline): the session may well be alive; the next 401 or start tries again.
          if (!isUnanswered(error)) giveUp();
          return false;
        })
        .finally(() => {
          refreshInFlight = null;
        });
      return refreshInFlight;
    },

    async signOut() {
      try {
        await authApi.logout();
      } finally {
        giveUp();
      }
    },

    clearSession: giveUp,

    updateUser(user) {
      const current = get().user;
      if (current) set({ user: { ...current, ...user } });
    },
  };
});

export function hasPermission(user: SessionUser | null, permission: string | undefined): boolean {
  if (!permission) return true;
  return Boolean(user?.permissions.includes(permission));
}
