// Grid state kept in the URL (or in component state for a second grid on a page), so a reload, a
// shared link or the browser's back button after opening a record never loses the page, the sort
// or the filters (front-desk staff jump between the list and a booking all day).
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { defaultGridQuery, gridQueryFromSearch, gridQueryToSearch } from './grid-query';
import type { GridQuery } from './grid-query';

export interface UseGridQueryOptions {
  defaults?: Partial<GridQuery>;
  /** false: keep the state in the component (default true: in the URL's search parameters). */
  syncWithUrl?: boolean;
}

export interface GridQueryState {
  query: GridQuery;
  setQuery: (next: GridQuery | ((prev: GridQuery) => GridQuery)) => void;
  /** Sets (or with '' clears) one named filter and goes back to the first page. */
  setFilter: (key: string, value: string) => void;
  reset: () => void;
}

export function useGridQuery({ defaults: overrides, syncWithUrl = true }: UseGridQueryOptions = {}): GridQueryState {
  // The defaults are read once: callers pass a literal.
  const [defaults] = useState(() => defaultGridQuery(overrides));
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState(defaults);
  const query = useMemo(
    () => (syncWithUrl ? gridQueryFromSearch(searchParams, defaults) : local),
    [syncWithUrl, searchParams, defaults, local],
  );

  const setQuery = useCallback<GridQueryState['setQuery']>(
    (next) => {
      if (!syncWithUrl) return setLocal((prev) => (typeof next === 'function' ? next(prev) : next));
      setSearchParams(
        (prevParams) => {
          const prev = gridQueryFromSearch(prevParams, defaults);
          return gridQueryToSearch(typeof next === 'function' ? next(prev) : next, defaults);
        },
        { replace: true },
      );
    },
    [syncWithUrl, setSearchParams, defaults],
  );

  const setFilter = useCallback(
    (key: string, value: string) =>
      setQuery((prev) => {
        const filters = { ...prev.filters };
        if (value === '') delete filters[key];
        else filters[key] = value;
        return { ...prev, filters, page: 0 };
      }),
    [setQuery],
  );

  const reset = useCallback(() => setQuery(defaults), [setQuery, defaults]);
  return { query, setQuery, setFilter, reset };
}
