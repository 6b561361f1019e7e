// /dashboard/order: orders with their status, customer, total and provider.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import type { GridColDef } from '@mui/x-data-grid';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import { orderStatuses } from '@courtside/core/enums';
import type { OrderStatus } from '@courtside/core/enums';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useOrders } from '../api/orders';
import { StatusChip } from '../../shared/status-chip';
import { OpenDebts } from '../components/open-debts';

export function OrderListView() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const navigate = useNavigate();
  const grid = useGridQuery();
  const status = orderStatuses.includes(grid.query.filters.status as OrderStatus)
    ? (grid.query.filters.status as OrderStatus)
    : undefined;
  const { data, error, isFetching, isLoading, refetch } = useOrders({
    page: grid.query.page + 1,
    pageSize: grid.query.pageSize,
    status,
  });

  const columns = useMemo<GridColDef<OrderDto>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('orders.fields.createdAt'),
        minWidth: 160,
        valueFormatter: (value: string) => format.dateTime(value),
      },
      {
        field: 'customer',
        headerName: t('orders.fields.customer'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_v, row) => `${row.customer.name} <${row.customer.email}>`,
      },
      {
        field: 'status',
        headerName: t('orders.fields.status'),
        minWidth: 130,
        type: 'singleSelect',
        valueOptions: orderStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'items',
        headerName: t('orders.fields.items'),
        minWidth: 80,
        valueGetter: (_v, row) => row.items.length,
      },
      {
        field: 'totalCents',
        headerName: t('orders.fields.total'),
        minWidth: 110,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'provider',
        headerName: t('orders.fields.provider'),
        minWidth: 120,
        valueGetter: (value: string) => t(`providers.${value}`, { defaultValue: value }),
      },
      { field: 'couponCode', headerName: t('orders.fields.coupon'), minWidth: 110 },
      {
        field: 'refunded',
        headerName: t('orders.fields.refunded'),
        minWidth: 110,
        valueGetter: (_v, row) => row.payments.reduce((s, p) => s + p.refundedCents, 0),
        valueFormatter: (value: number) => (value ? format.money(value) : ''),
      },
    ],
    [t, format],
  );

  return (
    <>
      <PageHeader title={t('orders.title')} subtitle={t('orders.subtitle')} />
      <OpenDebts />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          <AppDataGrid<OrderDto>
            label={t('orders.title')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: c.field === 'status' }))}
            state={grid}
            filterFields={['status']}
            hasSearch={false}
            export={{ fileName: 'orders' }}
            onRowActivate={(row) => navigate(paths.dashboard.order.details(row.id))}
          />
        </Card>
      </QueryFeedback>
    </>
  );
}
