// /dashboard/job: the venue's job openings with type, start, status and applications received;
// filter by status, search; edit and delete (docs/product/content.md#jobs).
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
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { formatLocalDate } from '../../../jobs/api/jobs';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { pickText } from '../../studio/components/language-tabs';
import { jobStatuses, useDeleteJob, useManagedJobs } from '../api/jobs-admin';
import type { JobStatus, ManagedJob } from '../api/jobs-admin';

const statusColor = { draft: 'default', published: 'success', closed: 'warning' } as const;

export function JobListView() {
  const { t, i18n } = useTranslation('jobs-admin');
  const navigate = useNavigate();
  const grid = useGridQuery({ defaults: { pageSize: 25 } });
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const wanted = grid.query.filters.status as JobStatus | undefined;
  const status = wanted && jobStatuses.includes(wanted) ? wanted : undefined;
  const { data, error, isFetching, isLoading, refetch } = useManagedJobs({
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

  const statusFilter = (
    <TextField
      select
      size="small"
      label={t('status.label')}
      value={status ?? ''}
      onChange={(e) => grid.setFilter('status', e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160, mb: { xs: 1, sm: 0 } }}
      data-testid="job-status-filter"
    >
      <MenuItem value="">{t('status.all')}</MenuItem>
      {jobStatuses.map((s) => (
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
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.dashboard.job.new}>
            {t('list.new')}
          </Button>
        }
      />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          {/* On a phone the toolbar has no room beside the search: the filter sits above the grid. */}
          {isPhone ? statusFilter : null}
          <AppDataGrid<ManagedJob>
            label={t('list.heading')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
            state={grid}
            toolbarStart={isPhone ? undefined : statusFilter}
            export={{ fileName: 'jobs' }}
            onRowActivate={(row) => void navigate(paths.dashboard.job.edit(row.id))}
          />
        </Card>
      </QueryFeedback>
      {deleting ? <DeleteDialog job={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function DeleteDialog({ job, onClose }: { job: ManagedJob; onClose: () => void }) {
  const { t, i18n } = useTranslation('jobs-admin');
  const { t: tManagement } = useTranslation('management');
  const remove = useDeleteJob();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delete-job-title">
      <DialogTitle id="delete-job-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('delete.text', { name: pickText(job.title, i18n.language) })}</DialogContentText>
        {remove.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {managementError(remove.error, tManagement)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate(job.id, { onSuccess: onClose })}
        >
          {t('delete.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
