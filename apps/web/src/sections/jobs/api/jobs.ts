// GET /api/v1/jobs and /api/v1/jobs/:slug (published openings in the visitor's language, falling back
// to the venue's; the answer says which language each text is in) and the application:
// POST /api/v1/contact-us/jobs/:slug as multipart/form-data with an optional PDF CV
// (docs/product/content.md#jobs).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { CV_MAX_BYTES } from '@courtside/core/job-limits';
import type { JobApplicationInput, PublicJob } from '@courtside/core/job-schemas';
import { CONFIG } from '../../../config/env';
import { ApiError, FALLBACK_ERROR_MESSAGE, api } from '../../../lib/api-client';

export { CV_MAX_BYTES };

/** The two-letter code the API understands ('de-CH' → 'de'). */
export const apiLanguage = (language: string) => language.slice(0, 2).toLowerCase();

export const jobsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['jobs', 'public', lang],
    queryFn: ({ signal }) => api.get<{ rows: PublicJob[]; count: number }>('/jobs', { query: { lang }, signal }),
    staleTime: 60_000,
  });

export const jobQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['jobs', 'public', lang, slug],
    queryFn: ({ signal }) => api.get<PublicJob>(`/jobs/${encodeURIComponent(slug)}`, { query: { lang }, signal }),
    staleTime: 60_000,
    retry: false,
  });

export const useJobs = (lang: string) => useQuery(jobsQuery(lang));
export const useJob = (slug: string, lang: string) => useQuery(jobQuery(slug, lang));

/**
 * Why a chosen CV cannot be sent, before it is uploaded: 'type' when it is not a PDF by its name and
 * type, 'size' when it is larger than the limit. The server checks the file's bytes again.
 */
export function cvProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'type' | 'size' | null {
  const isPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!isPdf) return 'type';
  if (file.size > CV_MAX_BYTES) return 'size';
  return null;
}

export async function applyForJob(slug: string, input: JobApplicationInput, cv: File | null): Promise<{ id: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) if (value) form.append(key, value);
  if (cv) form.append('cv', cv, cv.name);
  let response: Response;
  try {
    response = await fetch(`${CONFIG.apiBaseUrl}/contact-us/jobs/${encodeURIComponent(slug)}`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: FALLBACK_ERROR_MESSAGE });
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      code: typeof body.code === 'string' ? body.code : 'UNKNOWN',
      message: typeof body.message === 'string' ? body.message : FALLBACK_ERROR_MESSAGE,
      details: body.details,
    });
  return body as { id: string };
}

export function useApplyForJob(slug: string) {
  return useMutation({
    mutationFn: ({ input, cv }: { input: JobApplicationInput; cv: File | null }) => applyForJob(slug, input, cv),
  });
}

/** A local date (YYYY-MM-DD) in the visitor's language, e.g. "1 May 2027" / "1. Mai 2027". */
export function formatLocalDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
