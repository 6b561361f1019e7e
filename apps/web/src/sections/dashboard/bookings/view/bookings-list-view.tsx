// Every booking of the venue: server-side pages, sort, filters (dates, status, type,
// court) and search, CSV / Excel export of all matching rows; Enter or a click opens a booking.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { gridQueryToApiParams } from '../../../../components/data-grid/grid-query';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { PageMeta } from '../../../../components/page/page-meta';
import { paths } from '../../../../config/paths';
import { DeskBookingDialog } from '../../desk/desk-booking-dialog';
import { useCourts, useStaffBookings } from '../api/staff-bookings';
import type { StaffBookingRow } from '../api/staff-bookings';
import { formatMoney, venueDate } from '../format';
import { useDateFormat } from '../../../../lib/format-date';
import { findLanguage } from '../../../../locales/languages';

const STATUSES = ['reserved', 'pending', 'upcoming', 'completed', 'cancelled'] as const;
const TYPES = ['normal', 'abo', 'come_together'] as const;

export function BookingsListView() {
  const { t, i18n } = useTranslation('dashboard');
  const dates = useDateFormat();
  const navigate = useNavigate();
  // Unsorted, the list opens at today: upcoming bookings soonest first, then the recent past.
  const grid = useGridQuery({ defaults: { sort: null, order: 'asc' } });
  const params = { ...gridQueryToApiParams(grid.query), ...(grid.query.sort ? {} : { sort: 'today' }) };
  const { data, isFetching, error } = useStaffBookings(params);
  const courts = useCourts(venueDate(dates.timeZone));
  const [isDeskOpen, setDeskOpen] = useState(false);
  const locale = i18n.language;

  const columns = useMemo<GridColDef<StaffBookingRow>[]>(
    () => [
      {
        field: 'start',
        headerName: t('bookings.date'),
        width: 160,
        valueFormatter: (_v, row) => dates.fullDate(row.start),
        filterable: false,
      },
      {
        field: 'time',
        headerName: t('bookings.time'),
        width: 110,
        sortable: false,
        filterable: false,
        valueGetter: (_v, row) => `${dates.time(row.start)}–${dates.time(row.end)}`,
      },
      { field: 'resourceName', headerName: t('bookings.court'), width: 130, filterable: false },
      {
        field: 'customerName',
        headerName: t('bookings.customer'),
        flex: 1,
        minWidth: 160,
        filterable: false,
        valueGetter: (_v, row) => row.customerName ?? t('common.guest'),
      },
      {
        field: 'type',
        headerName: t('bookings.type'),
        width: 130,
        type: 'singleSelect',
        valueOptions: TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
      },
      {
        field: 'status',
        headerName: t('bookings.status'),
        width: 150,
        type: 'singleSelect',
        valueOptions: STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={t(`status.${row.status}`)}
            color={
              row.status === 'upcoming'
                ? 'success'
                : row.status === 'cancelled'
                  ? 'default'
                  : row.status === 'completed'
                    ? 'info'
                    : 'warning'
            }
            variant="outlined"
          />
        ),
      },
      {
        field: 'priceCents',
        headerName: t('bookings.price'),
        width: 100,
        type: 'number',
        filterable: false,
        valueFormatter: (v: number) => formatMoney(v, locale),
      },
      {
        field: 'paymentMethod',
        headerName: t('bookings.payment'),
        width: 130,
        sortable: false,
        filterable: false,
        valueFormatter: (v: string | null) => (v ? t(`payment.${v}`, { defaultValue: v }) : ''),
      },
      {
        field: 'checkedInAt',
        headerName: t('bookings.checkedIn'),
        width: 110,
        sortable: false,
        filterable: false,
        valueFormatter: (v: string | null, row) => (v ? dates.time(v) : row.noShow ? t('detail.noShowMark') : ''),
      },
    ],
    [t, locale, dates],
  );

  const f = grid.query.filters;
  const filterBar = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        size="small"
        type="date"
        label={t('bookings.fromDate')}
        value={f.from ?? ''}
        onChange={(e) => grid.setFilter('from', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 160 }}
      />
      <TextField
        size="small"
        type="date"
        label={t('bookings.toDate')}
        value={f.to ?? ''}
        onChange={(e) => grid.setFilter('to', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 160 }}
      />
      <TextField
        select
        size="small"
        label={t('bookings.court')}
        value={f.resourceId ?? ''}
        onChange={(e) => grid.setFilter('resourceId', e.target.value)}
        sx={{ width: 160 }}
      >
        <MenuItem value="">{t('bookings.allCourts')}</MenuItem>
        {(courts.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {Object.keys(f).length || grid.query.search ? (
        <Button size="small" onClick={grid.reset}>
          {t('common.reset')}
        </Button>
      ) : null}
    </Stack>
  );

  return (
    <>
      <PageMeta title={t('bookings.title')} />
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {t('bookings.title')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={f.includeHolds === 'true'}
                onChange={(e) => grid.setFilter('includeHolds', e.target.checked ? 'true' : '')}
              />
            }
            label={t('bookings.showHolds')}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDeskOpen(true)}>
            {t('bookings.newBooking')}
          </Button>
        </Stack>
      </Stack>
      <AppDataGrid<StaffBookingRow>
        label={t('bookings.title')}
        rows={data?.rows ?? []}
        // Past 10 000 matches the server stops counting: the pager says "more than 10 000".
        rowCount={data?.isCountCapped ? -1 : data?.count}
        {...(data?.isCountCapped
          ? { estimatedRowCount: data.count, paginationMeta: { hasNextPage: data.rows.length === grid.query.pageSize } }
          : {})}
        loading={isFetching}
        error={error}
        columns={columns}
        state={grid}
        filterFields={['status', 'type']}
        toolbarStart={filterBar}
        export={{
          fileName: `bookings-${venueDate(dates.timeZone)}`,
          server: { path: '/export/bookings', params: { ...params, lang: findLanguage(locale).value } },
        }}
        onRowActivate={(row) => navigate(paths.dashboard.bookings.details(row.id))}
      />
      <DeskBookingDialog open={isDeskOpen} onClose={() => setDeskOpen(false)} />
    </>
  );
}
