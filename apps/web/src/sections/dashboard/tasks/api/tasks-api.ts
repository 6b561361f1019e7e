// The task board's calls (apps/api/src/modules/task): the board with its filters, card and column
// changes, and the live stream that refreshes the board when anyone changes it.
import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TaskBoardDto,
  TaskColumnDto,
  TaskCreateInput,
  TaskDetailDto,
  TaskDto,
  TaskMoveBody,
  TaskPatchBody,
} from '@courtside/core/task-schemas';
import { CONFIG } from '../../../../config/env';
import { api, apiRequest } from '../../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../../lib/storage';
import type { AuthUser } from '@courtside/core/auth-schemas';

export interface BoardFilter {
  mine?: boolean;
  overdue?: boolean;
  resourceId?: string;
}

const boardKey = (f: BoardFilter) => ['tasks', 'board', f] as const;

export function useTaskBoard(filter: BoardFilter) {
  return useQuery({
    queryKey: boardKey(filter),
    queryFn: () =>
      api.get<TaskBoardDto>('/tasks/board', {
        query: {
          ...(filter.mine ? { mine: 'true' } : {}),
          ...(filter.overdue ? { overdue: 'true' } : {}),
          ...(filter.resourceId ? { resourceId: filter.resourceId } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTaskDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['tasks', 'detail', id],
    queryFn: () => api.get<TaskDetailDto>(`/tasks/${id}`),
    enabled: Boolean(id),
  });
}

/** Staff accounts a card can be assigned to. */
export function useStaffAccounts() {
  return useQuery({
    queryKey: ['tasks', 'staff'],
    queryFn: async () => {
      const res = await api.get<{ rows: AuthUser[] }>('/users', { query: { pageSize: 100 } });
      return res.rows.filter((u) => u.role !== 'customer');
    },
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['tasks'] }),
      client.invalidateQueries({ queryKey: ['availability'] }),
    ]);
}

export function useMoveTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: TaskMoveBody & { id: string }) => api.post<TaskDto>(`/tasks/${id}/move`, body),
    onSettled: invalidate,
  });
}

export function useSaveTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: string; patch: TaskPatchBody } | { body: TaskCreateInput }) =>
      'id' in input ? api.patch<TaskDto>(`/tasks/${input.id}`, input.patch) : api.post<TaskDto>('/tasks', input.body),
    onSuccess: invalidate,
  });
}

export function useDeleteTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/tasks/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useTaskBlock() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: string; start: string; end: string } | { id: string; lift: true }) =>
      'lift' in input
        ? apiRequest<TaskDto>(`/tasks/${input.id}/block`, { method: 'DELETE' })
        : api.post<TaskDto>(`/tasks/${input.id}/block`, { start: input.start, end: input.end }),
    onSuccess: invalidate,
  });
}

export function useAddComment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      api.post<TaskDetailDto>(`/tasks/${id}/comments`, { body }),
    onSuccess: invalidate,
  });
}

export function useSaveColumn() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: string; name?: string; position?: number } | { name: string }): Promise<unknown> =>
      'id' in input
        ? api.patch<TaskColumnDto[]>(`/tasks/columns/${input.id}`, { name: input.name, position: input.position })
        : api.post<TaskColumnDto>('/tasks/columns', { name: input.name }),
    onSuccess: invalidate,
  });
}

/**
 * Reads GET /tasks/stream with fetch (EventSource cannot send the bearer token) and refetches the
 * board on every `board` event; reconnects with a growing delay and refetches once connected, so
 * changes made while the stream was down are not missed.
 */
export function useTaskStream(): boolean {
  const client = useQueryClient();
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let delay = 1000;
    const connect = async () => {
      while (!abort.signal.aborted) {
        try {
          const token = readStorage(STORAGE_KEYS.accessToken);
          const response = await fetch(`${CONFIG.apiBaseUrl}/tasks/stream`, {
            headers: token ? { Authorization: `Bearer ${token}` } : {},
            signal: abort.signal,
          });
          if (!response.ok || !response.body) throw new Error(String(response.status));
          setLive(true);
          delay = 1000;
          void client.invalidateQueries({ queryKey: ['tasks'] });
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            if (buffer.includes('event: board')) void client.invalidateQueries({ queryKey: ['tasks'] });
            buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 1);
          }
        } catch {
          if (abort.signal.aborted) return;
        }
        setLive(false);
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, 30_000);
      }
    };
    void connect();
    return () => abort.abort();
  }, [client]);
  return isLive;
}
