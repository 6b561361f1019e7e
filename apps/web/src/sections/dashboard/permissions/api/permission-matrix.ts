import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { permissionMatrixResponseSchema, PermissionMatrix } from '@courtside/core/permissions';
import { api } from '../../../../lib/api-client';

export type MatrixAnswer = z.infer<typeof permissionMatrixResponseSchema>;

/** GET /permissions/matrix */
export const getMatrix = () => api.get<MatrixAnswer>('/permissions/matrix');
export const matrixQuery = () => queryOptions({ queryKey: ['permissions', 'matrix'], queryFn: getMatrix });
export const useMatrix = () => useQuery(matrixQuery());

/** PUT /permissions/matrix — effective at once for every signed-in account of the venue. */
export function useSaveMatrix() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (matrix: Partial<PermissionMatrix>) => api.put<MatrixAnswer>('/permissions/matrix', { matrix }),
    onSuccess: (answer) => {
      client.setQueryData(matrixQuery().queryKey, answer);
      return client.invalidateQueries({ queryKey: ['history', 'permission_matrix'] });
    },
  });
}
