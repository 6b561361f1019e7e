// The dashboard's news posts: GET/POST /posts/manage, GET/PATCH/DELETE /posts/manage/:id, its
// history and revert (docs/product/content.md).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export type ContentStatus = 'draft' | 'scheduled' | 'published' | 'archived';
export const CONTENT_STATUSES: ContentStatus[] = ['draft', 'scheduled', 'published', 'archived'];

export type Translated = Record<string, string>;

export interface ManagedPost {
  id: string;
  slug: string;
  title: Translated;
  teaser: Translated;
  body: Record<string, unknown>;
  seoTitle: Translated;
  seoDescription: Translated;
  coverMediaId: string | null;
  tags: string[];
  status: ContentStatus;
  publishAt: string | null;
  publishedAt: string | null;
  readingMinutes: number;
  languages: string[];
  updatedAt: string;
}

export type PostInput = Partial<
  Pick<
    ManagedPost,
    | 'slug'
    | 'title'
    | 'teaser'
    | 'body'
    | 'seoTitle'
    | 'seoDescription'
    | 'coverMediaId'
    | 'tags'
    | 'status'
    | 'publishAt'
  >
>;

export const managedPostsQuery = (filter: {
  status?: ContentStatus;
  search?: string;
  page: number;
  pageSize: number;
}) =>
  queryOptions({
    queryKey: ['posts', 'manage', 'list', filter],
    queryFn: ({ signal }) =>
      api.get<{ rows: ManagedPost[]; count: number }>('/posts/manage', {
        query: {
          status: filter.status,
          search: filter.search || undefined,
          limit: filter.pageSize,
          offset: filter.page * filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useManagedPosts = (filter: Parameters<typeof managedPostsQuery>[0]) => useQuery(managedPostsQuery(filter));

export const useManagedPost = (id: string | undefined) =>
  useQuery({
    queryKey: ['posts', 'manage', 'one', id],
    queryFn: ({ signal }) => api.get<ManagedPost>(`/posts/manage/${id}`, { signal }),
    enabled: Boolean(id),
    // The form is filled once from it: a refetch on focus must not overwrite unsaved edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; body: PostInput }) =>
      input.id
        ? api.patch<ManagedPost>(`/posts/manage/${input.id}`, input.body)
        : api.post<ManagedPost>('/posts/manage', input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['posts'] }),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/posts/manage/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['posts'] }),
  });
}
