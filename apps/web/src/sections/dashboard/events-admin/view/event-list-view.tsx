// /dashboard/tour: the venue's events with date (venue time zone), tickets sold of capacity and status;
// filter draft/published/past, search; edit, duplicate ("same event next month") and delete
// (docs/product.md#events).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { useDateFormat } from '../../../../lib/format-date';
import { localized } from '../../../events/api/get-events';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { EVENT_STATUSES, useDeleteEvent, useManagedEvents } from '../api/events-admin';
import { DuplicateDialog } from '../components/event-duplicate-dialog';
import type { EventStatus, ManagedEvent } from '../api/events-admin';

export const statusOf = (event: ManagedEvent, now = Date.now()): EventStatus =>
  new Date(event.end).getTime() <= now && event.status === 'published' ? 'past' : event.status;

const statusColor = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  archived: 'default',
  past: 'warning',
} as const;

export function EventListView() {
  const { t, i18n } = useTranslation('events-admin');
  const { t: tManagement } = useTranslation('management');
  const dates = useDateFormat();
  const navigate = useNavigate();
  const grid = useGridQuery({ defaults: { pageSize: 25 } });
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const status = grid.query.filters.status as EventStatus | undefined;
  const { data, error, isFetching, isLoading, refetch } = useManagedEvents({
    status: status && EVENT_STATUSES.includes(status) ? status : undefined,
    search: grid.query.search,
    page: grid.query.page,
    pageSize: grid.query.pageSize,
  });
  const [copying, setCopying] = useState<ManagedEvent | null>(null);
  const [deleting, setDeleting] = useState<ManagedEvent | null>(null);

  const columns = useMemo<GridColDef<ManagedEvent>[]>(
    () => [
      {
        field: 'title',
        headerName: t('list.title'),
        flex: 2,
        minWidth: 200,
        valueGetter: (_v, row) => localized(row.title, i18n.language) || row.slug,
      },
      {
        field: 'start',
        headerName: t('list.date'),
        minWidth: 220,
        valueGetter: (_v, row) => dates.range(row.start, row.end),
      },
      {
        field: 'tickets',
        headerName: t('list.tickets'),
        minWidth: 130,
        valueGetter: (_v, row) =>
          row.tickets
            ? t('list.sold', {
                sold: row.tickets.sold ?? row.tickets.capacity - row.tickets.placesLeft,
                capacity: row.tickets.capacity,
              })
            : t('list.noTickets'),
      },
      {
        field: 'status',
        headerName: t('status.label'),
        minWidth: 130,
        renderCell: ({ row }) => (
          <Chip size="small" color={statusColor[statusOf(row)]} label={t(`status.${statusOf(row)}`)} />
        ),
      },
      {
        field: 'actions',
        headerName: t('list.actions'),
        minWidth: 150,
        renderCell: ({ row }) => {
          const name = localized(row.title, i18n.language);
          return (
            // A click on an action is not a click on the row (which opens the editor).
            <Stack direction="row" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
              <IconButton
                size="small"
                aria-label={t('actions.editOf', { name })}
                component={RouterLink}
                to={paths.dashboard.tour.edit(row.id)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('actions.duplicateOf', { name })}
                onClick={(e) => {
                  e.stopPropagation();
                  setCopying(row);
                }}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('actions.deleteOf', { name })}
                onClick={(e) => {
                  e.stopPropagation();
                  setDeleting(row);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        },
      },
    ],
    [t, i18n.language, dates],
  );

  const statusFilter = (
    <TextField
      select
      size="small"
      label={t('status.label')}
      value={status ?? ''}
      onChange={(e) => grid.setFilter('status', e.target.value)}
      // The empty value is a real choice ("Upcoming"): shown, with the label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160, mb: { xs: 1, sm: 0 } }}
    >
      <MenuItem value="">{t('status.upcoming')}</MenuItem>
      {EVENT_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title={t('list.heading')}
        subtitle={t('list.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.dashboard.tour.new}>
            {t('list.new')}
          </Button>
        }
      />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          {/* On a phone the toolbar has no room beside the search: the filter sits above the grid. */}
          {isPhone ? statusFilter : null}
          <AppDataGrid<ManagedEvent>
            label={t('list.heading')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
            state={grid}
            toolbarStart={isPhone ? undefined : statusFilter}
            export={{ fileName: 'events' }}
            onRowActivate={(row) => void navigate(paths.dashboard.tour.edit(row.id))}
          />
        </Card>
      </QueryFeedback>
      {copying ? <DuplicateDialog event={copying} onClose={() => setCopying(null)} /> : null}
      {deleting ? (
        <DeleteDialog
          event={deleting}
          onClose={() => setDeleting(null)}
          errorText={(e) => managementError(e, tManagement)}
        />
      ) : null}
    </>
  );
}

function DeleteDialog({
  event,
  onClose,
  errorText,
}: {
  event: ManagedEvent;
  onClose: () => void;
  errorText: (error: unknown) => string;
}) {
  const { t, i18n } = useTranslation('events-admin');
  const remove = useDeleteEvent();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delete-event-title">
      <DialogTitle id="delete-event-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delete.text', { name: localized(event.title, i18n.language) })}</DialogContentText>
        {remove.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('delete.refused')} {errorText(remove.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate(event.id, { onSuccess: onClose })}
        >
          {t('delete.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
