import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '../../../auth/auth-api';
import { api } from '../../../lib/api-client';

/** POST /auth/change-password: other sessions end, this one gets new tokens. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.post<LoginResponse>('/auth/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
