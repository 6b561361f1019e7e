import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DynamicSlotDto } from '@courtside/core/dynamic-slot-schemas';
import { api } from '../../../../lib/api-client';

export interface MoveSessionInput {
  id: string;
  resourceId?: string;
  start: string;
  end?: string;
  reason?: string;
}

export interface MovedSession {
  slot: DynamicSlotDto;
  bookingIds: string[];
  mailed: number;
}

/** POST /staff/sessions/:id/move — the session and every booking in it, in one transaction. */
export const moveSession = ({ id, ...body }: MoveSessionInput) =>
  api.post<MovedSession>(`/staff/sessions/${id}/move`, body);

export function useMoveSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveSession,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['dynamic-slots'] }),
        client.invalidateQueries({ queryKey: ['availability'] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
