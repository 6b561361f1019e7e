// The admin lists of the venue's content — events, job openings, news posts
// (docs/product/content.md): a page header with "New", a status filter, the data grid with search and
// export, and a row that opens the editor. One place, so the three lists look and behave alike.
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../components/data-grid/data-grid';
import type { GridQueryState } from '../../../components/data-grid/use-grid-query';
import { PageHeader } from './page-header';
import { QueryFeedback } from './query-feedback';

export interface StatusFilterProps {
  label: string;
  /** The choice without a status filter ("All", "Upcoming"). */
  emptyLabel: string;
  options: { value: string; label: string }[];
  testId?: string;
}

export interface ContentListProps<T extends { id: string }> {
  heading: string;
  subtitle: string;
  newLabel: string;
  newPath: string;
  editPath: (id: string) => string;
  grid: GridQueryState;
  statusFilter: StatusFilterProps;
  result: {
    data?: { rows: T[]; count: number };
    error: unknown;
    isFetching: boolean;
    isLoading: boolean;
    refetch: () => unknown;
  };
  columns: GridColDef<T>[];
  exportName: string;
  /** Dialogs the rows' actions open. */
  children?: ReactNode;
}

export function ContentList<T extends { id: string }>({
  heading,
  subtitle,
  newLabel,
  newPath,
  editPath,
  grid,
  statusFilter,
  result: { data, error, isFetching, isLoading, refetch },
  columns,
  exportName,
  children,
}: ContentListProps<T>) {
  const navigate = useNavigate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filter = (
    <TextField
      select
      size="small"
      label={statusFilter.label}
      value={(grid.query.filters.status as string | undefined) ?? ''}
      onChange={(e) => grid.setFilter('status', e.target.value)}
      // The empty value is a real choice: shown, with the label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160, mb: { xs: 1, sm: 0 } }}
      data-testid={statusFilter.testId}
    >
      <MenuItem value="">{statusFilter.emptyLabel}</MenuItem>
      {statusFilter.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <PageHeader
        title={heading}
        subtitle={subtitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newPath}>
            {newLabel}
          </Button>
        }
      />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          {/* On a phone the toolbar has no room beside the search: the filter sits above the grid. */}
          {isPhone ? filter : null}
          <AppDataGrid<T>
            label={heading}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
            state={grid}
            toolbarStart={isPhone ? undefined : filter}
            export={{ fileName: exportName }}
            onRowActivate={(row) => void navigate(editPath(row.id))}
          />
        </Card>
      </QueryFeedback>
      {children}
    </>
  );
}
