import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';

interface Segment {
  from: string;
  to: string;
  priceCents: number;
  band: string;
}
interface Group {
  category: string;
  spaceTypes: string[];
  resources: { name: string }[];
  slotMinutes: number;
  minPriceCents: number;
  maxPriceCents: number;
  rows: { weekdays: number[]; segments: Segment[] }[];
}
interface Season {
  name: string;
  kind: string;
  startsOn: string;
  endsOn: string;
  isCurrent: boolean;
  openingHours: Record<string, { open: string; close: string }[]>;
  groups: Group[];
}

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function priceList(tenant?: string) {
  const res = await t.app.inject({ url: `/api/v1/pricing${tenant ? `?tenantId=${tenant}` : ''}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ timezone: string; today: string; locations: unknown[]; seasons: Season[] }>();
}

describe('GET /api/v1/pricing', () => {
  it('lists the current and coming seasons with their opening hours', async () => {
    const body = await priceList();
    expect(body.timezone).toBe('Europe/Berlin');
    expect(body.seasons.length).toBeGreaterThanOrEqual(2);
    expect(body.seasons.length).toBeLessThanOrEqual(3);
    expect(body.seasons.filter((s) => s.isCurrent)).toHaveLength(1);
    for (const s of body.seasons) expect(s.endsOn >= body.today).toBe(true);
    const starts = body.seasons.map((s) => s.startsOn);
    expect([...starts].sort()).toEqual(starts);
    expect(body.locations).toEqual([
      {
        id: expect.any(String),
        name: 'BeachSide am Rhein',
        address: { street: 'Alfred-Schütte-Allee 50', postalCode: '50679', city: 'Köln', country: 'DE' },
        latitude: 50.9302,
        longitude: 6.9772,
      },
    ]);
    const summer = body.seasons.find((s) => s.kind === 'summer')!;
    expect(summer.openingHours['1']).toEqual([{ open: '09:00', close: '23:00' }]);
  });

  it('prices summer beach volleyball by the rule: off-peak by day, peak on weekday evenings and weekend days', async () => {
    const summer = (await priceList()).seasons.find((s) => s.kind === 'summer')!;
    const volleyball = summer.groups.find((g) => g.category === 'beach_volleyball')!;
    // Outdoor courts and (in summer, without their own rule) the halls share the category rule.
    expect(volleyball.resources.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Court 1', 'Center Court', 'Halle 1']),
    );
    expect(volleyball.spaceTypes.sort()).toEqual(['indoor', 'outdoor']);
    expect(volleyball.slotMinutes).toBe(60);
    expect(volleyball.minPriceCents).toBe(2400);
    expect(volleyball.maxPriceCents).toBe(3600);
    const weekdays = volleyball.rows.find((r) => r.weekdays.includes(1))!;
    expect(weekdays.weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(weekdays.segments).toEqual([
      { from: '09:00', to: '17:00', priceCents: 2400, band: 'default' },
      { from: '17:00', to: '23:00', priceCents: 3600, band: 'peak' },
    ]);
    const weekend = volleyball.rows.find((r) => r.weekdays.includes(6))!;
    expect(weekend.weekdays).toEqual([6, 7]);
    expect(weekend.segments).toEqual([
      { from: '09:00', to: '18:00', priceCents: 3600, band: 'peak' },
      { from: '18:00', to: '22:00', priceCents: 2400, band: 'default' },
    ]);
    const tennis = summer.groups.find((g) => g.category === 'beach_tennis')!;
    expect(tennis.resources.map((r) => r.name)).toEqual(['Beach Tennis']);
    expect(tennis.minPriceCents).toBe(2000);
  });

  it('gives the indoor halls their own winter prices, in one table for the three equal rules', async () => {
    const winter = (await priceList()).seasons.find((s) => s.kind === 'winter')!;
    const hallGroups = winter.groups.filter((g) => g.resources.some((r) => r.name.startsWith('Halle')));
    expect(hallGroups).toHaveLength(1);
    expect(hallGroups[0]!.resources.map((r) => r.name)).toEqual(['Halle 1', 'Halle 2', 'Halle 3']);
    expect(hallGroups[0]!.minPriceCents).toBe(3200);
    expect(hallGroups[0]!.maxPriceCents).toBe(4400);
    const outdoor = winter.groups.find(
      (g) => g.category === 'beach_volleyball' && g.resources.some((r) => r.name === 'Court 1'),
    )!;
    expect(outdoor.resources.some((r) => r.name.startsWith('Halle'))).toBe(false);
    expect(outdoor.maxPriceCents).toBe(2800);
  });

  it('answers for another venue by tenant and 404 for an unknown one', async () => {
    const leipzig = await priceList('sandplatz-leipzig');
    expect(leipzig.seasons[0]!.groups[0]!.slotMinutes).toBe(90);
    expect((await t.app.inject({ url: '/api/v1/pricing?tenantId=nowhere' })).statusCode).toBe(404);
  });
});
