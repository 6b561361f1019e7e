import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** DELETE /coupons/:id — an unused coupon is deleted, a used one deactivated. */
export const deleteCoupon = (id: string) =>
  api.delete<{ result: 'deleted' | 'deactivated'; message: string }>(`/coupons/${id}`);

export function useDeleteCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: ['coupons'] }),
  });
}
