// /dashboard/analytics: occupancy heat map court × hour, revenue by booking type
// and week, utilisation trend, cancellations and no-shows, and the waitlist's demand, for a period
// and location.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LocationDto } from '@courtside/core/venue-setup-schemas';
import { api } from '../../../../lib/api-client';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useOccupancy } from '../api/analytics';
import type { Period } from '../api/analytics';
import { BookingOverviewCharts } from '../components/booking-overview-charts';
import { KpiCards } from '../components/kpi-cards';
import { OccupancyHeatmap } from '../components/occupancy-heatmap';
import { WaitlistDemand } from '../components/waitlist-demand';
import { usePeriod } from '../../shared/period';
import { PeriodFilter } from '../../shared/period-filter';

function LocationFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation('management');
  // Locations are listed for managers (settings.manage); without it the filter stays hidden.
  const { data } = useQuery({
    queryKey: ['venue', 'locations', {}],
    queryFn: () => api.get<{ rows: LocationDto[] }>('/locations'),
    retry: false,
  });
  if (!data || data.rows.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={t('venue.fields.location')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {data.rows.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Heatmap({ period }: { period: Period }) {
  const { t } = useTranslation('management');
  const { data, error, isLoading } = useOccupancy(period);
  return (
    <Card component="section" aria-labelledby="heatmap-title">
      <CardHeader
        title={<span id="heatmap-title">{t('analytics.heatmap.title')}</span>}
        subheader={t('analytics.heatmap.hint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <QueryFeedback isLoading={isLoading} error={error}>
          {data ? <OccupancyHeatmap data={data} /> : null}
        </QueryFeedback>
      </CardContent>
    </Card>
  );
}

export function AnalyticsView() {
  const { t } = useTranslation('management');
  const [period, setPeriod] = usePeriod();
  return (
    <>
      <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      <PeriodFilter period={period} onChange={setPeriod}>
        <LocationFilter value={period.locationId} onChange={(locationId) => setPeriod({ locationId })} />
      </PeriodFilter>
      <KpiCards period={period} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Heatmap period={period} />
        <BookingOverviewCharts period={period} />
        <WaitlistDemand period={period} />
      </Box>
    </>
  );
}
