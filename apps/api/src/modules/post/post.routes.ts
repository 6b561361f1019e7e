// News posts on the public site: the list, one post, old slugs and the RSS feed (docs/product.md#content).
// The dashboard's editing is in post-manage.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { publicBaseUrl } from '../sitemap';
import { lang, publicPostDto } from './post.dto';
import { bodyHtml, feedXml, toPublic } from './post-public';
import { postRepository } from './post.repository';

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
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
        rows: await toPublic(app.db, organizationId, rows, wanted ?? fallback, fallback),
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
      const [post] = await toPublic(app.db, organizationId, [row], wanted, fallback);
      const others = await postRepository.listPublic(app.db, {
        organizationId,
        now,
        limit: 3,
        offset: 0,
        exceptId: row.id,
      });
      const body = await bodyHtml(app.db, row, wanted, fallback);
      return {
        ...post!,
        html: body.html,
        bodyLang: body.lang,
        others: await toPublic(app.db, organizationId, others.rows, wanted, fallback),
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
      const org = await app.db.query.organizations.findFirst({ where: (o, { eq }) => eq(o.id, organizationId) });
      const xml = await feedXml(app.db, organizationId, { wanted, fallback, base, venueName: org?.name ?? '' });
      return reply
        .header('content-type', 'application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    },
  );
};
