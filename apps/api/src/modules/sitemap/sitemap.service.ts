// sitemap.xml and robots.txt of the public site (SEO).
import type { DbOrTx } from '../../db/client';
import { sitemapRepository } from './sitemap.repository';
import { postRepository } from '../post';
import { publishedCourseSlugs } from '../course';
import { publishedJobSlugs } from '../job';

/** Public pages worth indexing; account, checkout and dashboard pages are left out on purpose. */
export const PUBLIC_PAGES: { path: string; changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly'; priority: number }[] =
  [
    { path: '/', changefreq: 'weekly', priority: 1 },
    { path: '/booking', changefreq: 'daily', priority: 0.9 },
    { path: '/calendar', changefreq: 'daily', priority: 0.7 },
    { path: '/pricing', changefreq: 'monthly', priority: 0.8 },
    { path: '/dynamic-slots', changefreq: 'daily', priority: 0.7 },
    { path: '/events', changefreq: 'daily', priority: 0.8 },
    { path: '/post', changefreq: 'daily', priority: 0.7 },
    { path: '/jobs', changefreq: 'weekly', priority: 0.6 },
    { path: '/volleyball', changefreq: 'monthly', priority: 0.7 },
    { path: '/courses', changefreq: 'weekly', priority: 0.7 },
    { path: '/beach', changefreq: 'monthly', priority: 0.6 },
    { path: '/restaurents', changefreq: 'monthly', priority: 0.6 },
    { path: '/about-us', changefreq: 'monthly', priority: 0.5 },
    { path: '/kontakt', changefreq: 'yearly', priority: 0.5 },
    { path: '/faqs', changefreq: 'monthly', priority: 0.5 },
    { path: '/conditions', changefreq: 'yearly', priority: 0.4 },
    { path: '/agb', changefreq: 'yearly', priority: 0.3 },
    { path: '/privacy-policy', changefreq: 'yearly', priority: 0.3 },
    { path: '/cookie-policy', changefreq: 'yearly', priority: 0.3 },
    { path: '/impressum', changefreq: 'yearly', priority: 0.3 },
  ];

export const DISALLOWED_PATHS = [
  '/api/',
  '/auth/',
  '/dashboard',
  '/customers-bookings',
  '/booking/checkout',
  '/payment',
  '/product/checkout',
];

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export async function sitemapXml(
  db: DbOrTx,
  input: { organizationId: string; baseUrl: string; now?: Date },
): Promise<string> {
  const base = input.baseUrl.replace(/\/$/, '');
  const now = input.now ?? new Date();
  const events = await sitemapRepository.publishedEvents(db, input.organizationId, now);
  const posts = await postRepository.sitemapEntries(db, input.organizationId, now);
  const courses = await publishedCourseSlugs(db, input.organizationId);
  const jobs = await publishedJobSlugs(db, input.organizationId);
  const urls = [
    ...PUBLIC_PAGES.map(
      (p) =>
        `  <url><loc>${escapeXml(base + p.path)}</loc><changefreq>${p.changefreq}</changefreq><priority>${p.priority.toFixed(1)}</priority></url>`,
    ),
    ...events.map(
      (e) =>
        `  <url><loc>${escapeXml(`${base}/events/${encodeURIComponent(e.slug)}`)}</loc><lastmod>${e.updatedAt.toISOString().slice(0, 10)}</lastmod><changefreq>weekly</changefreq><priority>0.6</priority></url>`,
    ),
    ...courses.map(
      (c) =>
        `  <url><loc>${escapeXml(`${base}/courses/${encodeURIComponent(c.slug)}`)}</loc><lastmod>${c.updatedAt.toISOString().slice(0, 10)}</lastmod><changefreq>weekly</changefreq><priority>0.6</priority></url>`,
    ),
    ...posts.map(
      (p) =>
        `  <url><loc>${escapeXml(`${base}/post/${encodeURIComponent(p.slug)}`)}</loc><lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod><changefreq>monthly</changefreq><priority>0.5</priority></url>`,
    ),
    // Published job openings (docs/product/content.md#jobs); closed ones leave the sitemap.
    ...jobs.map(
      (j) =>
        `  <url><loc>${escapeXml(`${base}/jobs/${encodeURIComponent(j.slug)}`)}</loc><lastmod>${j.updatedAt.toISOString().slice(0, 10)}</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${baseUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
