// News posts: the public list, detail and feed, and the dashboard's editing (content.write).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { renderRichText } from '@courtside/core/rich-text';
import type { RichNode } from '@courtside/core/rich-text';
import { contentStatuses } from '../../db/schema/content';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { auditActor } from '../audit';
import { auditRepository } from '../audit';
import { mediaRepository } from '../media';
import { mediaUrl } from '../media';
import { publicBaseUrl } from '../sitemap';
import { postRepository } from './post.repository';
import type { PostRow } from './post.repository';
import { createPost, deletePost, pick, revertPost, updatePost } from './post.service';

const lang = z.string().regex(/^[a-z]{2}$/);
const translated = z.record(lang, z.string().max(300));
const translatedLong = z.record(lang, z.string().max(2000));

const postInput = z.object({
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

const publicPostDto = z.object({
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

const managedPostDto = z.object({
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

const toManaged = (row: PostRow) => ({
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

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Cover images of posts, with their responsive WebP set. */
  async function covers(organizationId: string, rows: PostRow[], lang: string, fallback: string) {
    const files = await mediaRepository.findMany(
      app.db,
      organizationId,
      rows.map((r) => r.coverMediaId).filter((id): id is string => id !== null),
    );
    return (row: PostRow) => {
      const file = files.find((f) => f.id === row.coverMediaId);
      if (!file) return null;
      const webp = file.variants.filter((v) => v.mimeType === 'image/webp' && v.width);
      return {
        url: mediaUrl(organizationId, file.id, webp.find((v) => v.width! >= 1280)?.file ?? file.originalFile),
        srcset: webp.map((v) => `${mediaUrl(organizationId, file.id, v.file)} ${v.width}w`).join(', '),
        width: file.width,
        height: file.height,
        alt: pick(file.alt, lang, fallback).text,
      };
    };
  }

  async function toPublic(organizationId: string, rows: PostRow[], lang: string, fallback: string) {
    const coverOf = await covers(organizationId, rows, lang, fallback);
    return rows.map((row) => {
      const title = pick(row.title, lang, fallback);
      return {
        id: row.id,
        slug: row.slug,
        lang: title.lang,
        title: title.text,
        teaser: pick(row.teaser, title.lang, fallback).text,
        seoTitle: pick(row.seoTitle, title.lang, fallback).text || title.text,
        seoDescription:
          pick(row.seoDescription, title.lang, fallback).text || pick(row.teaser, title.lang, fallback).text,
        tags: row.tags,
        publishedAt: (row.publishedAt ?? row.publishAt ?? row.createdAt).toISOString(),
        readingMinutes: row.readingMinutes,
        cover: coverOf(row),
      };
    });
  }

  /** The body's HTML in the language shown, embedded events as links to their pages. */
  async function bodyHtml(
    row: PostRow,
    lang: string,
    fallback: string,
    base = '',
  ): Promise<{ html: string; lang: string }> {
    const bodyLang = row.body[lang]?.content?.length
      ? lang
      : row.body[fallback]?.content?.length
        ? fallback
        : Object.keys(row.body)[0];
    const doc: RichNode = (bodyLang && row.body[bodyLang]) || { type: 'doc', content: [] };
    const ids: string[] = [];
    const collect = (node: RichNode) => {
      if (node.type === 'eventCard' && typeof node.attrs?.eventId === 'string') ids.push(node.attrs.eventId);
      node.content?.forEach(collect);
    };
    collect(doc);
    const events = await postRepository.publicEvents(app.db, row.organizationId, ids);
    const html = renderRichText(doc, {
      imageSrc: (src) => base + src,
      eventCard: (id) => {
        const event = events.find((e) => e.id === id);
        if (!event) return '';
        const title = pick(event.title, lang, fallback).text;
        return `<aside class="post-event"><a href="${escapeXml(`${base}/events/${encodeURIComponent(event.slug)}`)}">${escapeXml(title)}</a> <time datetime="${event.startsAt.toISOString()}">${event.startsAt.toISOString().slice(0, 10)}</time></aside>`;
      },
    });
    return { html, lang: bodyLang ?? fallback };
  }

  app.get(
    '/api/v1/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Published posts of the venue, newest first, in the asked language (falling back to the venue’s)',
        querystring: z.object({
          lang: lang.optional(),
          tag: z.string().trim().max(40).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          pageSize: z.coerce.number().int().min(1).max(50).default(9),
        }),
        response: {
          200: z.object({ rows: z.array(publicPostDto), count: z.number().int(), tags: z.array(z.string()) }),
        },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const fallback = await postRepository.organizationLocale(app.db, organizationId);
      const { lang: wanted, tag, page, pageSize } = request.query;
      const now = new Date();
      const { rows, count } = await postRepository.listPublic(app.db, {
        organizationId,
        now,
        tag,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        rows: await toPublic(organizationId, rows, wanted ?? fallback, fallback),
        count,
        tags: await postRepository.publicTags(app.db, organizationId, now),
      };
    },
  );

  app.get(
    '/api/v1/posts/:slug',
    {
      schema: {
        tags: ['posts'],
        summary: 'One published post with its body as HTML and the venue’s other posts (old slugs answer 301)',
        params: z.object({ slug: z.string().max(120) }),
        querystring: z.object({ lang: lang.optional() }),
        response: {
          200: publicPostDto.extend({ html: z.string(), bodyLang: z.string(), others: z.array(publicPostDto) }),
        },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const fallback = await postRepository.organizationLocale(app.db, organizationId);
      const wanted = request.query.lang ?? fallback;
      const now = new Date();
      const row = await postRepository.findPublicBySlug(app.db, organizationId, request.params.slug, now);
      if (!row) {
        const target = await postRepository.redirectTarget(app.db, organizationId, 'post', request.params.slug);
        const moved = target ? await postRepository.find(app.db, organizationId, target) : undefined;
        if (moved && moved.slug !== request.params.slug) {
          const query = request.query.lang ? `?lang=${request.query.lang}` : '';
          return reply.redirect(`/api/v1/posts/${encodeURIComponent(moved.slug)}${query}`, 301);
        }
        throw new AppError('NOT_FOUND', 'Post not found');
      }
      const [post] = await toPublic(organizationId, [row], wanted, fallback);
      const others = await postRepository.listPublic(app.db, {
        organizationId,
        now,
        limit: 3,
        offset: 0,
        exceptId: row.id,
      });
      const body = await bodyHtml(row, wanted, fallback);
      return {
        ...post!,
        html: body.html,
        bodyLang: body.lang,
        others: await toPublic(organizationId, others.rows, wanted, fallback),
      };
    },
  );

  // Where an old post address leads now (the web app follows it for /post/<old-slug>).
  app.get(
    '/api/v1/posts/redirects/:slug',
    {
      schema: {
        tags: ['posts'],
        summary: 'The current slug of a renamed post',
        params: z.object({ slug: z.string().max(120) }),
        response: { 200: z.object({ slug: z.string() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const target = await postRepository.redirectTarget(app.db, organizationId, 'post', request.params.slug);
      const moved = target ? await postRepository.find(app.db, organizationId, target) : undefined;
      if (!moved) throw new AppError('NOT_FOUND', 'Post not found');
      return { slug: moved.slug };
    },
  );

  app.get(
    '/post/feed.xml',
    {
      schema: {
        tags: ['posts'],
        summary: 'RSS 2.0 feed of the latest posts',
        querystring: z.object({ lang: lang.optional() }),
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const fallback = await postRepository.organizationLocale(app.db, organizationId);
      const wanted = request.query.lang ?? fallback;
      const base = publicBaseUrl(app, request);
      const { rows } = await postRepository.listPublic(app.db, {
        organizationId,
        now: new Date(),
        limit: 20,
        offset: 0,
      });
      const items = await toPublic(organizationId, rows, wanted, fallback);
      const org = await app.db.query.organizations.findFirst({ where: (o, { eq }) => eq(o.id, organizationId) });
      const entries = await Promise.all(
        rows.map(async (row, i) => {
          const item = items[i]!;
          const link = `${base}/post/${encodeURIComponent(row.slug)}`;
          const body = await bodyHtml(row, wanted, fallback, base);
          return [
            '    <item>',
            `      <title>${escapeXml(item.title)}</title>`,
            `      <link>${escapeXml(link)}</link>`,
            `      <guid isPermaLink="false">${row.id}</guid>`,
            `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
            `      <description>${escapeXml(item.teaser)}</description>`,
            ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
            `      <content:encoded><![CDATA[${body.html.replaceAll(']]>', ']]]]><![CDATA[>')}]]></content:encoded>`,
            '    </item>',
          ].join('\n');
        }),
      );
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
        '  <channel>',
        `    <title>${escapeXml(org?.name ?? 'News')}</title>`,
        `    <link>${escapeXml(`${base}/post`)}</link>`,
        `    <description>${escapeXml(org?.name ?? '')}</description>`,
        `    <language>${wanted}</language>`,
        `    <atom:link href="${escapeXml(`${base}/post/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
        ...entries,
        '  </channel>',
        '</rss>',
        '',
      ].join('\n');
      return reply
        .header('content-type', 'application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    },
  );

  // --- Dashboard -------------------------------------------------------------------------------

  app.get(
    '/api/v1/posts/manage',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'Every post of the venue (staff), last changed first',
        querystring: z.object({
          status: z.enum(contentStatuses).optional(),
          search: z.string().trim().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ rows: z.array(managedPostDto), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { rows, count } = await postRepository.listManaged(app.db, { organizationId, ...request.query });
      return { rows: rows.map(toManaged), count };
    },
  );

  app.post(
    '/api/v1/posts/manage',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'Write a post (its body is sanitized; links http(s)/mailto only)',
        body: postInput,
        response: { 201: managedPostDto },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await createPost(app.db, { organizationId, ...auditActor(request) }, request.body);
      return reply.status(201).send(toManaged(row));
    },
  );

  app.get(
    '/api/v1/posts/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'One post for editing',
        params: z.object({ id: uuidSchema }),
        response: { 200: managedPostDto },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await postRepository.find(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Post not found');
      return toManaged(row);
    },
  );

  app.patch(
    '/api/v1/posts/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'Change a post (a new slug keeps the old one as a redirect)',
        params: z.object({ id: uuidSchema }),
        body: postInput,
        response: { 200: managedPostDto },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await updatePost(app.db, { organizationId, ...auditActor(request) }, request.params.id, request.body);
      return toManaged(row);
    },
  );

  app.delete(
    '/api/v1/posts/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: { tags: ['posts'], summary: 'Delete a post', params: z.object({ id: uuidSchema }) },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      await deletePost(app.db, { organizationId, ...auditActor(request) }, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/posts/manage/:id/history',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'Who changed the post when, and what',
        params: z.object({ id: uuidSchema }),
        response: {
          200: z.object({
            rows: z.array(
              z.object({
                id: z.string(),
                action: z.string(),
                actorUserId: z.string().nullable(),
                changed: z.array(z.string()),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await postRepository.find(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Post not found');
      const entries = (
        await auditRepository.list(app.db, { organizationId, entity: 'post', entityId: row.id, limit: 200, offset: 0 })
      ).rows;
      return {
        rows: entries.map((e) => ({
          id: e.id,
          action: e.action,
          actorUserId: e.actorUserId,
          changed: Array.isArray(e.data.changed) ? (e.data.changed as string[]) : [],
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/v1/posts/manage/:id/revert',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'Restore the post as an earlier history entry recorded it',
        params: z.object({ id: uuidSchema }),
        body: z.object({ historyId: uuidSchema }),
        response: { 200: managedPostDto },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const entries = (
        await auditRepository.list(app.db, {
          organizationId,
          entity: 'post',
          entityId: request.params.id,
          limit: 200,
          offset: 0,
        })
      ).rows;
      const entry = entries.find((e) => e.id === request.body.historyId);
      if (!entry) throw new AppError('NOT_FOUND', 'History entry not found');
      const row = await revertPost(
        app.db,
        { organizationId, ...auditActor(request) },
        request.params.id,
        entry.data.snapshot,
      );
      return toManaged(row);
    },
  );
};
