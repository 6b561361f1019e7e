// GET /api/v1/pricing: prices per season and time band, opening hours and the venue's locations.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PriceSegment {
  from: string;
  to: string;
  priceCents: number;
  band: string;
}

export interface PriceGroup {
  ruleId: string;
  category: string;
  spaceTypes: ('indoor' | 'outdoor')[];
  resources: { id: string; name: string }[];
  slotMinutes: number;
  bookingTypes: string[];
  leadDays: number;
  minNoticeMinutes: number;
  minPriceCents: number;
  maxPriceCents: number;
  rows: { weekdays: number[]; segments: PriceSegment[] }[];
}

export interface SeasonPrices {
  id: string;
  name: string;
  kind: 'summer' | 'winter';
  startsOn: string;
  endsOn: string;
  isCurrent: boolean;
  openingHours: Partial<Record<string, { open: string; close: string }[]>>;
  groups: PriceGroup[];
}

export interface VenueLocation {
  id: string;
  name: string;
  address: { street: string; postalCode: string; city: string; country: string };
  latitude: number | null;
  longitude: number | null;
}

export interface PriceList {
  timezone: string;
  currency: string;
  today: string;
  locations: VenueLocation[];
  seasons: SeasonPrices[];
  count: number;
}

export const priceListQuery = () =>
  queryOptions({
    queryKey: ['pricing'],
    queryFn: ({ signal }) => api.get<PriceList>('/pricing', { signal }),
    staleTime: 10 * 60_000,
  });

export function usePriceList() {
  return useQuery(priceListQuery());
}
