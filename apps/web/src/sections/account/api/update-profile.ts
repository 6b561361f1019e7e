import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthUser, profilePatchSchema } from '@courtside/core/auth-schemas';
import { api } from '../../../lib/api-client';

export type ProfilePatch = z.input<typeof profilePatchSchema>;

/** PATCH /users/me: own name, phone and language. */
export const updateProfile = (body: ProfilePatch) => api.patch<{ user: AuthUser }>('/users/me', body);

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
