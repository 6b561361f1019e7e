// The compact toolbar of every grid (docs/product.md#public-site): search, columns, filters and an export menu with
// CSV, Excel (.xlsx) and print. Labels come from the grid's localeText, so they follow the language.
import { createContext, useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  ExportPrint,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';
import type { QueryParams } from '../../lib/api-client';
import { buildXlsx, downloadServerExport, saveBlob } from './export-file';
import type { ExportFormat } from './export-file';

export interface GridExportConfig {
  /** File name without extension, e.g. 'bookings-2026-05-01'. */
  fileName: string;
  /** Server export of every matching row: API path under /api/v1 and its query parameters. */
  server?: { path: string; params: QueryParams };
}

export interface GridToolbarContextValue {
  export: GridExportConfig;
  /** Shown at the start of the toolbar (e.g. a screen's own filter chips). */
  start?: ReactNode;
  /** Show the quick search field (server-side search). */
  hasSearch: boolean;
  /** Show the filter panel button (only when some column is filterable). */
  hasFilterPanel: boolean;
  onExportError: (error: unknown) => void;
}

export const GridToolbarContext = createContext<GridToolbarContextValue | null>(null);

export function DataGridToolbar() {
  const context = useContext(GridToolbarContext);
  const apiRef = useGridApiContext();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const text = (key: Parameters<typeof apiRef.current.getLocaleText>[0]) => String(apiRef.current.getLocaleText(key));
  if (!context) return null;
  const { export: exportConfig } = context;

  const exportAs = async (format: ExportFormat) => {
    setMenuOpen(false);
    setBusy(true);
    try {
      if (exportConfig.server) {
        await downloadServerExport(exportConfig.server.path, exportConfig.server.params, format, exportConfig.fileName);
      } else if (format === 'csv') {
        apiRef.current.exportDataAsCsv({ fileName: exportConfig.fileName, utf8WithBom: true });
      } else {
        // The rows on screen, as formatted in the grid.
        const columns = apiRef.current
          .getVisibleColumns()
          .filter((c) => c.field !== '__check__' && c.type !== 'actions' && c.disableExport !== true);
        const rows = apiRef.current.getSortedRowIds().map((id) => {
          const row = apiRef.current.getRow(id);
          return Object.fromEntries(
            columns.map((c) => [c.field, row ? (apiRef.current.getRowFormattedValue(row, c) as unknown) : '']),
          );
        });
        const blob = await buildXlsx(
          exportConfig.fileName,
          columns.map((c) => ({ key: c.field, header: c.headerName ?? c.field })),
          rows,
        );
        saveBlob(blob, `${exportConfig.fileName}.xlsx`);
      }
    } catch (error) {
      context.onExportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    // The grid gives its toolbar one line (flex-basis 1px, min-height 52 px): filters that wrap on a
    // phone would spill over the search and the column headers, so it grows with its content.
    <Toolbar style={{ flex: '0 0 auto', flexWrap: 'wrap' }}>
      {context.start ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            // A line of its own on a phone (the search and buttons go below), beside them from md up.
            flex: { xs: '1 1 100%', md: '1 1 0' },
            minWidth: 0,
          }}
        >
          {context.start}
        </Box>
      ) : (
        <Box sx={{ flex: 1 }} />
      )}
      {context.hasSearch ? (
        <QuickFilter debounceMs={300} defaultExpanded>
          <QuickFilterControl
            render={({ ref, ...controlProps }, state) => (
              <TextField
                {...controlProps}
                inputRef={ref}
                aria-label={text('toolbarQuickFilterLabel')}
                placeholder={text('toolbarQuickFilterPlaceholder')}
                size="small"
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                    endAdornment: state.value ? (
                      <InputAdornment position="end">
                        <QuickFilterClear
                          edge="end"
                          size="small"
                          aria-label={text('toolbarQuickFilterDeleteIconLabel')}
                        >
                          <CancelIcon fontSize="small" />
                        </QuickFilterClear>
                      </InputAdornment>
                    ) : null,
                    ...controlProps.slotProps?.input,
                  },
                  ...controlProps.slotProps,
                }}
                sx={{ width: { xs: 160, sm: 240 } }}
              />
            )}
          />
        </QuickFilter>
      ) : null}
      <Tooltip title={text('toolbarColumns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={text('toolbarColumns')} />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      {context.hasFilterPanel ? (
        <Tooltip title={text('toolbarFilters')}>
          <FilterPanelTrigger
            render={(props, state) => (
              <ToolbarButton {...props} aria-label={text('toolbarFilters')} color="default">
                <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                  <FilterListIcon fontSize="small" />
                </Badge>
              </ToolbarButton>
            )}
          />
        </Tooltip>
      ) : null}
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title={text('toolbarExport')}>
        <ToolbarButton
          ref={triggerRef}
          id="grid-export-trigger"
          aria-label={text('toolbarExport')}
          aria-controls={isMenuOpen ? 'grid-export-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={isMenuOpen ? 'true' : undefined}
          aria-busy={isBusy}
          disabled={isBusy}
          onClick={() => setMenuOpen(true)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="grid-export-menu"
        anchorEl={triggerRef.current}
        open={isMenuOpen}
        onClose={() => setMenuOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'grid-export-trigger' } }}
      >
        <MenuItem onClick={() => void exportAs('csv')}>{text('toolbarExportCSV')}</MenuItem>
        <MenuItem onClick={() => void exportAs('xlsx')}>{text('toolbarExportExcel')}</MenuItem>
        <ExportPrint render={<MenuItem />} onClick={() => setMenuOpen(false)}>
          {text('toolbarExportPrint')}
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}
