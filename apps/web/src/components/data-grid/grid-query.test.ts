import { describe, expect, it } from 'vitest';
import {
  applyFilterModel,
  defaultGridQuery,
  gridQueryFromSearch,
  gridQueryToApiParams,
  gridQueryToSearch,
} from './grid-query';

describe('grid query', () => {
  const defaults = defaultGridQuery({ sort: 'start', order: 'desc' });

  it('round-trips through the URL and leaves defaults out', () => {
    const query = {
      ...defaults,
      page: 2,
      pageSize: 50,
      sort: 'customer',
      order: 'asc' as const,
      search: 'Meyer',
      filters: { status: 'upcoming' },
    };
    const search = gridQueryToSearch(query, defaults);
    expect(search.toString()).toBe('page=3&pageSize=50&sort=customer&order=asc&q=Meyer&status=upcoming');
    expect(gridQueryFromSearch(search, defaults)).toEqual(query);
    expect(gridQueryToSearch(defaults, defaults).toString()).toBe('');
  });

  it('ignores bad page sizes and pages from a hand-edited URL', () => {
    const q = gridQueryFromSearch(new URLSearchParams('page=-4&pageSize=100000&order=sideways'), defaults);
    expect(q).toMatchObject({ page: 0, pageSize: 25, order: 'desc' });
  });

  it('gives the list endpoints a 1-based page and the filters', () => {
    expect(
      gridQueryToApiParams({
        ...defaults,
        page: 0,
        search: '  x ',
        filters: { type: 'abo', empty: '' },
      }),
    ).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'start',
      order: 'desc',
      search: 'x',
      type: 'abo',
    });
  });

  it('turns the filter panel and quick search into named filters, back on page 1', () => {
    const q = applyFilterModel(
      { ...defaults, page: 4, filters: { status: 'cancelled', from: '2026-05-01' } },
      {
        items: [
          { field: 'type', operator: 'is', value: 'abo' },
          { field: 'notAllowed', operator: 'is', value: 'x' },
        ],
        quickFilterValues: ['Anna', 'Meyer'],
      },
      ['status', 'type'],
    );
    expect(q).toMatchObject({
      page: 0,
      search: 'Anna Meyer',
      filters: { type: 'abo', from: '2026-05-01' },
    });
  });
});
