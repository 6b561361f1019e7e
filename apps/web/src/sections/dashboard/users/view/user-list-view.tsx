// /dashboard/user/list: every account of the venue with its role; search by name,
// email or phone, filter by role; a row opens the account.
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuthUser } from '@courtside/core/auth-schemas';
import { roles } from '@courtside/core/enums';
import type { Role } from '@courtside/core/enums';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useUsers } from '../api/users';
import { RoleChip } from '../components/role-chip';

export function UserListView() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const navigate = useNavigate();
  const canManage = hasPermission(
    useAuthStore((s) => s.user),
    'user.manage',
  );
  const grid = useGridQuery();
  const role = roles.includes(grid.query.filters.role as Role) ? (grid.query.filters.role as Role) : undefined;
  const { data, error, isFetching, isLoading, refetch } = useUsers({
    page: grid.query.page + 1,
    pageSize: grid.query.pageSize,
    search: grid.query.search || undefined,
    role,
  });

  const columns = useMemo<GridColDef<AuthUser>[]>(
    () => [
      { field: 'name', headerName: t('users.fields.name'), flex: 1, minWidth: 160, sortable: false, filterable: false },
      {
        field: 'email',
        headerName: t('users.fields.email'),
        flex: 1.2,
        minWidth: 200,
        sortable: false,
        filterable: false,
      },
      { field: 'phone', headerName: t('users.fields.phone'), minWidth: 140, sortable: false, filterable: false },
      {
        field: 'role',
        headerName: t('users.fields.role'),
        minWidth: 130,
        sortable: false,
        type: 'singleSelect',
        valueOptions: roles.map((r) => ({ value: r, label: t(`roles.${r}`) })),
        renderCell: ({ row }) => <RoleChip role={row.role} />,
      },
      {
        field: 'emailVerified',
        headerName: t('users.fields.verified'),
        minWidth: 110,
        sortable: false,
        filterable: false,
        valueGetter: (value: boolean) => (value ? t('yes') : t('no')),
      },
      {
        field: 'createdAt',
        headerName: t('users.fields.createdAt'),
        minWidth: 150,
        sortable: false,
        filterable: false,
        valueFormatter: (value: string) => format.date(value),
      },
    ],
    [t, format],
  );

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          <>
            <Button component={RouterLink} to={paths.dashboard.user.cards}>
              {t('users.cardsView')}
            </Button>
            {canManage ? (
              <Button component={RouterLink} to={paths.dashboard.user.new} variant="contained" startIcon={<AddIcon />}>
                {t('users.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          <AppDataGrid<AuthUser>
            label={t('users.title')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns}
            state={grid}
            filterFields={['role']}
            export={{ fileName: 'users' }}
            onRowActivate={canManage ? (row) => navigate(paths.dashboard.user.edit(row.id)) : undefined}
          />
        </Card>
      </QueryFeedback>
    </>
  );
}
