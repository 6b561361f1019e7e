// The waitlist demand tables (docs/product/waitlist-courses.md#demand): a weekday × hour table of all
// courts together, cells read with their values, and the queue per court or category.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18next } from '../../../../locales/i18n';
import { renderWithProviders } from '../../../../test/render';
import { DemandTables } from './waitlist-demand';

const row = (over: Record<string, unknown>) => ({
  resourceId: null,
  resourceName: null,
  category: 'beach_volleyball',
  weekday: 6,
  hour: 18,
  queued: 1,
  served: 0,
  ...over,
});

describe('DemandTables', () => {
  it('sums every court per weekday and hour and lists the queue per court or category', async () => {
    await i18next.loadNamespaces(['management', 'booking']);
    await renderWithProviders(
      <DemandTables
        data={{
          from: '2026-11-01',
          to: '2026-11-28',
          timezone: 'Europe/Berlin',
          rows: [
            row({ queued: 3, served: 1 }),
            row({ resourceId: 'c2', resourceName: 'Court 2', category: null, queued: 2 }),
            row({ hour: 19, weekday: 1, queued: 1 }),
          ],
          totals: { queued: 5, offered: 2, served: 1 },
          count: 3,
        }}
      />,
    );
    const grid = await screen.findByTestId('waitlist-demand');
    const saturday = within(grid).getByRole('row', { name: /^Sat/ });
    expect(within(saturday).getByText('5 queued, 1 served', { exact: false })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', '18', '19']);
    const byCourt = screen.getByRole('table', { name: 'By court or category' });
    const rows = within(byCourt)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(1)).toEqual(['Beach volleyball41', 'Court 220']);
  });

  it('says so when nobody queued', async () => {
    await i18next.loadNamespaces(['management', 'booking']);
    await renderWithProviders(
      <DemandTables
        data={{ from: '', to: '', timezone: 'UTC', rows: [], totals: { queued: 0, offered: 0, served: 0 }, count: 0 }}
      />,
    );
    expect(await screen.findByText('Nobody queued for a court in this period.')).toBeTruthy();
  });
});
