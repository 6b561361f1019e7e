// The chat's calls (apps/api/src/modules/chat) for the customer's panel and the staff inbox. A
// guest's chat token (after the e-mailed code) is kept in this browser and sent as X-Chat-Token.
import { useQuery } from '@tanstack/react-query';
import type {
  ChatConversationDto,
  ChatMessageDto,
  ChatMessagesAnswer,
  ChatQuickReplyDto,
  ChatStartInput,
} from '@courtside/core/chat-schemas';
import { CONFIG } from '../../../config/env';
import { api, ApiError } from '../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';

const GUEST_TOKEN_KEY = 'chat-token';

export function guestToken(): string | null {
  try {
    return localStorage.getItem(GUEST_TOKEN_KEY);
  } catch {
    return null;
  }
}
export function setGuestToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(GUEST_TOKEN_KEY, token);
    else localStorage.removeItem(GUEST_TOKEN_KEY);
  } catch {
    // Private mode without storage: the guest verifies again next time.
  }
}

/** Headers of a chat call: the guest token when there is no signed-in user. */
export function chatHeaders(isSignedIn: boolean): Record<string, string> {
  const token = isSignedIn ? null : guestToken();
  return token ? { 'X-Chat-Token': token } : {};
}

export const chatApi = {
  myConversations: (headers: Record<string, string>) =>
    api.get<{ rows: ChatConversationDto[] }>('/chat/conversations', { headers }),
  start: (headers: Record<string, string>, body: ChatStartInput) =>
    api.post<ChatConversationDto>('/chat/conversations', body, { headers }),
  messages: (headers: Record<string, string>, id: string, after: number) =>
    api.get<ChatMessagesAnswer>(`/chat/conversations/${id}/messages`, { headers, query: { after, limit: 200 } }),
  send: (headers: Record<string, string>, id: string, body: string) =>
    api.post<ChatMessageDto>(`/chat/conversations/${id}/messages`, { body }, { headers }),
  read: (headers: Record<string, string>, id: string, seq: number) =>
    api.post<{ seq: number }>(`/chat/conversations/${id}/read`, { seq }, { headers }),
  typing: (headers: Record<string, string>, id: string) =>
    api.post<void>(`/chat/conversations/${id}/typing`, undefined, { headers }),
  guestStart: (body: { email: string; name: string; locale: string }) =>
    api.post<{ guestId: string }>('/chat/guest', body),
  guestVerify: (body: { guestId: string; code: string }) => api.post<{ token: string }>('/chat/guest/verify', body),
  patch: (id: string, body: { status?: string; assigneeId?: string | null }) =>
    api.patch<ChatConversationDto>(`/chat/conversations/${id}`, body),
};

function authHeaders(headers: Record<string, string>): Record<string, string> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers };
}

/** Sends an image or PDF; the server checks its type by its bytes and its size. */
export async function uploadAttachment(
  headers: Record<string, string>,
  id: string,
  file: File,
): Promise<ChatMessageDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`${CONFIG.apiBaseUrl}/chat/conversations/${id}/attachments`, {
    method: 'POST',
    headers: authHeaders(headers),
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string; status?: number };
  if (!response.ok)
    throw new ApiError({ status: response.status, message: body.message ?? '', code: body.code ?? 'INTERNAL' });
  return body as unknown as ChatMessageDto;
}

/** An attachment as an object URL (the file is private: the request carries the caller's token). */
export async function attachmentUrl(headers: Record<string, string>, conversationId: string, messageId: string) {
  const response = await fetch(`${CONFIG.apiBaseUrl}/chat/conversations/${conversationId}/attachments/${messageId}`, {
    headers: authHeaders(headers),
  });
  if (!response.ok) throw new Error(String(response.status));
  return URL.createObjectURL(await response.blob());
}

export function useChatInbox(query: { q?: string; status?: string; mine?: boolean }) {
  return useQuery({
    queryKey: ['chat', 'inbox', query],
    queryFn: () =>
      api.get<{ rows: ChatConversationDto[]; count: number }>('/chat/inbox', {
        query: { q: query.q || undefined, status: query.status || undefined, mine: query.mine ? 'true' : undefined },
      }),
  });
}

export function useQuickReplies() {
  return useQuery({
    queryKey: ['chat', 'quick-replies'],
    queryFn: () => api.get<{ rows: ChatQuickReplyDto[] }>('/chat/quick-replies'),
    staleTime: 60_000,
  });
}
