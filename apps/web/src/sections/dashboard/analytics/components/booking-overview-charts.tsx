// Booking overview charts for any dashboard screen (e.g. /dashboard/booking): utilisation, revenue
// and cancellations of a period. Mount <BookingOverviewCharts /> — it needs report.read and loads
// the chart library on demand; without a period it shows the last 28 days.
import Box from '@mui/material/Box';
import type { Period } from '../api/analytics';
import { localDateOf, useVenueTimeZone } from '../../../../lib/format-date';
import { presetPeriod } from '../../shared/period';
import { CancellationsCard, RevenueCard, UtilisationCard } from './report-charts';

export function BookingOverviewCharts({ period: chosen }: { period?: Period }) {
  const today = localDateOf(new Date(), useVenueTimeZone());
  const period = chosen ?? presetPeriod(28, today);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <UtilisationCard period={period} />
      </Box>
      <RevenueCard period={period} />
      <CancellationsCard period={period} />
    </Box>
  );
}
