// Pass types for staff (GET /pass-types with pass.read; POST/PUT with pass.write), a customer's
// passes for their staff page, and the desk sale.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PassDto, PassSale, PassTypeDto, PassTypeInput } from '@courtside/core/passes';
import { api } from '../../../../lib/api-client';

export const passTypeKeys = {
  all: ['pass-types'] as const,
  ofUser: (userId: string) => ['pass-types', 'user', userId] as const,
};

export function usePassTypes() {
  return useQuery({
    queryKey: passTypeKeys.all,
    queryFn: ({ signal }) => api.get<{ rows: PassTypeDto[]; count: number }>('/pass-types', { signal }),
    select: (answer) => answer.rows,
  });
}

export function useSavePassType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PassTypeInput }) =>
      id ? api.put<PassTypeDto>(`/pass-types/${id}`, body) : api.post<PassTypeDto>('/pass-types', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passTypeKeys.all }),
  });
}

export function useCustomerPasses(userId: string, isEnabled = true) {
  return useQuery({
    queryKey: passTypeKeys.ofUser(userId),
    queryFn: ({ signal }) => api.get<{ rows: PassDto[]; count: number }>(`/users/${userId}/passes`, { signal }),
    select: (answer) => answer.rows,
    enabled: isEnabled && Boolean(userId),
  });
}

export function useSellPass(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PassSale, 'userId'>) =>
      api.post<{ orderId: string; pass: PassDto }>('/passes/sell', { ...body, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passTypeKeys.ofUser(userId) }),
  });
}
