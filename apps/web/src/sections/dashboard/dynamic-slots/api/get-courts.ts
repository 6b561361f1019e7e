import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export interface BookableCourt {
  id: string;
  name: string;
  category: string;
  spaceType: string;
  locationId: string;
}

/** GET /resources — the active courts (the public list; dynamic slots go on active courts only). */
export const getBookableCourts = () => api.get<{ rows: BookableCourt[]; count: number }>('/resources');

export const bookableCourtsQuery = () =>
  queryOptions({ queryKey: ['resources', 'active'], queryFn: getBookableCourts, staleTime: 60_000 });

export const useBookableCourts = () => useQuery(bookableCourtsQuery());
