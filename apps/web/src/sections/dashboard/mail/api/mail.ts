// /mail/outbox (the organization's outgoing mails) and /contact-us (messages of the /kontakt
// form): what staff with mail.read read on /dashboard/mail.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIG } from '../../../../config/env';
import { api, ApiError, FALLBACK_ERROR_MESSAGE } from '../../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../../lib/storage';

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'stored'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const contactStatuses = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export interface OutboxAttachmentMeta {
  filename: string;
  contentType: string;
  size: number;
}

export interface OutboxMail {
  id: string;
  to: string;
  locale: string;
  template: string;
  subject: string;
  text: string;
  /** The body holds a sign-in secret the viewer may not read (text and html are replaced). */
  redacted: boolean;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  attachments: OutboxAttachmentMeta[];
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface OutboxMailDetail extends Omit<OutboxMail, 'attachments'> {
  html: string;
  /** content: base64 */
  attachments: (OutboxAttachmentMeta & { content: string })[];
}

export interface OutboxFilter {
  page: number;
  pageSize: number;
  status?: OutboxStatus;
  search?: string;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: string;
  status: ContactStatus;
  /** An application to a job opening (docs/product/content.md#jobs). */
  job: { id: string; title: string } | null;
  hasCv: boolean;
  createdAt: string;
}

/** GET /contact-us/:id/cv — the application's CV (mail.read), saved through a temporary link. */
export async function downloadContactCv(message: Pick<ContactMessage, 'id' | 'name'>): Promise<void> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  const response = await fetch(`${CONFIG.apiBaseUrl}/contact-us/${encodeURIComponent(message.id)}/cv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  }).catch(() => null);
  if (!response?.ok)
    throw new ApiError({ status: response?.status ?? 0, code: 'UNKNOWN', message: FALLBACK_ERROR_MESSAGE });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `CV ${message.name}.pdf`.replace(/[\\/:*?"<>|]+/g, '_');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ContactFilter {
  page: number;
  pageSize: number;
  status?: ContactStatus;
}

/** GET /mail/outbox — newest first; search looks in recipient and subject. */
export const getOutbox = (f: OutboxFilter) =>
  api.get<{ rows: OutboxMail[]; count: number }>('/mail/outbox', { query: { ...f } });
export const outboxQuery = (f: OutboxFilter) =>
  queryOptions({ queryKey: ['mail', 'outbox', f], queryFn: () => getOutbox(f), placeholderData: keepPreviousData });
export const useOutbox = (f: OutboxFilter) => useQuery(outboxQuery(f));

/** GET /mail/outbox/:id — with the HTML and the attachments' content. */
export const getOutboxMail = (id: string) => api.get<OutboxMailDetail>(`/mail/outbox/${encodeURIComponent(id)}`);
export const useOutboxMail = (id: string | null) =>
  useQuery({ queryKey: ['mail', 'outbox', 'one', id], queryFn: () => getOutboxMail(id!), enabled: Boolean(id) });

/** GET /contact-us — the API pages with limit/offset. */
export const getContactMessages = ({ page, pageSize, status }: ContactFilter) =>
  api.get<{ rows: ContactMessage[]; count: number }>('/contact-us', {
    query: { limit: pageSize, offset: (page - 1) * pageSize, status },
  });
export const useContactMessages = (f: ContactFilter) =>
  useQuery({
    queryKey: ['mail', 'contact', f],
    queryFn: () => getContactMessages(f),
    placeholderData: keepPreviousData,
  });

/** PATCH /contact-us/:id — new, read or answered (handled). */
export function useSetContactStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) =>
      api.patch<ContactMessage>(`/contact-us/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['mail', 'contact'] }),
  });
}

/** An attachment's base64 content as a file the browser downloads. */
export function downloadBase64(attachment: { filename: string; contentType: string; content: string }): void {
  const binary = atob(attachment.content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: attachment.contentType || 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
