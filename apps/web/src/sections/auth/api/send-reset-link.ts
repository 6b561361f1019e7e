import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/sentlink: mails a one-time password-reset link (same answer for every address). */
export const sendResetLink = (body: { email: string }) => api.post<{ message: string }>('/auth/sentlink', body);

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
