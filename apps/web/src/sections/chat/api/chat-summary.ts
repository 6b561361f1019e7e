// The staff's unread-conversations summary (GET /chat/summary) for the dashboard's overview. A
// module of its own: the overview is the dashboard's first screen and needs none of the chat's
// other calls (ADR 024).
import { useQuery } from '@tanstack/react-query';
import type { ChatSummaryDto } from '@courtside/core/chat-schemas';
import { api } from '../../../lib/api-client';

export function useChatSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'summary'],
    queryFn: () => api.get<ChatSummaryDto>('/chat/summary'),
    enabled,
  });
}
