// /dashboard/post: every news post of the venue with its status and the languages it is written in;
// filter by status, search in titles and slugs.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { ContentList } from '../../shared/content-list';
import { CONTENT_STATUSES, useManagedPosts } from '../api/posts';
import type { ContentStatus, ManagedPost } from '../api/posts';
import { pickText } from '../components/language-tabs';
import { StatusChip } from '../components/status-chip';

export function PostListView() {
  const { t, i18n } = useTranslation('studio-admin');
  const format = useManagementFormat();
  const grid = useGridQuery({ defaults: { pageSize: 25 } });
  const status = grid.query.filters.status as ContentStatus | undefined;
  const result = useManagedPosts({
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

  return (
    <ContentList<ManagedPost>
      heading={t('post.listTitle')}
      subtitle={t('post.listSubtitle')}
      newLabel={t('post.new')}
      newPath={paths.dashboard.post.new}
      editPath={paths.dashboard.post.edit}
      grid={grid}
      statusFilter={{
        label: t('status.label'),
        emptyLabel: t('status.all'),
        options: CONTENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      }}
      result={result}
      columns={columns}
      exportName="posts"
    />
  );
}
