// Tables of the content studio: the media library (files, storage use per organization, where each
// file is used), news posts and the old slugs that redirect. See docs/product.md#content.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RichNode } from '@courtside/core/rich-text';
import { organizations } from './organizations';
import { users } from './users';

export const mediaKinds = ['image', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];
export const mediaVisibilities = ['public', 'private'] as const;
export type MediaVisibility = (typeof mediaVisibilities)[number];

/** One stored rendition of a file: the cleaned original or a resized WebP. */
export interface MediaVariant {
  /** File name inside the media folder, e.g. 'original.jpg', 'w640.webp'. */
  file: string;
  mimeType: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

/** A file of the media library. Its files never change: a replacement is a new upload. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: mediaKinds }).notNull(),
    visibility: text('visibility', { enum: mediaVisibilities }).notNull().default('public'),
    mimeType: text('mime_type').notNull(),
    name: text('name').notNull(),
    originalFile: text('original_file').notNull(),
    /** Bytes of every stored rendition together (what counts against the quota). */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    alt: jsonb('alt').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_org_created_idx').on(t.organizationId, t.createdAt)],
);

/** Storage used per organization; the quota is kept by one conditional update of this row. */
export const mediaStorage = pgTable('media_storage', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
  /** null = the installation's default (MEDIA_QUOTA_BYTES). */
  limitBytes: bigint('limit_bytes', { mode: 'number' }),
});

/** Where a file is used; the foreign key keeps a used file from being deleted. */
export const mediaUsages = pgTable(
  'media_usages',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'event', 'post', 'job', 'product', 'resource', … */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    label: text('label').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'media_usages_pk', columns: [t.mediaId, t.entity, t.entityId] }),
    index('media_usages_entity_idx').on(t.organizationId, t.entity, t.entityId),
  ],
);

export const contentStatuses = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** Text per language code ('de', 'en', …); a missing language falls back to the venue's default. */
export type Translated = Record<string, string>;

/** A news post; its body is a sanitized rich-text document per language. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Translated>().notNull().default({}),
    teaser: jsonb('teaser').$type<Translated>().notNull().default({}),
    body: jsonb('body').$type<Record<string, RichNode>>().notNull().default({}),
    seoTitle: jsonb('seo_title').$type<Translated>().notNull().default({}),
    seoDescription: jsonb('seo_description').$type<Translated>().notNull().default({}),
    coverMediaId: uuid('cover_media_id').references(() => mediaFiles.id, { onDelete: 'restrict' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: contentStatuses }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_org_slug_unique').on(t.organizationId, t.slug),
    index('posts_org_published_idx').on(t.organizationId, t.status, t.publishedAt),
    check('posts_scheduled_needs_time', sql`${t.status} <> 'scheduled' OR ${t.publishAt} IS NOT NULL`),
  ],
);

/** Old slugs of posts and events: the public address of a renamed item keeps working. */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    oldSlug: text('old_slug').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'content_redirects_pk', columns: [t.organizationId, t.entity, t.oldSlug] })],
);
