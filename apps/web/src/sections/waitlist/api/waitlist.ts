// The waitlist API (docs/product.md#waitlist): join, read an entry by its link token, and the
// actions on an open offer (take it into the cart, more time, decline) or on the entry (leave).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffWaitlistRow, WaitlistEntryView, WaitlistJoin } from '@courtside/core/waitlist';
import { api } from '../../../lib/api-client';
import { useLiveStream } from '../../../lib/use-live-stream';

export type WaitlistJoined = WaitlistEntryView & { token: string };

import { rememberToken } from './remembered-tokens';

export { rememberedTokens, rememberToken } from './remembered-tokens';

/**
 * Live push of an offer (docs/product/waitlist-courses.md#live-offer): the offer page follows its
 * entry's stream (the link token is the key), the booking page the visitor's own entries; on an
 * `offer` event the entry is read again at once instead of on the next 10-second refresh.
 */
export function useOfferStream(path: string, enabled: boolean, onOffer: () => void): boolean {
  return useLiveStream(path, { enabled, onEvent: (event) => (event === 'offer' ? onOffer() : undefined) });
}

export const entryQuery = (token: string) =>
  queryOptions({
    queryKey: ['waitlist', token],
    queryFn: ({ signal }) => api.get<WaitlistEntryView>(`/waitlist/entries/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    // Position and offers change when others act: look again every 10 s while the page is open.
    refetchInterval: 10_000,
  });

export const useWaitlistEntry = (token: string) => useQuery(entryQuery(token));

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: Partial<WaitlistJoin> & { kind: 'slot' | 'session' | 'course' }) =>
      api.post<WaitlistJoined>('/waitlist', body),
    onSuccess: (joined) => rememberToken(joined.token),
  });
}

export function useEntryAction(token: string, action: 'leave' | 'decline' | 'extend') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<WaitlistEntryView>(`/waitlist/entries/${encodeURIComponent(token)}/${action}`),
    onSuccess: (view) => client.setQueryData(['waitlist', token], view),
  });
}

export function useAcceptOffer(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ bookingId: string; entry: WaitlistEntryView }>(
        `/waitlist/entries/${encodeURIComponent(token)}/accept`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['cart'] }),
  });
}

export const staffWaitlistQuery = (status: string) =>
  queryOptions({
    queryKey: ['staff-waitlist', status],
    queryFn: ({ signal }) =>
      api.get<{ rows: StaffWaitlistRow[]; count: number }>(`/staff/waitlist?status=${status}`, { signal }),
    refetchInterval: 15_000,
  });

export function useRemoveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<StaffWaitlistRow>(`/staff/waitlist/${id}/remove`),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff-waitlist'] }),
  });
}
