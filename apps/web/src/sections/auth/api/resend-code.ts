import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/resend-link: mails a new verification code (same answer for every address). */
export const resendCode = (body: { email: string }) => api.post<{ message: string }>('/auth/resend-link', body);

export const useResendCode = () => useMutation({ mutationFn: resendCode });
