// The staff side of job openings (docs/product/content.md#jobs): GET/POST/PATCH/DELETE /jobs/manage.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobInput, JobStatus, ManagedJob } from '@courtside/core/job-schemas';
import { api } from '../../../../lib/api-client';

export { jobStatuses, jobTypes } from '@courtside/core/job-schemas';
export type { JobInput, JobStatus, JobType, ManagedJob } from '@courtside/core/job-schemas';

export interface JobListFilter {
  status?: JobStatus;
  search?: string;
  page: number;
  pageSize: number;
}

export function useManagedJobs(filter: JobListFilter) {
  return useQuery({
    queryKey: ['jobs', 'manage', filter],
    queryFn: ({ signal }) =>
      api.get<{ rows: ManagedJob[]; count: number }>('/jobs/manage', {
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
}

export function useManagedJob(id: string | undefined) {
  return useQuery({
    queryKey: ['jobs', 'manage', 'one', id],
    queryFn: ({ signal }) => api.get<ManagedJob>(`/jobs/manage/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useSaveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; body: JobInput }) =>
      input.id
        ? api.patch<ManagedJob>(`/jobs/manage/${input.id}`, input.body)
        : api.post<ManagedJob>('/jobs/manage', input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

export function useDeleteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/jobs/manage/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

/** The languages a job can be read in: those with a title. */
export const languagesOf = (job: Pick<ManagedJob, 'title'>) =>
  Object.entries(job.title)
    .filter(([, text]) => text.trim())
    .map(([lang]) => lang);

/** Only the languages with text, trimmed: what the API stores. */
export function cleanTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([lang, text]) => [lang, text.trim()] as const)
      .filter(([, text]) => text),
  );
}
