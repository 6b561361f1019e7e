// Reading posts for the public site and the feed: the text in the asked language (falling back to
// the venue's), cover images with their responsive set, and the body rendered to HTML
// (docs/product.md#content).
import { renderRichText } from '@courtside/core/rich-text';
import type { RichNode } from '@courtside/core/rich-text';
import type { Database } from '../../db/client';
import { mediaRepository } from '../media';
import { mediaUrl } from '../media';
import { postRepository } from './post.repository';
import type { PostRow } from './post.repository';
import { pick } from './post.service';

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Cover images of posts, with their responsive WebP set. */
async function covers(db: Database, organizationId: string, rows: PostRow[], lang: string, fallback: string) {
  const files = await mediaRepository.findMany(
    db,
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

export async function toPublic(db: Database, organizationId: string, rows: PostRow[], lang: string, fallback: string) {
  const coverOf = await covers(db, organizationId, rows, lang, fallback);
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
export async function bodyHtml(
  db: Database,
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
  const events = await postRepository.publicEvents(db, row.organizationId, ids);
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

/** The RSS 2.0 feed of the latest 20 posts, bodies as HTML with absolute links. */
export async function feedXml(
  db: Database,
  organizationId: string,
  { wanted, fallback, base, venueName }: { wanted: string; fallback: string; base: string; venueName: string },
): Promise<string> {
  const { rows } = await postRepository.listPublic(db, {
    organizationId,
    now: new Date(),
    limit: 20,
    offset: 0,
  });
  const items = await toPublic(db, organizationId, rows, wanted, fallback);
  const entries = await Promise.all(
    rows.map(async (row, i) => {
      const item = items[i]!;
      const link = `${base}/post/${encodeURIComponent(row.slug)}`;
      const body = await bodyHtml(db, row, wanted, fallback, base);
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
    `    <title>${escapeXml(venueName || 'News')}</title>`,
    `    <link>${escapeXml(`${base}/post`)}</link>`,
    `    <description>${escapeXml(venueName)}</description>`,
    `    <language>${wanted}</language>`,
    `    <atom:link href="${escapeXml(`${base}/post/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return xml;
}
