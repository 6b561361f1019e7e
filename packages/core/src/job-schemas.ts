// Request and answer schemas of the job openings and the applications to them
// (docs/product/content.md#jobs).
import { z } from 'zod';
import { localDateSchema } from './booking-schemas';

export const jobTypes = ['mini_job', 'part_time', 'full_time', 'seasonal'] as const;
export type JobType = (typeof jobTypes)[number];
export const jobStatuses = ['draft', 'published', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export { CV_MAX_BYTES } from './job-limits';

const langCode = z.string().regex(/^[a-z]{2}$/, 'A language is a two-letter code such as de or en');
const titles = z.record(langCode, z.string().max(200, 'A title has at most 200 characters'));
const descriptions = z.record(langCode, z.string().max(20_000, 'A description has at most 20,000 characters'));

export const jobInputSchema = z.object({
  slug: z.string().trim().max(100, 'The address (slug) has at most 100 characters').optional(),
  title: titles.optional(),
  description: descriptions.optional(),
  type: z.enum(jobTypes, 'The type is mini_job, part_time, full_time or seasonal').optional(),
  startDate: localDateSchema.nullable().optional(),
  contactEmail: z.email('The contact address is not a valid e-mail address').max(200).nullable().optional(),
  status: z.enum(jobStatuses, 'The status is draft, published or closed').optional(),
});
export type JobInput = z.input<typeof jobInputSchema>;

/** What staff edit: every language as stored. */
export const managedJobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  type: z.enum(jobTypes),
  startDate: z.string().nullable(),
  contactEmail: z.string().nullable(),
  status: z.enum(jobStatuses),
  publishedAt: z.string().nullable(),
  /** Applications received through the contact form. */
  applications: z.number().int(),
  updatedAt: z.string(),
});
export type ManagedJob = z.infer<typeof managedJobSchema>;

export const jobListQuerySchema = z.object({
  status: z.enum(jobStatuses).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** What visitors see: the text in their language or the venue's, with the language it is in. */
export const publicJobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** Language of the title (the page marks it with `lang` when it differs from the visitor's). */
  lang: z.string(),
  title: z.string(),
  descriptionLang: z.string(),
  description: z.string(),
  type: z.enum(jobTypes),
  startDate: z.string().nullable(),
  publishedAt: z.string(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** The text fields of an application (sent as multipart/form-data with an optional "cv" PDF). */
export const jobApplicationSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  email: z.email('Please enter a valid email address').max(200),
  phone: z.string().trim().max(50).optional(),
  message: z.string().trim().min(10, 'Please write at least 10 characters').max(5000),
  locale: z.string().max(10).optional(),
  website: z.string().max(200).optional(),
  challengeToken: z.string().max(4096).optional(),
});
export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;
