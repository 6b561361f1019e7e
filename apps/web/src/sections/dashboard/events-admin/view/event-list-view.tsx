// /dashboard/tour: the venue's events with date (venue time zone), tickets sold of capacity and status;
// filter draft/published/past, search; edit, duplicate ("same event next month") and delete
// (docs/product.md#events).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { useDateFormat } from '../../../../lib/format-date';
import { localized } from '../../../events/api/get-events';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { ContentList } from '../../shared/content-list';
import { managementError } from '../../shared/management-error';
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
  const grid = useGridQuery({ defaults: { pageSize: 25 } });
  const status = grid.query.filters.status as EventStatus | undefined;
  const result = useManagedEvents({
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

  return (
    <ContentList<ManagedEvent>
      heading={t('list.heading')}
      subtitle={t('list.subtitle')}
      newLabel={t('list.new')}
      newPath={paths.dashboard.tour.new}
      editPath={paths.dashboard.tour.edit}
      grid={grid}
      statusFilter={{
        label: t('status.label'),
        emptyLabel: t('status.upcoming'),
        options: EVENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      }}
      result={result}
      columns={columns}
      exportName="events"
    >
      {copying ? <DuplicateDialog event={copying} onClose={() => setCopying(null)} /> : null}
      {deleting ? (
        <DeleteDialog
          event={deleting}
          onClose={() => setDeleting(null)}
          errorText={(e) => managementError(e, tManagement)}
        />
      ) : null}
    </ContentList>
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
    <ConfirmDialog
      open
      title={t('delete.title')}
      text={t('delete.text', { name: localized(event.title, i18n.language) })}
      confirmLabel={t('delete.submit')}
      isDanger
      isPending={remove.isPending}
      error={remove.error ? `${t('delete.refused')} ${errorText(remove.error)}` : null}
      onConfirm={() => remove.mutate(event.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
