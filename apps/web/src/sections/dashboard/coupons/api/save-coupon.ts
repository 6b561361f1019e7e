import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponCreate, CouponDto, CouponUpdate } from '@courtside/core/checkout-schemas';
import { api } from '../../../../lib/api-client';

/** POST /coupons or PATCH /coupons/:id. */
export const saveCoupon = (input: { id?: string; body: CouponCreate | CouponUpdate }) =>
  input.id ? api.patch<CouponDto>(`/coupons/${input.id}`, input.body) : api.post<CouponDto>('/coupons', input.body);

export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: (coupon) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['coupons'] }),
        client.invalidateQueries({ queryKey: ['history', 'coupon', coupon.id] }),
      ]),
  });
}
