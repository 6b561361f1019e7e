import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/reset-password: sets the new password with the link's token; ends every session. */
export const resetPassword = (body: { token: string; password: string }) =>
  api.post<{ message: string }>('/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
