// The session endpoints of /api/v1/auth. Form endpoints live in sections/auth/api.
import type { AuthUser } from '@courtside/core/auth-schemas';
import { api } from '../lib/api-client';

export type SessionUser = AuthUser & { permissions: string[] };

export interface LoginResponse {
  accessToken: string;
  expiresIn: number;
  user: AuthUser;
}

export const authApi = {
  login: (body: { email: string; password: string }) => api.post<LoginResponse>('/auth/login', body),
  me: () => api.get<{ user: SessionUser }>('/auth/me'),
  refresh: () => api.post<LoginResponse>('/auth/refresh-tokens'),
  logout: () => api.post<{ message: string }>('/auth/logout'),
  logoutAll: () => api.post<{ message: string; sessionsEnded: number }>('/auth/logout-all'),
};

/**
 * Auth endpoints that must not trigger the refresh-and-retry on 401: they are the refresh itself
 * or public forms whose 401 means "wrong credentials", not "session expired".
 */
const NO_RETRY_PATHS = [
  '/auth/login',
  '/auth/refresh-tokens',
  '/auth/logout',
  '/auth/register',
  '/auth/verification',
  '/auth/resend-link',
  '/auth/sentlink',
  '/auth/validate-link',
  '/auth/reset-password',
];

export function isRetryablePath(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return !NO_RETRY_PATHS.includes(bare);
}
