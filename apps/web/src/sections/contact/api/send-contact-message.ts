// POST /api/v1/contact-us (stored and mailed to staff) and GET /api/v1/contact-us/config.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  locale?: string;
  website?: string;
  challengeToken?: string;
}

export interface ContactConfig {
  botChallenge: { provider: 'turnstile'; siteKey: string } | null;
}

export function sendContactMessage(input: ContactMessageInput) {
  return api.post<{ id: string; status: 'received' }>('/contact-us', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

export const contactConfigQuery = () =>
  queryOptions({
    queryKey: ['contact-us', 'config'],
    queryFn: ({ signal }) => api.get<ContactConfig>('/contact-us/config', { signal }),
    staleTime: Infinity,
  });

export function useContactConfig() {
  return useQuery(contactConfigQuery());
}
