// /dashboard/invoice: invoices and credit notes; staff draft manual invoices. A customer (no staff
// permission) sees their own as cards that fit a phone; staff keep the grid.
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { StatusChip } from '../../shared/status-chip';
import { invoiceDisplayNumber, useInvoices } from '../api/invoices';
import { InvoiceCardList } from '../components/invoice-card-list';
import type { InvoiceDto } from '../api/invoices';

export function InvoiceListView() {
  const { t } = useTranslation('management');
  const user = useAuthStore((s) => s.user);
  // The same permissions that let GET /invoices answer every customer's invoices.
  if (hasPermission(user, 'invoice.read.any') || hasPermission(user, 'order.read.any')) return <StaffInvoiceGrid />;
  return (
    <>
      <PageHeader title={t('invoices.title')} />
      <InvoiceCardList />
    </>
  );
}

function StaffInvoiceGrid() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const navigate = useNavigate();
  const canWrite = hasPermission(
    useAuthStore((s) => s.user),
    'invoice.write',
  );
  const grid = useGridQuery();
  const { data, error, isFetching, isLoading, refetch } = useInvoices({
    page: grid.query.page + 1,
    pageSize: grid.query.pageSize,
  });

  const columns = useMemo<GridColDef<InvoiceDto>[]>(
    () => [
      {
        field: 'number',
        headerName: t('invoices.fields.number'),
        minWidth: 140,
        valueGetter: (_value: string, row) => invoiceDisplayNumber(row, t),
      },
      {
        field: 'kind',
        headerName: t('invoices.fields.kind'),
        minWidth: 120,
        valueGetter: (value: string, row) =>
          row.orderId || value === 'credit_note' ? t(`invoices.kinds.${value}`) : t('invoices.kinds.manual'),
      },
      {
        field: 'status',
        headerName: t('invoices.fields.status'),
        minWidth: 120,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'buyer',
        headerName: t('invoices.fields.buyer'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_v, row) => row.buyer.name ?? '',
      },
      {
        field: 'totalCents',
        headerName: t('invoices.fields.total'),
        minWidth: 110,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'issuedAt',
        headerName: t('invoices.fields.issuedAt'),
        minWidth: 130,
        valueFormatter: (value: string) => format.date(value),
      },
      {
        field: 'paidAt',
        headerName: t('invoices.fields.paidAt'),
        minWidth: 130,
        valueFormatter: (value: string | null) => (value ? format.date(value) : ''),
      },
    ],
    [t, format],
  );

  return (
    <>
      <PageHeader
        title={t('invoices.title')}
        subtitle={t('invoices.subtitle')}
        actions={
          canWrite ? (
            <Button component={RouterLink} to={paths.dashboard.invoice.new} variant="contained" startIcon={<AddIcon />}>
              {t('invoices.new')}
            </Button>
          ) : null
        }
      />
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          <AppDataGrid<InvoiceDto>
            label={t('invoices.title')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
            state={grid}
            hasSearch={false}
            export={{ fileName: 'invoices' }}
            onRowActivate={(row) => navigate(paths.dashboard.invoice.details(row.id))}
          />
        </Card>
      </QueryFeedback>
    </>
  );
}
