// The state of a server-side grid (page, page size, sort, search, filters) and how it turns into
// API query parameters. Pure functions, so the URL round trip is unit-tested.
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

export interface GridQuery {
  /** 0-based, as the DataGrid counts. */
  page: number;
  pageSize: number;
  sort: string | null;
  order: 'asc' | 'desc';
  search: string;
  /** Named filters (a screen's filter bar and the grid's filter panel), e.g. { status: 'upcoming' }. */
  filters: Record<string, string>;
}

export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;

const RESERVED = new Set(['page', 'pageSize', 'sort', 'order', 'q']);

export function defaultGridQuery(overrides: Partial<GridQuery> = {}): GridQuery {
  return { page: 0, pageSize: 25, sort: null, order: 'asc', search: '', filters: {}, ...overrides };
}

/** Reads the query from URL search parameters (unknown keys become filters). */
export function gridQueryFromSearch(params: URLSearchParams, defaults: GridQuery): GridQuery {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const filters: Record<string, string> = { ...defaults.filters };
  for (const [key, value] of params) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  const order = params.get('order');
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : defaults.page,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : defaults.pageSize,
    sort: params.get('sort') ?? defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : defaults.order,
    search: params.get('q') ?? defaults.search,
    filters,
  };
}

/** Writes the query as URL search parameters, leaving out what equals the defaults. */
export function gridQueryToSearch(query: GridQuery, defaults: GridQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== defaults.page) params.set('page', String(query.page + 1));
  if (query.pageSize !== defaults.pageSize) params.set('pageSize', String(query.pageSize));
  if (query.sort && (query.sort !== defaults.sort || query.order !== defaults.order)) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  if (query.search) params.set('q', query.search);
  for (const [key, value] of Object.entries(query.filters))
    if (value !== '' && !RESERVED.has(key)) params.set(key, value);
  return params;
}

/** The parameters list endpoints take: 1-based page, pageSize, sort, order, search and filters. */
export function gridQueryToApiParams(query: GridQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    page: query.page + 1,
    pageSize: query.pageSize,
  };
  if (query.sort) {
    params.sort = query.sort;
    params.order = query.order;
  }
  if (query.search.trim()) params.search = query.search.trim();
  for (const [key, value] of Object.entries(query.filters)) if (value !== '') params[key] = value;
  return params;
}

export const toPaginationModel = (q: GridQuery): GridPaginationModel => ({
  page: q.page,
  pageSize: q.pageSize,
});

export const toSortModel = (q: GridQuery): GridSortModel => (q.sort ? [{ field: q.sort, sort: q.order }] : []);

/** The grid's filter panel shows the filter of a column that is also a named filter. */
export function toFilterModel(q: GridQuery, filterFields: readonly string[]): GridFilterModel {
  const items = filterFields
    .filter((f) => q.filters[f])
    .map((field) => ({ id: field, field, operator: 'is', value: q.filters[field] }));
  return { items, quickFilterValues: q.search ? [q.search] : [] };
}

/** Applies a filter model change: panel items for filterFields replace those filters; search too. */
export function applyFilterModel(q: GridQuery, model: GridFilterModel, filterFields: readonly string[]): GridQuery {
  const filters = { ...q.filters };
  for (const f of filterFields) delete filters[f];
  for (const item of model.items) {
    if (
      filterFields.includes(item.field) &&
      item.value !== undefined &&
      item.value !== null &&
      String(item.value) !== ''
    )
      filters[item.field] = String(item.value);
  }
  const search = (model.quickFilterValues ?? []).map(String).join(' ').trim();
  return { ...q, filters, search, page: 0 };
}
