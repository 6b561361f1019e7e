// The app's DataGrid (MUI X community): server-side pagination, sorting and filtering, compact
// density, the toolbar with search, columns, filters and CSV / Excel / print export, and texts in
// the current language. Screens keep their grid state with useGridQuery (URL-synced).
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import type { DataGridProps, GridColDef, GridRowParams, GridValidRowModel } from '@mui/x-data-grid';
import { ApiError } from '../../lib/api-client';
import { DataGridToolbar, GridToolbarContext } from './data-grid-toolbar';
import type { GridExportConfig, GridToolbarContextValue } from './data-grid-toolbar';
import { gridLocaleText } from './grid-locale';
import { applyFilterModel, PAGE_SIZE_OPTIONS, toFilterModel, toPaginationModel, toSortModel } from './grid-query';
import type { GridQueryState } from './use-grid-query';

type PassThrough<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  | 'rows'
  | 'columns'
  | 'rowCount'
  | 'loading'
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'filterModel'
  | 'onFilterModelChange'
  | 'localeText'
  | 'slots'
>;

export interface AppDataGridProps<R extends GridValidRowModel> extends PassThrough<R> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** Total rows on the server (the list answer's count). */
  rowCount: number | undefined;
  loading?: boolean;
  /** The list failed: shown above the grid (the grid keeps the last rows). */
  error?: unknown;
  /** From useGridQuery(): page, page size, sort, search and named filters. */
  state: GridQueryState;
  /**
   * Columns whose filter panel entry becomes a named server filter (`?<field>=<value>`). Give them
   * `type: 'singleSelect'` with valueOptions; other columns should set `filterable: false`.
   */
  filterFields?: readonly string[];
  export: GridExportConfig;
  /** Show the quick search field (default true): its text goes to the API as `search`. */
  hasSearch?: boolean;
  /** Content at the start of the toolbar (e.g. the screen's filter bar). */
  toolbarStart?: ReactNode;
  /** Row opened by click or by Enter on a cell (keyboard). */
  onRowActivate?: (row: R) => void;
  /** Accessible name of the grid. */
  label: string;
  /** Fixed height in px; default: grows with its rows (autoHeight through the container). */
  height?: number;
}

function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return String(error);
}

export function AppDataGrid<R extends GridValidRowModel>({
  rows,
  columns,
  rowCount,
  loading = false,
  error,
  state,
  filterFields = [],
  export: exportConfig,
  hasSearch = true,
  toolbarStart,
  onRowActivate,
  label,
  height,
  sx,
  ...rest
}: AppDataGridProps<R>) {
  const { i18n } = useTranslation();
  const [exportError, setExportError] = useState<unknown>(null);
  // While a page loads the count is unknown: keep the last one so the pager does not jump to 0.
  const lastCount = useRef(0);
  if (rowCount !== undefined) lastCount.current = rowCount;
  const { query, setQuery } = state;

  const localeText = useMemo(() => gridLocaleText(i18n.language), [i18n.language]);
  const toolbar = useMemo<GridToolbarContextValue>(
    () => ({
      export: exportConfig,
      start: toolbarStart,
      hasSearch,
      hasFilterPanel: filterFields.length > 0,
      onExportError: setExportError,
    }),
    [exportConfig, toolbarStart, hasSearch, filterFields.length],
  );
  const paginationModel = useMemo(() => toPaginationModel(query), [query]);
  const sortModel = useMemo(() => toSortModel(query), [query]);
  const filterModel = useMemo(() => toFilterModel(query, filterFields), [query, filterFields]);

  return (
    <GridToolbarContext.Provider value={toolbar}>
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorText(error)}
        </Alert>
      ) : null}
      {exportError ? (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setExportError(null)}>
          {errorText(exportError)}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', ...(height ? { height } : {}) }}>
        <DataGrid<R>
          {...rest}
          rows={rows}
          columns={columns}
          rowCount={lastCount.current}
          loading={loading}
          density="compact"
          showToolbar
          label={label}
          slots={{ toolbar: DataGridToolbar }}
          localeText={localeText}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) =>
            setQuery((prev) => ({
              ...prev,
              page: model.pageSize !== prev.pageSize ? 0 : model.page,
              pageSize: model.pageSize,
            }))
          }
          sortModel={sortModel}
          onSortModelChange={(model) =>
            setQuery((prev) => ({
              ...prev,
              sort: model[0]?.field ?? null,
              order: model[0]?.sort === 'desc' ? 'desc' : 'asc',
              page: 0,
            }))
          }
          filterModel={filterModel}
          onFilterModelChange={(model) => setQuery((prev) => applyFilterModel(prev, model, filterFields))}
          disableRowSelectionOnClick
          onRowClick={onRowActivate ? (params: GridRowParams<R>) => onRowActivate(params.row) : undefined}
          onCellKeyDown={
            onRowActivate
              ? (params, event) => {
                  if (event.key === 'Enter' && params.field !== 'actions') {
                    event.preventDefault();
                    onRowActivate(params.row as R);
                  }
                }
              : undefined
          }
          sx={[
            {
              ...(onRowActivate ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
              ...(height ? {} : { minHeight: 320 }),
            },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        />
      </Box>
    </GridToolbarContext.Provider>
  );
}
