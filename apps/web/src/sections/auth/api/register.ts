import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerBodySchema } from '@courtside/core/auth-schemas';
import { api } from '../../../lib/api-client';

export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /auth/register: creates the account and mails a 6-digit code. */
export const register = (body: RegisterBody) => api.post<{ message: string; email: string }>('/auth/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
