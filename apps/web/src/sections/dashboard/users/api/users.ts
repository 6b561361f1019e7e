// /users: the accounts of the organization (staff and customers) with their role.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthUser, userCreateBodySchema, userPatchBodySchema } from '@courtside/core/auth-schemas';
import type { Role } from '@courtside/core/enums';
import { api } from '../../../../lib/api-client';

export interface UserFilter {
  page: number;
  pageSize: number;
  search?: string;
  role?: Role;
}

export type UserCreate = z.input<typeof userCreateBodySchema>;
export type UserPatch = z.input<typeof userPatchBodySchema>;

/** GET /users — search by name, email or phone; filter by role. */
export const getUsers = (f: UserFilter) => api.get<{ rows: AuthUser[]; count: number }>('/users', { query: { ...f } });
export const usersQuery = (f: UserFilter) =>
  queryOptions({ queryKey: ['users', f], queryFn: () => getUsers(f), placeholderData: keepPreviousData });
export const useUsers = (f: UserFilter) => useQuery(usersQuery(f));

/** GET /users/:id */
export const getUser = (id: string) => api.get<{ user: AuthUser }>(`/users/${encodeURIComponent(id)}`);
export const userQuery = (id: string) => queryOptions({ queryKey: ['users', 'one', id], queryFn: () => getUser(id) });
export const useUser = (id: string) => useQuery(userQuery(id));

/** POST /users (without a password the person gets an invitation link) or PATCH /users/:id. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: UserPatch } | { body: UserCreate }) =>
      'id' in input
        ? api.patch<{ user: AuthUser }>(`/users/${input.id}`, input.body)
        : api.post<{ user: AuthUser }>('/users', input.body),
    onSuccess: ({ user }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['users'] }),
        client.invalidateQueries({ queryKey: ['history', 'user', user.id] }),
      ]),
  });
}
