// /dashboard/job: the venue's job openings with type, start, status and applications received;
// filter by status, search; edit and delete (docs/product/content.md#jobs).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { formatLocalDate } from '../../../jobs/api/jobs';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { ContentList } from '../../shared/content-list';
import { managementError } from '../../shared/management-error';
import { pickText } from '../../studio/components/language-tabs';
import { jobStatuses, useDeleteJob, useManagedJobs } from '../api/jobs-admin';
import type { JobStatus, ManagedJob } from '../api/jobs-admin';

const statusColor = { draft: 'default', published: 'success', closed: 'warning' } as const;

export function JobListView() {
  const { t, i18n } = useTranslation('jobs-admin');
  const grid = useGridQuery({ defaults: { pageSize: 25 } });
  const wanted = grid.query.filters.status as JobStatus | undefined;
  const status = wanted && jobStatuses.includes(wanted) ? wanted : undefined;
  const result = useManagedJobs({
    status,
    search: grid.query.search,
    page: grid.query.page,
    pageSize: grid.query.pageSize,
  });
  const [deleting, setDeleting] = useState<ManagedJob | null>(null);

  const columns = useMemo<GridColDef<ManagedJob>[]>(
    () => [
      {
        field: 'title',
        headerName: t('list.title'),
        flex: 2,
        minWidth: 220,
        valueGetter: (_v, row) => pickText(row.title, i18n.language) || row.slug,
      },
      { field: 'type', headerName: t('fields.type'), minWidth: 130, valueGetter: (_v, row) => t(`type.${row.type}`) },
      {
        field: 'startDate',
        headerName: t('fields.startDate'),
        minWidth: 140,
        valueGetter: (_v, row) =>
          row.startDate ? formatLocalDate(row.startDate, i18n.language) : t('fields.byArrangement'),
      },
      {
        field: 'status',
        headerName: t('status.label'),
        minWidth: 130,
        renderCell: ({ row }) => (
          <Chip size="small" color={statusColor[row.status]} label={t(`status.${row.status}`)} />
        ),
      },
      { field: 'applications', headerName: t('list.applications'), type: 'number', minWidth: 120 },
      {
        field: 'actions',
        headerName: t('list.actions'),
        minWidth: 110,
        renderCell: ({ row }) => {
          const name = pickText(row.title, i18n.language);
          return (
            // A click on an action is not a click on the row (which opens the editor).
            <Stack direction="row" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
              <IconButton
                size="small"
                aria-label={t('actions.editOf', { name })}
                component={RouterLink}
                to={paths.dashboard.job.edit(row.id)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t('actions.deleteOf', { name })} onClick={() => setDeleting(row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        },
      },
    ],
    [t, i18n.language],
  );

  return (
    <ContentList<ManagedJob>
      heading={t('list.heading')}
      subtitle={t('list.subtitle')}
      newLabel={t('list.new')}
      newPath={paths.dashboard.job.new}
      editPath={paths.dashboard.job.edit}
      grid={grid}
      statusFilter={{
        label: t('status.label'),
        emptyLabel: t('status.all'),
        options: jobStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
        testId: 'job-status-filter',
      }}
      result={result}
      columns={columns}
      exportName="jobs"
    >
      {deleting ? <DeleteDialog job={deleting} onClose={() => setDeleting(null)} /> : null}
    </ContentList>
  );
}

function DeleteDialog({ job, onClose }: { job: ManagedJob; onClose: () => void }) {
  const { t, i18n } = useTranslation('jobs-admin');
  const { t: tManagement } = useTranslation('management');
  const remove = useDeleteJob();
  return (
    <ConfirmDialog
      open
      title={t('delete.title')}
      text={t('delete.text', { name: pickText(job.title, i18n.language) })}
      confirmLabel={t('delete.submit')}
      isDanger
      isPending={remove.isPending}
      error={remove.error ? managementError(remove.error, tManagement) : null}
      onConfirm={() => remove.mutate(job.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
