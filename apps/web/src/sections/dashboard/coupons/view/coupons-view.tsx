// /dashboard/coupons: coupons with their usage; create, edit, deactivate, delete.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { CouponDto } from '@courtside/core/checkout-schemas';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback, useRefreshOnForbidden } from '../../shared/query-feedback';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { useSaveCoupon } from '../api/save-coupon';
import { CouponFormDialog } from '../components/coupon-form-dialog';

type Editing = { coupon?: CouponDto } | null;

export function CouponsView() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const canWrite = hasPermission(
    useAuthStore((s) => s.user),
    'coupon.write',
  );
  const grid = useGridQuery({ defaults: { pageSize: 25 } });
  const { data, error, isFetching, isLoading, refetch } = useCoupons({
    page: grid.query.page + 1,
    pageSize: grid.query.pageSize,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CouponDto | null>(null);
  const remove = useDeleteCoupon();
  const save = useSaveCoupon();
  useRefreshOnForbidden(save.error ?? remove.error);

  const columns = useMemo<GridColDef<CouponDto>[]>(
    () => [
      { field: 'code', headerName: t('coupons.fields.code'), flex: 1, minWidth: 130 },
      {
        field: 'value',
        headerName: t('coupons.fields.value'),
        minWidth: 100,
        valueGetter: (_v, row) => (row.kind === 'percent' ? `${row.percent} %` : format.money(row.amountCents)),
      },
      {
        field: 'usage',
        headerName: t('coupons.fields.usage'),
        minWidth: 110,
        valueGetter: (_v, row) => (row.maxUses === null ? `${row.usedCount}` : `${row.usedCount} / ${row.maxUses}`),
      },
      {
        field: 'validity',
        headerName: t('coupons.fields.validity'),
        flex: 1,
        minWidth: 200,
        // A one-sided range reads "from …" or "until …", never with a dash for the missing end.
        valueGetter: (_v, row) =>
          row.validFrom && row.validUntil
            ? `${format.date(row.validFrom)} – ${format.date(row.validUntil)}`
            : row.validUntil
              ? t('coupons.validUntil', { date: format.date(row.validUntil) })
              : row.validFrom
                ? t('coupons.validFrom', { date: format.date(row.validFrom) })
                : t('coupons.always'),
      },
      {
        field: 'minOrderCents',
        headerName: t('coupons.fields.minOrder'),
        minWidth: 110,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'active',
        headerName: t('coupons.fields.status'),
        minWidth: 110,
        valueGetter: (_v, row) => (row.active ? t('coupons.active') : t('coupons.inactive')),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.active ? 'success' : 'default'}
            label={row.active ? t('coupons.active') : t('coupons.inactive')}
          />
        ),
      },
      {
        field: 'actions',
        headerName: t('actions.label'),
        minWidth: 140,
        disableExport: true,
        renderCell: ({ row }) =>
          canWrite ? (
            <>
              <Tooltip title={t('actions.edit')}>
                <IconButton
                  size="small"
                  aria-label={`${t('actions.edit')} ${row.code}`}
                  onClick={() => setEditing({ coupon: row })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {row.active ? (
                <Tooltip title={t('coupons.deactivate')}>
                  <IconButton
                    size="small"
                    aria-label={`${t('coupons.deactivate')} ${row.code}`}
                    onClick={() => save.mutate({ id: row.id, body: { active: false } })}
                  >
                    <BlockIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              <Tooltip title={t('actions.delete')}>
                <IconButton
                  size="small"
                  aria-label={`${t('actions.delete')} ${row.code}`}
                  onClick={() => setRemoving(row)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          ) : null,
      },
    ],
    [t, format, canWrite, save],
  );

  return (
    <>
      <PageHeader
        title={t('coupons.title')}
        subtitle={t('coupons.subtitle')}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
              {t('coupons.new')}
            </Button>
          ) : null
        }
      />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        {save.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => save.reset()}>
            {managementError(save.error, t)}
          </Alert>
        ) : null}
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          <AppDataGrid<CouponDto>
            label={t('coupons.title')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
            state={grid}
            hasSearch={false}
            export={{ fileName: 'coupons' }}
            onRowActivate={canWrite ? (row) => setEditing({ coupon: row }) : undefined}
          />
        </Card>
      </QueryFeedback>
      {editing ? (
        <CouponFormDialog
          open
          coupon={editing.coupon}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('coupons.deleteTitle', { code: removing?.code ?? '' })}
        text={removing && removing.usedCount > 0 ? t('coupons.deleteUsed') : t('coupons.deleteText')}
        confirmLabel={t('actions.delete')}
        isDanger
        isPending={remove.isPending}
        error={remove.error ? managementError(remove.error, t) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </>
  );
}
