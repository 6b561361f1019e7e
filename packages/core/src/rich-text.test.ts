import { describe, expect, it } from 'vitest';
import { isSafeLink, readingMinutes, renderRichText, richImageSources, sanitizeRichText, slugify } from './rich-text';

const options = { isAllowedImage: (src: string) => src.startsWith('/media/org/') };
const clean = (doc: unknown) => sanitizeRichText(doc, options);
const html = (doc: unknown) => renderRichText(clean(doc));
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string) => ({ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href } }] });

describe('rich text sanitizer', () => {
  it('keeps headings, lists, links, images and event cards', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Summer' }] },
        p({ type: 'text', text: 'Bold', marks: [{ type: 'bold' }] }, link('https://example.com/a?b=1&c=2')),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p({ type: 'text', text: 'one' })] }] },
        { type: 'image', attrs: { src: '/media/org/1/w640.webp', alt: 'Court "A"' } },
        { type: 'eventCard', attrs: { eventId: '0b6f5f44-1d3e-4a55-9d8a-2f6f3b1c9a10' } },
        p(link('mailto:info@example.com')),
      ],
    };
    expect(clean(doc)).toEqual(doc);
    expect(renderRichText(clean(doc), { eventCard: (id) => `<aside>${id}</aside>` })).toBe(
      '<h2>Summer</h2><p><strong>Bold</strong><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">click</a></p>' +
        '<ul><li><p>one</p></li></ul><img src="/media/org/1/w640.webp" alt="Court &quot;A&quot;" loading="lazy">' +
        '<aside>0b6f5f44-1d3e-4a55-9d8a-2f6f3b1c9a10</aside><p><a href="mailto:info@example.com" rel="noopener noreferrer nofollow">click</a></p>',
    );
  });

  it('drops javascript:, data: and disguised links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example/x',
      'https:/\\evil',
      'mailto:',
    ]) {
      expect(isSafeLink(href), href).toBe(false);
      expect(html({ type: 'doc', content: [p(link(href))] }), href).toBe('<p>click</p>');
    }
    expect(isSafeLink('http://example.com')).toBe(true);
  });

  it('removes unknown nodes, event handlers, styles and foreign images, and escapes text', () => {
    const hostile = {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        {
          type: 'paragraph',
          attrs: { style: 'background:url(javascript:alert(1))', onclick: 'alert(1)', class: 'x' },
          content: [
            { type: 'text', text: '<img src=x onerror=alert(1)>', marks: [{ type: 'highlight' }, { type: 'bold' }] },
            { type: 'html', text: '<script>alert(1)</script>' },
          ],
        },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } },
        { type: 'image', attrs: { src: 'https://tracker.example/pixel.gif', onerror: 'alert(1)' } },
        { type: 'image', attrs: { src: '/media/org/1/original.png" onerror="alert(1)', alt: '"><script>' } },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'H' }] },
        { type: 'eventCard', attrs: { eventId: '1; DROP TABLE events' } },
        { type: 'bulletList', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'not in an item' }] }] },
        'just a string',
        null,
      ],
    };
    const out = html(hostile);
    expect(out).toBe(
      '<p><strong>&lt;img src=x onerror=alert(1)&gt;</strong></p>' +
        '<img src="/media/org/1/original.png&quot; onerror=&quot;alert(1)" alt="&quot;&gt;&lt;script&gt;" loading="lazy">' +
        '<h2>H</h2>',
    );
    expect(out).not.toMatch(/<script|onerror="|onclick|style=|iframe|javascript:/i);
    expect(clean('<p>not json</p>')).toEqual({ type: 'doc', content: [] });
    expect(clean({ type: 'paragraph' })).toEqual({ type: 'doc', content: [] });
  });

  it('stops at a nesting depth and counts reading time and images', () => {
    let deep: unknown = p({ type: 'text', text: 'deep' });
    for (let i = 0; i < 50; i++) deep = { type: 'blockquote', content: [deep] };
    expect(JSON.stringify(clean({ type: 'doc', content: [deep] })).length).toBeLessThan(400);
    const words = Array.from({ length: 1000 }, () => 'word').join(' ');
    const doc = clean({
      type: 'doc',
      content: [p({ type: 'text', text: words }), { type: 'image', attrs: { src: '/media/org/2/w320.webp' } }],
    });
    expect(readingMinutes(doc)).toBe(5);
    expect(readingMinutes(clean({ type: 'doc', content: [] }))).toBe(1);
    expect(richImageSources(doc)).toEqual(['/media/org/2/w320.webp']);
  });

  it('makes slugs from titles', () => {
    expect(slugify('Sommerfest: Über 100 Grüße & Spaß!')).toBe('sommerfest-ueber-100-gruesse-spass');
    expect(slugify('  Café Olé  ')).toBe('cafe-ole');
    expect(slugify('!!!')).toBe('');
  });
});
