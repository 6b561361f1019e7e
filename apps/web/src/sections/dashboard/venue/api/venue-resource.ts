// Fetchers, query options and hooks of the venue-setup endpoints. Every change invalidates the
// setup lists, the public grids (availability, pricing, resources) and the record's history, so
// what a manager saves shows everywhere at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CourtBody,
  CourtDto,
  LocationBody,
  LocationDto,
  RuleBody,
  RuleDto,
  SeasonBody,
  SeasonDto,
  VenueSettings,
  VenueSettingsPatch,
} from '@courtside/core/venue-setup-schemas';
import type { ClosedDayBody, ClosedDayDto } from '@courtside/core/closed-day-schemas';
import { api } from '../../../../lib/api-client';

interface List<T> {
  rows: T[];
  count: number;
}

const publicKeys = [['availability'], ['pricing'], ['resources'], ['slots-info']];

function useInvalidateSetup() {
  const client = useQueryClient();
  return (key: string, historyEntity: string, id?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['venue', key] }),
      ...publicKeys.map((k) => client.invalidateQueries({ queryKey: k })),
      ...(id ? [client.invalidateQueries({ queryKey: ['history', historyEntity, id] })] : []),
    ]);
}

function crud<Dto extends { id: string }, Body>(path: string, key: string, historyEntity: string) {
  const list = (query?: Record<string, string | undefined>) => api.get<List<Dto>>(path, { query });
  const listQuery = (query?: Record<string, string | undefined>) =>
    queryOptions({ queryKey: ['venue', key, query ?? {}], queryFn: () => list(query) });
  return {
    list,
    listQuery,
    useList: (query?: Record<string, string | undefined>, enabled = true) => useQuery({ ...listQuery(query), enabled }),
    useSave: () => {
      const invalidate = useInvalidateSetup();
      return useMutation({
        mutationFn: (input: { id?: string; body: Partial<Body> }) =>
          input.id ? api.patch<Dto>(`${path}/${input.id}`, input.body) : api.post<Dto>(path, input.body),
        onSuccess: (row) => invalidate(key, historyEntity, row.id),
      });
    },
    useRemove: () => {
      const invalidate = useInvalidateSetup();
      return useMutation({
        mutationFn: (id: string) => api.delete<{ message: string }>(`${path}/${id}`),
        onSuccess: () => invalidate(key, historyEntity),
      });
    },
  };
}

/** /locations */
export const locationsApi = crud<LocationDto, LocationBody>('/locations', 'locations', 'location');
/** /courts (active and inactive) */
export const courtsApi = crud<CourtDto, CourtBody>('/courts', 'courts', 'court');
/** /seasons with opening hours */
export const seasonsApi = crud<SeasonDto, SeasonBody>('/seasons', 'seasons', 'season');
/** /scheduling-rules with price bands */
export const rulesApi = crud<RuleDto, RuleBody>('/scheduling-rules', 'rules', 'scheduling_rule');

/** GET / PATCH /settings/venue */
export const getVenueSettings = () => api.get<VenueSettings>('/settings/venue');
export const venueSettingsQuery = () => queryOptions({ queryKey: ['venue', 'settings'], queryFn: getVenueSettings });
export const useVenueSettings = () => useQuery(venueSettingsQuery());
export function useSaveVenueSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: VenueSettingsPatch) => api.patch<VenueSettings>('/settings/venue', patch),
    onSuccess: (settings) => {
      client.setQueryData(['venue', 'settings'], settings);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['organizations'] }),
        client.invalidateQueries({ queryKey: ['history', 'organization_settings'] }),
      ]);
    },
  });
}

/** /closed-days: holidays of the organization or one location (docs/product.md#closed-days) */
export const closedDaysApi = crud<ClosedDayDto, ClosedDayBody>('/closed-days', 'closed-days', 'closed_day');
