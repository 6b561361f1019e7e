import { describe, expect, it } from 'vitest';
import { eventBodySchema } from './event-schemas';
import { socialLinksSchema } from './organization';
import { imageUrlSchema } from './venue-setup-schemas';
import { isSafeLink, linkUrlSchema } from './url-schemas';

describe('link and image URLs', () => {
  it('accepts http(s) URLs and paths on this site', () => {
    for (const ok of ['https://example.com/a.jpg', 'http://example.com', '/images/events/beach-cup.jpg', '/a?b=c#d'])
      expect(isSafeLink(ok), ok).toBe(true);
  });

  it('refuses script, data and protocol-relative tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x.jpg',
      '/\\evil.example',
      'https:evil',
      'ftp://example.com/a',
      'images/a.jpg',
      '',
    ])
      expect(isSafeLink(bad), bad).toBe(false);
  });

  it('is the rule of the event image, court images and social links', () => {
    const event = {
      slug: 'cup',
      title: { de: 'Cup', en: 'Cup' },
      description: { de: 'x', en: 'x' },
      start: '2026-06-01T10:00:00Z',
    };
    const parse = (image: string) => eventBodySchema.safeParse({ ...event, end: '2026-06-01T12:00:00Z', image });
    expect(parse('javascript:alert(1)').success).toBe(false);
    expect(parse('/images/events/beach-cup.jpg').success).toBe(true);
    expect(imageUrlSchema.safeParse('http://example.com/a.jpg').success).toBe(false);
    expect(imageUrlSchema.safeParse('https://example.com/a.jpg').success).toBe(true);
    expect(socialLinksSchema.safeParse({ instagram: 'javascript:alert(1)' }).success).toBe(false);
    expect(socialLinksSchema.safeParse({ instagram: 'https://instagram.com/venue' }).success).toBe(true);
    expect(linkUrlSchema({ max: 10 }).safeParse('https://example.com/long').success).toBe(false);
  });
});
