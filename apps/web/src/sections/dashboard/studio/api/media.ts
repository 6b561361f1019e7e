// The media library's API (GET/PATCH/DELETE /media, GET /media/overview) and the upload: one
// multipart request per file through XMLHttpRequest, the only browser API that reports upload progress.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIG } from '../../../../config/env';
import { api, ApiError, FALLBACK_ERROR_MESSAGE } from '../../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../../lib/storage';

export interface MediaVariant {
  file: string;
  url: string;
  mimeType: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

export interface MediaUsage {
  entity: string;
  entityId: string;
  label: string;
}

export interface MediaDto {
  id: string;
  kind: 'image' | 'document';
  visibility: 'public' | 'private';
  name: string;
  mimeType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  url: string;
  variants: MediaVariant[];
  alt: Record<string, string>;
  tags: string[];
  usages: MediaUsage[];
  createdAt: string;
}

export interface MediaOverview {
  usedBytes: number;
  limitBytes: number;
  leftBytes: number;
  maxFileBytes: number;
  files: number;
  tags: string[];
  storage: 'disk' | 's3';
}

export interface MediaFilter {
  search?: string;
  tag?: string;
  kind?: 'image' | 'document';
}

export const mediaListQuery = (filter: MediaFilter) =>
  queryOptions({
    queryKey: ['media', 'list', filter],
    queryFn: ({ signal }) =>
      api.get<{ rows: MediaDto[]; count: number }>('/media', {
        query: { search: filter.search || undefined, tag: filter.tag || undefined, kind: filter.kind, limit: 200 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useMediaList = (filter: MediaFilter) => useQuery(mediaListQuery(filter));

export const useMediaOverview = () =>
  useQuery({
    queryKey: ['media', 'overview'],
    queryFn: ({ signal }) => api.get<MediaOverview>('/media/overview', { signal }),
  });

export function useUpdateMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: { name?: string; alt?: Record<string, string>; tags?: string[] } }) =>
      api.patch<MediaDto>(`/media/${input.id}`, input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['media'] }),
  });
}

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/media/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['media'] }),
  });
}

/** POST /media with one file; `onProgress` gets 0..1 while the bytes go up. */
export function uploadMediaFile(file: File, onProgress: (share: number) => void): Promise<MediaDto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${CONFIG.apiBaseUrl}/media`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = readStorage(STORAGE_KEYS.accessToken);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        body = {};
      }
      if (request.status === 201) {
        resolve((body.rows as MediaDto[])[0] as MediaDto);
        return;
      }
      reject(
        new ApiError({
          status: request.status,
          code: typeof body.code === 'string' ? body.code : 'UNKNOWN',
          message: typeof body.message === 'string' ? body.message : FALLBACK_ERROR_MESSAGE,
          details: body.details,
        }),
      );
    };
    request.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: FALLBACK_ERROR_MESSAGE }));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** The smallest rendition at least `width` wide (else the largest), for thumbnails. */
export function thumbnailUrl(media: MediaDto, width = 320): string {
  const images = media.variants
    .filter((v) => v.mimeType.startsWith('image/') && v.width)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return (images.find((v) => (v.width ?? 0) >= width) ?? images[images.length - 1])?.url ?? media.url;
}

export const formatBytes = (bytes: number, locale: string) => {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
};

export const useMediaItem = (id: string | null | undefined) =>
  useQuery({
    queryKey: ['media', 'one', id],
    queryFn: ({ signal }) => api.get<MediaDto>(`/media/${id}`, { signal }),
    enabled: Boolean(id),
  });
