// /dashboard/post: every news post of the venue with its status and the languages it is written in;
// filter by status, search in titles and slugs.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { CONTENT_STATUSES, useManagedPosts } from '../api/posts';
import type { ContentStatus, ManagedPost } from '../api/posts';
import { pickText } from '../components/language-tabs';
import { StatusChip } from '../components/status-chip';

export function PostListView() {
  const { t, i18n } = useTranslation('studio-admin');
  const format = useManagementFormat();
  const navigate = useNavigate();
  const grid = useGridQuery({ defaults: { pageSize: 25 } });
  const status = grid.query.filters.status as ContentStatus | undefined;
  const { data, error, isFetching, isLoading, refetch } = useManagedPosts({
    status: status && CONTENT_STATUSES.includes(status) ? status : undefined,
    search: grid.query.search,
    page: grid.query.page,
    pageSize: grid.query.pageSize,
  });

  const columns = useMemo<GridColDef<ManagedPost>[]>(
    () => [
      {
        field: 'title',
        headerName: t('post.title'),
        flex: 2,
        minWidth: 200,
        valueGetter: (_v, row) => pickText(row.title, i18n.language) || row.slug,
      },
      {
        field: 'status',
        headerName: t('status.label'),
        minWidth: 130,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'languages',
        headerName: t('post.languages'),
        minWidth: 160,
        renderCell: ({ row }) => row.languages.map((l) => <Chip key={l} size="small" label={l} sx={{ mr: 0.5 }} />),
      },
      {
        field: 'updatedAt',
        headerName: t('post.updated'),
        minWidth: 160,
        valueGetter: (_v, row) => format.dateTime(row.updatedAt),
      },
    ],
    [t, i18n.language, format],
  );

  const statusFilter = (
    <TextField
      select
      size="small"
      label={t('status.label')}
      value={status ?? ''}
      onChange={(e) => grid.setFilter('status', e.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t('status.all')}</MenuItem>
      {CONTENT_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title={t('post.listTitle')}
        subtitle={t('post.listSubtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.dashboard.post.new}>
            {t('post.new')}
          </Button>
        }
      />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          <AppDataGrid<ManagedPost>
            label={t('post.listTitle')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
            state={grid}
            toolbarStart={statusFilter}
            export={{ fileName: 'posts' }}
            onRowActivate={(row) => void navigate(paths.dashboard.post.edit(row.id))}
          />
        </Card>
      </QueryFeedback>
    </>
  );
}
