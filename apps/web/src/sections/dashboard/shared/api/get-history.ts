import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntity, HistoryEntry } from '@courtside/core/venue-setup-schemas';
import { api } from '../../../../lib/api-client';

/** GET /history/:entity/:id — the audit trail of one record, newest first. */
export const getHistory = (entity: HistoryEntity, id: string) =>
  api.get<{ rows: HistoryEntry[]; count: number }>(`/history/${entity}/${encodeURIComponent(id)}`);

export const historyQuery = (entity: HistoryEntity, id: string) =>
  queryOptions({ queryKey: ['history', entity, id], queryFn: () => getHistory(entity, id) });

export const useHistory = (entity: HistoryEntity, id: string, enabled = true) =>
  useQuery({ ...historyQuery(entity, id), enabled });
