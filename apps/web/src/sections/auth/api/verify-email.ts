import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '../../../auth/auth-api';
import { api } from '../../../lib/api-client';

/** POST /auth/verification: confirms the address with the mailed code and signs in. */
export const verifyEmail = (body: { email: string; code: string }) =>
  api.post<LoginResponse>('/auth/verification', body);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
