import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DynamicSlotDto,
  dynamicSlotBodySchema,
  dynamicSlotPatchSchema,
} from '@courtside/core/dynamic-slot-schemas';
import { api, apiRequest } from '../../../../lib/api-client';

export type DynamicSlotBody = z.input<typeof dynamicSlotBodySchema>;
export type DynamicSlotPatch = z.input<typeof dynamicSlotPatchSchema>;

/** POST /dynamic-slots or PATCH /dynamic-slots/:id. */
export const saveDynamicSlot = (input: { id: string; patch: DynamicSlotPatch } | { body: DynamicSlotBody }) =>
  'id' in input
    ? api.patch<DynamicSlotDto>(`/dynamic-slots/${input.id}`, input.patch)
    : api.post<DynamicSlotDto>('/dynamic-slots', input.body);

/** DELETE /dynamic-slots/:id — a session cancels its bookings with a full refund. */
export const cancelDynamicSlot = (input: { id: string; reason?: string }) =>
  apiRequest<{ slot: DynamicSlotDto; cancelledBookings: number }>(`/dynamic-slots/${input.id}`, {
    method: 'DELETE',
    body: input.reason ? { reason: input.reason } : undefined,
  });

export function useSaveDynamicSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDynamicSlot,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['dynamic-slots'] }),
        client.invalidateQueries({ queryKey: ['availability'] }),
      ]),
  });
}

export function useCancelDynamicSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelDynamicSlot,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['dynamic-slots'] }),
        client.invalidateQueries({ queryKey: ['availability'] }),
      ]),
  });
}
