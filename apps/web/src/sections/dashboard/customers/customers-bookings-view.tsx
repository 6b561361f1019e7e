// Customers with their bookings, spend and credit: the customer grid, and the chosen
// customer's bookings in a second grid below it.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerRow } from '@courtside/core/dashboard-schemas';
import { AppDataGrid } from '../../../components/data-grid/data-grid';
import { gridQueryToApiParams } from '../../../components/data-grid/grid-query';
import { useGridQuery } from '../../../components/data-grid/use-grid-query';
import { PageMeta } from '../../../components/page/page-meta';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useStaffBookings } from '../bookings/api/staff-bookings';
import type { StaffBookingRow } from '../bookings/api/staff-bookings';
import { formatMoney, venueDate } from '../bookings/format';
import { useDateFormat } from '../../../lib/format-date';
import { findLanguage } from '../../../locales/languages';

export function CustomersBookingsView() {
  const { t, i18n } = useTranslation('dashboard');
  const dates = useDateFormat();
  const locale = i18n.language;
  const navigate = useNavigate();
  const grid = useGridQuery({ defaults: { sort: 'lastBookingAt', order: 'desc' } });
  const params = gridQueryToApiParams(grid.query);
  const customers = useQuery({
    queryKey: ['dashboard', 'customers', params],
    queryFn: ({ signal }) =>
      api.get<{ rows: CustomerRow[]; count: number }>('/dashboard/customers', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
  const [picked, setPicked] = useState<CustomerRow | null>(null);
  const bookingGrid = useGridQuery({ syncWithUrl: false, defaults: { sort: 'start', order: 'desc' } });
  const bookingParams = { ...gridQueryToApiParams(bookingGrid.query), ...(picked ? { email: picked.email } : {}) };
  const bookings = useStaffBookings(bookingParams, Boolean(picked));

  const columns = useMemo<GridColDef<CustomerRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('customers.name'),
        flex: 1,
        minWidth: 150,
        filterable: false,
        // Guests have no account: known by the e-mail address of their bookings.
        valueFormatter: (v: string, row) => (row.isGuest ? `${v} (${t('common.guest')})` : v),
      },
      { field: 'email', headerName: t('customers.email'), flex: 1, minWidth: 180, filterable: false },
      { field: 'phone', headerName: t('customers.phone'), width: 130, sortable: false, filterable: false },
      { field: 'bookingCount', headerName: t('customers.bookings'), type: 'number', width: 100, filterable: false },
      {
        field: 'upcomingCount',
        headerName: t('customers.upcoming'),
        type: 'number',
        width: 100,
        sortable: false,
        filterable: false,
      },
      {
        field: 'spendCents',
        headerName: t('customers.spend'),
        type: 'number',
        width: 110,
        filterable: false,
        valueFormatter: (v: number) => formatMoney(v, locale),
      },
      {
        field: 'creditCents',
        headerName: t('customers.credit'),
        type: 'number',
        width: 110,
        sortable: false,
        filterable: false,
        valueFormatter: (v: number) => formatMoney(v, locale),
      },
      {
        field: 'lastBookingAt',
        headerName: t('customers.lastBooking'),
        width: 170,
        filterable: false,
        valueFormatter: (v: string | null) => dates.dateTime(v),
      },
    ],
    [t, locale, dates],
  );
  const bookingColumns = useMemo<GridColDef<StaffBookingRow>[]>(
    () => [
      {
        field: 'start',
        headerName: t('bookings.date'),
        width: 200,
        filterable: false,
        valueFormatter: (_v, row) => `${dates.fullDate(row.start)} ${dates.time(row.start)}`,
      },
      { field: 'resourceName', headerName: t('bookings.court'), width: 130, filterable: false },
      {
        field: 'type',
        headerName: t('bookings.type'),
        width: 130,
        filterable: false,
        valueFormatter: (v: string) => t(`type.${v}`),
      },
      {
        field: 'status',
        headerName: t('bookings.status'),
        width: 140,
        filterable: false,
        valueFormatter: (v: string) => t(`status.${v}`),
      },
      {
        field: 'priceCents',
        headerName: t('bookings.price'),
        type: 'number',
        width: 100,
        filterable: false,
        valueFormatter: (v: number) => formatMoney(v, locale),
      },
    ],
    [t, locale, dates],
  );

  return (
    <>
      <PageMeta title={t('customers.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('customers.title')}
      </Typography>
      <AppDataGrid<CustomerRow>
        label={t('customers.title')}
        rows={customers.data?.rows ?? []}
        rowCount={customers.data?.count}
        loading={customers.isFetching}
        error={customers.error}
        columns={columns}
        state={grid}
        export={{
          fileName: `customers-${venueDate(dates.timeZone)}`,
          server: { path: '/export/customers', params: { ...params, lang: findLanguage(locale).value } },
        }}
        onRowActivate={setPicked}
      />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        {picked ? t('customers.bookingsOf', { name: picked.name }) : t('customers.pick')}
      </Typography>
      {picked ? (
        <AppDataGrid<StaffBookingRow>
          label={t('customers.bookingsOf', { name: picked.name })}
          rows={bookings.data?.rows ?? []}
          rowCount={bookings.data?.count}
          loading={bookings.isFetching}
          error={bookings.error}
          columns={bookingColumns}
          state={bookingGrid}
          hasSearch={false}
          export={{
            fileName: `bookings-${picked.name}`,
            server: {
              path: '/export/bookings',
              params: { ...bookingParams, lang: findLanguage(locale).value },
            },
          }}
          onRowActivate={(row) => navigate(paths.dashboard.bookings.details(row.id))}
        />
      ) : null}
    </>
  );
}
