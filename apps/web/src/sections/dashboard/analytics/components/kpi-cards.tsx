// Figures of the period at a glance: bookings, booked revenue, occupancy, cancellation and no-show
// rates. They come from the same answers as the charts (one request each, cached).
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useManagementFormat } from '../../shared/format';
import { useCancellations, useOccupancy, useRevenue } from '../api/analytics';
import type { Period } from '../api/analytics';

function Kpi({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Card sx={{ p: 2.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId}>
        {value ?? <Skeleton width={80} />}
      </Typography>
    </Card>
  );
}

export function KpiCards({ period }: { period: Period }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const revenue = useRevenue(period).data;
  const cancellations = useCancellations(period).data;
  const occupancy = useOccupancy(period).data;
  const booked = occupancy?.rows.reduce((s, r) => s + r.bookedMinutes, 0) ?? 0;
  const open = occupancy?.rows.reduce((s, r) => s + r.openMinutes, 0) ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, mb: 3 }}>
      <Kpi
        label={t('analytics.kpi.bookings')}
        value={revenue ? format.number(revenue.totals.bookings) : undefined}
        testId="kpi-bookings"
      />
      <Kpi
        label={t('analytics.kpi.revenue')}
        value={revenue ? format.money(revenue.totals.cents) : undefined}
        testId="kpi-revenue"
      />
      <Kpi
        label={t('analytics.kpi.occupancy')}
        value={occupancy ? format.percent(open ? booked / open : 0) : undefined}
        testId="kpi-occupancy"
      />
      <Kpi
        label={t('analytics.kpi.cancellations')}
        value={cancellations ? format.percent(cancellations.totals.cancellationRate) : undefined}
        testId="kpi-cancellations"
      />
      <Kpi
        label={t('analytics.kpi.noShows')}
        value={cancellations ? format.percent(cancellations.totals.noShowRate) : undefined}
        testId="kpi-no-shows"
      />
    </Box>
  );
}
