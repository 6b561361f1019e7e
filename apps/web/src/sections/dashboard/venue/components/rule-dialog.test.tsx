import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CourtDto, RuleDto, SeasonDto } from '@courtside/core/venue-setup-schemas';
import { i18next } from '../../../../locales/i18n';
import { renderWithProviders } from '../../../../test/render';
import { RuleDialog } from './rule-dialog';
import { SeasonDialog } from './season-dialog';

const hours = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ open: '10:00', close: '22:00' }]]),
);
const season: SeasonDto = {
  id: 's1',
  locationId: 'l1',
  name: 'Winter 26/27',
  kind: 'winter',
  startsOn: '2026-10-01',
  endsOn: '2027-04-30',
  openingHours: hours,
  ruleCount: 1,
  createdAt: '',
};
const court: CourtDto = {
  id: 'c1',
  locationId: 'l1',
  name: 'Court 1',
  category: 'beach_volleyball',
  spaceType: 'outdoor',
  capacity: 4,
  description: null,
  images: [],
  active: true,
  sortOrder: 1,
  createdAt: '',
};
const rule: RuleDto = {
  id: 'r1',
  seasonId: 's1',
  resourceId: null,
  category: 'beach_volleyball',
  slotMinutes: 60,
  bookingTypes: ['normal'],
  leadDays: 14,
  minNoticeMinutes: 30,
  defaultPriceCents: 2000,
  priceBands: [{ label: 'peak', weekdays: [1, 2, 3, 4, 5], from: '17:00', to: '22:00', priceCents: 2800 }],
  createdAt: '',
};

describe('venue setup dialogs', () => {
  it('warns about a band wholly outside the opening hours before saving', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ rows: [], count: 0 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    await renderWithProviders(
      <RuleDialog rule={rule} season={season} courts={[court]} rules={[rule]} onClose={() => undefined} />,
    );
    await i18next.loadNamespaces('management');
    const band = await screen.findByTestId('price-band-0');
    fireEvent.change(band.querySelector('input[type="time"]')!, { target: { value: '06:00' } });
    fireEvent.change(band.querySelector('input[placeholder="22:00"]')!, { target: { value: '09:00' } });
    await waitFor(() =>
      expect(screen.getByText(/lies outside the opening hours on Monday \(10:00–22:00\)/)).toBeTruthy(),
    );
    // Only the rule's history was read; nothing was saved.
    // (The venue's name and zone come from the organization, which the page reads too.)
    expect(
      fetchSpy.mock.calls
        .map((c) => (c as unknown as [string])[0])
        .filter((url) => url !== '/api/v1/organizations/current'),
    ).toEqual(['/api/v1/history/scheduling_rule/r1']);
    vi.unstubAllGlobals();
  });

  it('warns that a second rule for the same category and season would be refused', async () => {
    await renderWithProviders(<RuleDialog season={season} courts={[court]} rules={[rule]} onClose={() => undefined} />);
    expect(await screen.findByText(/already has a rule for beach.volleyball/i)).toBeTruthy();
  });

  it('names the season a new one would overlap', async () => {
    await renderWithProviders(<SeasonDialog locationId="l1" siblings={[season]} onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('First day'), { target: { value: '2027-04-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2027-09-30' } });
    expect(await screen.findByText(/overlaps Winter 26\/27/)).toBeTruthy();
  });
});
