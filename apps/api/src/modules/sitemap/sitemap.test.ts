import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { events } from '../../db/schema/booking';
import { demoVenue } from '../../../test/booking-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://beach.example' } });
});
afterAll(async () => t?.close());

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and upcoming published events, not past or hidden ones', async () => {
    const venue = await demoVenue(t);
    const day = 86_400_000;
    const base = {
      organizationId: venue.organizationId,
      title: { de: 'Turnier', en: 'Tournament' },
      description: { de: 'x', en: 'x' },
    };
    await t.app.db.insert(events).values([
      {
        ...base,
        slug: 'summer-cup',
        startsAt: new Date(Date.now() + 10 * day),
        endsAt: new Date(Date.now() + 10 * day + 3_600_000),
      },
      {
        ...base,
        slug: 'old-cup',
        startsAt: new Date(Date.now() - 10 * day),
        endsAt: new Date(Date.now() - 10 * day + 3_600_000),
      },
      {
        ...base,
        slug: 'secret & draft',
        published: false,
        status: 'draft',
        startsAt: new Date(Date.now() + day),
        endsAt: new Date(Date.now() + day + 3_600_000),
      },
    ]);
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of ['/', '/booking', '/events', '/pricing', '/impressum', '/kontakt', '/restaurents']) {
      expect(res.body).toContain(`<loc>https://beach.example${path}</loc>`);
    }
    expect(res.body).toContain('<loc>https://beach.example/events/summer-cup</loc>');
    expect(res.body).not.toContain('old-cup');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('/dashboard');
    expect(res.body).not.toContain('/customers-bookings');
  });

  it('serves robots.txt with an absolute sitemap address', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Sitemap: https://beach.example/sitemap.xml');
  });
});
