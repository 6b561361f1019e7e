// The post module's request and answer shapes (docs/product.md#content).
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { contentStatuses } from '../../db/schema/content';
import type { PostRow } from './post.repository';

export const lang = z.string().regex(/^[a-z]{2}$/);
const translated = z.record(lang, z.string().max(300));
const translatedLong = z.record(lang, z.string().max(2000));

export const postInput = z.object({
  slug: z.string().trim().max(100).optional(),
  title: translated.optional(),
  teaser: translatedLong.optional(),
  body: z.record(lang, z.unknown()).optional(),
  seoTitle: translated.optional(),
  seoDescription: translatedLong.optional(),
  coverMediaId: uuidSchema.nullable().optional(),
  tags: z.array(z.string().max(40)).max(20).optional(),
  status: z.enum(contentStatuses).optional(),
  publishAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

const coverDto = z
  .object({
    url: z.string(),
    srcset: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    alt: z.string(),
  })
  .nullable();

export const publicPostDto = z.object({
  id: z.string(),
  slug: z.string(),
  lang: z.string(),
  title: z.string(),
  teaser: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  cover: coverDto,
});

export const managedPostDto = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.record(z.string(), z.string()),
  teaser: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.unknown()),
  seoTitle: z.record(z.string(), z.string()),
  seoDescription: z.record(z.string(), z.string()),
  coverMediaId: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(contentStatuses),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  readingMinutes: z.number().int(),
  /** Languages with a title and a body. */
  languages: z.array(z.string()),
  updatedAt: z.string(),
});

export const toManaged = (row: PostRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  teaser: row.teaser,
  body: row.body,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  coverMediaId: row.coverMediaId,
  tags: row.tags,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  readingMinutes: row.readingMinutes,
  languages: Object.keys(row.title).filter((l) => (row.body[l]?.content?.length ?? 0) > 0),
  updatedAt: row.updatedAt.toISOString(),
});
