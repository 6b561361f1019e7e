// GET /api/v1/posts (published posts, newest first) and GET /api/v1/posts/:slug, in the visitor's
// language (the API falls back to the venue's and says which language it answered in).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PostCover {
  url: string;
  srcset: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface PostSummaryDto {
  id: string;
  slug: string;
  lang: string;
  title: string;
  teaser: string;
  seoTitle: string;
  seoDescription: string;
  tags: string[];
  publishedAt: string;
  readingMinutes: number;
  cover: PostCover | null;
}

export interface PostDto extends PostSummaryDto {
  html: string;
  bodyLang: string;
  others: PostSummaryDto[];
}

export const POSTS_PAGE_SIZE = 9;

export const postsQuery = (lang: string, page: number, tag: string | undefined) =>
  queryOptions({
    queryKey: ['posts', 'list', lang, page, tag ?? ''],
    queryFn: ({ signal }) =>
      api.get<{ rows: PostSummaryDto[]; count: number; tags: string[] }>('/posts', {
        query: { lang, page, pageSize: POSTS_PAGE_SIZE, tag },
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const postQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['posts', 'detail', slug, lang],
    queryFn: ({ signal }) => api.get<PostDto>(`/posts/${encodeURIComponent(slug)}`, { query: { lang }, signal }),
    staleTime: 60_000,
  });

export const usePosts = (lang: string, page: number, tag: string | undefined) => useQuery(postsQuery(lang, page, tag));
export const usePost = (slug: string, lang: string) => useQuery(postQuery(slug, lang));

/** The two-letter code the API understands ('de-CH' → 'de'). */
export const apiLanguage = (language: string) => language.slice(0, 2).toLowerCase();
