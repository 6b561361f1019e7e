// GET /api/v1/organizations/current: the venue this site is about (name, legal data, social links).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Legal } from '@courtside/core/organization';
import { api } from '../../../lib/api-client';

export interface PublicOrganization {
  uuid: string;
  name: string;
  slug: string;
  timezone: string;
  currency: string;
  locale: string;
  legal: Partial<Legal>;
  social: Partial<Record<string, string>>;
  settings: Record<string, unknown>;
}

export function getCurrentOrganization(signal?: AbortSignal): Promise<PublicOrganization> {
  return api.get<PublicOrganization>('/organizations/current', { signal });
}

export const currentOrganizationQuery = () =>
  queryOptions({
    queryKey: ['organizations', 'current'],
    queryFn: ({ signal }) => getCurrentOrganization(signal),
    staleTime: 5 * 60_000,
  });

export function useCurrentOrganization() {
  return useQuery(currentOrganizationQuery());
}
