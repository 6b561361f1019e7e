import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetLinkInfo {
  valid: true;
  email: string;
  expiresAt: string;
}

/** POST /auth/validate-link: whether the reset link is still usable (read-only, hence a query). */
export const validateResetLink = (token: string) => api.post<ResetLinkInfo>('/auth/validate-link', { token });

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => validateResetLink(token),
    retry: false,
    staleTime: Infinity,
  });

export const useResetLink = (token: string) => useQuery({ ...resetLinkQuery(token), enabled: token.length >= 20 });
