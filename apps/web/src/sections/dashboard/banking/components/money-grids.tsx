// Payments and refunds of the period as grids (each keeps its own page; the filter is the provider).
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import type { GridColDef } from '@mui/x-data-grid';
import type { BankingPayment, BankingRefund } from '@courtside/core/analytics-schemas';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { StatusChip } from '../../shared/status-chip';
import { usePayments, useRefunds } from '../api/banking';
import type { MoneyPeriod } from '../api/banking';

export function PaymentsGrid({ period, provider }: { period: MoneyPeriod; provider?: string }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const navigate = useNavigate();
  const grid = useGridQuery({ syncWithUrl: false });
  const { data, error, isFetching } = usePayments({
    ...period,
    provider,
    page: grid.query.page + 1,
    pageSize: grid.query.pageSize,
  });
  const columns = useMemo<GridColDef<BankingPayment>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('orders.fields.createdAt'),
        minWidth: 160,
        valueFormatter: (v: string) => format.dateTime(v),
      },
      { field: 'customerName', headerName: t('orders.fields.customer'), flex: 1, minWidth: 160 },
      {
        field: 'provider',
        headerName: t('orders.fields.provider'),
        minWidth: 120,
        valueGetter: (v: string) => t(`providers.${v}`, { defaultValue: v }),
      },
      {
        field: 'status',
        headerName: t('orders.fields.status'),
        minWidth: 120,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'amountCents',
        headerName: t('orders.fields.amount'),
        minWidth: 110,
        valueFormatter: (v: number) => format.money(v),
      },
      {
        field: 'refundedCents',
        headerName: t('orders.fields.refunded'),
        minWidth: 110,
        valueFormatter: (v: number) => (v ? format.money(v) : ''),
      },
    ],
    [t, format],
  );
  return (
    <Card>
      <CardHeader title={t('banking.payments')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <AppDataGrid<BankingPayment>
        label={t('banking.payments')}
        rows={data?.rows ?? []}
        rowCount={data?.count}
        loading={isFetching}
        error={error}
        columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
        state={grid}
        hasSearch={false}
        export={{ fileName: 'payments' }}
        onRowActivate={(row) => navigate(paths.dashboard.order.details(row.orderId))}
      />
    </Card>
  );
}

export function RefundsGrid({ period, provider }: { period: MoneyPeriod; provider?: string }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const navigate = useNavigate();
  const grid = useGridQuery({ syncWithUrl: false });
  const { data, error, isFetching } = useRefunds({
    ...period,
    provider,
    page: grid.query.page + 1,
    pageSize: grid.query.pageSize,
  });
  const columns = useMemo<GridColDef<BankingRefund>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('orders.fields.createdAt'),
        minWidth: 160,
        valueFormatter: (v: string) => format.dateTime(v),
      },
      {
        field: 'kind',
        headerName: t('orders.fields.refundKind'),
        minWidth: 130,
        valueGetter: (v: string) =>
          v === 'credit' ? t('orders.refundCreditShort', { code: '' }) : t('orders.refundMoneyShort'),
      },
      {
        field: 'provider',
        headerName: t('orders.fields.provider'),
        minWidth: 120,
        valueGetter: (v: string | null) => (v ? t(`providers.${v}`, { defaultValue: v }) : ''),
      },
      {
        field: 'status',
        headerName: t('orders.fields.status'),
        minWidth: 120,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'reason',
        headerName: t('orders.refundReason'),
        flex: 1,
        minWidth: 160,
        valueGetter: (v: string) => v.replace(/^staff:/, ''),
      },
      {
        field: 'amountCents',
        headerName: t('orders.fields.amount'),
        minWidth: 110,
        valueFormatter: (v: number) => format.money(v),
      },
    ],
    [t, format],
  );
  return (
    <Card>
      <CardHeader title={t('banking.refunds')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <AppDataGrid<BankingRefund>
        label={t('banking.refunds')}
        rows={data?.rows ?? []}
        rowCount={data?.count}
        loading={isFetching}
        error={error}
        columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
        state={grid}
        hasSearch={false}
        export={{ fileName: 'refunds' }}
        onRowActivate={(row) => navigate(paths.dashboard.order.details(row.orderId))}
      />
    </Card>
  );
}
