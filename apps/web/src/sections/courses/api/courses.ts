// The course API (docs/product/courses.md): the public list and detail, enrolment into the cart,
// and the staff side (create with a conflict preview, participants, attendance, messages, a
// session cancelled). Types come from core's schemas.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CourseCreateInput,
  CourseDto,
  CourseParticipantDto,
  coursePreviewAnswerSchema,
} from '@courtside/core/courses';
import { api } from '../../../lib/api-client';

type List<T> = { rows: T[]; count: number };
export type CoursePreview = z.infer<typeof coursePreviewAnswerSchema>;
export type Trainer = { id: string; name: string; email: string };

export const publicCoursesQuery = () =>
  queryOptions({
    queryKey: ['courses', 'public'],
    queryFn: ({ signal }) => api.get<List<CourseDto>>('/courses', { signal }),
  });

export const courseQuery = (slug: string) =>
  queryOptions({
    queryKey: ['courses', 'public', slug],
    queryFn: ({ signal }) => api.get<CourseDto>(`/courses/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });

export const staffCoursesQuery = () =>
  queryOptions({
    queryKey: ['courses', 'manage'],
    queryFn: ({ signal }) => api.get<List<CourseDto>>('/courses/manage', { signal }),
  });

export const trainersQuery = () =>
  queryOptions({
    queryKey: ['courses', 'trainers'],
    queryFn: ({ signal }) => api.get<{ rows: Trainer[] }>('/courses/trainers', { signal }),
  });

export const participantsQuery = (courseId: string, sessionId?: string) =>
  queryOptions({
    queryKey: ['courses', 'participants', courseId, sessionId ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<List<CourseParticipantDto>>(`/courses/manage/${courseId}/participants`, {
        signal,
        ...(sessionId ? { query: { sessionId } } : {}),
      }),
  });

export function useEnrol() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => api.post('/cart/courses', { courseId }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['cart'] }),
        client.invalidateQueries({ queryKey: ['courses'] }),
      ]),
  });
}

export function usePreviewCourse() {
  return useMutation({
    mutationFn: (body: Pick<CourseCreateInput, 'resourceIds' | 'schedule'>) =>
      api.post<CoursePreview>('/courses/manage/preview', body),
  });
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseCreateInput) => api.post<CourseDto>('/courses/manage', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['courses'] }),
  });
}

export function useCourseAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { path: string; method?: 'post' | 'put'; body?: unknown }) =>
      a.method === 'put'
        ? api.put(`/courses/manage/${a.path}`, a.body ?? {})
        : api.post(`/courses/manage/${a.path}`, a.body ?? {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['courses'] }),
  });
}

export const courtsQuery = () =>
  queryOptions({
    queryKey: ['resources', 'active'],
    queryFn: () => api.get<{ rows: { id: string; name: string }[]; count: number }>('/resources'),
    staleTime: 60_000,
  });
