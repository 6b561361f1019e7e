// /dashboard/product: the shop's catalogue for staff (docs/product/shop.md): every product with its
// status, price, stock on hand, what carts hold and what is left; filter by status and stock;
// publish, archive, edit, and delete a product that was never sold; above it the orders to hand out or
// ship (docs/product/shop.md#pick-up-or-delivery).
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { ProductDto, ProductStatus, StockState } from '@courtside/core/shop';
import { productStatuses, stockStates } from '@courtside/core/shop';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useDeleteProduct, usePatchProduct, useProducts } from '../api/products-api';
import { FulfilmentPanel } from '../components/fulfilment-panel';

const STATUS_COLOR = { published: 'success', draft: 'default', archived: 'warning' } as const;
const STOCK_COLOR = { 'in stock': 'success', 'low stock': 'warning', 'out of stock': 'error' } as const;
const STOCK_KEY = { 'in stock': 'inStock', 'low stock': 'lowStock', 'out of stock': 'outOfStock' } as const;

export function ProductsView() {
  const { t } = useTranslation(['shop-staff', 'shop']);
  const { t: tm } = useTranslation('management');
  const format = useManagementFormat();
  const navigate = useNavigate();
  const canWrite = hasPermission(
    useAuthStore((s) => s.user),
    'product.write',
  );
  const grid = useGridQuery({ defaults: { pageSize: 25 } });
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const [stock, setStock] = useState<StockState | ''>('');
  const { data, error, isFetching, isLoading, refetch } = useProducts({
    search: grid.query.search || undefined,
    status: status || undefined,
    stock: stock || undefined,
    limit: grid.query.pageSize,
    offset: grid.query.page * grid.query.pageSize,
  });
  const patch = usePatchProduct();
  const remove = useDeleteProduct();
  const [removing, setRemoving] = useState<ProductDto | null>(null);

  const columns = useMemo<GridColDef<ProductDto>[]>(
    () => [
      {
        field: 'name',
        headerName: t('fields.name'),
        flex: 1.5,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, height: '100%' }}>
            {row.images[0] ? (
              <img src={row.images[0]} alt="" width={32} height={32} style={{ borderRadius: 4, objectFit: 'cover' }} />
            ) : null}
            <span>{row.name}</span>
          </Stack>
        ),
      },
      {
        field: 'category',
        headerName: t('fields.category'),
        minWidth: 120,
        valueGetter: (_v, row) => t(`shop:category.${row.category}`, { defaultValue: row.category }),
      },
      { field: 'price', headerName: t('fields.price'), minWidth: 100, valueFormatter: (v: number) => format.money(v) },
      { field: 'vatPercent', headerName: t('fields.vat'), minWidth: 70, valueFormatter: (v: number) => `${v} %` },
      {
        field: 'available',
        headerName: t('fields.stock'),
        flex: 1.2,
        minWidth: 260,
        valueGetter: (_v, row) =>
          t('stockLine', { available: row.available, stock: row.stock, reserved: row.stock - row.available }),
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, height: '100%' }}>
            <Chip
              size="small"
              variant="outlined"
              color={STOCK_COLOR[row.stockStatus]}
              label={t(`stock.${STOCK_KEY[row.stockStatus]}`)}
            />
            <span>
              {t('stockLine', { available: row.available, stock: row.stock, reserved: row.stock - row.available })}
            </span>
          </Stack>
        ),
      },
      { field: 'soldCount', headerName: t('fields.sold'), minWidth: 80, type: 'number' },
      {
        field: 'status',
        headerName: t('fields.status'),
        minWidth: 110,
        valueGetter: (_v, row) => t(`status.${row.status}`),
        renderCell: ({ row }) => (
          <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} />
        ),
      },
      {
        field: 'actions',
        headerName: tm('actions.label'),
        minWidth: 150,
        disableExport: true,
        renderCell: ({ row }) =>
          canWrite ? (
            <>
              <Tooltip title={tm('actions.edit')}>
                <IconButton
                  size="small"
                  aria-label={`${tm('actions.edit')} ${row.name}`}
                  component={RouterLink}
                  to={paths.dashboard.product.edit(row.id)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {row.status !== 'published' ? (
                <Tooltip title={t('publish')}>
                  <IconButton
                    size="small"
                    aria-label={`${t('publish')} ${row.name}`}
                    onClick={() => patch.mutate({ id: row.id, status: 'published' })}
                  >
                    <PublishIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : (
                <Tooltip title={t('archive')}>
                  <IconButton
                    size="small"
                    aria-label={`${t('archive')} ${row.name}`}
                    onClick={() => patch.mutate({ id: row.id, status: 'archived' })}
                  >
                    <ArchiveIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title={tm('actions.delete')}>
                <IconButton
                  size="small"
                  aria-label={`${tm('actions.delete')} ${row.name}`}
                  onClick={() => setRemoving(row)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          ) : null,
      },
    ],
    [t, tm, format, canWrite, patch],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.dashboard.product.new}>
              {t('new')}
            </Button>
          ) : null
        }
      />
      <FulfilmentPanel />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          <AppDataGrid<ProductDto>
            label={t('title')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? (error ?? patch.error) : patch.error}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
            state={grid}
            export={{ fileName: 'products' }}
            toolbarStart={
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <TextField
                  select
                  size="small"
                  label={t('fields.status')}
                  value={status}
                  onChange={(e) => setStatus(e.target.value as ProductStatus | '')}
                  sx={{ minWidth: 140 }}
                >
                  <MenuItem value="">{t('all')}</MenuItem>
                  {productStatuses.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(`status.${s}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('fields.stock')}
                  value={stock}
                  onChange={(e) => setStock(e.target.value as StockState | '')}
                  sx={{ minWidth: 150 }}
                >
                  <MenuItem value="">{t('all')}</MenuItem>
                  {stockStates.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(`stock.${STOCK_KEY[s]}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            }
            onRowActivate={canWrite ? (row) => void navigate(paths.dashboard.product.edit(row.id)) : undefined}
          />
        </Card>
      </QueryFeedback>
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('deleteTitle', { name: removing?.name ?? '' })}
        text={removing && removing.soldCount > 0 ? t('deleteSold') : t('deleteText')}
        confirmLabel={tm('actions.delete')}
        isDanger
        isPending={remove.isPending}
        error={remove.error ? managementError(remove.error, tm) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </>
  );
}
