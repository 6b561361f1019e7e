import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../../../../lib/format-date';
import { duplicateOf, slugify } from './events-admin';
import type { ManagedEvent } from './events-admin';

const tz = 'Europe/Berlin';

describe('events admin helpers (docs/product.md#events)', () => {
  it('makes a slug from a title', () => {
    expect(slugify('Köln Beach Cup 2027!')).toBe('koln-beach-cup-2027');
    expect(slugify('  Straßenfest -- Süd ')).toBe('strassenfest-sud');
  });

  it('reads the venue clock on the last Sunday of March (DST starts at 02:00)', () => {
    // 29 March 2026: clocks jump from 02:00 CET to 03:00 CEST.
    expect(fromLocalInput('2026-03-29T01:30', tz)).toBe('2026-03-29T00:30:00.000Z');
    expect(fromLocalInput('2026-03-29T18:00', tz)).toBe('2026-03-29T16:00:00.000Z');
    expect(toLocalInput('2026-03-29T16:00:00.000Z', tz)).toBe('2026-03-29T18:00');
  });

  it('duplicates an event on the venue calendar: 18:00 stays 18:00 across the DST change', () => {
    const event = {
      id: 'e1',
      slug: 'cup',
      title: { de: 'Cup', en: 'Cup' },
      description: { de: '', en: '' },
      start: '2026-03-22T17:00:00.000Z', // Sunday 22 March, 18:00 CET
      end: '2026-03-22T19:00:00.000Z',
      locationId: null,
      image: null,
      sessionId: 's1',
      published: true,
      status: 'published',
      publishAt: null,
      teaser: {},
      coverMediaId: null,
      tickets: { capacity: 12, placesLeft: 11, priceCents: 1500, resourceId: 'r1', sold: 1 },
    } satisfies ManagedEvent;
    const copy = duplicateOf(event, 7, 'cup-7', tz);
    expect(copy).toMatchObject({
      slug: 'cup-7',
      status: 'draft',
      start: '2026-03-29T16:00:00.000Z', // 18:00 CEST
      end: '2026-03-29T18:00:00.000Z',
      tickets: { resourceId: 'r1', capacity: 12, priceCents: 1500 },
    });
  });
});
